/**
 * /personalCenter/allprogrammedOrderManagement (sales): every tasking order (docs/requirements.md §6) in the staff list, read-only;
 * the order number opens its detail with the comment box. `?open={id}` opens that order (an alert's link).
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { Box, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { OrderCenterLayout, usePageTitle } from '@portal/shared/ui';
import { openParamOf } from '../state/paths';
import { MissionDetailDialog } from './MissionDetailDialog';
import { MissionGrid } from './MissionGrid';
import '../i18n';

export function ProgrammedOrdersPage() {
  const title = usePageTitle(findOrderCenterChild('allprogrammedOrderManagement')!.title);
  const [params, setParams] = useSearchParams();
  const openParam = openParamOf(params);
  const [openId, setOpenId] = useState<number | null>(openParam);

  // An alert's link may arrive while the page is already shown.
  useEffect(() => {
    if (openParam !== null) setOpenId(openParam);
  }, [openParam]);

  const close = () => {
    setOpenId(null);
    if (params.has('open'))
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('open');
          return next;
        },
        { replace: true },
      );
  };
  const open = useCallback((id: number) => setOpenId(id), []);

  return (
    <OrderCenterLayout>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <MissionGrid audience="sales" onOpen={open} />
      </Box>
      <MissionDetailDialog missionId={openId} onClose={close} />
    </OrderCenterLayout>
  );
}
