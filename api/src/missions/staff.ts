/**
 * What staff do to a tasking order itself: review it (accept: reviewed → order created, a new requirement for the
 * control team; reject: refunded), set the states of planning by hand, edit the fields staff own (a changed
 * requirement when the plan depends on them), suspend and resume, comment (staff and sales), and send it to the
 * control system. Each change is one transaction on the locked order, made on the version the caller saw.
 */
import {
  canSetOrderState,
  canTransitionOrder,
  INITIAL_ORDER_STATE,
  ORDER_STATES,
  REFUNDED_ORDER_STATES,
} from '@portal/shared/domain';
import { STAFF_COLUMNS } from '@portal/shared/domain/mission-field-views';
import type { MissionStaffFields } from '@portal/shared/domain/tasks';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { findMission } from './read';
import { assertOpen, lockMission, stateLabel, stepOrder, type LockedMission } from './order-state';

type NoticeKind = 'new' | 'changed' | 'suspended' | 'resumed' | 'cancelled';

/** Writes a notice for the control team. */
export async function addNotice(
  tx: Queryable,
  missionId: number,
  kind: NoticeKind,
  by: number,
  note = '',
  changes: { field: string; before: unknown; after: unknown }[] = [],
) {
  await tx.query(
    'INSERT INTO requirement_notices (mission_id, kind, changes, note, created_by) VALUES ($1, $2, $3, $4, $5)',
    [missionId, kind, JSON.stringify(changes), note, by],
  );
}

/** The locked order, or 404. */
async function locked(tx: Queryable, id: number, version?: number): Promise<LockedMission> {
  const m = await lockMission(tx, id, version);
  if (!m) throw new ApiError(404, 'notFound');
  return m;
}

/** Review: accepted, the order is reviewed and created (two steps) and the control team is told; rejected, refunded. */
export async function reviewMission(
  db: Db,
  id: number,
  by: number,
  version: number,
  accept: boolean,
  reason = '',
) {
  await db.transaction(async (tx) => {
    const m = await locked(tx, id, version);
    if (m.suspended) throw new ApiError(422, 'missionSuspended', [{ field: 'id', key: 'missionSuspended' }]);
    if (m.order_state !== INITIAL_ORDER_STATE)
      throw new ApiError(
        422,
        'missionTransition',
        [{ field: 'accept', key: 'missionTransition' }],
        {},
        {
          state: stateLabel(m.order_state),
        },
      );
    if (accept) {
      await stepOrder(tx, m, 101, by, reason);
      await stepOrder(tx, m, 102, by);
      await addNotice(tx, id, 'new', by, reason);
    } else {
      await stepOrder(tx, m, 1031, by, reason);
    }
  });
  return findMission(db, id, null);
}

/**
 * A state set by hand (review and planning outcomes; shared/domain MANUAL_ORDER_TRANSITIONS). Later states follow
 * the tasks: asking for one is a 422 that names the present state.
 */
export async function setMissionState(
  db: Db,
  id: number,
  to: number,
  by: number,
  note = '',
  version?: number,
) {
  await db.transaction(async (tx) => {
    const m = await locked(tx, id, version);
    assertOpen(m);
    if (!canSetOrderState(m.order_state, to)) {
      // Allowed by the lifecycle but not by hand: the state belongs to the tasks.
      const key = canTransitionOrder(m.order_state, to) ? 'missionFollowsTasks' : 'missionTransition';
      throw new ApiError(422, key, [{ field: 'to_state', key }], {}, { state: stateLabel(m.order_state) });
    }
    const from = m.order_state;
    await stepOrder(tx, m, to, by, note);
    // The control team knows the requirement from review on: tell it of the end.
    if (REFUNDED_ORDER_STATES.has(to) && from !== INITIAL_ORDER_STATE)
      await addNotice(tx, id, 'cancelled', by, note);
  });
  return findMission(db, id, null);
}

/** Fields the satellite plan depends on: changing one tells the control team. */
const PLAN_FIELDS: ReadonlySet<string> = new Set([
  'priority',
  'classified',
  'mgcType',
  'task_mode',
  'interfere',
  'anchoring_satellite',
]);

