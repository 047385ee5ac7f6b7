/**
 * What staff do to planning tasks: receive or refuse them (the control team), record the in-orbit imaging and the
 * satellite-ground transfer results (docs/requirements.md §4: 0 failed, 1 success, 2 cancelled), check their quality, deliver them,
 * cancel them, edit their working fields. Each action, in one transaction: lock the order then the task (in that
 * order everywhere, so two actions cannot deadlock), refuse a change made on an older version (409) or one the
 * task's state does not allow (422 naming it), write the task's history row, and bring the order to the state its
 * tasks agree on (its own history rows, alerts and refund, once).
 */
import {
  canTransitionTask,
  DELIVERY_STATE,
  IMAGING_RESULT_STATE,
  ORDER_STATES,
  QUALITY_CHECK_STATES,
  QUALITY_STATE,
  TRANSFER_RESULT_STATE,
  type DeliveryStatus,
} from '@portal/shared/domain';
import type { TaskUpdate } from '@portal/shared/domain/tasks';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { messageTime } from '../i18n/times';
import {
  assertOpen,
  followTasks,
  lockMission,
  stateLabel,
  type LockedMission,
} from '../missions/order-state';
import { isOrderClosed } from '@portal/shared/domain';
import { deliverProducts } from './delivery';
import { lockTask, missionOfTask, type LockedTask } from './tasks';

/** A change of one task: its new state (or the same, for an edit), columns to set and the history note. */
export interface TaskChange {
  to: number;
  set?: Record<string, unknown>;
  note?: string;
}

const taskTransition = (t: LockedTask) =>
  new ApiError(
    422,
    'taskTransition',
    [{ field: 'action', key: 'taskTransition' }],
    {},
    {
      state: {
        zh: ORDER_STATES[t.task_state]?.zh ?? String(t.task_state),
        en: ORDER_STATES[t.task_state]?.en ?? String(t.task_state),
      },
    },
  );

/** Applies a change to a locked task: state check, update, history row. */
export async function applyTaskChange(tx: Queryable, t: LockedTask, c: TaskChange, by: number) {
  if (c.to !== t.task_state && !canTransitionTask(t.task_state, c.to)) throw taskTransition(t);
  const set = c.set ?? {};
  const cols = Object.keys(set);
  await tx.query(
    `UPDATE tasks SET task_state = $2, ${cols.map((k, i) => `${k} = $${i + 3}, `).join('')}updated_at = now(),
            version = version + 1 WHERE id = $1`,
    [t.id, c.to, ...cols.map((k) => set[k])],
  );
  await tx.query(
    'INSERT INTO task_state_changes (task_id, from_state, to_state, changed_by, note) VALUES ($1, $2, $3, $4, $5)',
    [t.id, t.task_state, c.to, by, c.note ?? ''],
  );
  t.task_state = c.to;
  t.version += 1;
}

/**
 * Runs `change` on tasks (all or none), each at the version the caller saw, and brings their orders along.
 * `allowClosed`: the action may touch tasks of an order that is over or suspended (cancelling leftovers).
 */
export async function actOnTasks(
  db: Db,
  refs: { id: number; version: number }[],
  by: number,
  change: (t: LockedTask, m: LockedMission, tx: Queryable) => Promise<TaskChange | null> | TaskChange | null,
  opts: { allowClosed?: boolean } = {},
): Promise<number[]> {
  const withMission = await Promise.all(
    refs.map(async (r) => ({ ...r, mission: await missionOfTask(db, r.id) })),
  );
  const missing = withMission.find((r) => r.mission === null);
  if (missing) throw new ApiError(404, 'notFound');
  // Orders first, then their tasks, both by id: every action locks in the same order.
  withMission.sort((a, b) => a.mission! - b.mission! || a.id - b.id);
  return db.transaction(async (tx) => {
    const missions = new Map<number, LockedMission>();
    for (const r of withMission) {
      if (missions.has(r.mission!)) continue;
      const m = await lockMission(tx, r.mission!);
      if (!m) throw new ApiError(404, 'notFound');
      missions.set(m.id, m);
    }
    // Versions before states: whoever acted on a task someone else has just changed (and perhaps closed its order
    // with) hears that someone else changed it first, not that the order is over.
    const tasks: LockedTask[] = [];
    for (const r of withMission) tasks.push(await lockTask(tx, r.id, r.version));
    if (!opts.allowClosed) for (const m of missions.values()) assertOpen(m);
    // The order's history row says why, as the task's does.
    const notes = new Map<number, string>();
    for (const t of tasks) {
      const m = missions.get(t.mission_id)!;
      const c = await change(t, m, tx);
      if (c) await applyTaskChange(tx, t, c, by);
      if (c?.note) notes.set(m.id, c.note);
    }
    for (const m of missions.values())
      if (!isOrderClosed(m.order_state)) await followTasks(tx, m, by, notes.get(m.id) ?? '');
    return withMission.map((r) => r.id);
  });
}

