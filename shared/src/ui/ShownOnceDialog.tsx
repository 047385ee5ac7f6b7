/**
 * A secret shown this once (an API key, a webhook's signing secret): the words that it will not be shown again, the
 * text in a read-only field, a copy button, and a single way out — a click beside the dialog must not lose the
 * secret before it is saved.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { addTranslations } from '../i18n';

addTranslations('shownOnce', {
  zh: {
    copy: '复制',
    copied: '已复制',
    copyFailed: '无法自动复制，请手动选中后复制',
    done: '我已保存',
  },
  en: {
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy automatically; select the text and copy it',
    done: 'I have saved it',
  },
});

export interface ShownOnceDialogProps {
  open: boolean;
  title: string;
  warning: string;
  /** What the secret belongs to (a key's name, an endpoint's address), shown as typed. */
  subject?: string;
  secret: string;
  /** Prefix of the test ids: `${testId}`, `${testId}-text`, `${testId}-copy`, `${testId}-copy-state`, `${testId}-done`. */
  testId: string;
  onClose: () => void;
}

export function ShownOnceDialog({
  open,
  title,
  warning,
  subject,
  secret,
  testId,
  onClose,
}: ShownOnceDialogProps) {
  const { t } = useTranslation('shownOnce');
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  const close = () => {
    setCopy(null);
    onClose();
  };
  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  }
  return (
    <Dialog open={open} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" data-testid={`${testId}-once`}>
            {warning}
          </Alert>
          {subject && (
            <Typography translate="no" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
              {subject}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              value={secret}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  translate: 'no',
                  'data-testid': `${testId}-text`,
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                  style: { fontFamily: 'monospace' },
                },
              }}
            />
            <Button variant="outlined" onClick={() => void copySecret()} data-testid={`${testId}-copy`}>
              {t('copy')}
            </Button>
          </Stack>
          {copy && (
            <Typography
              role="status"
              color={copy === 'copied' ? 'success.main' : 'error'}
              data-testid={`${testId}-copy-state`}
            >
              {t(copy)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid={`${testId}-done`}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