/** Staff edit their fields of an order (any state but over); a change the plan depends on becomes a notice. */
export async function updateStaffFields(
  db: Db,
  id: number,
  by: number,
  version: number,
  fields: MissionStaffFields,
) {
  await db.transaction(async (tx) => {
    const m = await locked(tx, id, version);
    assertOpen(m);
    const keys = (Object.keys(fields) as (keyof MissionStaffFields)[]).filter((k) => fields[k] !== undefined);
    if (!keys.length) return;
    const before = (
      await tx.query<Record<string, unknown>>(
        `SELECT ${keys.map((k) => STAFF_COLUMNS[k]).join(', ')} FROM missions WHERE id = $1`,
        [id],
      )
    ).rows[0];
    const sets = keys.map((k, i) => `${STAFF_COLUMNS[k]} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE missions SET ${sets}, updated_at = now(), version = version + 1 WHERE id = $1`, [
      id,
      ...keys.map((k) => fields[k]),
    ]);
    const changes = keys
      .filter((k) => PLAN_FIELDS.has(k) && before[STAFF_COLUMNS[k]] !== fields[k])
      .map((k) => ({ field: k, before: before[STAFF_COLUMNS[k]], after: fields[k] }));
    // The control team hears of changes only once it knows the requirement (from review on).
    if (changes.length && m.order_state !== INITIAL_ORDER_STATE)
      await addNotice(tx, id, 'changed', by, '', changes);
  });
  return findMission(db, id, null);
}

/** Suspends or resumes orders (all or none); each change tells the control team. Returns how many changed. */
export async function suspendMissions(db: Db, ids: number[], suspended: boolean, by: number, reason = '') {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const m = await locked(tx, id);
      if (m.suspended === suspended) continue;
      if (suspended) assertOpen(m);
      await tx.query(
        'UPDATE missions SET suspended = $2, updated_at = now(), version = version + 1 WHERE id = $1',
        [id, suspended],
      );
      await tx.query(
        'INSERT INTO mission_state_changes (mission_id, from_state, to_state, changed_by, note) VALUES ($1, $2, $2, $3, $4)',
        [id, m.order_state, by, `${suspended ? 'suspended' : 'resumed'}${reason ? `: ${reason}` : ''}`],
      );
      await addNotice(tx, id, suspended ? 'suspended' : 'resumed', by, reason);
      changed++;
    }
    return changed;
  });
}

export async function addComment(db: Queryable, missionId: number, by: number, text: string) {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO mission_comments (mission_id, author_id, body) VALUES ($1, $2, $3) RETURNING id',
    [missionId, by, text],
  );
  return Number(rows[0].id);
}

/**
 * The requirement as the satellite control system reads it, and the time it was sent. There is no control system
 * to reach from here: the message is recorded (synced_at) and returned, and the control team reads the same
 * requirement on its notices page.
 */
export async function syncMission(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const m = await locked(tx, id);
    const { rows } = await tx.query<{ synced_at: Date }>(
      'UPDATE missions SET synced_at = now() WHERE id = $1 RETURNING synced_at',
      [id],
    );
    const full = (await findMission(tx, id, null))!;
    const tasks = await tx.query<{ id: string; satellite: string; imaging_start: Date; task_state: number }>(
      'SELECT id, satellite, imaging_start, task_state FROM tasks WHERE mission_id = $1 ORDER BY id',
      [id],
    );
    return {
      synced_at: new Date(rows[0].synced_at).toISOString(),
      message: {
        demand_no: full.order_no,
        demandid: full.demandid,
        state: m.order_state,
        state_text: ORDER_STATES[m.order_state]?.en ?? String(m.order_state),
        target_name: full.target_name,
        point: full.Latitude !== null ? { lat: full.Latitude, lon: full.Longitude } : null,
        area: full.target,
        img_mode: full.img_mode,
        window: [full.id_date_1, full.id_date_2],
        look_angle: [full.lower_angle, full.upper_angle],
        orbit_mode: full.orbit_mode,
        left_right_mode: full.left_right_mode,
        priority: full.priority,
        task_mode: full.task_mode,
        mgcType: full.mgcType,
        compress_config: full.compress_config,
        calibration_config: full.calibration_config,
        suspended: full.suspended,
        tasks: tasks.rows.map((t) => ({
          id: Number(t.id),
          satellite: t.satellite,
          imaging_start: new Date(t.imaging_start).toISOString(),
          state: t.task_state,
        })),
      },
    };
  });
}
