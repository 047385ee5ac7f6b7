/**
 * /personalCenter/myAlerts: the alerts of tasking orders (docs/requirements.md §3 notification: create_time, type_status_text,
 * tasknumber_text, rank), newest first and paged on the server; sales also see their customers' and whose they
 * are. Unread ones are bold; marking them read also updates the bell in the header. For staff and sales it is the
 * order centre's landing page: the work waiting for them comes first (WaitingQueues).
 */
import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import type { Notification } from '@portal/shared/domain/missions';
import { ServerGrid, timeColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import {
  downloadFile,
  listNotifications,
  markNotificationsRead,
  refreshUnreadAlerts,
  showFailure,
} from '@portal/shared/http';
import { roleGroupAtom } from '@portal/shared/session';
import {
  EmptyState,
  ErrorState,
  OrderCenterPage,
  PortalLink,
  usePageTitle,
  useLang,
} from '@portal/shared/ui';
import { alertLinkFor, exportJobOf } from '../state/order-link';
import { WaitingQueues } from './WaitingQueues';
import '../i18n';

/**
 * What happened; the words people wrote or named that end it (the API's `detail`: a reason, an address, a saved
 * search's name) are shown as written in either language.
 */
function AlertEventText({ alert }: { alert: Pick<Notification, 'type_status_text' | 'detail'> }) {
  const { type_status_text: text, detail } = alert;
  if (!detail || !text.endsWith(detail)) return <>{text}</>;
  return (
    <>
      {text.slice(0, text.length - detail.length)}
      <span translate="no">{detail}</span>
    </>
  );
}

/** docs/requirements.md §3 rank: 2 is an alert that needs attention (a failure or a cancellation). */
const ATTENTION = 2;

export function MyAlertsPage() {
  const { t } = useTranslation('alerts');
  const lang = useLang();
  const role = useAtomValue(roleGroupAtom);
  const title = usePageTitle(findOrderCenterChild('myAlerts')!.title);
  const [unread, setUnread] = useState(0);

  const fetchPage = useCallback(async ({ page, size }: ServerQuery<null>) => {
    const answer = await listNotifications(page, size);
    setUnread(answer.unread);
    return answer;
  }, []);
  const list = useServerGrid(fetchPage, { filters: null });

  const { reload } = list;
  const mark = useCallback(
    async (ids: number[] | 'all') => {
      // A refusal has been shown by the HTTP client; the list and the bell show what the server holds either way.
      await markNotificationsRead(ids).catch(() => undefined);
      await Promise.all([reload(), refreshUnreadAlerts()]);
    },
    [reload],
  );

  const columns = useMemo<GridColDef<Notification>[]>(
    () => [
      timeColumn<Notification>('create_time', t('time'), lang),
      ...(role === 'sales'
        ? [{ field: 'username', headerName: t('username'), width: 130 } satisfies GridColDef<Notification>]
        : []),
      {
        field: 'rank',
        headerName: t('level'),
        width: 110,
        display: 'flex',
        renderCell: ({ row }) =>
          row.rank === ATTENTION ? (
            <Chip
              size="small"
              color="warning"
              label={t('attention')}
              data-testid={`alert-attention-${row.id}`}
            />
          ) : (
            t('info')
          ),
      },
      {
        field: 'type_status_text',
        headerName: t('event'),
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => <AlertEventText alert={row} />,
      },
      {
        field: 'tasknumber_text',
        headerName: t('order'),
        minWidth: 240,
        flex: 1,
        renderCell: ({ row }) => {
          const job = exportJobOf(row);
          if (job)
            return (
              <Link
                component="button"
                type="button"
                onClick={() =>
                  void downloadFile({ method: 'GET', url: `/jobs/${job}/file/` }, 'export').catch(showFailure)
                }
                data-testid={`alert-download-${row.id}`}
              >
                {t('downloadExport')}
              </Link>
            );
          const href = alertLinkFor(role, row);
          return (
            <PortalLink href={href} data-testid={`alert-order-${row.id}`}>
              {row.tasknumber_text}
            </PortalLink>
          );
        },
      },
      {
        field: 'actions',
        headerName: t('actions'),
        width: 130,
        renderCell: ({ row }) =>
          !row.read && (
            <Button size="small" onClick={() => void mark([row.id])} data-testid={`alert-read-${row.id}`}>
              {t('markRead')}
            </Button>
          ),
      },
    ],
    [t, lang, role, mark],
  );

  const nothingYet = !list.loading && !list.error && list.total === 0;
  return (
    <OrderCenterPage title={title}>
      <WaitingQueues />
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      {nothingYet ? (
        <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }} color="text.secondary" data-testid="alerts-unread">
              {unread > 0 ? t('unread', { count: unread }) : t('allRead')}
            </Typography>
            <Button
              variant="outlined"
              disabled={unread === 0}
              onClick={() => void mark('all')}
              data-testid="alerts-mark-all"
            >
              {t('markAllRead')}
            </Button>
          </Stack>
          <ServerGrid
            {...list.gridProps}
            columns={columns}
            testId="alerts-grid"
            empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
            disableColumnSorting
            getRowClassName={({ row }) => (row.read ? 'alert-read' : 'alert-unread')}
            sx={{ '& .alert-unread': { fontWeight: 700 } }}
          />
        </>
      )}
    </OrderCenterPage>
  );
}
