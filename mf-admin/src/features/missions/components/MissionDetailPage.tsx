/**
 * /personalCenter/missionadmin/detail/{id} (staff): one tasking order with every field, its steps, history, tasks,
 * products and comments, and the actions its state allows — review, states set by hand, staff fields, suspend,
 * sync to the control system, send goods, and the planning of its tasks on real passes.
 */
import { useParams, Link as RouterLink } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { findOrderCenterChild } from '@portal/shared/domain';
import { OrderCenterLayout, usePageTitle } from '@portal/shared/ui';
import { idParamOf, MISSION_LIST_PATH } from '../state/paths';
import { MissionDetailView } from './MissionDetailView';
import '../i18n';

export function MissionDetailPage() {
  const { t } = useTranslation('missionAdmin');
  const title = usePageTitle(findOrderCenterChild('missionadmin/detail/:id')!.title);
  const { id } = useParams();
  const missionId = idParamOf(id);
  return (
    <OrderCenterLayout>
      <Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button component={RouterLink} to={MISSION_LIST_PATH} data-testid="mission-back">
            {t('back')}
          </Button>
        </Stack>
        {missionId === null ? (
          <Alert severity="error" data-testid="order-not-found">
            {t('notFound')}
          </Alert>
        ) : (
          // A new id is a new order: nothing of the last one is kept.
          <MissionDetailView key={missionId} missionId={missionId} audience="staff" />
        )}
      </Box>
    </OrderCenterLayout>
  );
}
