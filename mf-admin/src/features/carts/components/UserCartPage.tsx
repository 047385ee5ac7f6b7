/**
 * /personalCenter/userShoppingCart (staff, hidden from the menu): a customer's cart, read-only. The customer is
 * chosen here or named by the link (?user_id=, e.g. from user management).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { findOrderCenterChild, type UserInfo } from '@portal/shared/domain';
import {
  CART_HIDE_ORDER,
  CartSceneDialog,
  ServerGrid,
  cartColumns,
  useCartPrices,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import { cartPage, searchUsers, type CartItem } from '@portal/shared/http';
import {
  EmptyState,
  ErrorState,
  OrderCenterLayout,
  useLang,
  usePageTitle,
  UserPicker,
} from '@portal/shared/ui';

const userIdInLink = () => Number(new URLSearchParams(window.location.search).get('user_id')) || null;

export function UserCartPage() {
  const { t } = useTranslation('cart');
  const { t: ta } = useTranslation('admin');
  const lang = useLang();
  const title = usePageTitle(findOrderCenterChild('userShoppingCart')!.title);
  const [customer, setCustomer] = useState<UserInfo | null>(null);
  const [detail, setDetail] = useState<CartItem | null>(null);
  const priceOf = useCartPrices();

  useEffect(() => {
    const id = userIdInLink();
    if (id) void searchUsers('', 1, id).then((users) => setCustomer(users[0] ?? null));
  }, []);

  const choose = (u: UserInfo | null) => {
    setCustomer(u);
    const url = new URL(window.location.href);
    if (u) url.searchParams.set('user_id', String(u.id));
    else url.searchParams.delete('user_id');
    window.history.replaceState(window.history.state, '', url);
  };

  const fetchPage = useCallback(
    ({ page, size, filters }: ServerQuery<number | null>) =>
      filters === null
        ? Promise.resolve({ code: 0, msg: '', data: [] as CartItem[], total: 0 })
        : cartPage(page, size, filters),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: customer?.id ?? null });
  const { applyFilters } = list;
  useEffect(() => applyFilters(customer?.id ?? null), [customer, applyFilters]);

  const columns = useMemo(() => cartColumns(t, lang, priceOf, setDetail), [t, lang, priceOf]);

  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ maxWidth: 420, mb: 2 }}>
          <UserPicker value={customer} onChange={choose} label={ta('customer')} testId="cart-customer" />
        </Box>
        {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
        {customer === null ? (
          <EmptyState title={ta('chooseCustomer')} hint={ta('chooseCustomerHint')} />
        ) : (
          <ServerGrid
            {...list.gridProps}
            columns={columns}
            hideOrder={CART_HIDE_ORDER}
            testId="user-cart-grid"
            empty={{ title: ta('cartEmpty', { name: customer.username }) }}
            overlayHeight={160}
            rowHeight={52}
          />
        )}
      </Box>
      <CartSceneDialog
        scene={detail}
        price={detail && priceOf(detail)}
        lang={lang}
        onClose={() => setDetail(null)}
      />
    </OrderCenterLayout>
  );
}
