/**
 * A customer's cancellation of a tasking order under its terms (docs/tasking-offer.md), and staff's waiver of the
 * fee. In one transaction, the customer's row locked first (so ten cancels at once are served one after another
 * and all but the first find the order over): the live tasks are cancelled, the order moves to its cancelled state
 * with its history row and alert, the whole price comes back (one `tasking_refund` row, written by the state's
 * change) and the fee, when the terms charge one, goes out (one `tasking_cancel_fee` row).
 */
import { isOrderClosed } from '@portal/shared/domain';
import { CANCELLED_STATE_OF, cancellationOf } from '@portal/shared/domain/tasking-offer';
import type { Db, Queryable } from '../db';
import { writeAudit, type AuditEntry } from '../audit/log';
import { ApiError, notFound } from '../http/errors';
import { messageTime } from '../i18n/times';
import { moveMoney } from '../missions/changes';
import { lockMission, stateLabel, stepOrder, type LockedMission } from '../missions/order-state';
import { applyTaskChange } from '../tasks/actions';

/** The first collect an order's terms count from: its earliest live task, else the one it was quoted with. */
async function firstCollectOf(tx: Queryable, id: number): Promise<string | null> {
  const { rows } = await tx.query<{ at: Date | null }>(
    `SELECT coalesce((SELECT min(imaging_start) FROM tasks WHERE mission_id = m.id AND task_state IN (1022, 1024)),
                     m.first_collect_at) AS at
       FROM missions m WHERE m.id = $1`,
    [id],
  );
  return rows[0]?.at ? new Date(rows[0].at).toISOString() : null;
}

export interface Cancellation {
  refund_fen: number;
  fee_fen: number;
}

/**
 * Cancels an order locked by the caller (its customer's row locked first) under its terms: 422 in words when its
 * state or its terms refuse it.
 */
export async function cancelLocked(
  tx: Queryable,
  m: LockedMission,
  by: number,
  reason: string,
  now: number,
): Promise<Cancellation> {
  const state = m.order_state;
  if (!(state in CANCELLED_STATE_OF))
    throw new ApiError(
      422,
      isOrderClosed(state) ? 'missionClosed' : 'missionNotCancellable',
      [{ field: 'id', key: isOrderClosed(state) ? 'missionClosed' : 'missionNotCancellable' }],
      {},
      { state: stateLabel(state) },
    );
  const first = await firstCollectOf(tx, m.id);
  const terms = cancellationOf(state, m.cost_fen, first, now);
  if (!terms.allowed)
    throw new ApiError(
      422,
      'cancelRefused',
      [{ field: 'id', key: 'cancelRefused' }],
      {},
      {
        at: messageTime(new Date(first!)),
      },
    );
  const { rows: tasks } = await tx.query<{
    id: string;
    task_state: number;
    version: number;
    imaging_start: Date;
  }>(
    `SELECT id, task_state, version, imaging_start FROM tasks
      WHERE mission_id = $1 AND task_state IN (1022, 1024) ORDER BY id FOR UPDATE`,
    [m.id],
  );
  for (const t of tasks)
    await applyTaskChange(
      tx,
      {
        id: Number(t.id),
        mission_id: m.id,
        task_state: t.task_state,
        version: t.version,
        imaging_start: t.imaging_start,
      },
      { to: 1021, set: { fail_reason: reason }, note: reason },
      by,
    );
  const refunded = m.refunded;
  await stepOrder(tx, m, CANCELLED_STATE_OF[state], by, reason);
  if (terms.fee_fen > 0) {
    await moveMoney(tx, m.user_id, -terms.fee_fen, 'tasking_cancel_fee', m.id, by);
    await tx.query('UPDATE missions SET cancel_fee_fen = $2 WHERE id = $1', [m.id, terms.fee_fen]);
  }
  return { refund_fen: refunded ? 0 : m.cost_fen, fee_fen: terms.fee_fen };
}

/** Cancels the customer's own order under its terms; 404 when not theirs, 422 in words when refused. */
export async function cancelMission(
  db: Db,
  userId: number,
  id: number,
  reason: string,
  now = Date.now(),
): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const m = await lockMission(tx, id);
    if (!m || m.user_id !== userId) throw notFound();
    return cancelLocked(tx, m, userId, reason, now);
  });
}

/** Staff give a cancellation fee back with a reason (audited); 422 when the order has none left to waive. */
export async function waiveCancellationFee(
  db: Db,
  id: number,
  reason: string,
  actor: AuditEntry['actor'],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM missions WHERE id = $1', [id]);
    if (!rows[0]) throw notFound();
    const userId = Number(rows[0].user_id);
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows: fee } = await tx.query<{ cancel_fee_fen: string; fee_waived: boolean }>(
      'SELECT cancel_fee_fen, fee_waived FROM missions WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
      [id],
    );
    const amount = Number(fee[0]?.cancel_fee_fen ?? 0);
    if (!fee[0] || amount === 0 || fee[0].fee_waived)
      throw new ApiError(422, 'feeNotWaivable', [{ field: 'id', key: 'feeNotWaivable' }]);
    await moveMoney(tx, userId, amount, 'tasking_fee_waiver', id, actor.id);
    await tx.query('UPDATE missions SET fee_waived = true WHERE id = $1', [id]);
    await writeAudit(tx, {
      actor,
      action: 'mission.waive_fee',
      subject: { type: 'mission', id },
      before: { cancel_fee_fen: amount, fee_waived: false },
      after: { fee_waived: true, reason },
    });
    return amount;
  });
}
