/**
 * /personalCenter/allarchivedOrderManagement: the mall orders (docs/requirements.md §1.4), every archive order
 * customers placed from the cart and paid from the balance, and the ¥0 orders that deliver tasking orders' products.
 * Staff search, read, note, cancel with a refund and export; sales (docs/requirements.md §6 "all archived orders") read and export
 * every order, without cancelling or notes.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { ArchiveOrdersView } from '@portal/shared/grid';
import { roleGroupAtom } from '@portal/shared/session';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import '../i18n';

export function AllArchivedOrdersPage() {
  const { t } = useTranslation('mallOrders');
  const title = usePageTitle(findOrderCenterChild('allarchivedOrderManagement')!.title);
  const role = useAtomValue(roleGroupAtom);
  return (
    <OrderCenterPage title={title}>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="mall-orders-explain">
        {t('explain')}
      </Typography>
      <ArchiveOrdersView audience={role === 'staff' ? 'staff' : 'sales'} />
    </OrderCenterPage>
  );
}
