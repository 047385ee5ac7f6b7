/**
 * /personalCenter/archiveOrder: the customer's archive orders (spec §3: order id, creation time, money, image IDs,
 * status, note), filtered by status, dates and image ID, sorted and paged on the server; each order's products
 * through signed, resumable links plus a manifest for a download manager; cancelling refunds the balance.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { ARCHIVE_ORDER_STATUSES, findOrderCenterChild } from '@portal/shared/domain';
import type { ArchiveOrder, DownloadLinks } from '@portal/shared/domain/orders';
import {
  cancelOrder,
  downloadUrl,
  listOrders,
  orderDownloads,
  refreshUserInfo,
  type OrderQuery,
} from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import { EmptyState, ErrorState, notify, OrderCenterLayout, useLang, usePageTitle } from '@portal/shared/ui';
import '../i18n';

const PAGE_SIZES = [10, 20, 50, 100];
const SORTS: Record<string, OrderQuery['sort']> = {
  'created_at:desc': 'newest',
  'created_at:asc': 'oldest',
  'money_fen:desc': 'money_desc',
  'money_fen:asc': 'money_asc',
};

interface Filters {
  status: string;
  from: string;
  to: string;
  scene_id: string;
}
const NO_FILTERS: Filters = { status: '', from: '', to: '', scene_id: '' };

export function ArchiveOrdersPage() {
  const { t } = useTranslation('archiveOrders');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('archiveOrder')!.title);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'created_at', sort: 'desc' }]);
  const [rows, setRows] = useState<ArchiveOrder[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<ArchiveOrder | null>(null);
  const [links, setLinks] = useState<{ order: ArchiveOrder; links: DownloadLinks } | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    const s = sort[0];
    const query: OrderQuery = {
      page: paging.page + 1,
      size: paging.pageSize,
      sort: SORTS[`${s?.field}:${s?.sort}`] ?? 'newest',
      ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    };
    try {
      const env = await listOrders(query);
      setRows(env.data);
      setTotal(env.total ?? env.data.length);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [paging, sort, filters]);
  useEffect(() => {
    void load();
  }, [load]);

  const statusLabel = useCallback(
    (v: string) => {
      const s = ARCHIVE_ORDER_STATUSES.find((x) => x.value === v);
      return s ? `${s[lang]}${s.code ? ` (${s.code})` : ''}` : v;
    },
    [lang],
  );

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      const env = await cancelOrder(cancelling.id);
      notify('success', env.msg);
      void refreshUserInfo();
    } finally {
      setCancelling(null);
      await load();
    }
  };
  const openDownloads = async (order: ArchiveOrder) => {
    setLinks({ order, links: await orderDownloads(order.id) });
  };

  const columns = useMemo<GridColDef<ArchiveOrder>[]>(
    () => [
      { field: 'order_no', headerName: t('orderNo'), width: 170, sortable: false },
      {
        field: 'created_at',
        headerName: t('created'),
        width: 170,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
      {
        field: 'money_fen',
        headerName: t('money'),
        width: 120,
        valueFormatter: (v: number) => formatMoney(v, lang),
      },
      {
        field: 'scene_ids',
        headerName: t('images'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueFormatter: (v: string[]) => v.join(', '),
      },
      {
        field: 'status',
        headerName: t('status'),
        width: 170,
        sortable: false,
        valueFormatter: (v: string) => statusLabel(v),
      },
      { field: 'note', headerName: t('note'), width: 120, sortable: false },
      {
        field: 'actions',
        headerName: t('actions'),
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
            {row.status !== 'cancelled' && (
              <Button
                size="small"
                onClick={() => void openDownloads(row)}
                data-testid={`order-download-${row.id}`}
              >
                {t('download')}
              </Button>
            )}
            {row.cancellable && (
              <Button
                size="small"
                color="error"
                onClick={() => setCancelling(row)}
                data-testid={`order-cancel-${row.id}`}
              >
                {t('cancel')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [t, lang, statusLabel],
  );

  const noOrdersAtAll = !loading && !error && total === 0 && filters === NO_FILTERS;
  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {error && <ErrorState message={error} onRetry={() => void load()} />}
        {noOrdersAtAll ? (
          <EmptyState
            title={t('emptyTitle')}
            hint={t('emptyHint')}
            action={
              <Button variant="contained" onClick={() => navigateToUrl('/personalCenter/shoppingCart')}>
                {t('goCart')}
              </Button>
            }
          />
        ) : (
          <>
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mb: 1 }}
              onSubmit={(e) => {
                e.preventDefault();
                setPaging((p) => ({ ...p, page: 0 }));
                setFilters({ ...draft });
              }}
            >
              <TextField
                select
                size="small"
                label={t('status')}
                value={draft.status}
                onChange={(e) => setDraft({ ...draft, status: e.target.value })}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{t('all')}</MenuItem>
                {ARCHIVE_ORDER_STATUSES.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {statusLabel(s.value)}
                  </MenuItem>
                ))}
              </TextField>
              {(['from', 'to'] as const).map((k) => (
                <TextField
                  key={k}
                  type="date"
                  size="small"
                  label={t(k)}
                  value={draft[k]}
                  onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
              <TextField
                size="small"
                label={t('sceneId')}
                value={draft.scene_id}
                onChange={(e) => setDraft({ ...draft, scene_id: e.target.value.trim() })}
              />
              <Button type="submit" variant="outlined">
                {t('search')}
              </Button>
            </Stack>
            <DataGrid
              rows={rows}
              columns={columns}
              loading={loading}
              rowCount={total}
              paginationMode="server"
              sortingMode="server"
              paginationModel={paging}
              onPaginationModelChange={setPaging}
              sortModel={sort}
              onSortModelChange={(m) => setSort(m.length ? m : [{ field: 'created_at', sort: 'desc' }])}
              pageSizeOptions={PAGE_SIZES}
              disableRowSelectionOnClick
              autoHeight
              data-testid="orders-grid"
            />
          </>
        )}
      </Box>
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>{t('cancel')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {cancelling &&
              t('cancelConfirm', { no: cancelling.order_no, money: formatMoney(cancelling.money_fen, lang) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>{t('keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmCancel()}
            data-testid="cancel-confirm"
          >
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={links !== null} onClose={() => setLinks(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{links && t('linksTitle', { no: links.order.order_no })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('linksHint')}</DialogContentText>
          <List dense>
            {links?.links.links.map((l) => (
              <ListItem
                key={l.scene_id}
                secondaryAction={
                  <Button size="small" onClick={() => downloadUrl(l.url)} data-testid={`file-${l.scene_id}`}>
                    {t('download')}
                  </Button>
                }
              >
                <ListItemText primary={l.scene_id} secondary={formatDateTime(l.expires_at, lang)} />
              </ListItem>
            ))}
          </List>
          {links && (
            <Stack direction="row" spacing={2}>
              <Link href={links.links.manifest_url} download>
                {t('manifest')}
              </Link>
              <Link href={`${links.links.manifest_url}?format=txt`} download>
                {t('manifestTxt')}
              </Link>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinks(null)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </OrderCenterLayout>
  );
}
