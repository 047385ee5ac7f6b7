/**
 * /personalCenter/allprogrammedOrderManagement (sales): every tasking order (docs/requirements.md §6) in the staff list, read-only;
 * the order number opens its detail with the comment box. `?open={id}` opens that order (an alert's link).
 */
import { findOrderCenterChild } from '@portal/shared/domain';
import { useOpenParam } from '@portal/shared/grid';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import { MissionDetailDialog } from './MissionDetailDialog';
import { MissionGrid } from './MissionGrid';
import '../i18n';

export function ProgrammedOrdersPage() {
  const title = usePageTitle(findOrderCenterChild('allprogrammedOrderManagement')!.title);
  const { openId, open, close } = useOpenParam();

  return (
    <OrderCenterPage title={title}>
      <MissionGrid audience="sales" onOpen={open} />
      <MissionDetailDialog missionId={openId} onClose={close} />
    </OrderCenterPage>
  );
}
