/**
 * Reviews of customer information: /personalCenter/userInformationReview (staff: every customer) and
 * /personalCenter/modification (sales: the customers they look after) — real-name verifications with their
 * document previewed, and verified customers' changes of name or organization. Pending first, oldest first.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared/router';
import { Button, Chip, MenuItem, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import { ServerGrid, timeColumn, typedColumn, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { ErrorState, notify, OrderCenterPage, usePageTitle, useLang } from '@portal/shared/ui';
import { listReviews, type ReviewQuery } from '../api';
import { changedFields, maskIdNumber, type ReviewRequest } from '../state/review-request';
import { SearchForm } from '../../../common/SearchForm';
import { ReviewPanel } from './ReviewPanel';
import { ReviewStatusChip } from './ReviewStatusChip';
import '../i18n';

type Filters = Pick<ReviewQuery, 'status' | 'kind' | 'keyword'>;
const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
const KINDS = ['all', 'verification', 'change'] as const;

function filtersOf(params: URLSearchParams): Filters {
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    status: (STATUSES as readonly string[]).includes(status ?? '')
      ? (status as Filters['status'])
      : 'pending',
    kind: (KINDS as readonly string[]).includes(kind ?? '') ? (kind as Filters['kind']) : 'all',
    keyword: params.get('keyword') ?? '',
  };
}

export function ReviewsPage({ path }: { path: 'userInformationReview' | 'modification' }) {
  const title = usePageTitle(findOrderCenterChild(path)!.title);
  const { t } = useTranslation('reviews');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => filtersOf(params));
  const [draft, setDraft] = useState<Filters>(initial);
  const [open, setOpen] = useState<ReviewRequest | null>(null);
  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<Filters>) =>
      listReviews({ page, size, ...filters, keyword: filters.keyword || undefined }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: initial });

  const search = () => {
    list.applyFilters({ ...draft });
    const next = new URLSearchParams();
    if (draft.status !== 'pending') next.set('status', draft.status);
    if (draft.kind !== 'all') next.set('kind', draft.kind);
    if (draft.keyword) next.set('keyword', draft.keyword);
    setParams(next, { replace: true });
  };

  const columns = useMemo<GridColDef<ReviewRequest>[]>(
    () => [
      timeColumn<ReviewRequest>('created_at', t('submitted'), lang, { sortable: false }),
      {
        field: 'kind',
        headerName: t('kind'),
        // Room for the chip's longest kind: Real-name verification.
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={t(row.kind)}
            color={row.kind === 'change' ? 'info' : 'default'}
          />
        ),
      },
      typedColumn<ReviewRequest>({ field: 'username', headerName: t('user'), width: 120, sortable: false }),
      typedColumn<ReviewRequest>({
        field: 'organization',
        headerName: t('organization'),
        flex: 1,
        minWidth: 110,
        sortable: false,
      }),
      {
        field: 'request',
        headerName: t('request'),
        flex: 2,
        minWidth: 200,
        sortable: false,
        // What the customer typed (a real name, a new name or organisation), shown as written.
        renderCell: ({ row }) => (
          <span translate="no">
            {row.kind === 'verification'
              ? `${row.real_name ?? ''} · ${maskIdNumber(row.id_number)}`
              : changedFields(row)
                  .map((c) => `${t(c.field)}: ${c.from || '—'} → ${c.to || '—'}`)
                  .join('; ')}
          </span>
        ),
      },
      {
        field: 'status',
        headerName: t('status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <ReviewStatusChip status={row.status} />,
      },
      { field: 'reviewer', headerName: t('reviewer'), width: 100, sortable: false },
      {
        field: 'actions',
        headerName: '',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setOpen(row)} data-testid={`review-open-${row.id}`}>
            {row.status === 'pending' ? t('open') : t('view')}
          </Button>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <OrderCenterPage title={title}>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <SearchForm onSubmit={search} searchLabel={t('search')} searchTestId="review-search">
        <TextField
          size="small"
          select
          label={t('status')}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as Filters['status'] })}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'review-filter-status' } }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t('kind')}
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as Filters['kind'] })}
          sx={{ minWidth: 170 }}
          slotProps={{ htmlInput: { 'data-testid': 'review-filter-kind' } }}
        >
          {KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('keyword')}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          sx={{ minWidth: 290 }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'review-filter-keyword' } }}
        />
      </SearchForm>
      <ServerGrid
        {...list.gridProps}
        columns={columns}
        hideOrder={['organization', 'reviewer']}
        testId="reviews-grid"
        empty={{ title: t('empty'), hint: t('emptyHint') }}
      />
      <ReviewPanel
        request={open}
        onClose={() => setOpen(null)}
        onDecided={(message) => {
          notify('success', message);
          setOpen(null);
          void list.reload();
        }}
      />
    </OrderCenterPage>
  );
}
