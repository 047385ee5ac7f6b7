/**
 * Charging an order that was authorised (./spending.ts): the organisation pays it now, or holds its money while it
 * waits for approval. A held order names its approval; the managers get an alert, an e-mail and the organisation's
 * `approval.requested` event, all in the order's transaction.
 */
import { ORG_LIMITS } from '@portal/shared/domain/organisations';
import type { BillScene } from '@portal/shared/domain';
import { writeAlert } from '../alerts/notifications';
import type { Queryable } from '../db';
import { enqueue } from '../mail/outbox';
import { emitOrgEvent } from '../webhooks/org-events';
import { moveMoney } from '../wallet';
import type { Spend } from './spending';

export interface ChargedOrder {
  userId: number;
  kind: 'archive' | 'tasking';
  orderId: number;
  /** As the customer sees it, e.g. the tasking order's number. */
  orderNo: string;
  costFen: number;
  scene: Extract<BillScene, 'archive_spend' | 'tasking_spend'>;
}

const TABLES = { archive: 'archive_orders', tasking: 'missions' } as const;
export const referenceOf = (kind: 'archive' | 'tasking', id: number) =>
  kind === 'archive' ? `archive_order:${id}` : `mission:${id}`;

/** Pays the order, or holds its money and asks the managers; returns the approval's id when it waits. */
export async function chargeOrder(tx: Queryable, spend: Spend, o: ChargedOrder): Promise<number | null> {
  const reference = referenceOf(o.kind, o.orderId);
  if (spend.payer.orgId)
    await tx.query(
      `UPDATE ${TABLES[o.kind]} SET org_id = $2, budget_id = $3, awaiting_approval = $4 WHERE id = $1`,
      [o.orderId, spend.payer.orgId, spend.payer.budgetId, spend.approval !== null],
    );
  if (!spend.approval) {
    await moveMoney(tx, {
      userId: o.userId,
      payer: spend.payer,
      amount: -o.costFen,
      scene: o.scene,
      reference,
      by: o.userId,
    });
    return null;
  }
  await moveMoney(tx, {
    userId: o.userId,
    payer: spend.payer,
    amount: -o.costFen,
    scene: 'approval_hold',
    reference,
    by: o.userId,
  });
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO org_approvals (org_id, kind, archive_order_id, mission_id, requester_id, amount_fen, budget_id, reason,
                                expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(days => $9)) RETURNING id`,
    [
      spend.payer.orgId,
      o.kind,
      o.kind === 'archive' ? o.orderId : null,
      o.kind === 'tasking' ? o.orderId : null,
      o.userId,
      o.costFen,
      spend.payer.budgetId,
      spend.approval,
      ORG_LIMITS.approvalDays,
    ],
  );
  const approvalId = Number(rows[0].id);
  await askManagers(tx, spend.payer.orgId!, approvalId, o);
  return approvalId;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

async function askManagers(tx: Queryable, orgId: number, approvalId: number, o: ChargedOrder) {
  const { rows } = await tx.query<{ id: string; email: string; requester: string }>(
    `SELECT u.id, u.email, (SELECT username FROM users WHERE id = $2) AS requester
       FROM org_members m JOIN users u ON u.id = m.user_id
      WHERE m.org_id = $1 AND m.role = 'manager' AND m.enabled AND u.deleted_at IS NULL`,
    [orgId, o.userId],
  );
  const what = `${o.orderNo} ${yuan(o.costFen)}`;
  for (const m of rows) {
    await writeAlert(tx, {
      userId: Number(m.id),
      kind: 'approval',
      event: 'approval_requested',
      subjectId: approvalId,
      detail: `${m.requester} ${what}`,
    });
    if (m.email)
      await enqueue(tx, {
        channel: 'email',
        recipient: m.email,
        subject: '订单待审批 / Order awaiting your approval',
        body: `${m.requester} 提交的订单 ${what} 需要您审批。/ ${m.requester}'s order ${what} awaits your approval.`,
      });
  }
  await emitOrgEvent(tx, orgId, 'approval.requested', {
    approval_id: approvalId,
    kind: o.kind,
    order_id: o.orderId,
    order_no: o.orderNo,
    amount_fen: o.costFen,
    requester: rows[0]?.requester ?? null,
  });
}