const needsReason = (ok: boolean, reason: string | undefined) => {
  if (!ok && !reason) throw new ApiError(400, 'required', [{ field: 'fail_reason', key: 'required' }]);
};

/**
 * A result of a task (imaging, transfer, quality, delivery) exists only once its pass has begun: before its imaging
 * time it is refused (422 naming the time), so no product is ever dated in the future. Cancelling stays possible.
 */
function assertImagingTimeReached(t: LockedTask) {
  if (Date.now() >= t.imaging_start.getTime()) return;
  // The time in the reader's zone (docs/requirements.md §1).
  throw new ApiError(
    422,
    'beforeImagingTime',
    [{ field: 'action', key: 'beforeImagingTime' }],
    {},
    { at: messageTime(t.imaging_start) },
  );
}

/** Clocks may differ this much (ms) between the control system and the portal. */
const CLOCK_SKEW_MS = 60_000;

/** A transfer is dated between its task's imaging start and now (422 naming the bound it passes). */
function assertTransferTime(t: LockedTask, at: string) {
  const when = Date.parse(at);
  if (when > Date.now() + CLOCK_SKEW_MS)
    throw new ApiError(
      422,
      'transferInFuture',
      [{ field: 'transfer_time', key: 'transferInFuture' }],
      {},
      {
        at: messageTime(new Date(when)),
      },
    );
  if (when < t.imaging_start.getTime())
    throw new ApiError(
      422,
      'transferBeforeImaging',
      [{ field: 'transfer_time', key: 'transferBeforeImaging' }],
      {},
      {
        at: messageTime(t.imaging_start),
      },
    );
}

/** PUT tasks/{id}/: a result, a quality check, or an edit. */
export function updateTask(db: Db, id: number, body: TaskUpdate, by: number) {
  return actOnTasks(db, [{ id, version: body.version }], by, (t) => {
    const c = changeOf(t, body);
    if (c.to !== t.task_state && !canTransitionTask(t.task_state, c.to)) throw taskTransition(t);
    if (body.action !== 'edit' && !(body.action === 'imaging' && body.zgcxcgpd === 2))
      assertImagingTimeReached(t);
    return c;
  });
}

/** The change an action asks for (reasons checked); the state check is the caller's. */
function changeOf(t: LockedTask, body: TaskUpdate): TaskChange {
  switch (body.action) {
    case 'imaging': {
      needsReason(body.zgcxcgpd === 1, body.fail_reason);
      return {
        to: IMAGING_RESULT_STATE[body.zgcxcgpd],
        set: { imaging_result: body.zgcxcgpd, fail_reason: body.fail_reason ?? '' },
        note: body.fail_reason,
      };
    }
    case 'transfer': {
      needsReason(body.transfer === 1, body.fail_reason);
      if (body.transfer_time) assertTransferTime(t, body.transfer_time);
      return {
        to: TRANSFER_RESULT_STATE[body.transfer],
        set: {
          transfer_result: body.transfer,
          transfer_time: body.transfer_time ?? new Date().toISOString(),
          fail_reason: body.fail_reason ?? '',
        },
        note: body.fail_reason,
      };
    }
    case 'quality': {
      needsReason(body.product_status === 'qualified', body.fail_reason);
      if (!QUALITY_CHECK_STATES.has(t.task_state)) throw taskTransition(t);
      return {
        to: QUALITY_STATE[body.product_status] ?? t.task_state,
        set: { product_status: body.product_status, fail_reason: body.fail_reason ?? '' },
        note: body.fail_reason,
      };
    }
    case 'edit': {
      const set: Record<string, unknown> = {};
      if (body.rank !== undefined) set.rank = body.rank;
      if (body.deliver_num !== undefined) set.deliver_num = body.deliver_num;
      if (body.demandid !== undefined) set.demandid = body.demandid;
      if (body.fail_reason !== undefined) set.fail_reason = body.fail_reason;
      return { to: t.task_state, set, note: `edited: ${Object.keys(set).join(', ')}` };
    }
  }
}

