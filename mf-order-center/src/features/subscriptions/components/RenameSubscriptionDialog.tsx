/** A subscription's new name: checked before it is sent, the server's words under the field. */
import { useEffect, useState } from 'react';
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
} from '@mui/material';
import { SUBSCRIPTION_LIMITS, type Subscription } from '@portal/shared/domain/subscriptions';
import { failureMessage } from '@portal/shared/http';
import { updateSubscription } from '@portal/shared/http/subscriptions';
import { apiErrorMessages, useLang } from '@portal/shared/ui';
import '../i18n';

export function RenameSubscriptionDialog({
  subscription,
  onClose,
  onRenamed,
}: {
  subscription: Subscription | null;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  useEffect(() => {
    setName(subscription?.name ?? '');
    setTried(false);
    setServer({ fields: {}, form: null });
  }, [subscription]);
  const nameError = server.fields.name ?? (tried && !name.trim() ? t('nameRequired') : undefined);

  async function submit() {
    setTried(true);
    if (!subscription || !name.trim()) return;
    setBusy(true);
    try {
      await updateSubscription(subscription.id, { name: name.trim() });
      onRenamed();
    } catch (err) {
      const m = apiErrorMessages(err, ['name'], failureMessage(err, lang) ?? '');
      setServer({ fields: m.fields, form: m.form });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={subscription !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('renameTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {server.form && (
            <Alert severity="error" data-testid="subscription-rename-error">
              {server.form}
            </Alert>
          )}
          <TextField
            label={t('name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setServer(({ form }) => ({ fields: {}, form }));
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? t('nameHint', { max: SUBSCRIPTION_LIMITS.nameMax })}
            slotProps={{
              htmlInput: {
                maxLength: SUBSCRIPTION_LIMITS.nameMax,
                translate: 'no',
                'data-testid': 'subscription-rename-input',
              },
            }}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="subscription-rename-save"
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
