/**
 * /personalCenter/missionadmin/missionforty (staff): every tasking order, filtered, sorted and paged on the server,
 * with its state, five-step progress and tasks; suspend or resume selected orders; export the list to Excel. The
 * order number leads to the order's page (missionadmin/detail/{id}).
 */
import { findOrderCenterChild } from '@portal/shared/domain';
import { OrderCenterPage, usePageTitle } from '@portal/shared/ui';
import { MissionGrid } from './MissionGrid';
import '../i18n';

export function StaffMissionsPage() {
  const title = usePageTitle(findOrderCenterChild('missionadmin/missionforty')!.title);
  return (
    <OrderCenterPage title={title}>
      <MissionGrid audience="staff" />
    </OrderCenterPage>
  );
}
