/**
 * /personalCenter/archiveOrder: the customer's archive orders, their products (signed, resumable links and a
 * manifest) and cancelling with a refund; the table is the order centre's shared one.
 */
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { ArchiveOrdersView } from '@portal/shared/grid';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';

export function ArchiveOrdersPage() {
  const { t } = useTranslation('archiveOrders');
  const title = usePageTitle(findOrderCenterChild('archiveOrder')!.title);
  return (
    <OrderCenterPage title={title}>
      <ArchiveOrdersView
        audience="customer"
        emptyAction={
          <Button variant="contained" onClick={() => navigateToUrl('/personalCenter/shoppingCart')}>
            {t('goCart')}
          </Button>
        }
      />
    </OrderCenterPage>
  );
}
