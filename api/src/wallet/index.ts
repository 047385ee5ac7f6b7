/**
 * Money (docs/organisations.md "Money"): every change of a balance, a person's or an organisation's, with its ledger
 * row, in the caller's transaction. An organisation's rows also move the budget the order was assigned to: what it
 * spent, and what it holds for orders awaiting approval. The balance never goes below zero: a change that would is
 * refused (422) and writes nothing.
 */
import type { BillScene } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

/** Who pays: a person alone (orgId null), or an organisation and the budget the order is assigned to. */
export interface Payer {
  orgId: number | null;
  budgetId: number | null;
}
export const PERSONAL: Payer = { orgId: null, budgetId: null };

/** Scenes that spend for an order, and those that give it back (a refund, a waiver takes back what a spend counted). */
export const SPEND_SCENES = [
  'archive_spend',
  'tasking_spend',
  'tasking_cancel_fee',
] as const satisfies BillScene[];
export const REFUND_SCENES = [
  'archive_refund',
  'tasking_refund',
  'tasking_fee_waiver',
] as const satisfies BillScene[];
/** Scenes that move money into (a hold) or out of (its release) what is held for approvals. */
export const HOLD_SCENES = ['approval_hold', 'approval_release'] as const satisfies BillScene[];
/** What counts in a budget's spending and a member's month: spends, their refunds and holds. */
export const COUNTED_SCENES = [...SPEND_SCENES, ...REFUND_SCENES, ...HOLD_SCENES];

/** SQL: a list of scenes for `scene IN (…)`. */
export const scenesSql = (scenes: readonly BillScene[]) => `(${scenes.map((s) => `'${s}'`).join(', ')})`;

const SPENDING: ReadonlySet<BillScene> = new Set([...SPEND_SCENES, ...REFUND_SCENES]);
const HOLDING: ReadonlySet<BillScene> = new Set(HOLD_SCENES);

export interface Movement {
  /** The person who spent or was credited (null: an organisation's top-up by staff). */
  userId: number | null;
  payer: Payer;
  /** Fen; negative takes money. */
  amount: number;
  scene: BillScene;
  /** e.g. `archive_order:12`, `mission:7`: the bill says the note from it in the reader's language. */
  reference?: string | null;
  /** A person's words (staff's reason); empty: said from the reference. */
  note?: string;
  by: number | null;
  /** The field a refusal names (default quoted_cost_fen). */
  field?: string;
}

/** Moves the money and writes its ledger row; returns the balance after. 422 insufficientBalance when short. */
export async function moveMoney(tx: Queryable, m: Movement): Promise<number> {
  const short = () =>
    new ApiError(422, 'insufficientBalance', [
      { field: m.field ?? 'quoted_cost_fen', key: 'insufficientBalance' },
    ]);
  if (m.amount === 0) return balanceOfPayer(tx, m.userId, m.payer);
  const held = HOLDING.has(m.scene) ? -m.amount : 0;
  const { rows } = m.payer.orgId
    ? await tx.query<{ balance_fen: string }>(
        `UPDATE organisations SET balance_fen = balance_fen + $2, held_fen = held_fen + $3
          WHERE id = $1 AND balance_fen + $2 >= 0 RETURNING balance_fen`,
        [m.payer.orgId, m.amount, held],
      )
    : await tx.query<{ balance_fen: string }>(
        'UPDATE users SET balance_fen = balance_fen + $2 WHERE id = $1 AND balance_fen + $2 >= 0 RETURNING balance_fen',
        [m.userId, m.amount],
      );
  if (!rows[0]) throw short();
  if (m.payer.orgId && m.payer.budgetId)
    await tx.query(
      'UPDATE org_budgets SET spent_fen = spent_fen + $2, held_fen = held_fen + $3 WHERE id = $1',
      [m.payer.budgetId, SPENDING.has(m.scene) ? -m.amount : 0, held],
    );
  const after = Number(rows[0].balance_fen);
  await tx.query(
    `INSERT INTO ledger (user_id, org_id, budget_id, amount_fen, balance_after, scene, note, reference, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      m.userId,
      m.payer.orgId,
      m.payer.orgId ? m.payer.budgetId : null,
      m.amount,
      after,
      m.scene,
      m.note ?? '',
      m.reference ?? null,
      m.by,
    ],
  );
  return after;
}

async function balanceOfPayer(q: Queryable, userId: number | null, payer: Payer): Promise<number> {
  const { rows } = payer.orgId
    ? await q.query<{ b: string }>('SELECT balance_fen AS b FROM organisations WHERE id = $1', [payer.orgId])
    : await q.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [userId]);
  return Number(rows[0]?.b ?? 0);
}

/** Who paid an order that was written: its organisation and budget (recorded on the order), or the person. */
export const payerOfOrder = (o: {
  org_id: string | number | null;
  budget_id: string | number | null;
}): Payer =>
  o.org_id === null
    ? PERSONAL
    : { orgId: Number(o.org_id), budgetId: o.budget_id === null ? null : Number(o.budget_id) };
