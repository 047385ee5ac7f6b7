/**
 * The customer's series of repeat collects (docs/tasking-offer.md), paged on the server, newest first: the series
 * number (it opens the series), its target, cadence and end, the number of collects, the next collect, what it has
 * cost and its state. With none yet, how to make one: the "Repeat collects" section of the tasking order form.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TaskingSeries } from '@portal/shared/domain/tasking-series';
import { ServerGrid, timeColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { listSeries } from '@portal/shared/http';
import { formatMoney } from '@portal/shared/i18n';
import { EmptyState, ErrorState, useLang } from '@portal/shared/ui';
import { cadenceText, STATE_CHIP } from '../state/series-text';
import '../i18n';

/** The tasking order form, where a series is made. */
const NEW_ORDER = '/programOrder';

export function SeriesList({
  onOpen,
  version = 0,
}: {
  onOpen: (id: number) => void;
  /** A new number shows the list anew (a series changed). */
  version?: number;
}) {
  const { t } = useTranslation('series');
  const lang = useLang();
  const fetchPage = useCallback(({ page, size }: ServerQuery<null>) => listSeries({ page, size }), []);
  const list = useServerGrid(fetchPage, { filters: null });
  const { reload } = list;
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    void reload();
  }, [version, reload]);

  const columns = useMemo<GridColDef<TaskingSeries>[]>(
    () => [
      {
        field: 'series_no',
        headerName: t('col.series_no'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            sx={{ textTransform: 'none', px: 0 }}
            onClick={() => onOpen(row.id)}
            data-testid={`series-open-${row.id}`}
          >
            {row.series_no}
          </Button>
        ),
      },
      { field: 'target_name', headerName: t('col.target_name'), flex: 1, minWidth: 140, sortable: false },
      {
        field: 'cadence',
        headerName: t('col.cadence'),
        width: 220,
        sortable: false,
        valueGetter: (_v, row) => cadenceText(row, lang, t),
      },
      {
        field: 'collects',
        headerName: t('col.collects'),
        width: 90,
        type: 'number',
        sortable: false,
        valueGetter: (_v, row) => row.collects.length,
      },
      { ...timeColumn<TaskingSeries>('next_collect', t('col.next'), lang), sortable: false },
      {
        field: 'spent_fen',
        headerName: t('col.spent'),
        width: 130,
        sortable: false,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'state',
        headerName: t('col.state'),
        width: 110,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => (
          <Chip size="small" label={t(`state.${row.state}`)} color={STATE_CHIP[row.state]} />
        ),
      },
      { ...timeColumn<TaskingSeries>('created_at', t('col.created'), lang), sortable: false },
    ],
    [t, lang, onOpen],
  );

  if (!list.loading && !list.error && list.total === 0)
    return (
      <EmptyState
        title={t('emptyTitle')}
        hint={t('emptyHint')}
        action={
          <Button variant="contained" onClick={() => navigateToUrl(NEW_ORDER)} data-testid="series-new">
            {t('newOrder')}
          </Button>
        }
      />
    );
  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <ServerGrid
        {...list.gridProps}
        columns={columns}
        testId="series-grid"
        empty={{ title: t('noMatchTitle') }}
        disableColumnSorting
      />
    </>
  );
}
