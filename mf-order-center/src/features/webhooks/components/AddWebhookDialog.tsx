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
import { failureMessage } from '@portal/shared/http';
import { createWebhook } from '@portal/shared/http/webhooks';
import { apiErrorMessages, CheckboxGroupField, useLang } from '@portal/shared/ui';
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
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ fields: Record<string, string>; form: string | null }>({
    fields: {},
    form: null,
  });
  const urlError = server.fields.url ?? (tried && !url.trim() ? t('urlRequired') : undefined);
  const eventsError =
    server.fields.events ?? (tried && events.length === 0 ? t('eventsRequired') : undefined);
  const close = () => {
    setUrl('');
    setDescription('');
    setTried(false);
    setServer({ fields: {}, form: null });
    onClose();
  };
  const toggle = (e: WebhookEvent) =>
    setEvents((c) => (c.includes(e) ? c.filter((x) => x !== e) : [...c, e]));
  async function submit() {
    setTried(true);
    if (!url.trim() || events.length === 0) return;
    setBusy(true);
    try {
      const created = await createWebhook({ url: url.trim(), events, description: description.trim() });
      close();
      onCreated(created);
    } catch (err) {
      const m = apiErrorMessages(err, ['url', 'events', 'description'], failureMessage(err, lang) ?? '');
      setServer({ fields: m.fields, form: m.form });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {server.form && (
            <Alert severity="error" data-testid="webhook-form-error">
              {server.form}
            </Alert>
          )}
          <TextField
            label={t('url')}
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setServer(({ fields: { url: _edited, ...fields }, form }) => ({ fields, form }));
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
            error={Boolean(server.fields.description)}
            helperText={server.fields.description ?? t('descriptionHint')}
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
          disabled={busy}
          onClick={() => void submit()}
          data-testid="webhook-submit"
        >
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
