/** An endpoint's deliveries, newest first and paged: event, status, the endpoint's answer, attempts; sent again. */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@portal/shared/domain/webhooks';
import { ServerGrid, timeColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { redeliverWebhook, webhookDeliveries } from '@portal/shared/http/webhooks';
import { ErrorState, notify, useLang } from '@portal/shared/ui';
import '../i18n';

const STATUS_COLORS = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

export function DeliveriesList({ endpoint, reloadKey }: { endpoint: WebhookEndpoint; reloadKey: number }) {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const fetchPage = useCallback(
    ({ page, size }: ServerQuery<number>) => webhookDeliveries(endpoint.id, page, size),
    [endpoint.id],
  );
  // A new reloadKey (a test event sent) reads the list again from its first page.
  const list = useServerGrid(fetchPage, { filters: reloadKey, pageSize: 10 });
  const { applyFilters } = list;
  useEffect(() => applyFilters(reloadKey), [applyFilters, reloadKey]);

  const columns = useMemo<GridColDef<WebhookDelivery>[]>(
    () => [
      timeColumn<WebhookDelivery>('created_at', t('colTime'), lang, { seconds: true, sortable: false }),
      {
        field: 'event_type',
        headerName: t('colEvent'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueFormatter: (e: string) =>
          WEBHOOK_EVENT_LABELS[e as keyof typeof WEBHOOK_EVENT_LABELS]?.[lang] ?? e,
      },
      {
        field: 'status',
        headerName: t('colStatus'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={t(`status_${row.status}`)}
          />
        ),
      },
      {
        field: 'response_code',
        headerName: t('colAnswer'),
        flex: 1,
        minWidth: 110,
        sortable: false,
        // The HTTP status, or what went wrong on the way (the system's words, shown as they are).
        renderCell: ({ row }) =>
          row.response_code ?? (row.last_error ? <span translate="no">{row.last_error}</span> : '—'),
      },
      { field: 'attempts', headerName: t('colAttempts'), width: 90, sortable: false },
      timeColumn<WebhookDelivery>('next_attempt_at', t('colNext'), lang, { sortable: false }),
      {
        field: 'actions',
        headerName: '',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'pending' ? null : (
            <Button
              size="small"
              data-testid={`webhook-resend-${row.id}`}
              onClick={() =>
                void redeliverWebhook(endpoint.id, row.id).then((msg) => {
                  notify('success', msg);
                  void list.reload();
                })
              }
            >
              {t('resend')}
            </Button>
          ),
      },
    ],
    [t, lang, endpoint.id, list],
  );

  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <ServerGrid
        {...list.gridProps}
        columns={columns}
        testId={`webhook-deliveries-${endpoint.id}`}
        empty={{ title: t('noDeliveries'), hint: t('noDeliveriesHint') }}
        overlayHeight={120}
      />
    </>
  );
}
