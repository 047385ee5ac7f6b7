/**
 * /personalCenter/tasksadmin/taskdetail/{id}: one planning task — every field of docs/requirements.md §3 "Task", the history of
 * its states, and the actions its state allows (each confirmed; a failure, refusal or cancellation with a reason).
 * Every change names the version it was made on: a 409 reloads the task and says someone else changed it first.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@portal/shared/router';
import { Alert, Button, Chip, Paper, Stack, Tooltip, Typography } from '@mui/material';
import {
  DELIVERY_STATUSES,
  enumLabel,
  findOrderCenterChild,
  IMG_MODES,
  LOOK_SIDES,
  COVERAGES,
  ORBIT_MODES,
  PRODUCT_STATUSES,
} from '@portal/shared/domain';
import type { TaskDetail } from '@portal/shared/domain/tasks';
import {
  cancelTask,
  deliverTasks,
  receiveTasks,
  syncTask,
  taskDetail,
  updateTask,
} from '@portal/shared/http/tasks';
import { CompactTime, formatDateTime, orderStateLabel } from '@portal/shared/i18n';
import {
  DataTable,
  ErrorState,
  LoadingState,
  OrderCenterPage,
  usePageTitle,
  useLang,
} from '@portal/shared/ui';
import { ActionDialog } from '../../../common/ActionDialog';
import { errorMessage, isNotFound, isVersionConflict } from '../../../common/errors';
import { useTimeReached } from '../hooks/use-time-reached';
import {
  actionTestId,
  needsReason,
  taskActionsOf,
  waitsForImaging,
  type TaskAction,
} from '../state/task-actions';
import { MissionLink } from '../../../common/staff-links';
import '../i18n';

function useActionLabel() {
  const { t } = useTranslation('taskAdmin');
  const lang = useLang();
  return (a: TaskAction): string => {
    switch (a.kind) {
      case 'receive':
        return a.accepted ? t('receive') : t('refuse');
      case 'imaging':
        return t('imaging', { result: t(`result_${a.result}`) });
      case 'transfer':
        return t('transfer', { result: t(`result_${a.result}`) });
      case 'quality':
        return t('quality', { status: enumLabel(PRODUCT_STATUSES, a.status, lang) });
      case 'deliver':
        return t('deliver', { status: enumLabel(DELIVERY_STATUSES, a.status, lang) });
      case 'cancel':
        return t('cancelTask');
    }
  };
}

/** Sends one action on the task at the version shown. */
function perform(task: TaskDetail, a: TaskAction, reason: string) {
  const ref = [{ id: task.id, version: task.version }];
  const why = reason || undefined;
  switch (a.kind) {
    case 'receive':
      return receiveTasks(ref, a.accepted, why);
    case 'imaging':
      return updateTask(task.id, {
        action: 'imaging',
        version: task.version,
        zgcxcgpd: a.result,
        fail_reason: why,
      });
    case 'transfer':
      return updateTask(task.id, {
        action: 'transfer',
        version: task.version,
        transfer: a.result,
        transfer_time: new Date().toISOString(),
        fail_reason: why,
      });
    case 'quality':
      return updateTask(task.id, {
        action: 'quality',
        version: task.version,
        product_status: a.status,
        fail_reason: why,
      });
    case 'deliver':
      return deliverTasks(ref, a.status, undefined, why);
    case 'cancel':
      return cancelTask(task.id, task.version, reason);
  }
}

