/**
 * /personalCenter/missionadmin/missionforty (staff): every tasking order, filtered, sorted and paged on the server,
 * with its state, five-step progress and tasks; suspend or resume selected orders; export the list to Excel. The
 * order number leads to the order's page (missionadmin/detail/{id}).
 */
import { Box, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { OrderCenterLayout, usePageTitle } from '@portal/shared/ui';
import { MissionGrid } from './MissionGrid';
import '../i18n';

export function MissionFortyPage() {
  const title = usePageTitle(findOrderCenterChild('missionadmin/missionforty')!.title);
  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <MissionGrid audience="staff" />
      </Box>
    </OrderCenterLayout>
  );
}
