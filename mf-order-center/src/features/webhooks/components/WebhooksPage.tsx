/**
 * /personalCenter/webhooks (issue 35): a person's webhook endpoints. Adds one (address, events, description) and
 * shows its signing secret once; lists them with their state (enabled, paused, disabled after failing for a day);
 * sends a test event, pauses or resumes, deletes after asking; and shows each one's deliveries, sent again on demand.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@portal/shared/domain/webhooks';
import { showFailure } from '@portal/shared/http';
import {
  deleteWebhook,
  listWebhooks,
  sendWebhookTest,
  setWebhookEnabled,
} from '@portal/shared/http/webhooks';
import { formatDateTime } from '@portal/shared/i18n';
import {
  AccountListPage,
  ConfirmDialog,
  notify,
  ShownOnceDialog,
  useCreation,
  useLang,
  useOwnList,
  usePageTitle,
  useRemoval,
} from '@portal/shared/ui';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DeliveriesList } from './DeliveriesList';
import '../i18n';

type Created = WebhookEndpoint & { secret: string };

export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('webhooks')!.title);
  const list = useOwnList(listWebhooks);
  const endpoints = list.data;
  const creation = useCreation<Created>(() => void list.load());
  const removal = useRemoval((r: WebhookEndpoint) => list.act(deleteWebhook(r.id)));
  const [open, setOpen] = useState<number | null>(null);
  /** Bumped after a test event, so the open delivery list reads it. */
  const [sent, setSent] = useState(0);

  const stateOf = (e: WebhookEndpoint) =>
    e.enabled ? (
      <Chip size="small" color="success" variant="outlined" label={t('enabled')} />
    ) : (
      <Chip
        size="small"
        color={e.disabled_reason === 'failing' ? 'error' : 'default'}
        variant="outlined"
        label={t(e.disabled_reason === 'failing' ? 'failing' : 'paused')}
      />
    );

  return (
    <AccountListPage
      title={title}
      intro={
        <>
          {t('intro')} {t('verifyHelp')}
        </>
      }
      action={
        <Button variant="contained" onClick={creation.start} data-testid="webhook-add">
          {t('add')}
        </Button>
      }
      list={list}
      empty={endpoints?.length === 0}
      emptyTitle={t('emptyTitle')}
      emptyHint={t('emptyHint')}
    >
      <Stack spacing={2}>
        {endpoints?.map((e) => (
          <Card key={e.id} variant="outlined" data-testid={`webhook-${e.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography translate="no" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
                  {e.url}
                </Typography>
                {e.organisation && (
                  <Chip size="small" color="primary" variant="outlined" label={t('organisationChip')} />
                )}
                {stateOf(e)}
              </Stack>
              {e.description && (
                <Typography variant="body2" translate="no" sx={{ mb: 1 }}>
                  {e.description}
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {e.events.map((ev) => (
                  <Chip
                    key={ev}
                    size="small"
                    label={WEBHOOK_EVENT_LABELS[ev as WebhookEvent]?.[lang] ?? ev}
                    title={ev}
                  />
                ))}
              </Box>
              {e.failing_since && (
                <Typography
                  variant="body2"
                  color="error"
                  sx={{ mt: 1 }}
                  data-testid={`webhook-failing-${e.id}`}
                >
                  {t('failingSince', { time: formatDateTime(e.failing_since, lang) })}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                disabled={!e.enabled}
                data-testid={`webhook-test-${e.id}`}
                onClick={() =>
                  void sendWebhookTest(e.id).then((msg) => {
                    notify('success', msg);
                    setOpen(e.id);
                    setSent((n) => n + 1);
                  }, showFailure)
                }
              >
                {t('test')}
              </Button>
              <Button
                size="small"
                data-testid={`webhook-toggle-${e.id}`}
                onClick={() => list.act(setWebhookEnabled(e.id, !e.enabled))}
              >
                {t(e.enabled ? 'pause' : 'resume')}
              </Button>
              <Button
                size="small"
                data-testid={`webhook-deliveries-toggle-${e.id}`}
                onClick={() => setOpen(open === e.id ? null : e.id)}
              >
                {t(open === e.id ? 'hideDeliveries' : 'deliveries')}
              </Button>
              <Button
                size="small"
                color="error"
                data-testid={`webhook-remove-${e.id}`}
                onClick={() => removal.ask(e)}
              >
                {t('remove')}
              </Button>
            </CardActions>
            {open === e.id && (
              <Box sx={{ px: 2, pb: 2 }}>
                <DeliveriesList endpoint={e} reloadKey={sent} />
              </Box>
            )}
          </Card>
        ))}
      </Stack>
      <AddWebhookDialog {...creation.dialog} />
      <ShownOnceDialog
        {...creation.shown}
        title={t('createdTitle')}
        warning={t('createdWarning')}
        subject={creation.created?.url}
        secret={creation.created?.secret ?? ''}
        testId="webhook-secret"
      />
      <ConfirmDialog
        {...removal.confirm}
        title={t('removeTitle')}
        subject={removal.asked?.url}
        text={t('removeConfirm')}
        keepLabel={t('keep')}
        confirmLabel={t('confirmRemove')}
        testId="webhook-remove-confirm"
      />
    </AccountListPage>
  );
}
