/**
 * /personalCenter/jobs (staff): the background job queue. Failed jobs — retries spent, dead-lettered — come first,
 * with their kind, attempts and last error, and a retry; the other states show what is queued, running or done.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tab, Tabs, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import type { JobState, StaffJob } from '@portal/shared/domain/jobs';
import { timeColumn, typedColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { notify, OrderCenterPage, ErrorState, useLang, usePageTitle } from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage } from '../../../common/errors';
import { listJobs, retryJob } from '../api';
import { CountedGrid } from '../../../common/CountedGrid';
import '../i18n';

/** The states staff look at, in the order of the tabs (cancelled jobs are not the portal's). */
const TABS: JobState[] = ['failed', 'retry', 'active', 'created', 'completed'];

export function JobsPage() {
  const title = usePageTitle(findOrderCenterChild('jobs')!.title);
  const { t } = useTranslation('jobs');
  const lang = useLang();
  const [retrying, setRetrying] = useState<StaffJob | null>(null);

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<JobState>) => listJobs({ state: filters, page, size }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: 'failed' as JobState });
  const state = list.filters;

  const columns = useMemo<GridColDef<StaffJob>[]>(
    () => [
      {
        field: 'queue',
        headerName: t('queue'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueFormatter: (q: string) => t(`queue_${q}`, { defaultValue: q }),
      },
      {
        field: 'attempts',
        headerName: t('attempts'),
        width: 100,
        sortable: false,
        valueGetter: (_v, row) => t('attemptsOf', { attempts: row.attempts, limit: row.retry_limit + 1 }),
      },
      // The handler's own words (a technical message, often a library's), shown as written.
      typedColumn<StaffJob>({
        field: 'error',
        headerName: t('error'),
        flex: 2,
        minWidth: 200,
        sortable: false,
      }),
      timeColumn<StaffJob>('created_at', t('created'), lang, { sortable: false }),
      timeColumn<StaffJob>('finished_at', t('finished'), lang, { sortable: false }),
      ...(state === 'failed'
        ? [
            {
              field: 'actions',
              headerName: '',
              width: 90,
              sortable: false,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setRetrying(row)} data-testid={`job-retry-${row.id}`}>
                  {t('retry')}
                </Button>
              ),
            } satisfies GridColDef<StaffJob>,
          ]
        : []),
    ],
    [t, lang, state],
  );

  return (
    <OrderCenterPage title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      <Tabs
        value={state}
        onChange={(_e, s: JobState) => list.applyFilters(s)}
        sx={{ mb: 1 }}
        data-testid="job-states"
      >
        {TABS.map((s) => (
          <Tab key={s} value={s} label={t(`state_${s}`)} data-testid={`job-state-${s}`} />
        ))}
      </Tabs>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <CountedGrid
        totalText={t('total', { count: list.total })}
        totalTestId="jobs-total"
        {...list.gridProps}
        columns={columns}
        testId="jobs-grid"
        empty={
          state === 'failed'
            ? { title: t('emptyTitle_failed'), hint: t('emptyHint_failed') }
            : { title: t('emptyTitle'), hint: t('emptyHint') }
        }
      />
      <ActionDialog
        open={retrying !== null}
        title={t('retry')}
        text={t('retryConfirm')}
        confirmLabel={t('retry')}
        onClose={() => setRetrying(null)}
        onConfirm={async () => {
          try {
            notify('success', await retryJob(retrying!.id));
            return null;
          } catch (err) {
            return errorMessage(err);
          } finally {
            void list.reload();
          }
        }}
      />
    </OrderCenterPage>
  );
}
