/** A subscription's name and channels changed: checked before they are sent, the server's words under each field. */
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
import {
  SUBSCRIPTION_CHANNEL_LABELS,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_LIMITS,
  type Subscription,
  type SubscriptionChannel,
} from '@portal/shared/domain/subscriptions';
import { updateSubscription } from '@portal/shared/http/subscriptions';
import { CheckboxGroupField, useDialogSubmit, useLang } from '@portal/shared/ui';
import '../i18n';

export function EditSubscriptionDialog({
  subscription,
  onClose,
  onSaved,
}: {
  subscription: Subscription | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const [name, setName] = useState('');
  const [channels, setChannels] = useState<SubscriptionChannel[]>([]);
  const [tried, setTried] = useState(false);
  const submitting = useDialogSubmit(['name', 'channels']);
  useEffect(() => {
    setName(subscription?.name ?? '');
    setChannels(subscription?.channels ?? []);
    setTried(false);
    submitting.reset();
  }, [subscription]);
  const nameError = submitting.fieldError('name') ?? (tried && !name.trim() ? t('nameRequired') : undefined);
  const channelsError =
    submitting.fieldError('channels') ?? (tried && channels.length === 0 ? t('channelsRequired') : undefined);
  const toggle = (c: SubscriptionChannel) => {
    setChannels((cs) => (cs.includes(c) ? cs.filter((x) => x !== c) : [...cs, c]));
    submitting.edited('channels');
  };

  async function submit() {
    setTried(true);
    if (!subscription || !name.trim() || channels.length === 0) return;
    await submitting.send(async () => {
      await updateSubscription(subscription.id, {
        name: name.trim(),
        channels: SUBSCRIPTION_CHANNELS.filter((c) => channels.includes(c)),
      });
      onSaved();
    });
  }

  return (
    <Dialog open={subscription !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('editTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {submitting.formError && (
            <Alert severity="error" data-testid="subscription-edit-error">
              {submitting.formError}
            </Alert>
          )}
          <TextField
            label={t('name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              submitting.edited('name');
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? t('nameHint', { max: SUBSCRIPTION_LIMITS.nameMax })}
            slotProps={{
              htmlInput: {
                maxLength: SUBSCRIPTION_LIMITS.nameMax,
                translate: 'no',
                'data-testid': 'subscription-edit-name',
              },
            }}
            required
          />
          <CheckboxGroupField
            label={t('channels')}
            options={SUBSCRIPTION_CHANNELS.map((c) => ({
              value: c,
              label: SUBSCRIPTION_CHANNEL_LABELS[c][lang],
            }))}
            chosen={channels}
            onToggle={toggle}
            error={channelsError}
            hint={t('webhookHint')}
            testId="subscription-edit-channel"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={submitting.busy}
          onClick={() => void submit()}
          data-testid="subscription-edit-save"
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
