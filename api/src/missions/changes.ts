/**
 * What goes with a change of a tasking order: money moved on the balance that paid it with its ledger row
 * (`tasking_spend`, `tasking_refund`), and a change of state recorded with who and when, an alert for the customer
 * and the event for their systems. Which changes are allowed is the table of shared/domain (./order-state.ts).
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { moveMoney as moveWalletMoney, payerOfOrder, PERSONAL } from '../wallet';
import { announceMissionChange } from '../webhooks/order-events';

/**
 * Moves `amount` fen (negative: a charge) for a tasking order with its ledger row, on the balance that paid it (the
 * customer's, or the organisation's and its budget recorded on the order: api/src/wallet); 422 when short.
 */
export async function moveMoney(
  tx: Queryable,
  userId: number,
  amount: number,
  scene: 'tasking_spend' | 'tasking_refund' | 'tasking_cancel_fee' | 'tasking_fee_waiver',
  missionId: number,
  by: number,
) {
  if (amount === 0) return;
  const { rows } = await tx.query<{ org_id: string | null; budget_id: string | null }>(
    'SELECT org_id, budget_id FROM missions WHERE id = $1',
    [missionId],
  );
  await moveWalletMoney(tx, {
    userId,
    payer: rows[0] ? payerOfOrder(rows[0]) : PERSONAL,
    amount,
    scene,
    reference: `mission:${missionId}`, // the note is said from it in the reader's language (ledger/notes.ts)
    by,
  });
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
