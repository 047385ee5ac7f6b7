/** A subscription's name and channels changed: checked before they are sent, the server's words under each field. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import {
  SUBSCRIPTION_CHANNEL_LABELS,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_LIMITS,
  type Subscription,
  type SubscriptionChannel,
} from '@portal/shared/domain/subscriptions';
import { updateSubscription } from '@portal/shared/http/subscriptions';
import { CheckboxGroupField, FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
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
  const form = useFormDialog(['name', 'channels']);
  useEffect(() => {
    setName(subscription?.name ?? '');
    setChannels(subscription?.channels ?? []);
    form.reset();
  }, [subscription]);
  const submit = () =>
    form.submit(Boolean(subscription && name.trim() && channels.length > 0), async () => {
      await updateSubscription(subscription!.id, {
        name: name.trim(),
        channels: SUBSCRIPTION_CHANNELS.filter((c) => channels.includes(c)),
      });
      onSaved();
    });

  return (
    <FormDialog
      open={subscription !== null}
      title={t('editTitle')}
      form={form}
      errorTestId="subscription-edit-error"
      submitTestId="subscription-edit-save"
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('name')}
        {...form.text('name', name, setName, {
          problem: !name.trim() && t('nameRequired'),
          hint: t('nameHint', { max: SUBSCRIPTION_LIMITS.nameMax }),
        })}
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
        {...form.choices('channels', channels, setChannels, t('channelsRequired'))}
        hint={t('webhookHint')}
        testId="subscription-edit-channel"
      />
    </FormDialog>
  );
}