/** tasks/receive/: the control team takes the tasks (dispatch success) or refuses them (dispatch failed). */
export function receiveTasks(
  db: Db,
  refs: { id: number; version: number }[],
  accepted: boolean,
  by: number,
  reason?: string,
) {
  return actOnTasks(db, refs, by, () => ({
    to: accepted ? 1024 : 1025,
    set: accepted ? { received_at: new Date().toISOString() } : { fail_reason: reason ?? '' },
    note: reason,
  }));
}

/** tasks/{id}/cancal/: cancelled before its imaging result (allowed also when the order is over or suspended). */
export function cancelTask(db: Db, id: number, version: number, reason: string, by: number) {
  return actOnTasks(
    db,
    [{ id, version }],
    by,
    () => ({ to: 1021, set: { fail_reason: reason }, note: reason }),
    { allowClosed: true },
  );
}

/**
 * tasks/sendgoods/ (and an order's sendgoods): qualified tasks are delivered — shipped or online — and their
 * products enter the archive as scenes the customer downloads from an archive order; a shipping abnormality is
 * recorded and leaves them waiting for delivery.
 */
export function deliverTasks(
  db: Db,
  refs: { id: number; version: number }[],
  status: DeliveryStatus,
  by: number,
  opts: { realDeliverNum?: number; reason?: string } = {},
) {
  return actOnTasks(db, refs, by, async (t, m, tx) => {
    if (t.task_state !== 107) throw taskTransition(t);
    assertImagingTimeReached(t);
    const to = DELIVERY_STATE[status];
    const set: Record<string, unknown> = { delivery_status: status };
    if (status === 'shipping_abnormal') {
      needsReason(false, opts.reason);
      set.fail_reason = opts.reason;
      return { to, set, note: opts.reason };
    }
    const product = await deliverProducts(tx, m, t.id, by);
    Object.assign(set, {
      scene_id: product.sceneId,
      archive_order_id: product.archiveOrderId,
      deliver_time: new Date().toISOString(),
      real_deliver_num: opts.realDeliverNum ?? 1,
    });
    return { to, set, note: opts.reason };
  });
}

/** An order's sendgoods: delivers every task of it waiting for delivery, at the order's version. */
export async function deliverMission(
  db: Db,
  missionId: number,
  version: number,
  status: DeliveryStatus,
  by: number,
  reason?: string,
) {
  const refs = await db.transaction(async (tx) => {
    const m = await lockMission(tx, missionId, version);
    if (!m) throw new ApiError(404, 'notFound');
    assertOpen(m);
    const { rows } = await tx.query<{ id: string; version: number }>(
      'SELECT id, version FROM tasks WHERE mission_id = $1 AND task_state = 107 ORDER BY id',
      [missionId],
    );
    if (!rows.length)
      throw new ApiError(
        422,
        'nothingToDeliver',
        [{ field: 'id', key: 'nothingToDeliver' }],
        {},
        {
          state: stateLabel(m.order_state),
        },
      );
    return rows.map((r) => ({ id: Number(r.id), version: r.version }));
  });
  return deliverTasks(db, refs, status, by, { reason });
}
