/**
 * /personalCenter/allarchivedOrderManagement: every archive order. Staff search, read, note, cancel with a refund
 * and export; sales (spec §6 "all archived orders") read and export every order, without cancelling or notes.
 */
import { useAtomValue } from 'jotai';
import { findOrderCenterChild } from '@portal/shared/domain';
import { ArchiveOrdersView } from '@portal/shared/grid';
import { roleGroupAtom } from '@portal/shared/session';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';

export function AllArchivedOrdersPage() {
  const title = usePageTitle(findOrderCenterChild('allarchivedOrderManagement')!.title);
  const role = useAtomValue(roleGroupAtom);
  return (
    <OrderCenterPage title={title}>
      <ArchiveOrdersView audience={role === 'staff' ? 'staff' : 'sales'} />
    </OrderCenterPage>
  );
}
