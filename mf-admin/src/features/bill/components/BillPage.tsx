/** /personalCenter/bill (staff): the whole ledger, its export, and top-ups and reductions with a reason. */
import { Box, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { BillView } from '@portal/shared/grid';
import { OrderCenterLayout, usePageTitle } from '@portal/shared/ui';

export function BillPage() {
  const title = usePageTitle(findOrderCenterChild('bill')!.title);
  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <BillView audience="staff" />
      </Box>
    </OrderCenterLayout>
  );
}
