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
import type { CreatedApiKey } from '@portal/shared/domain/api-keys';
import '../i18n';

/** The new key, shown this once: a copy button and the words that it will not be shown again. */
export function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  const close = () => {
    setCopy(null);
    onClose();
  };
  async function copyKey() {
    try {
      await navigator.clipboard.writeText(created!.key);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  }
  return (
    // Closed only by its button: a click beside it must not lose the key before it is saved.
    <Dialog open={created !== null} fullWidth maxWidth="sm" data-testid="api-key-created">
      <DialogTitle>{t('createdTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning" data-testid="api-key-once">
            {t('createdWarning')}
          </Alert>
          <Typography translate="no" sx={{ fontWeight: 500 }}>
            {created?.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              value={created?.key ?? ''}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  translate: 'no',
                  'data-testid': 'api-key-text',
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                  style: { fontFamily: 'monospace' },
                },
              }}
            />
            <Button variant="outlined" onClick={() => void copyKey()} data-testid="api-key-copy">
              {t('copy')}
            </Button>
          </Stack>
          {copy && (
            <Typography
              role="status"
              color={copy === 'copied' ? 'success.main' : 'error'}
              data-testid="api-key-copy-state"
            >
              {t(copy)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid="api-key-done">
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
