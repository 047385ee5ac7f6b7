/**
 * /personalCenter/userShoppingCart (staff, hidden from the menu): a customer's cart, read-only. The customer is
 * chosen here or named by the link (?user_id=, e.g. from user management).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { findOrderCenterChild, type UserInfo } from '@portal/shared/domain';
import {
  CART_HIDE_ORDER,
  ServerGrid,
  useCartSceneColumns,
  useServerGrid,
  type ServerQuery,
} from '@portal/shared/grid';
import { cartPage, searchUsers, type CartItem } from '@portal/shared/http';
import { EmptyState, ErrorState, OrderCenterPage, usePageTitle, UserPicker } from '@portal/shared/ui';

const userIdInLink = () => Number(new URLSearchParams(window.location.search).get('user_id')) || null;

export function UserCartPage() {
  const { t: ta } = useTranslation('admin');
  const title = usePageTitle(findOrderCenterChild('userShoppingCart')!.title);
  const [customer, setCustomer] = useState<UserInfo | null>(null);
  const { columns, detailDialog } = useCartSceneColumns();

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

  return (
    <OrderCenterPage title={title}>
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
      {detailDialog}
    </OrderCenterPage>
  );
}
