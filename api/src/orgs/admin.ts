/**
 * Organisations as staff and sales see them (docs/organisations.md "Staff and sales"): the list, one organisation
 * with its members, budgets, recent orders and bill, and staff's change of its balance (audited, with its ledger row,
 * like a customer's top-up). Sales see the organisations they look after: theirs, or with a customer of theirs.
 */
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { missionNo, orderNo } from '../numbers';
import { moveMoney } from '../wallet';
import { billGroups } from './bill';
import { budgetsOf } from './budgets';
import { membersOf } from './members';
import { auditOrg, type Actor } from './org';

/** Who reads: staff every organisation; sales theirs. */
export interface OrgReader {
  userId: number;
  sales: boolean;
}

const ROW_SELECT = `SELECT o.id, o.name, o.contact, o.invoicing, o.approval_threshold_fen, o.balance_fen, o.held_fen,
  o.created_at, (SELECT count(*)::int FROM org_members x WHERE x.org_id = o.id) AS members,
  ARRAY(SELECT u.username FROM org_members x JOIN users u ON u.id = x.user_id
         WHERE x.org_id = o.id AND x.role = 'manager' ORDER BY u.username) AS managers,
  (SELECT username FROM users WHERE id = o.sales_id) AS sales
  FROM organisations o`;

interface Row {
  id: string;
  name: string;
  contact: string;
  invoicing: string;
  approval_threshold_fen: string | null;
  balance_fen: string;
  held_fen: string;
  created_at: Date;
  members: number;
  managers: string[];
  sales: string | null;
}

const toRow = (r: Row) => ({
  id: Number(r.id),
  name: r.name,
  contact: r.contact,
  balance_fen: Number(r.balance_fen),
  held_fen: Number(r.held_fen),
  members: r.members,
  managers: r.managers,
  sales: r.sales,
  created_at: new Date(r.created_at).toISOString(),
});

function scopeOf(reader: OrgReader, params: unknown[]): string {
  if (!reader.sales) return 'true';
  params.push(reader.userId);
  const me = `$${params.length}`;
  return `(o.sales_id = ${me} OR EXISTS (SELECT 1 FROM org_members x JOIN users u ON u.id = x.user_id
                                          WHERE x.org_id = o.id AND u.sales_id = ${me}))`;
}

export async function listOrgs(
  q: Queryable,
  reader: OrgReader,
  f: { keyword?: string },
  offset: number,
  size: number,
) {
  const params: unknown[] = [];
  const where = [scopeOf(reader, params)];
  if (f.keyword) {
    params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`(o.name ILIKE $${params.length} OR o.contact ILIKE $${params.length})`);
  }
  const cond = where.join(' AND ');
  const [total, { rows }] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM organisations o WHERE ${cond}`, params),
    q.query<Row>(`${ROW_SELECT} WHERE ${cond} ORDER BY o.id DESC LIMIT ${size} OFFSET ${offset}`, params),
  ]);
  return { orgs: rows.map(toRow), total: total.rows[0].n };
}

async function readableRow(q: Queryable, reader: OrgReader, id: number): Promise<Row> {
  const params: unknown[] = [id];
  const { rows } = await q.query<Row>(`${ROW_SELECT} WHERE o.id = $1 AND ${scopeOf(reader, params)}`, params);
  if (!rows[0]) throw new ApiError(404, 'notFound');
  return rows[0];
}

export async function orgDetail(q: Queryable, reader: OrgReader, id: number) {
  const r = await readableRow(q, reader, id);
  const [members, budgets, orders, bill] = await Promise.all([
    membersOf(q, id),
    budgetsOf(q, id),
    q.query<{ kind: 'archive' | 'tasking'; id: string; username: string; amount: string; created_at: Date }>(
      `(SELECT 'archive' AS kind, o.id, u.username, o.money_fen AS amount, o.created_at
          FROM archive_orders o JOIN users u ON u.id = o.user_id WHERE o.org_id = $1 ORDER BY o.id DESC LIMIT 20)
       UNION ALL
       (SELECT 'tasking', m.id, u.username, m.cost_fen, m.created_at
          FROM missions m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.deleted_at IS NULL
         ORDER BY m.id DESC LIMIT 20)
       ORDER BY created_at DESC LIMIT 20`,
      [id],
    ),
    billGroups(q, id, { group: 'member' }),
  ]);
  return {
    org: {
      ...toRow(r),
      invoicing: r.invoicing,
      approval_threshold_fen: r.approval_threshold_fen === null ? null : Number(r.approval_threshold_fen),
    },
    members,
    budgets,
    orders: orders.rows.map((o) => ({
      kind: o.kind,
      id: Number(o.id),
      no: (o.kind === 'archive' ? orderNo : missionNo)(Number(o.id), o.created_at),
      username: o.username,
      amount_fen: Number(o.amount),
      created_at: new Date(o.created_at).toISOString(),
    })),
    bill,
  };
}

/** Staff's top-up (positive) or reduction (negative) of an organisation's balance; 422 when it would go below 0. */
export async function changeOrgBalance(
  db: Db,
  actor: Actor,
  id: number,
  b: { balance_change: number; note: string },
) {
  await db.transaction(async (tx) => {
    const before = await readableRow(tx, { userId: actor.id, sales: false }, id);
    await tx.query('SELECT 1 FROM organisations WHERE id = $1 FOR UPDATE', [id]);
    const after = await moveMoney(tx, {
      userId: null,
      payer: { orgId: id, budgetId: null },
      amount: b.balance_change,
      scene: b.balance_change > 0 ? 'quota_topup' : 'quota_reduction',
      note: b.note,
      reference: `organisation:${id}`,
      by: actor.id,
      field: 'balance_change',
    });
    await auditOrg(
      tx,
      actor,
      id,
      'balance',
      { balance_fen: Number(before.balance_fen) },
      { balance_fen: after, ...b },
    );
  });
  return toRow(await readableRow(db, { userId: actor.id, sales: false }, id));
}
