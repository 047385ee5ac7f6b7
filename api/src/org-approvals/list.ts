/** Reading an organisation's approvals: pending first, then the decided ones, newest first (managers). */
import type { ApprovalState, OrgApproval } from '@portal/shared/domain/organisations';
import type { Queryable } from '../db';
import { missionNo, orderNo } from '../numbers';
import { requireMember } from '../orgs/membership';

const APPROVAL_SELECT = `SELECT a.id, a.kind, coalesce(a.archive_order_id, a.mission_id) AS order_id,
  coalesce(ao.created_at, m.created_at) AS order_created, a.requester_id, u.username AS requester, a.amount_fen,
  a.budget_id, b.code AS budget_code, a.reason,
  CASE WHEN a.state = 'pending' AND a.expires_at <= now() THEN 'expired' ELSE a.state END AS state,
  a.note, d.username AS decided_by, a.created_at, a.expires_at, a.decided_at
  FROM org_approvals a JOIN users u ON u.id = a.requester_id
  LEFT JOIN archive_orders ao ON ao.id = a.archive_order_id LEFT JOIN missions m ON m.id = a.mission_id
  LEFT JOIN org_budgets b ON b.id = a.budget_id LEFT JOIN users d ON d.id = a.decided_by`;

interface ApprovalRow {
  id: string;
  kind: 'archive' | 'tasking';
  order_id: string;
  order_created: Date;
  requester_id: string;
  requester: string;
  amount_fen: string;
  budget_id: string | null;
  budget_code: string | null;
  reason: OrgApproval['reason'];
  state: ApprovalState;
  note: string;
  decided_by: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

const iso = (t: Date | null) => (t ? new Date(t).toISOString() : null);

const toApproval = (r: ApprovalRow): OrgApproval => ({
  id: Number(r.id),
  kind: r.kind,
  order_id: Number(r.order_id),
  order_no: (r.kind === 'archive' ? orderNo : missionNo)(Number(r.order_id), r.order_created),
  requester: { id: Number(r.requester_id), username: r.requester },
  amount_fen: Number(r.amount_fen),
  budget: r.budget_id === null ? null : { id: Number(r.budget_id), code: r.budget_code ?? '' },
  reason: r.reason,
  state: r.state,
  note: r.note,
  decided_by: r.decided_by,
  created_at: iso(r.created_at)!,
  expires_at: iso(r.expires_at)!,
  decided_at: iso(r.decided_at),
});

export async function findApproval(q: Queryable, orgId: number, id: number): Promise<OrgApproval | null> {
  const { rows } = await q.query<ApprovalRow>(`${APPROVAL_SELECT} WHERE a.id = $1 AND a.org_id = $2`, [
    id,
    orgId,
  ]);
  return rows[0] ? toApproval(rows[0]) : null;
}

export async function listApprovals(
  q: Queryable,
  userId: number,
  f: { state?: ApprovalState },
  offset: number,
  size: number,
) {
  const me = await requireMember(q, userId, 'manage');
  const params: unknown[] = [me.orgId];
  let where = 'a.org_id = $1';
  if (f.state === 'pending') where += ` AND a.state = 'pending' AND a.expires_at > now()`;
  else if (f.state === 'expired')
    where += ` AND (a.state = 'expired' OR (a.state = 'pending' AND a.expires_at <= now()))`;
  else if (f.state) {
    params.push(f.state);
    where += ` AND a.state = $2`;
  }
  const [total, { rows }] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM org_approvals a WHERE ${where}`, params),
    q.query<ApprovalRow>(
      `${APPROVAL_SELECT} WHERE ${where} ORDER BY a.state = 'pending' DESC, a.id DESC LIMIT ${size} OFFSET ${offset}`,
      params,
    ),
  ]);
  return { approvals: rows.map(toApproval), total: total.rows[0].n };
}
