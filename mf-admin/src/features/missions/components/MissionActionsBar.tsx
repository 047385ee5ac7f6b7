/**
 * Staff actions on one tasking order, each shown only when the order's state allows it (missionActionsOf): review,
 * the states set by hand, the staff fields, suspend or resume, send to the control system, send goods. Each asks in
 * a dialog first (except the sync) and is made on the version shown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@portal/shared/domain';
import type { MissionDetail } from '@portal/shared/domain/missions';
import type { Task } from '@portal/shared/domain/tasks';
import {
  reviewMission,
  sendMissionGoods,
  suspendMissions,
  syncMission,
  transitionMission,
  updateMissionStaffFields,
} from '@portal/shared/http/tasks';
import { formatDateTime, orderStateLabel } from '@portal/shared/i18n';
import { notify, useLang } from '@portal/shared/ui';
import type { ActionOutcome } from '../hooks/use-versioned-action';
import { deliverableTasks, type MissionActions } from '../state/mission-actions';
import { ActionDialog } from '../../../common/ActionDialog';
import { StaffFieldsDialog } from './StaffFieldsDialog';
import '../i18n';

type Pending =
  | { kind: 'accept' }
  | { kind: 'reject' }
  | { kind: 'manual'; to: number }
  | { kind: 'suspend' }
  | { kind: 'resume' }
  | { kind: 'sendGoods' }
  | { kind: 'edit' };

/** The longest note of a state set by hand (transitionBody). */
const MAX_TRANSITION_NOTE = 200;

export function MissionActionsBar({
  mission,
  tasks,
  actions,
  run,
}: {
  mission: MissionDetail;
  tasks: readonly Task[];
  actions: MissionActions;
  run: <T>(action: () => Promise<T>) => Promise<ActionOutcome<T>>;
}) {
  const { t } = useTranslation('missionAdmin');
  const lang = useLang();
  const [pending, setPending] = useState<Pending | null>(null);
  const [delivery, setDelivery] = useState<DeliveryStatus>(DELIVERY_STATUSES[0].value);
  const [syncing, setSyncing] = useState(false);
  const { id, version, order_no: no } = mission;

  /** Runs an action for a dialog: null closes it (done, or a 409 the page reports), a message stays in it. */
  const act =
    <T,>(action: (reason: string) => Promise<T>) =>
    async (reason: string): Promise<string | null> => {
      const out = await run(() => action(reason));
      if (out.ok) {
        notify('success', t('saved'));
        return null;
      }
      return out.conflict ? null : out.message;
    };

  const sync = async () => {
    setSyncing(true);
    // The HTTP client shows a failure itself (the call is not quiet).
    const out = await run(() => syncMission(id));
    setSyncing(false);
    if (out.ok) notify('success', t('syncedAt', { at: formatDateTime(out.result.synced_at, lang) }));
  };

  const close = () => setPending(null);
  const open = (p: Pending) => () => setPending(p);
  const stateName = (code: number) => orderStateLabel(code, lang);
  const deliverable = deliverableTasks(tasks).length;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="mission-actions">
        {actions.review && (
          <>
            <Button
              variant="contained"
              color="success"
              onClick={open({ kind: 'accept' })}
              data-testid="review-accept"
            >
              {t('reviewAccept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={open({ kind: 'reject' })}
              data-testid="review-reject"
            >
              {t('reviewReject')}
            </Button>
          </>
        )}
        {actions.manualStates.map((to) => (
          <Button
            key={to}
            variant="outlined"
            onClick={open({ kind: 'manual', to })}
            data-testid={`manual-state-${to}`}
          >
            {t('manualState', { state: stateName(to) })}
          </Button>
        ))}
        {actions.editStaffFields && (
          <Button variant="outlined" onClick={open({ kind: 'edit' })} data-testid="edit-staff-fields">
            {t('editStaffFields')}
          </Button>
        )}
        {actions.sendGoods && (
          <Button variant="outlined" onClick={open({ kind: 'sendGoods' })} data-testid="send-goods">
            {t('sendGoods')}
          </Button>
        )}
        {actions.suspend && (
          <Button
            variant="outlined"
            color={actions.suspend === 'suspend' ? 'warning' : 'primary'}
            onClick={open({ kind: actions.suspend })}
            data-testid="suspend-toggle"
            data-action={actions.suspend}
          >
            {actions.suspend === 'suspend' ? t('suspend') : t('resume')}
          </Button>
        )}
        {actions.sync && (
          <Button
            variant="outlined"
            disabled={syncing}
            onClick={() => void sync()}
            data-testid="sync-control"
          >
            {t('sync')}
          </Button>
        )}
      </Stack>

      <ActionDialog
        open={pending?.kind === 'accept'}
        title={t('reviewAcceptTitle', { no })}
        text={t('reviewAcceptText')}
        reason="optional"
        confirmLabel={t('reviewAccept')}
        onClose={close}
        onConfirm={act((reason) => reviewMission(id, version, true, reason || undefined))}
      />
      <ActionDialog
        open={pending?.kind === 'reject'}
        title={t('reviewRejectTitle', { no })}
        text={t('reviewRejectText')}
        reason="required"
        confirmLabel={t('reviewReject')}
        confirmColor="error"
        onClose={close}
        onConfirm={act((reason) => reviewMission(id, version, false, reason))}
      />
      <ActionDialog
        open={pending?.kind === 'manual'}
        title={pending?.kind === 'manual' ? t('manualStateTitle', { state: stateName(pending.to) }) : ''}
        text={
          pending?.kind === 'manual'
            ? t('manualStateText', { from: stateName(mission.order_state), to: stateName(pending.to) })
            : ''
        }
        reason="optional"
        reasonMaxLength={MAX_TRANSITION_NOTE}
        onClose={close}
        onConfirm={act((note) =>
          pending?.kind === 'manual'
            ? transitionMission(id, version, pending.to, note || undefined)
            : Promise.resolve(null),
        )}
      />
      <ActionDialog
        open={pending?.kind === 'suspend' || pending?.kind === 'resume'}
        title={pending?.kind === 'resume' ? t('resumeTitle', { no }) : t('suspendTitle', { no })}
        text={pending?.kind === 'resume' ? t('bulkResumeText') : t('bulkSuspendText')}
        reason="optional"
        reasonLabel={t('reason')}
        confirmLabel={pending?.kind === 'resume' ? t('resume') : t('suspend')}
        confirmColor={pending?.kind === 'resume' ? 'primary' : 'warning'}
        onClose={close}
        onConfirm={act((reason) => suspendMissions([id], pending?.kind === 'suspend', reason || undefined))}
      />
      <ActionDialog
        open={pending?.kind === 'sendGoods'}
        title={t('sendGoodsTitle', { no })}
        text={t('sendGoodsText', { count: deliverable })}
        reason="optional"
        reasonLabel={t('note')}
        confirmLabel={t('sendGoods')}
        onClose={close}
        onConfirm={act((reason) => sendMissionGoods(id, version, delivery, reason || undefined))}
      >
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('deliveryStatus')}
          value={delivery}
          onChange={(e) => setDelivery(e.target.value as DeliveryStatus)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'delivery-status' } as object } }}
        >
          {DELIVERY_STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s[lang]}
            </MenuItem>
          ))}
        </TextField>
      </ActionDialog>
      <StaffFieldsDialog
        mission={mission}
        open={pending?.kind === 'edit'}
        onClose={close}
        onSave={(fields) => act(() => updateMissionStaffFields(id, version, fields))('')}
      />
    </>
  );
}
