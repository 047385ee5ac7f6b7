/**
 * /personalCenter/shoppingCart: the cart's scenes with quicklook, ID, satellite, mode, time and price, paged on the
 * server; select some or all, remove, see details, and order the selection (cost and balance after, then paid).
 * What stands in the way of ordering a scene (already ordered, not permitted, gone, no price) shows on its row.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { findOrderCenterChild, scenePrice, type PriceRow } from '@portal/shared/domain';
import type { SceneConflict } from '@portal/shared/domain/orders';
import { CartSceneDialog, cartColumns, useServerGrid, type ServerQuery } from '@portal/shared/grid';
import { cartPage, conflictCheck, priceTable, removeFromCart, type CartItem } from '@portal/shared/http';
import { formatMoney } from '@portal/shared/i18n';
import {
  EmptyState,
  ErrorState,
  notify,
  OrderCenterLayout,
  OrderDialog,
  useLang,
  usePageTitle,
} from '@portal/shared/ui';

export function CartPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('shoppingCart')!.title);
  const [prices, setPrices] = useState<PriceRow[]>([]);
  const [conflicts, setConflicts] = useState<Map<string, SceneConflict>>(new Map());
  const [selected, setSelected] = useState<string[]>([]);
  /** Prices of the selected scenes seen so far (the selection may span pages). */
  const [selectedPrices, setSelectedPrices] = useState<Map<string, number>>(new Map());
  const [detail, setDetail] = useState<CartItem | null>(null);
  const [ordering, setOrdering] = useState<string[] | null>(null);

  const priceOf = useCallback((s: CartItem) => scenePrice(prices, { ...s }), [prices]);

  /** A cart page and what stands in the way of ordering each of its scenes. */
  const fetchPage = useCallback(async ({ page, size }: ServerQuery<null>) => {
    const env = await cartPage(page, size);
    if (env.data.length) {
      const c = await conflictCheck(env.data.map((r) => r.id));
      setConflicts(new Map(c.data.map((x) => [x.scene_id, x])));
    }
    return env;
  }, []);
  const list = useServerGrid(fetchPage, { filters: null });
  const { rows, total, loading, error } = list;

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
    await list.reload();
  };

  const columns = useMemo<GridColDef<CartItem>[]>(
    () => [
      ...cartColumns(t, lang, priceOf, setDetail),
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
        {error && <ErrorState message={error} onRetry={() => void list.reload()} />}
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
            {/* DataGrid does not pass data-* attributes to its root. */}
            <Box data-testid="cart-grid">
              <DataGrid
                {...list.gridProps}
                columns={columns}
                checkboxSelection
                keepNonExistentRowsSelected
                rowSelectionModel={{ type: 'include', ids: new Set(selected) } as GridRowSelectionModel}
                onRowSelectionModelChange={(m) => setSelected([...m.ids].map(String))}
                rowHeight={52}
              />
            </Box>
          </>
        )}
      </Box>
      <CartSceneDialog
        scene={detail}
        price={detail && priceOf(detail)}
        lang={lang}
        onClose={() => setDetail(null)}
      />
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
