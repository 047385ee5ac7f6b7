/**
 * /personalCenter/tasksadmin/tasks: every planning task in a server-paged, server-sorted grid with filters, the
 * selected ones received at once (the control team), and two exports of the current filter: staff's sheet and the
 * control team's.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { findOrderCenterChild, SATELLITE_IDS, TASK_BOARD_COLUMNS } from '@portal/shared/domain';
import type { Task, TaskQuery } from '@portal/shared/domain/tasks';
import { timeColumn, typedColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { exportTasks, exportTasksForControl, listTasks, receiveTasks } from '@portal/shared/http/tasks';
import { ErrorState, OrderCenterPage, usePageTitle, useLang } from '@portal/shared/ui';
import { FilterField, SearchForm } from '../../../common/SearchForm';
import { SelectionGrid, useRowSelection } from '../../../common/selection';
import { orderNoColumn, TaskLink } from '../../../common/staff-links';
import { TaskStateChip } from '../../../common/TaskStateChip';
import '../i18n';

interface Filters {
  column: string;
  satellite: string;
  username: string;
  keyword: string;
  late: boolean;
}
const NO_FILTERS: Filters = { column: '', satellite: '', username: '', keyword: '', late: false };
const SORT_FIELDS: Record<string, TaskQuery['sort']> = {
  imaging_time: 'imaging_time',
  update_time: 'update_time',
  rank: 'rank',
};

/** The list's query of the filters and the grid's sort. */
export function taskQueryOf(f: Filters, sort: GridSortModel[number] | undefined): TaskQuery {
  return {
    column: f.column || undefined,
    satellite: f.satellite || undefined,
    username: f.username.trim() || undefined,
    keyword: f.keyword.trim() || undefined,
    late: f.late ? 'true' : undefined,
    sort: (sort && SORT_FIELDS[sort.field]) ?? 'imaging_time',
    order: sort?.sort === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * Hidden first, in this order, while the task list does not fit (issue 33); the task's detail shows them and the
 * grid's "Select columns" button brings them back (the choice is kept). At 1366 px the columns staff filter and
 * follow up by stay: the task, its target, customer, sales, demand ID, satellite, imaging time and state.
 */
const HIDE_ORDER = [
  'update_time',
  'imaging_duration',
  'anchoring_orbit',
  'rank',
  'order_no',
  'demandid',
  'sales',
  'username',
  'target_name',
];

export function TasksPage() {
  const title = usePageTitle(findOrderCenterChild('tasksadmin/tasks')!.title);
  const { t } = useTranslation('taskAdmin');
  const lang = useLang();
  // The state board links here with its column (?column=failed).
  const [params] = useSearchParams();
  const [initial] = useState<Filters>(() => {
    const column = params.get('column') ?? '';
    return { ...NO_FILTERS, column: TASK_BOARD_COLUMNS.some((c) => c.key === column) ? column : '' };
  });
  const [draft, setDraft] = useState<Filters>(initial);
  const selection = useRowSelection();
  const fetchPage = useCallback(
    ({ page, size, sort, filters }: ServerQuery<Filters>) =>
      listTasks({ page, size, ...taskQueryOf(filters, sort) }),
    [],
  );
  const list = useServerGrid(fetchPage, {
    filters: initial,
    sort: [{ field: 'imaging_time', sort: 'asc' }],
  });
  const query = () => taskQueryOf(list.filters, list.gridProps.sortModel[0]);

  const receiveSelected = () =>
    selection.act(async (ids) => {
      const refs = list.rows.filter((r) => ids.has(r.id)).map((r) => ({ id: r.id, version: r.version }));
      return (await receiveTasks(refs)).msg;
    }, list.reload);

  const columns = useMemo<GridColDef<Task>[]>(
    () => [
      {
        field: 'task',
        headerName: t('taskNo'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <TaskLink id={row.id}>{row.task}</TaskLink>,
      },
      orderNoColumn<Task>(t('orderNo')),
      typedColumn<Task>({
        field: 'target_name',
        headerName: t('target'),
        flex: 1,
        minWidth: 110,
        sortable: false,
      }),
      typedColumn<Task>({ field: 'username', headerName: t('customer'), width: 100, sortable: false }),
      {
        field: 'sales',
        headerName: t('sales'),
        width: 90,
        sortable: false,
        valueGetter: (v: string | null) => v ?? '—',
      },
      {
        field: 'demandid',
        headerName: t('demandid'),
        width: 110,
        sortable: false,
        valueGetter: (v: string | null) => v ?? '—',
      },
      { field: 'anchoring_satellite', headerName: t('satellite'), width: 80, sortable: false },
      { field: 'anchoring_orbit', headerName: t('orbit'), width: 70, sortable: false },
      timeColumn<Task>('imaging_time', t('imagingTime'), lang),
      { field: 'imaging_duration', headerName: t('duration'), width: 80, sortable: false },
      { field: 'rank', headerName: t('rank'), width: 70 },
      {
        field: 'task_state',
        headerName: t('state'),
        // The longest state's chip and the late chip beside it.
        width: 200,
        sortable: false,
        // The chips wrap onto a second line rather than being cut; the row grows to hold them.
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            useFlexGap
            spacing={0.5}
            sx={{ height: '100%', alignItems: 'center', flexWrap: 'wrap', py: 1.25 }}
          >
            <TaskStateChip state={row.task_state} lateLabel={row.late ? t('late') : undefined} />
          </Stack>
        ),
      },
      timeColumn<Task>('update_time', t('updated'), lang),
    ],
    [t, lang],
  );

  const field = (
    key: Exclude<keyof Filters, 'late'>,
    label: string,
    options?: readonly { value: string; label: string }[],
  ) => (
    <FilterField
      label={label}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      options={options}
      allLabel={t('all')}
      minWidth={150}
      testId={`filter-${key}`}
    />
  );

  return (
    <OrderCenterPage title={title}>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <SearchForm
        onSubmit={() => list.applyFilters({ ...draft })}
        searchLabel={t('search')}
        searchTestId="tasks-search"
        actions={
          <>
            <Button onClick={() => void exportTasks(query())} data-testid="tasks-export">
              {t('export')}
            </Button>
            <Button onClick={() => void exportTasksForControl(query())} data-testid="tasks-export-control">
              {t('exportControl')}
            </Button>
          </>
        }
      >
        {field(
          'column',
          t('column'),
          TASK_BOARD_COLUMNS.map((c) => ({ value: c.key, label: c[lang] })),
        )}
        {field(
          'satellite',
          t('satellite'),
          SATELLITE_IDS.map((s) => ({ value: s, label: s })),
        )}
        {field('username', t('customer'))}
        {field('keyword', t('keyword'))}
        <FormControlLabel
          control={
            <Checkbox checked={draft.late} onChange={(e) => setDraft({ ...draft, late: e.target.checked })} />
          }
          label={t('lateOnly')}
        />
      </SearchForm>
      <SelectionGrid
        selection={selection}
        countText={t('selected', { count: selection.selected.size })}
        actionLabel={t('receiveSelected')}
        onAction={() => void receiveSelected()}
        actionTestId="tasks-receive"
        {...list.gridProps}
        columns={columns}
        hideOrder={HIDE_ORDER}
        columnsKey="tasksadmin.tasks"
        testId="tasks-grid"
        empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
        isRowSelectable={({ row }) => row.task_state === 1022}
        getRowHeight={() => 'auto'}
      />
    </OrderCenterPage>
  );
}
