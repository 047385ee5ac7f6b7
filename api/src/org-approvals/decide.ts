/**
 * Approvals (docs/organisations.md "Approvals"): an order above its organisation's threshold, or past its member's
 * monthly limit, waits with its money held. A manager approves it (the hold becomes the order's spend and the order
 * goes on: its products are prepared, or the tasking order goes to review) or rejects it with a note (the hold is
 * released and the order cancelled); after seven days the hourly run expires it like a rejection. One decision per
 * approval: its row is locked, so of ten decisions sent at once one wins and the others get 409.
 */
import { CANCELLED_STATE_OF, INITIAL_ORDER_STATE } from '@portal/shared/domain';
import { writeAlert } from '../alerts/notifications';
import { queueProductPackages } from '../catalog/product-package';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { enqueue } from '../mail/outbox';
import { lockMission, stepOrder } from '../missions/order-state';
import { requireMember } from '../orgs/membership';
import type { Actor } from '../orgs/org';
import { referenceOf } from '../orgs/charge';
import { moveMoney } from '../wallet';
import { emitOrgEvent } from '../webhooks/org-events';
import { announceArchiveOrder } from '../webhooks/order-events';
import { findApproval } from './list';

interface PendingRow {
  id: string;
  org_id: string;
  kind: 'archive' | 'tasking';
  archive_order_id: string | null;
  mission_id: string | null;
  requester_id: string;
  amount_fen: string;
  budget_id: string | null;
  state: string;
  expired: boolean;
}

type Outcome = 'approved' | 'rejected' | 'expired';

/** Settles a pending approval locked by the caller: the hold released, then spent or the order cancelled. */
async function settle(tx: Queryable, a: PendingRow, outcome: Outcome, by: Actor | null, note: string) {
  const orderId = Number(a.archive_order_id ?? a.mission_id);
  const requester = Number(a.requester_id);
  const payer = { orgId: Number(a.org_id), budgetId: a.budget_id === null ? null : Number(a.budget_id) };
  const amount = Number(a.amount_fen);
  const reference = referenceOf(a.kind, orderId);
  const byId = by?.id ?? null;
  await moveMoney(tx, { userId: requester, payer, amount, scene: 'approval_release', reference, by: byId });
  if (outcome === 'approved') {
    const scene = a.kind === 'archive' ? 'archive_spend' : 'tasking_spend';
    await moveMoney(tx, { userId: requester, payer, amount: -amount, scene, reference, by: byId });
  }
  if (a.kind === 'archive') {
    if (outcome === 'approved') {
      await tx.query(
        'UPDATE archive_orders SET awaiting_approval = false, updated_at = now() WHERE id = $1',
        [orderId],
      );
      const { rows } = await tx.query<{ scene_id: string }>(
        'SELECT scene_id FROM archive_order_items WHERE order_id = $1',
        [orderId],
      );
      await queueProductPackages(
        tx,
        rows.map((r) => r.scene_id),
      );
    } else
      await tx.query(
        `UPDATE archive_orders SET awaiting_approval = false, status = 'cancelled', cancelled_at = now(), updated_at = now(),
                cancelled_by = $2, cancel_reason = $3 WHERE id = $1`,
        [orderId, byId, note || null],
      );
    await announceArchiveOrder(tx, requester, orderId);
  } else {
    const m = (await lockMission(tx, orderId))!;
    // The money was held, never spent: a rejected order is cancelled without a refund.
    await tx.query(
      `UPDATE missions SET awaiting_approval = false, refunded = refunded OR $2, updated_at = now() WHERE id = $1`,
      [orderId, outcome !== 'approved'],
    );
    m.awaiting_approval = false;
    if (outcome !== 'approved') {
      m.refunded = true;
      await stepOrder(tx, m, CANCELLED_STATE_OF[INITIAL_ORDER_STATE], byId ?? requester, note);
    }
  }
  await tx.query(
    `UPDATE org_approvals SET state = $2, note = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
    [a.id, outcome, note, byId],
  );
  await tellRequester(tx, a, outcome, note);
}

async function tellRequester(tx: Queryable, a: PendingRow, outcome: Outcome, note: string) {
  const requester = Number(a.requester_id);
  await writeAlert(tx, {
    userId: requester,
    kind: 'approval',
    event: `approval_${outcome}`,
    subjectId: Number(a.id),
    detail: note,
  });
  const { rows } = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [requester]);
  const words = {
    approved: ['已获批准', 'was approved'],
    rejected: ['未获批准', 'was rejected'],
    expired: ['审批已过期，冻结金额已解冻', 'was not decided in time; its hold is released'],
  }[outcome];
  if (rows[0]?.email)
    await enqueue(tx, {
      channel: 'email',
      recipient: rows[0].email,
      subject: `订单审批结果 / Approval decision`,
      body: `您的订单${words[0]}${note ? `：${note}` : ''} / Your order ${words[1]}${note ? `: ${note}` : ''}`,
    });
  await emitOrgEvent(tx, Number(a.org_id), 'approval.decided', {
    approval_id: Number(a.id),
    kind: a.kind,
    order_id: Number(a.archive_order_id ?? a.mission_id),
    state: outcome,
    note,
  });
}

const PENDING_SELECT = `SELECT id, org_id, kind, archive_order_id, mission_id, requester_id, amount_fen, budget_id, state,
  expires_at <= now() AS expired FROM org_approvals`;

/** A manager's decision; 404 for another organisation's approval, 409 once decided or expired. */
export async function decideApproval(
  db: Db,
  actor: Actor,
  id: number,
  d: { approve: boolean; note: string },
) {
  const me = await requireMember(db, actor.id, 'manage');
  const found = (
    await db.query<PendingRow>(`${PENDING_SELECT} WHERE id = $1 AND org_id = $2`, [id, me.orgId])
  ).rows[0];
  if (!found) throw new ApiError(404, 'notFound');
  await db.transaction(async (tx) => {
    // The requester's row first, as every payment locks (then the order, then the organisation).
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [found.requester_id]);
    const a = (await tx.query<PendingRow>(`${PENDING_SELECT} WHERE id = $1 FOR UPDATE`, [id])).rows[0];
    if (a.state !== 'pending' || a.expired) throw new ApiError(409, 'approvalDecided');
    await settle(tx, a, d.approve ? 'approved' : 'rejected', actor, d.note);
  });
  return (await findApproval(db, me.orgId, id))!;
}

/** Expires the pending approvals whose week is up (the hourly `org-approvals` job); returns how many. */
export async function expireApprovals(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: string; requester_id: string }>(
    `SELECT id, requester_id FROM org_approvals WHERE state = 'pending' AND expires_at <= now() ORDER BY id LIMIT 500`,
  );
  let n = 0;
  for (const r of rows)
    n += await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [r.requester_id]);
      const a = (await tx.query<PendingRow>(`${PENDING_SELECT} WHERE id = $1 FOR UPDATE`, [r.id])).rows[0];
      if (a.state !== 'pending') return 0;
      await settle(tx, a, 'expired', null, '');
      return 1;
    });
  return n;
}
