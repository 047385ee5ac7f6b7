/**
 * The orders that waited or wait for a manager, paged, the pending ones first (the API's order; "Pending" shows only
 * them). A pending one is approved or rejected with a note; its row then shows the decision.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ORG_LIMITS, type OrgApproval } from '@portal/shared/domain/organisations';
import { ServerGrid, timeColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { formatMoney } from '@portal/shared/i18n';
import { ErrorState, useLang } from '@portal/shared/ui';
import { listApprovals } from '../api/org';
import { DecideDialog, type Decision } from './DecideDialog';
import '../i18n';

type Shown = 'pending' | 'all';
const STATE_COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
} as const;

export function ApprovalsTab({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('organisation');
  const lang = useLang();
  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<Shown>) =>
      listApprovals(page, size, filters === 'pending' ? 'pending' : undefined),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: 'all' as Shown, pageSize: 20 });
  /** Decided here: the row shows the answer until the list is read again. */
  const [decided, setDecided] = useState<Record<number, OrgApproval>>({});
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const rows = list.gridProps.rows.map((r) => decided[r.id] ?? r);

  const columns = useMemo<GridColDef<OrgApproval>[]>(
    () => [
      timeColumn<OrgApproval>('created_at', t('approvals.created'), lang, { sortable: false }),
      {
        field: 'order_no',
        headerName: t('approvals.order'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <span>
            {t(`approvals.kinds.${row.kind}`)} <span translate="no">{row.order_no}</span>
          </span>
        ),
      },
      {
        field: 'requester',
        headerName: t('approvals.requester'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <span translate="no">{row.requester.username}</span>,
      },
      {
        field: 'amount_fen',
        headerName: t('approvals.amount'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'budget',
        headerName: t('approvals.budget'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (row.budget ? <span translate="no">{row.budget.code}</span> : '—'),
      },
      {
        field: 'reason',
        headerName: t('approvals.reason'),
        width: 150,
        sortable: false,
        valueFormatter: (v: OrgApproval['reason']) => t(`approvals.reasons.${v}`),
      },
      timeColumn<OrgApproval>('expires_at', t('approvals.expires'), lang, { sortable: false }),
      {
        field: 'state',
        headerName: t('approvals.state'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATE_COLORS[row.state]}
            label={t(`approvals.states.${row.state}`)}
            data-testid={`org-approval-state-${row.id}`}
          />
        ),
      },
      {
        field: 'note',
        headerName: t('approvals.decision'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) =>
          row.decided_by ? (
            <span data-testid={`org-approval-decision-${row.id}`}>
              {t('approvals.decidedBy', { who: row.decided_by })}
              {row.note && <span translate="no">{` · ${row.note}`}</span>}
            </span>
          ) : null,
      },
      {
        field: 'actions',
        headerName: t('approvals.actions'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) =>
          row.state === 'pending' ? (
            <>
              <Button
                size="small"
                onClick={() => setDeciding({ approval: row, approve: true })}
                data-testid={`org-approval-approve-${row.id}`}
              >
                {t('approvals.approve')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeciding({ approval: row, approve: false })}
                data-testid={`org-approval-reject-${row.id}`}
              >
                {t('approvals.reject')}
              </Button>
            </>
          ) : null,
      },
    ],
    [t, lang],
  );

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('approvals.show')}
          value={list.filters}
          onChange={(e) => {
            setDecided({});
            list.applyFilters(e.target.value as Shown);
          }}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'data-testid': 'org-approvals-show' } }}
        >
          <MenuItem value="all">{t('approvals.all')}</MenuItem>
          <MenuItem value="pending">{t('approvals.pending')}</MenuItem>
        </TextField>
      </Box>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <ServerGrid
        {...list.gridProps}
        rows={rows}
        columns={columns}
        testId="org-approvals"
        empty={{
          title: t('approvals.emptyTitle'),
          hint: t('approvals.emptyHint', { days: ORG_LIMITS.approvalDays }),
        }}
      />
      <DecideDialog
        decision={deciding}
        onClose={() => setDeciding(null)}
        onDecided={(approval) => {
          setDeciding(null);
          setDecided((d) => ({ ...d, [approval.id]: approval }));
          onChanged();
        }}
      />
    </>
  );
}