export function TaskDetailPage() {
  const title = usePageTitle(findOrderCenterChild('tasksadmin/taskdetail/:id')!.title);
  const { t } = useTranslation('taskAdmin');
  const lang = useLang();
  const label = useActionLabel();
  const id = Number(useParams().id);
  const [task, setTask] = useState<TaskDetail | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'notFound' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [asking, setAsking] = useState<TaskAction | null>(null);
  // Results wait for the pass: their buttons stay disabled until the imaging time, which they name.
  const imagingReached = useTimeReached(task?.imaging_time);

  const reload = useCallback(async () => {
    try {
      setTask(await taskDetail(id, true));
      setStatus('ready');
    } catch (err) {
      setStatus(isNotFound(err) ? 'notFound' : 'error');
      setError(errorMessage(err));
    }
  }, [id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const confirm = async (reason: string): Promise<string | null> => {
    if (!task || !asking) return null;
    try {
      await perform(task, asking, reason);
      setConflict(null);
      await reload();
      return null;
    } catch (err) {
      if (isVersionConflict(err)) {
        setConflict(errorMessage(err));
        await reload();
        return null;
      }
      return errorMessage(err);
    }
  };
  const sync = async () => {
    await syncTask(id);
    await reload();
  };

  let body;
  if (status === 'notFound')
    body = (
      <Alert severity="error" data-testid="order-not-found">
        {t('notFound')}
      </Alert>
    );
  else if (status === 'error') body = <ErrorState message={error ?? ''} onRetry={() => void reload()} />;
  else if (!task) body = <LoadingState />;
  else {
    const actions = taskActionsOf(task.task_state);
    const waiting = (a: TaskAction) => !imagingReached && waitsForImaging(a);
    const beforeImaging = t('beforeImaging', { at: formatDateTime(task.imaging_time, lang) });
    const facts: [string, string][] = [
      [t('orderNo'), task.order_no],
      [t('target'), task.target_name],
      [t('customer'), task.username],
      [t('sales'), task.sales ?? '—'],
      [t('demandid'), task.demandid ?? '—'],
      [t('satellite'), task.anchoring_satellite],
      [t('mode'), enumLabel(IMG_MODES, task.imaging_mode, lang)],
      [t('orbit'), String(task.anchoring_orbit)],
      [t('direction'), enumLabel(ORBIT_MODES, task.orbit_direction, lang)],
      [t('side'), enumLabel(LOOK_SIDES, task.anchoring_left_right, lang)],
      [t('lookAngle'), String(task.anchoring_center_look_angle)],
      [t('incidence'), String(task.missiondata.incidence_angle)],
      [t('slantRange'), String(task.missiondata.slant_range_km)],
      [t('coverage'), enumLabel(COVERAGES, task.missiondata.coverage, lang)],
      [t('tleEpoch'), formatDateTime(task.missiondata.tle_epoch, lang)],
      [t('imagingTime'), formatDateTime(task.imaging_time, lang)],
      [t('duration'), String(task.imaging_duration)],
      [t('planned'), formatDateTime(task.planning_time, lang)],
      [t('rank'), String(task.rank)],
      [t('received'), task.received_at ? formatDateTime(task.received_at, lang) : '—'],
      [t('imagingResult'), task.zgcxcgpd === null ? '—' : t(`result_${task.zgcxcgpd}`)],
      [t('transferResult'), task.transfer === null ? '—' : t(`result_${task.transfer}`)],
      [t('transferTime'), task.transfer_time ? formatDateTime(task.transfer_time, lang) : '—'],
      [
        t('productStatus'),
        task.product_status ? enumLabel(PRODUCT_STATUSES, task.product_status, lang) : '—',
      ],
      [
        t('deliveryStatus'),
        task.task_delivery_status ? enumLabel(DELIVERY_STATUSES, task.task_delivery_status, lang) : '—',
      ],
      [t('deliverNum'), String(task.deliver_num)],
      [t('realDeliverNum'), task.real_deliver_num === null ? '—' : String(task.real_deliver_num)],
      [t('deliverTime'), task.deliver_time ? formatDateTime(task.deliver_time, lang) : '—'],
      [t('scene'), task.scene_id ?? '—'],
      [t('failReason'), task.fail_reason || '—'],
      [t('synced'), task.synced_at ? formatDateTime(task.synced_at, lang) : t('neverSynced')],
      [t('updated'), formatDateTime(task.update_time, lang)],
    ];
    body = (
      <Stack spacing={2} data-testid="task-detail">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2">
            {task.task}
          </Typography>
          <Chip
            label={orderStateLabel(task.task_state, lang)}
            data-testid="task-state"
            data-code={task.task_state}
          />
          {task.late && <Chip color="error" size="small" label={t('late')} />}
          <MissionLink id={task.mission_id}>{task.order_no}</MissionLink>
        </Stack>
        {conflict !== null && (
          <Alert severity="warning" onClose={() => setConflict(null)} data-testid="conflict-alert">
            {t('conflict')} {conflict}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            {t('actions')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions.map((a) => {
              const button = (
                <Button
                  key={actionTestId(a)}
                  variant="contained"
                  color={needsReason(a) ? 'warning' : 'primary'}
                  disabled={waiting(a)}
                  aria-describedby={waiting(a) ? 'task-before-imaging' : undefined}
                  onClick={() => setAsking(a)}
                  data-testid={actionTestId(a)}
                >
                  {label(a)}
                </Button>
              );
              // A disabled button gets no pointer events: its tooltip listens on a wrapper.
              return waiting(a) ? (
                <Tooltip key={actionTestId(a)} title={beforeImaging}>
                  <span>{button}</span>
                </Tooltip>
              ) : (
                button
              );
            })}
            <Button variant="outlined" onClick={() => void sync()} data-testid="task-sync">
              {t('sync')}
            </Button>
          </Stack>
          {actions.some(waiting) && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
              id="task-before-imaging"
              data-testid="task-before-imaging"
            >
              {beforeImaging}
            </Typography>
          )}
          {!actions.length && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('noActions')}
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            {t('fields')}
          </Typography>
          <DataTable
            columns={[
              {
                key: 'name',
                cellProps: { component: 'th', sx: { width: '35%', color: 'text.secondary' } },
                cell: ([k]) => k,
              },
              { key: 'value', cell: ([, v]) => v },
            ]}
            rows={facts}
            rowKey={([k]) => k}
            testId="task-facts"
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            {t('history')}
          </Typography>
          <DataTable
            columns={[
              { key: 'at', header: t('at'), cell: (h) => <CompactTime iso={h.at} lang={lang} seconds /> },
              {
                key: 'state',
                header: t('state'),
                cell: (h) => (
                  <>
                    {h.from_state === null ? '' : `${orderStateLabel(h.from_state, lang)} → `}
                    {orderStateLabel(h.to_state, lang)}
                  </>
                ),
              },
              { key: 'by', header: t('by'), cell: (h) => h.by ?? '—' },
              { key: 'note', header: t('note'), cell: (h) => h.note || '—' },
            ]}
            rows={task.history}
            rowKey={(h, i) => `${h.at}-${i}`}
            testId="task-history"
          />
        </Paper>
        <ActionDialog
          open={asking !== null}
          title={asking ? t('confirmTitle', { action: label(asking) }) : ''}
          reason={asking && needsReason(asking) ? 'required' : undefined}
          reasonLabel={t('reason')}
          confirmLabel={t('confirm')}
          confirmColor={asking && needsReason(asking) ? 'warning' : 'primary'}
          onClose={() => setAsking(null)}
          onConfirm={confirm}
        />
      </Stack>
    );
  }

  return <OrderCenterPage title={title}>{body}</OrderCenterPage>;
}
