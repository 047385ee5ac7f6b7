/**
 * The organisation's bill (docs/organisations.md "Shared views"): its ledger rows grouped by the member who spent or
 * by the budget they were assigned to, and the audit of member and budget changes. Managers and viewers read both.
 */
import type { Table } from '../export';
import type { Queryable } from '../db';
import { COUNTED_SCENES, HOLD_SCENES, REFUND_SCENES, scenesSql, SPEND_SCENES } from '../wallet';
import { requireMember } from './membership';

export interface BillGroup {
  key: string;
  spent_fen: number;
  refunded_fen: number;
  held_fen: number;
  net_fen: number;
  orders: number;
}

const SPEND = scenesSql(SPEND_SCENES);
const REFUND = scenesSql(REFUND_SCENES);
const HOLD = scenesSql(HOLD_SCENES);

/** The bill of organisation `orgId` by member or by budget, between two dates (UTC, inclusive). */
export async function billGroups(
  q: Queryable,
  orgId: number,
  f: { group: 'member' | 'budget'; from?: string; to?: string },
): Promise<BillGroup[]> {
  const params: unknown[] = [orgId];
  const where = ['l.org_id = $1'];
  if (f.from) {
    params.push(`${f.from}T00:00:00Z`);
    where.push(`l.created_at >= $${params.length}::timestamptz`);
  }
  if (f.to) {
    params.push(`${f.to}T00:00:00Z`);
    where.push(`l.created_at < $${params.length}::timestamptz + interval '1 day'`);
  }
  const key = f.group === 'member' ? `coalesce(u.username, '')` : `coalesce(b.code, '')`;
  const { rows } = await q.query<{
    key: string;
    spent: string;
    refunded: string;
    held: string;
    orders: number;
  }>(
    `SELECT ${key} AS key,
            coalesce(sum(-l.amount_fen) FILTER (WHERE l.scene IN ${SPEND}), 0) AS spent,
            coalesce(sum(l.amount_fen) FILTER (WHERE l.scene IN ${REFUND}), 0) AS refunded,
            coalesce(sum(-l.amount_fen) FILTER (WHERE l.scene IN ${HOLD}), 0) AS held,
            count(DISTINCT l.reference) FILTER (WHERE l.scene IN ${SPEND} OR l.scene = 'approval_hold')::int AS orders
       FROM ledger l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN org_budgets b ON b.id = l.budget_id
      WHERE ${where.join(' AND ')} AND l.scene IN ${scenesSql(COUNTED_SCENES)}
      GROUP BY 1 ORDER BY 1`,
    params,
  );
  return rows.map((r) => ({
    key: r.key,
    spent_fen: Number(r.spent),
    refunded_fen: Number(r.refunded),
    held_fen: Number(r.held),
    net_fen: Number(r.spent) - Number(r.refunded),
    orders: r.orders,
  }));
}

export async function readBill(q: Queryable, userId: number, f: Parameters<typeof billGroups>[2]) {
  const m = await requireMember(q, userId, 'seesOrg');
  return billGroups(q, m.orgId, f);
}

/** The bill as a table (CSV or XLSX), in fen and yuan. */
export function billTable(groups: BillGroup[], group: 'member' | 'budget', lang: 'zh' | 'en'): Table {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const zh = lang === 'zh';
  return {
    sheet: zh ? '团队账单' : 'Organisation bill',
    header: [
      group === 'member' ? (zh ? '成员' : 'Member') : zh ? '预算' : 'Budget',
      zh ? '消费（元）' : 'Spent (CNY)',
      zh ? '退款（元）' : 'Refunded (CNY)',
      zh ? '冻结（元）' : 'Held (CNY)',
      zh ? '净额（元）' : 'Net (CNY)',
      zh ? '订单数' : 'Orders',
    ],
    rows: groups.map((g) => [
      g.key,
      yuan(g.spent_fen),
      yuan(g.refunded_fen),
      yuan(g.held_fen),
      yuan(g.net_fen),
      g.orders,
    ]),
  };
}

/** The audit of the organisation's member, budget and settings changes, newest first. */
export async function orgAudit(q: Queryable, userId: number, offset: number, size: number) {
  const m = await requireMember(q, userId, 'seesOrg');
  const [total, { rows }] = await Promise.all([
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'organisation' AND subject_id = $1`,
      [m.orgId],
    ),
    q.query<{
      id: string;
      action: string;
      actor_username: string | null;
      before: unknown;
      after: unknown;
      created_at: Date;
    }>(
      `SELECT id, action, actor_username, before, after, created_at FROM audit_log
        WHERE subject_type = 'organisation' AND subject_id = $1 ORDER BY id DESC LIMIT ${size} OFFSET ${offset}`,
      [m.orgId],
    ),
  ]);
  return {
    total: total.rows[0].n,
    rows: rows.map((r) => ({
      id: Number(r.id),
      action: r.action.replace(/^organisation\./, ''),
      actor: r.actor_username,
      detail: { before: r.before, after: r.after },
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
