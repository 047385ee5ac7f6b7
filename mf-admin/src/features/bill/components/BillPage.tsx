/**
 * /personalCenter/bill (staff): the whole ledger, its export, and top-ups and reductions with a reason;
 * `?username=` starts it filtered to one account (the link of user management's detail).
 */
import { useSearchParams } from '@portal/shared/router';
import { findOrderCenterChild } from '@portal/shared/domain';
import { BillView } from '@portal/shared/grid';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';

export function BillPage() {
  const title = usePageTitle(findOrderCenterChild('bill')!.title);
  const [params] = useSearchParams();
  return (
    <OrderCenterPage title={title}>
      <BillView audience="staff" username={params.get('username') ?? ''} />
    </OrderCenterPage>
  );
}
