import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, Tooltip } from '@mui/material';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import { FeedbackDialog } from '@portal/shared/ui';

/** The header's way to send feedback from any page (a signed-in user's header only). */
export function FeedbackEntry() {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('open')}>
        <IconButton
          color="inherit"
          aria-label={t('open')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="header-feedback"
        >
          <FeedbackOutlined />
        </IconButton>
      </Tooltip>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
