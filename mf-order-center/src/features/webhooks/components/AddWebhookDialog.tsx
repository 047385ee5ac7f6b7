import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useAtomValue } from 'jotai';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@portal/shared/domain/webhooks';
import { createWebhook } from '@portal/shared/http/webhooks';
import { userInfoAtom } from '@portal/shared/session';
import { CheckboxGroupField, FormDialog, useFormDialog, useLang } from '@portal/shared/ui';
import '../i18n';

/**
 * The form of a new endpoint: its address, the events it receives and what it is for; the server's words per field.
 * An organisation's manager may make it the organisation's: it then hears every member's events and the approvals.
 */
export function AddWebhookDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpoint & { secret: string }) => void;
}) {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['archive_order.updated', 'tasking_order.updated']);
  const [description, setDescription] = useState('');
  const manager = useAtomValue(userInfoAtom)?.org?.role === 'manager';
  const [organisation, setOrganisation] = useState(false);
  const form = useFormDialog(['url', 'events', 'description']);
  const close = () => {
    setUrl('');
    setDescription('');
    setOrganisation(false);
    form.reset();
    onClose();
  };
  const submit = () =>
    form.submit(Boolean(url.trim()) && events.length > 0, async () => {
      const created = await createWebhook({
        url: url.trim(),
        events,
        description: description.trim(),
        ...(organisation ? { organisation: true } : {}),
      });
      close();
      onCreated(created);
    });
  return (
    <FormDialog
      open={open}
      title={t('addTitle')}
      form={form}
      errorTestId="webhook-form-error"
      submitTestId="webhook-submit"
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        label={t('url')}
        {...form.text('url', url, setUrl, { problem: !url.trim() && t('urlRequired'), hint: t('urlHint') })}
        slotProps={{
          htmlInput: { maxLength: WEBHOOK_LIMITS.urlMax, inputMode: 'url', 'data-testid': 'webhook-url' },
        }}
        required
      />
      <CheckboxGroupField
        label={t('events')}
        options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: WEBHOOK_EVENT_LABELS[e][lang] }))}
        {...form.choices('events', events, setEvents, t('eventsRequired'))}
        testId="webhook-event"
      />
      <TextField
        label={t('description')}
        {...form.text('description', description, setDescription, { hint: t('descriptionHint') })}
        slotProps={{
          htmlInput: { maxLength: WEBHOOK_LIMITS.descriptionMax, 'data-testid': 'webhook-description' },
        }}
      />
      {manager && (
        <FormControlLabel
          control={
            <Checkbox
              checked={organisation}
              onChange={(e) => setOrganisation(e.target.checked)}
              slotProps={{ input: { 'data-testid': 'webhook-organisation' } as object }}
            />
          }
          label={t('organisation')}
        />
      )}
    </FormDialog>
  );
}
