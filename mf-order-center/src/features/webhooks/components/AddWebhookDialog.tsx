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
} from '@mui/material';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@portal/shared/domain/webhooks';
import { createWebhook } from '@portal/shared/http/webhooks';
import { CheckboxGroupField, useDialogSubmit, useLang } from '@portal/shared/ui';
import '../i18n';

/** The form of a new endpoint: its address, the events it receives and what it is for; the server's words per field. */
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
  const [tried, setTried] = useState(false);
  const submitting = useDialogSubmit(['url', 'events', 'description']);
  const urlError = submitting.fieldError('url') ?? (tried && !url.trim() ? t('urlRequired') : undefined);
  const eventsError =
    submitting.fieldError('events') ?? (tried && events.length === 0 ? t('eventsRequired') : undefined);
  const close = () => {
    setUrl('');
    setDescription('');
    setTried(false);
    submitting.reset();
    onClose();
  };
  const toggle = (e: WebhookEvent) =>
    setEvents((c) => (c.includes(e) ? c.filter((x) => x !== e) : [...c, e]));
  async function submit() {
    setTried(true);
    if (!url.trim() || events.length === 0) return;
    await submitting.send(async () => {
      const created = await createWebhook({ url: url.trim(), events, description: description.trim() });
      close();
      onCreated(created);
    });
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {submitting.formError && (
            <Alert severity="error" data-testid="webhook-form-error">
              {submitting.formError}
            </Alert>
          )}
          <TextField
            label={t('url')}
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              submitting.edited('url');
            }}
            error={Boolean(urlError)}
            helperText={urlError ?? t('urlHint')}
            slotProps={{
              htmlInput: { maxLength: WEBHOOK_LIMITS.urlMax, inputMode: 'url', 'data-testid': 'webhook-url' },
            }}
            required
          />
          <CheckboxGroupField
            label={t('events')}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: WEBHOOK_EVENT_LABELS[e][lang] }))}
            chosen={events}
            onToggle={toggle}
            error={eventsError}
            testId="webhook-event"
          />
          <TextField
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(submitting.fieldError('description'))}
            helperText={submitting.fieldError('description') ?? t('descriptionHint')}
            slotProps={{
              htmlInput: { maxLength: WEBHOOK_LIMITS.descriptionMax, 'data-testid': 'webhook-description' },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={submitting.busy}
          onClick={() => void submit()}
          data-testid="webhook-submit"
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
