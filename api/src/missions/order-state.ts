/**
 * Changing a tasking order's state, inside the caller's transaction: the row is locked (FOR UPDATE), a change made
 * on an older `version` is refused with 409 naming who changed it and when, an illegal change with 422 naming the
 * present state, and each step writes its history row, the customer's alert and (on failure or cancellation, once)
 * the refund. `followTasks` brings an order to the state its tasks agree on (shared/domain/task-state.ts).
 */
import {
  aggregateOrderState,
  canTransitionOrder,
  isOrderClosed,
  orderPath,
  ORDER_STATES,
  REFUNDED_ORDER_STATES,
} from '@portal/shared/domain';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { moveMoney, recordChange } from './changes';

export interface LockedMission {
  id: number;
  user_id: number;
  order_state: number;
  cost_fen: number;
  refunded: boolean;
  suspended: boolean;
  version: number;
  /** An organisation's order waiting for a manager: no step until it is decided (org-approvals). */
  awaiting_approval: boolean;
}

export const stateLabel = (code: number) => ({
  zh: ORDER_STATES[code]?.zh ?? String(code),
  en: ORDER_STATES[code]?.en ?? String(code),
});

/** 409 for a change made on an older version: says who changed it last and when. */
export async function staleVersion(
  tx: Queryable,
  table: 'missions' | 'tasks',
  id: number,
): Promise<ApiError> {
  const history = table === 'missions' ? 'mission_state_changes' : 'task_state_changes';
  const key = table === 'missions' ? 'mission_id' : 'task_id';
  const { rows } = await tx.query<{ by: string | null; at: Date | string }>(
    `SELECT u.username AS by, t.updated_at AS at FROM ${table} t
       LEFT JOIN LATERAL (SELECT changed_by FROM ${history} h WHERE h.${key} = t.id ORDER BY h.id DESC LIMIT 1) h ON true
       LEFT JOIN users u ON u.id = h.changed_by WHERE t.id = $1`,
    [id],
  );
  const at = rows[0] ? new Date(rows[0].at).toISOString().slice(0, 19).replace('T', ' ') + ' UTC' : '';
  const by = rows[0]?.by ?? '';
  return new ApiError(
    409,
    'staleVersion',
    [{ field: 'version', key: 'staleVersion' }],
    {},
    {
      by: { zh: by || '未知', en: by || 'unknown' },
      at: { zh: at, en: at },
    },
  );
}

/** The changes of an order's or a task's state, oldest first, with who made them (null: the portal itself). */
export async function stateHistory(db: Queryable, table: 'missions' | 'tasks', id: number) {
  const history = table === 'missions' ? 'mission_state_changes' : 'task_state_changes';
  const key = table === 'missions' ? 'mission_id' : 'task_id';
  const { rows } = await db.query<{
    from_state: number | null;
    to_state: number;
    by: string | null;
    note: string;
    at: Date;
  }>(
    `SELECT c.from_state, c.to_state, u.username AS by, c.note, c.changed_at AS at
       FROM ${history} c LEFT JOIN users u ON u.id = c.changed_by WHERE c.${key} = $1 ORDER BY c.id`,
    [id],
  );
  return rows;
}

/** Locks an order; null when it does not exist. `version`: the one the change was made on (409 when older). */
export async function lockMission(
  tx: Queryable,
  id: number,
  version?: number,
): Promise<LockedMission | null> {
  const { rows } = await tx.query<LockedMission>(
    `SELECT id, user_id, order_state, cost_fen, refunded, suspended, version, awaiting_approval FROM missions
      WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  const m = rows[0];
  if (!m) return null;
  const locked = {
    ...m,
    id: Number(m.id),
    user_id: Number(m.user_id),
    cost_fen: Number(m.cost_fen),
    version: Number(m.version),
  };
  if (version !== undefined && version !== locked.version) throw await staleVersion(tx, 'missions', id);
  return locked;
}

/** Moves a locked order one step (must be allowed), recording it; refunds once when it ends without a product. */
export async function stepOrder(tx: Queryable, m: LockedMission, to: number, by: number, note = '') {
  if (m.awaiting_approval)
    throw new ApiError(422, 'missionAwaitingApproval', [{ field: 'id', key: 'missionAwaitingApproval' }]);
  if (!canTransitionOrder(m.order_state, to))
    throw new ApiError(
      422,
      'missionTransition',
      [{ field: 'to_state', key: 'missionTransition' }],
      {},
      {
        state: stateLabel(m.order_state),
      },
    );
  const refund = REFUNDED_ORDER_STATES.has(to) && !m.refunded;
  await tx.query(
    `UPDATE missions SET order_state = $2, refunded = refunded OR $3, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [m.id, to, refund],
  );
  if (refund) await moveMoney(tx, m.user_id, m.cost_fen, 'tasking_refund', m.id, by);
  await recordChange(tx, m.id, m.user_id, m.order_state, to, by, note);
  m.order_state = to;
  m.refunded ||= refund;
  m.version += 1;
}

/** Refuses any change to an order that is over or suspended. */
export function assertOpen(m: LockedMission) {
  if (isOrderClosed(m.order_state))
    throw new ApiError(
      422,
      'missionClosed',
      [{ field: 'id', key: 'missionClosed' }],
      {},
      {
        state: stateLabel(m.order_state),
      },
    );
  if (m.suspended) throw new ApiError(422, 'missionSuspended', [{ field: 'id', key: 'missionSuspended' }]);
}

/**
 * Brings a locked order to the state its tasks agree on, one allowed step at a time (each recorded and alerted).
 * Nothing happens when the order is over, has no task, or already stands there (or past it).
 */
export async function followTasks(tx: Queryable, m: LockedMission, by: number, note = '') {
  if (isOrderClosed(m.order_state)) return;
  const { rows } = await tx.query<{ task_state: number }>(
    'SELECT task_state FROM tasks WHERE mission_id = $1 ORDER BY id',
    [m.id],
  );
  const target = aggregateOrderState(
    rows.map((r) => r.task_state),
    m.order_state,
  );
  if (target === null) return;
  const path = orderPath(m.order_state, target);
  if (!path) return;
  for (const s of path) await stepOrder(tx, m, s, by, note);
}
