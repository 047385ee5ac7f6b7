/**
 * /personalCenter/shoppingCart: the cart's scenes with quicklook, ID, satellite, mode, time and price, paged on the
 * server; select some or all, remove, see details, and order the selection (cost and balance after, then paid).
 * What stands in the way of ordering a scene (already ordered, not permitted, gone, no price) shows on its row. A
 * scene already bought is marked, cannot be selected, and is left out of the selection, so the order dialog never
 * offers to pay for it again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { findOrderCenterChild } from '@portal/shared/domain';
import type { SceneConflict } from '@portal/shared/domain/orders';
import {
  CART_HIDE_ORDER,
  ServerGrid,
  useCartSceneColumns,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import { cartPage, conflictCheck, removeFromCart, type CartItem } from '@portal/shared/http';
import { addTranslations, formatMoney } from '@portal/shared/i18n';
import {
  EmptyState,
  ErrorState,
  notify,
  OrderCenterPage,
  OrderDialog,
  useLang,
  usePageTitle,
} from '@portal/shared/ui';
import { isOwned, ownedOf, withoutOwned } from '../state/owned';

addTranslations('cartOwned', {
  zh: {
    owned_one: '购物车中有 {{count}} 景影像您已购买（{{ids}}）：不能再选中，也不会重复收费。',
    owned_other: '购物车中有 {{count}} 景影像您已购买（{{ids}}）：不能再选中，也不会重复收费。',
    chip: '已购买',
  },
  en: {
    owned_one:
      '{{count}} image in your cart is already yours ({{ids}}): it cannot be selected and is not charged again.',
    owned_other:
      '{{count}} images in your cart are already yours ({{ids}}): they cannot be selected and are not charged again.',
    chip: 'Already bought',
  },
});

export function CartPage() {
  const { t } = useTranslation('cart');
  const { t: tOwned } = useTranslation('cartOwned');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('shoppingCart')!.title);
  const [conflicts, setConflicts] = useState<Map<string, SceneConflict>>(new Map());
  const [selected, setSelected] = useState<string[]>([]);
  /** Prices of the selected scenes seen so far (the selection may span pages). */
  const [selectedPrices, setSelectedPrices] = useState<Map<string, number>>(new Map());
  const [ordering, setOrdering] = useState<string[] | null>(null);

  const { columns: sceneColumns, priceOf, detailDialog } = useCartSceneColumns();
  // A scene found already bought leaves the selection (it may have been selected before the check came back).
  useEffect(() => setSelected((sel) => withoutOwned(sel, conflicts)), [conflicts]);

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
      ...sceneColumns,
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
              color={c === 'ordered' ? 'success' : 'warning'}
              label={c === 'ordered' ? tOwned('chip') : t(`conflict.${c}`)}
              data-testid={`conflict-${row.id}`}
            />
          ) : null;
        },
      },
    ],
    [sceneColumns, t, tOwned, conflicts],
  );
  const owned = ownedOf(
    rows.map((r) => r.id),
    conflicts,
  );

  const cost = [...selectedPrices.values()].reduce((a, b) => a + b, 0);
  return (
    <OrderCenterPage title={title}>
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
              onClick={() => setOrdering(withoutOwned(selected, conflicts))}
              data-testid="cart-order"
            >
              {t('order')}
            </Button>
          </Stack>
          {owned.length > 0 && (
            <Alert severity="info" sx={{ mb: 1 }} data-testid="cart-owned">
              {tOwned('owned', { count: owned.length, ids: owned.join(', ') })}
            </Alert>
          )}
          <ServerGrid
            {...list.gridProps}
            columns={columns}
            hideOrder={CART_HIDE_ORDER}
            testId="cart-grid"
            empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
            checkboxSelection
            isRowSelectable={({ row }) => !isOwned(conflicts, row.id)}
            keepNonExistentRowsSelected
            rowSelectionModel={{ type: 'include', ids: new Set(selected) } as GridRowSelectionModel}
            onRowSelectionModelChange={(m) => setSelected(withoutOwned([...m.ids].map(String), conflicts))}
            rowHeight={52}
          />
        </>
      )}
      {detailDialog}
      <OrderDialog
        sceneIds={ordering}
        onClose={() => setOrdering(null)}
        onOrdered={() => {
          setOrdering(null);
          navigateToUrl('/personalCenter/archiveOrder');
        }}
      />
    </OrderCenterPage>
  );
}
