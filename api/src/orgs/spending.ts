/**
 * What an order does to an organisation's money (docs/organisations.md "Budgets and limits"): which budget pays,
 * whether the member's role may order at all, whether the budget's cap and the balance allow it, and whether it
 * must wait for a manager (above the approval threshold, or past the member's monthly limit). A person outside an
 * organisation pays from their own balance exactly as before.
 *
 * Locks, in this order, after the caller's lock of the member's user row: the organisation's row, then the budget's;
 * ten members ordering at once are so served one after another against one balance and one cap.
 */
import type { ApprovalReason, OrgSpending } from '@portal/shared/domain/organisations';
import { orgRoleMay } from '@portal/shared/domain/organisations';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { COUNTED_SCENES, PERSONAL, scenesSql, type Payer } from '../wallet';
import { membershipOf, type Membership } from './membership';

export interface SpendRequest {
  userId: number;
  kind: 'archive' | 'tasking';
  costFen: number;
  budgetId?: number | null;
}

export interface Spend {
  payer: Payer;
  /** Why the order waits for a manager; null: it is paid now. */
  approval: ApprovalReason | null;
  /** What the order dialog and the quote show; null outside an organisation. */
  spending: OrgSpending | null;
  /** The payer's balance: the organisation's, or (assessSpend) the person's; -1 where it was not read. */
  balanceFen: number;
}

const budgetField = (key: 'budgetRequired' | 'budgetUnknown' | 'budgetClosed' | 'budgetCapExceeded') =>
  new ApiError(422, key, [{ field: 'budget_id', key }]);

/** SQL: this calendar month's (UTC) spending and holds of member `user` in organisation `org`, in fen. */
export const MONTH_SPENT_SQL = (org: string, user: string) =>
  `coalesce((SELECT -sum(l.amount_fen) FROM ledger l
     WHERE l.org_id = ${org} AND l.user_id = ${user}
       AND l.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       AND l.scene IN ${scenesSql(COUNTED_SCENES)}), 0)`;

async function monthSpentFen(q: Queryable, orgId: number, userId: number): Promise<number> {
  const { rows } = await q.query<{ spent: string }>(`SELECT ${MONTH_SPENT_SQL('$1', '$2')} AS spent`, [
    orgId,
    userId,
  ]);
  return Number(rows[0].spent);
}

async function evaluate(q: Queryable, r: SpendRequest, m: Membership, lock: boolean, strict: boolean) {
  const forUpdate = lock ? ' FOR UPDATE' : '';
  const org = (
    await q.query<{ balance_fen: string; approval_threshold_fen: string | null }>(
      `SELECT balance_fen, approval_threshold_fen FROM organisations WHERE id = $1${forUpdate}`,
      [m.orgId],
    )
  ).rows[0];
  let budget: { id: number; code: string; left: number | null } | null = null;
  if (r.budgetId) {
    const b = (
      await q.query<{
        id: string;
        code: string;
        active: boolean;
        cap_fen: string | null;
        spent_fen: string;
        held_fen: string;
      }>(
        `SELECT id, code, active, cap_fen, spent_fen, held_fen FROM org_budgets WHERE id = $1 AND org_id = $2${forUpdate}`,
        [r.budgetId, m.orgId],
      )
    ).rows[0];
    if (!b) throw budgetField('budgetUnknown');
    if (!b.active) throw budgetField('budgetClosed');
    const left = b.cap_fen === null ? null : Number(b.cap_fen) - Number(b.spent_fen) - Number(b.held_fen);
    budget = { id: Number(b.id), code: b.code, left };
  } else if (strict) {
    const any = await q.query('SELECT 1 FROM org_budgets WHERE org_id = $1 AND active LIMIT 1', [m.orgId]);
    if (any.rows.length) throw budgetField('budgetRequired');
  }
  const limitLeft =
    m.monthlyLimitFen === null ? null : m.monthlyLimitFen - (await monthSpentFen(q, m.orgId, r.userId));
  const threshold = org.approval_threshold_fen === null ? null : Number(org.approval_threshold_fen);
  // Managers decide approvals: their own orders do not wait for one.
  const approval: ApprovalReason | null =
    m.role === 'manager'
      ? null
      : threshold !== null && r.costFen > threshold
        ? 'threshold'
        : limitLeft !== null && r.costFen > limitLeft
          ? 'monthly_limit'
          : null;
  const spending: OrgSpending = {
    budget: budget && { id: budget.id, code: budget.code, left_fen: budget.left },
    limit_left_fen: limitLeft,
    needs_approval: approval !== null,
    reason: approval,
  };
  return { balance: Number(org.balance_fen), budget, approval, spending };
}

/** What an order would do, for a cost preview or a quote: nothing is locked and a short balance is not refused. */
export async function assessSpend(q: Queryable, r: SpendRequest): Promise<Spend> {
  const m = await membershipOf(q, r.userId);
  if (!m || !m.enabled) {
    const own = await q.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [r.userId]);
    return { payer: PERSONAL, approval: null, spending: null, balanceFen: Number(own.rows[0]?.b ?? 0) };
  }
  const e = await evaluate(q, r, m, false, false);
  return {
    payer: { orgId: m.orgId, budgetId: e.budget?.id ?? null },
    approval: e.approval,
    spending: e.spending,
    balanceFen: e.balance,
  };
}

/**
 * Authorises an order inside the caller's transaction: 403 for a disabled member or a role that may not order this
 * kind, 422 for a missing, unknown or closed budget, a cap it would pass, or a short balance. Returns who pays and
 * whether it waits for approval. Outside an organisation: the person pays (their balance is checked where it is
 * charged).
 */
export async function authoriseSpend(tx: Queryable, r: SpendRequest): Promise<Spend> {
  const m = await membershipOf(tx, r.userId, true);
  if (!m) {
    if (r.budgetId) throw budgetField('budgetUnknown');
    return { payer: PERSONAL, approval: null, spending: null, balanceFen: -1 };
  }
  if (!m.enabled) throw new ApiError(403, 'orgMemberDisabled');
  if (!orgRoleMay(m.role, r.kind))
    throw new ApiError(403, r.kind === 'archive' ? 'orgRoleCannotBuy' : 'orgRoleCannotTask');
  const e = await evaluate(tx, r, m, true, true);
  if (e.budget && e.budget.left !== null && r.costFen > e.budget.left) throw budgetField('budgetCapExceeded');
  if (e.balance < r.costFen)
    throw new ApiError(422, 'insufficientBalance', [
      { field: 'quoted_cost_fen', key: 'insufficientBalance' },
    ]);
  return {
    payer: { orgId: m.orgId, budgetId: e.budget?.id ?? null },
    approval: e.approval,
    spending: e.spending,
    balanceFen: e.balance,
  };
}
