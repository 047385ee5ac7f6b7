/**
 * What goes with a change of a tasking order: money moved on the customer's balance with its ledger row
 * (`tasking_spend`, `tasking_refund`), and a change of state recorded with who and when, an alert for the customer
 * and the event for their systems. Which changes are allowed is the table of shared/domain (./order-state.ts).
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { announceMissionChange } from '../webhooks/order-events';

/** Moves `amount` fen (negative: a charge) on the user's balance with its ledger row; 422 when short. */
export async function moveMoney(
  tx: Queryable,
  userId: number,
  amount: number,
  scene: 'tasking_spend' | 'tasking_refund' | 'tasking_cancel_fee' | 'tasking_fee_waiver',
  missionId: number,
  by: number,
) {
  if (amount === 0) return;
  const upd = await tx.query<{ balance_fen: string }>(
    'UPDATE users SET balance_fen = balance_fen + $2 WHERE id = $1 AND balance_fen + $2 >= 0 RETURNING balance_fen',
    [userId, amount],
  );
  if (!upd.rows[0])
    throw new ApiError(422, 'insufficientBalance', [
      { field: 'quoted_cost_fen', key: 'insufficientBalance' },
    ]);
  await tx.query(
    `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note, reference, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      userId,
      amount,
      upd.rows[0].balance_fen,
      scene,
      '', // said from the reference in the reader's language (ledger/notes.ts)
      `mission:${missionId}`,
      by,
    ],
  );
}

/** Records a change of state, the customer's alert and the event for their systems (webhooks). */
export async function recordChange(
  tx: Queryable,
  missionId: number,
  userId: number,
  from: number | null,
  to: number,
  by: number,
  note = '',
) {
  await tx.query(
    'INSERT INTO mission_state_changes (mission_id, from_state, to_state, changed_by, note) VALUES ($1, $2, $3, $4, $5)',
    [missionId, from, to, by, note],
  );
  await announceMissionChange(tx, { id: missionId, userId, from, to });
  const outcome = ORDER_STATES[to]?.outcome;
  await tx.query('INSERT INTO notifications (user_id, mission_id, state, rank) VALUES ($1, $2, $3, $4)', [
    userId,
    missionId,
    to,
    outcome === 'abnormal' || outcome === 'cancelled' ? 2 : 1,
  ]);
}
