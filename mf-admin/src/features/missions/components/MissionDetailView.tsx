/**
 * One tasking order as staff or sales read it: its state and five steps, the actions its state allows (staff), the
 * planning of its tasks (staff, while plannable), its tasks, every field in groups, its delivered products, the
 * history of its states and the staff comments. Sales read and comment only. A change someone else made first (409)
 * reloads the order and says so; a missing order is said once.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { ORDER_STATES, type StepOutcome } from '@portal/shared/domain';
import { formatDateTime, orderStateLabel } from '@portal/shared/i18n';
import { ErrorState, LoadingState, MissionHistory, MissionSteps, useLang } from '@portal/shared/ui';
import { useMissionDetail } from '../hooks/use-mission-detail';
import { usePlanning } from '../hooks/use-planning';
import { useVersionedAction } from '../hooks/use-versioned-action';
import { missionActionsOf, NO_ACTIONS, type Audience } from '../state/mission-actions';
import { MissionActionsBar } from './MissionActionsBar';
import { MissionComments } from './MissionComments';
import { MissionFieldsSection } from './MissionFieldsSection';
import { MissionProductsTable } from './MissionProductsTable';
import { MissionTasksTable } from './MissionTasksTable';
import { PlanningPanel } from './PlanningPanel';
import '../i18n';

const STATE_COLOR: Record<StepOutcome, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  normal: 'success',
  abnormal: 'error',
  cancelled: 'warning',
};

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function MissionDetailView({ missionId, audience }: { missionId: number; audience: Audience }) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const staff = audience === 'staff';
  const { status, detail, tasks, tasksError, error, reload } = useMissionDetail(missionId, staff);
  // Moves on after every change of the order (the passes to plan on are loaded again).
  const [revision, setRevision] = useState(0);
  const afterChange = useCallback(async () => {
    await reload();
    setRevision((r) => r + 1);
  }, [reload]);
  const { conflict, dismissConflict, reportConflict, run } = useVersionedAction(afterChange);
  const actions = detail ? missionActionsOf(detail, tasks, audience) : NO_ACTIONS;
  const planning = usePlanning({
    missionId,
    version: detail?.version ?? 0,
    enabled: actions.plan,
    revision,
    afterChange,
    reportConflict,
  });

  if (status === 'notFound')
    return (
      <Alert severity="error" data-testid="order-not-found">
        {t('notFound')}
      </Alert>
    );
  if (status === 'error')
    return <ErrorState message={t('loadFailed', { message: error ?? '' })} onRetry={() => void reload()} />;
  if (status === 'loading' || !detail) return <LoadingState />;

  const state = ORDER_STATES[detail.order_state];
  const anyAction =
    actions.review ||
    actions.manualStates.length > 0 ||
    actions.editStaffFields ||
    actions.suspend !== null ||
    actions.sync ||
    actions.sendGoods;

  return (
    <Stack spacing={2} data-testid="mission-detail" data-mission-id={detail.id}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {t('detailTitle', { no: detail.order_no })}
        </Typography>
        <Chip
          color={state ? STATE_COLOR[state.outcome] : 'default'}
          label={orderStateLabel(detail.order_state, lang)}
          data-testid="mission-state"
          data-code={detail.order_state}
        />
        <Typography variant="body2" color="text.secondary" data-testid="mission-state-code">
          {t('stateCode', { code: detail.order_state })}
        </Typography>
        {detail.suspended && (
          <Chip
            color="warning"
            variant="outlined"
            label={t('suspendedBadge')}
            data-testid="mission-suspended"
          />
        )}
        {staff && (
          <Typography variant="body2" color="text.secondary" data-testid="mission-synced">
            {detail.synced_at
              ? t('syncedAt', { at: formatDateTime(detail.synced_at, lang) })
              : t('neverSynced')}
          </Typography>
        )}
      </Stack>

      {conflict !== null && (
        <Alert severity="warning" onClose={dismissConflict} data-testid="conflict-alert">
          {t('conflict')}
          {conflict && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {conflict}
            </Typography>
          )}
        </Alert>
      )}
      {error && <ErrorState message={t('loadFailed', { message: error })} onRetry={() => void reload()} />}

      <Section title={t('steps')}>
        <MissionSteps steps={detail.steps} />
      </Section>

      {staff && anyAction && (
        <Section title={t('actions')}>
          <MissionActionsBar mission={detail} tasks={tasks} actions={actions} run={run} />
        </Section>
      )}

      {actions.plan && (
        <Section title={t('planning')}>
          <PlanningPanel mission={detail} planning={planning} />
        </Section>
      )}

      <Section title={t('tasks')}>
        {!actions.readTasks ? (
          <Typography color="text.secondary" data-testid="mission-task-count">
            {detail.task_count ? t('tasksForStaff', { count: detail.task_count }) : t('noTasks')}
          </Typography>
        ) : tasksError ? (
          <ErrorState message={t('tasksFailed', { message: tasksError })} onRetry={() => void reload()} />
        ) : (
          <MissionTasksTable tasks={tasks} />
        )}
      </Section>

      <Section title={t('fields')}>
        <MissionFieldsSection mission={detail} />
      </Section>

      <Section title={t('products')}>
        <MissionProductsTable products={detail.products} />
      </Section>

      <Section title={t('history')}>
        <MissionHistory history={detail.history} withCodes />
      </Section>

      <Section title={t('comments')}>
        <MissionComments missionId={detail.id} comments={detail.staff_comments} onAdded={reload} />
      </Section>
    </Stack>
  );
}
