/**
 * /personalCenter/shoppingCart: the cart's scenes with quicklook, ID, satellite, mode, time and price, paged on the
 * server; select some or all, remove, see details, and order the selection (cost and balance after, then paid).
 * What stands in the way of ordering a scene (already ordered, not permitted, gone, no price) shows on its row.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { enumLabel, findOrderCenterChild, IMG_MODES, scenePrice, type PriceRow } from '@portal/shared/domain';
import type { SceneConflict } from '@portal/shared/domain/orders';
import { cartPage, conflictCheck, priceTable, removeFromCart, type CartItem } from '@portal/shared/http';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import {
  EmptyState,
  ErrorState,
  notify,
  OrderCenterLayout,
  OrderDialog,
  useLang,
  usePageTitle,
} from '@portal/shared/ui';
import '../i18n';

const PAGE_SIZES = [10, 20, 50, 100];

export function CartPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('shoppingCart')!.title);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [rows, setRows] = useState<CartItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [prices, setPrices] = useState<PriceRow[]>([]);
  const [conflicts, setConflicts] = useState<Map<string, SceneConflict>>(new Map());
  const [selected, setSelected] = useState<string[]>([]);
  /** Prices of the selected scenes seen so far (the selection may span pages). */
  const [selectedPrices, setSelectedPrices] = useState<Map<string, number>>(new Map());
  const [detail, setDetail] = useState<CartItem | null>(null);
  const [ordering, setOrdering] = useState<string[] | null>(null);

  const priceOf = useCallback((s: CartItem) => scenePrice(prices, { ...s }), [prices]);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const env = await cartPage(paging.page + 1, paging.pageSize);
      setRows(env.data);
      setTotal(env.total ?? env.data.length);
      if (env.data.length) {
        const c = await conflictCheck(env.data.map((r) => r.id));
        setConflicts(new Map(c.data.map((x) => [x.scene_id, x])));
      }
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [paging]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    priceTable().then(
      (env) => setPrices(env.data),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    setSelectedPrices((m) => {
      const next = new Map([...m].filter(([id]) => selected.includes(id)));
      for (const r of rows) if (selected.includes(r.id)) next.set(r.id, priceOf(r) ?? 0);
      return next;
    });
  }, [selected, rows, priceOf]);

  const remove = async () => {
    const env = await removeFromCart(selected);
    notify('success', env.msg || t('removed'));
    setSelected([]);
    await load();
  };

  const columns = useMemo<GridColDef<CartItem>[]>(
    () => [
      {
        field: 'quicklook_url',
        headerName: t('quicklook'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            component="img"
            src={row.quicklook_url}
            alt={row.id}
            sx={{ height: 40, width: 60, objectFit: 'cover' }}
          />
        ),
      },
      {
        field: 'id',
        headerName: t('id'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Button size="small" sx={{ textTransform: 'none' }} onClick={() => setDetail(row)}>
            {row.id}
          </Button>
        ),
      },
      { field: 'satellite', headerName: t('satellite'), width: 90 },
      {
        field: 'img_mode',
        headerName: t('mode'),
        width: 130,
        valueFormatter: (v: number) => enumLabel(IMG_MODES, v, lang),
      },
      {
        field: 'acquired_at',
        headerName: t('time'),
        width: 170,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
      {
        field: 'price',
        headerName: t('price'),
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => priceOf(row),
        valueFormatter: (v: number | null) => (v === null ? '—' : formatMoney(v, lang)),
      },
      {
        field: 'state',
        headerName: t('state'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => {
          const c = conflicts.get(row.id)?.conflict;
          return c ? (
            <Chip
              size="small"
              color="warning"
              label={t(`conflict.${c}`)}
              data-testid={`conflict-${row.id}`}
            />
          ) : null;
        },
      },
    ],
    [t, lang, priceOf, conflicts],
  );

  const cost = [...selectedPrices.values()].reduce((a, b) => a + b, 0);
  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {error && <ErrorState message={error} onRetry={() => void load()} />}
        {!loading && !error && total === 0 ? (
          <EmptyState
            title={t('emptyTitle')}
            hint={t('emptyHint')}
            action={
              <Button variant="contained" onClick={() => navigateToUrl('/imageQuery')}>
                {t('search')}
              </Button>
            }
          />
        ) : (
          <>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
              <Typography sx={{ flex: 1 }} data-testid="cart-selection">
                {t('selected', { count: selected.length, cost: formatMoney(cost, lang) })}
              </Typography>
              <Button disabled={!selected.length} onClick={() => void remove()} data-testid="cart-remove">
                {t('remove')}
              </Button>
              <Button
                variant="contained"
                disabled={!selected.length}
                onClick={() => setOrdering(selected)}
                data-testid="cart-order"
              >
                {t('order')}
              </Button>
            </Stack>
            <DataGrid
              rows={rows}
              columns={columns}
              loading={loading}
              rowCount={total}
              paginationMode="server"
              paginationModel={paging}
              onPaginationModelChange={setPaging}
              pageSizeOptions={PAGE_SIZES}
              checkboxSelection
              keepNonExistentRowsSelected
              disableRowSelectionOnClick
              rowSelectionModel={{ type: 'include', ids: new Set(selected) } as GridRowSelectionModel}
              onRowSelectionModelChange={(m) => setSelected([...m.ids].map(String))}
              rowHeight={52}
              autoHeight
              data-testid="cart-grid"
            />
          </>
        )}
      </Box>
      <Dialog open={detail !== null} onClose={() => setDetail(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{detail?.id}</DialogTitle>
        <DialogContent>
          {detail && (
            <Stack spacing={1}>
              <Box component="img" src={detail.quicklook_url} alt={detail.id} sx={{ maxWidth: '100%' }} />
              {(
                [
                  ['satellite', detail.satellite],
                  ['mode', enumLabel(IMG_MODES, detail.img_mode, lang)],
                  ['time', formatDateTime(detail.acquired_at, lang)],
                  ['price', formatMoney(priceOf(detail) ?? 0, lang)],
                ] as const
              ).map(([k, v]) => (
                <Typography key={k}>
                  {t(k)}: {v}
                </Typography>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetail(null)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      <OrderDialog
        sceneIds={ordering}
        onClose={() => setOrdering(null)}
        onOrdered={() => {
          setOrdering(null);
          navigateToUrl('/personalCenter/archiveOrder');
        }}
      />
    </OrderCenterLayout>
  );
}
