/**
 * /personalCenter/requirementNotice: the control team's notices of new, changed, suspended, resumed and cancelled
 * requirements, newest first, filtered by kind or to the unacknowledged; the selected ones are acknowledged at once
 * (who and when are recorded and shown).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import { REQUIREMENT_NOTICE_KINDS, type RequirementNotice } from '@portal/shared/domain/tasks';
import { timeColumn, typedColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { acknowledgeNotices, listRequirementNotices } from '@portal/shared/http/tasks';
import { formatDateTime, formatDateTimeCompact } from '@portal/shared/i18n';
import { ErrorState, OrderCenterPage, usePageTitle, useLang } from '@portal/shared/ui';
import { FilterField, SearchForm } from '../../../common/SearchForm';
import { SelectionGrid, useRowSelection } from '../../../common/selection';
import { orderNoColumn } from '../../../common/staff-links';
import { WRAPPING_CHIP_SX } from '../../../common/TaskStateChip';
import { changeLines } from '../state/notice-changes';
import '../i18n';

interface Filters {
  kind: string;
  unacknowledged: boolean;
}
const INITIAL: Filters = { kind: '', unacknowledged: true };

const kindColor = (kind: string) =>
  kind === 'cancelled' ? 'error' : kind === 'suspended' ? 'warning' : kind === 'new' ? 'primary' : 'default';

export function RequirementNoticesPage() {
  const title = usePageTitle(findOrderCenterChild('requirementNotice')!.title);
  const { t } = useTranslation('operations');
  const lang = useLang();
  const [draft, setDraft] = useState<Filters>(INITIAL);
  const selection = useRowSelection();
  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<Filters>) =>
      listRequirementNotices({
        page,
        size,
        kind: filters.kind || undefined,
        unacknowledged: filters.unacknowledged ? 'true' : undefined,
      }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: INITIAL });

  const acknowledge = () =>
    selection.act(async (ids) => {
      const { acknowledged } = await acknowledgeNotices([...ids]);
      return `${t('acknowledge')}: ${acknowledged}`;
    }, list.reload);

  const columns = useMemo<GridColDef<RequirementNotice>[]>(
    () => [
      timeColumn<RequirementNotice>('created_at', t('createdAt'), lang, { sortable: false }),
      {
        field: 'kind',
        headerName: t('kind'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            sx={WRAPPING_CHIP_SX}
            color={kindColor(row.kind)}
            label={REQUIREMENT_NOTICE_KINDS.find((k) => k.value === row.kind)?.[lang] ?? row.kind}
          />
        ),
      },
      orderNoColumn<RequirementNotice>(t('orderNo')),
      typedColumn<RequirementNotice>({
        field: 'target_name',
        headerName: t('target'),
        flex: 1,
        minWidth: 100,
        sortable: false,
      }),
      {
        field: 'changes',
        headerName: t('changes'),
        flex: 2,
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ whiteSpace: 'pre-line', lineHeight: 1.4, py: 0.5 }}>
            {[...changeLines(row.changes, lang), row.note].filter(Boolean).join('\n') || '—'}
          </Box>
        ),
      },
      { field: 'by', headerName: t('by'), width: 90, sortable: false },
      {
        field: 'acknowledged_at',
        headerName: t('acknowledged'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) =>
          row.acknowledged_at ? (
            <span title={formatDateTime(row.acknowledged_at, lang)}>
              {t('acknowledgedBy', {
                by: row.acknowledged_by ?? '—',
                at: formatDateTimeCompact(row.acknowledged_at, lang),
              })}
            </span>
          ) : (
            <Typography variant="body2" color="warning.main" component="span">
              {t('notAcknowledged')}
            </Typography>
          ),
      },
    ],
    [t, lang],
  );

  return (
    <OrderCenterPage title={title}>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <SearchForm
        onSubmit={() => {
          selection.clear();
          list.applyFilters({ ...draft });
        }}
        searchLabel={t('search')}
        searchTestId="notices-search"
      >
        <FilterField
          label={t('kind')}
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind })}
          options={REQUIREMENT_NOTICE_KINDS.map((k) => ({ value: k.value, label: k[lang] }))}
          allLabel={t('all')}
          minWidth={160}
          testId="filter-kind"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.unacknowledged}
              onChange={(e) => setDraft({ ...draft, unacknowledged: e.target.checked })}
              data-testid="filter-unacknowledged"
            />
          }
          label={t('unacknowledgedOnly')}
        />
      </SearchForm>
      <SelectionGrid
        selection={selection}
        countText={t('selected', { count: selection.selected.size })}
        actionLabel={t('acknowledge')}
        onAction={() => void acknowledge()}
        actionTestId="notices-acknowledge"
        {...list.gridProps}
        columns={columns}
        hideOrder={['by', 'target_name']}
        testId="notices-grid"
        empty={{ title: t('noticesEmpty'), hint: t('noticesEmptyHint') }}
        getRowHeight={() => 'auto'}
        isRowSelectable={({ row }) => !row.acknowledged_at}
      />
    </OrderCenterPage>
  );
}
