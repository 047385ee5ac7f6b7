/**
 * An organisation's members (docs/organisations.md "Roles"): listed for its members, changed and removed by its
 * managers. The organisation always keeps one enabled manager: the change that would leave none is refused.
 */
import type { OrgMember, updateMemberBody } from '@portal/shared/domain/organisations';
import type { z } from 'zod';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { requireMember } from './membership';
import { MONTH_SPENT_SQL } from './spending';
import { auditOrg, type Actor } from './org';

const MEMBER_SELECT = `SELECT u.id, u.username, u.name, u.email, m.role, m.enabled, m.monthly_limit_fen, m.joined_at,
  ${MONTH_SPENT_SQL('m.org_id', 'm.user_id')} AS spent
  FROM org_members m JOIN users u ON u.id = m.user_id`;

interface MemberRow {
  id: string;
  username: string;
  name: string;
  email: string;
  role: OrgMember['role'];
  enabled: boolean;
  monthly_limit_fen: string | null;
  joined_at: Date;
  spent: string;
}

const toMember = (r: MemberRow): OrgMember => ({
  id: Number(r.id),
  username: r.username,
  name: r.name,
  email: r.email,
  role: r.role,
  enabled: r.enabled,
  monthly_limit_fen: r.monthly_limit_fen === null ? null : Number(r.monthly_limit_fen),
  spent_this_month_fen: Number(r.spent),
  joined_at: new Date(r.joined_at).toISOString(),
});

/** The members of an organisation, managers first. */
export async function membersOf(q: Queryable, orgId: number): Promise<OrgMember[]> {
  const { rows } = await q.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.org_id = $1 ORDER BY m.role = 'manager' DESC, m.joined_at, u.id`,
    [orgId],
  );
  return rows.map(toMember);
}

export async function listMembers(db: Queryable, userId: number): Promise<OrgMember[]> {
  const m = await requireMember(db, userId);
  return membersOf(db, m.orgId);
}

/** Refuses a change that leaves the organisation without an enabled manager (its rows locked by the caller). */
async function assertManagerLeft(tx: Queryable, orgId: number) {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM org_members WHERE org_id = $1 AND role = 'manager' AND enabled`,
    [orgId],
  );
  if (rows[0].n === 0) throw new ApiError(422, 'orgLastManager', [{ field: 'role', key: 'orgLastManager' }]);
}

/**
 * Locks the organisation's member rows (so two managers demoting each other at once cannot both succeed) and reads
 * one member of it; 404 for anyone else.
 */
async function lockedMember(tx: Queryable, orgId: number, memberId: number): Promise<MemberRow> {
  await tx.query('SELECT user_id FROM org_members WHERE org_id = $1 ORDER BY user_id FOR UPDATE', [orgId]);
  const { rows } = await tx.query<MemberRow>(`${MEMBER_SELECT} WHERE m.user_id = $1 AND m.org_id = $2`, [
    memberId,
    orgId,
  ]);
  if (!rows[0]) throw new ApiError(404, 'notFound');
  return rows[0];
}

export async function updateMember(
  db: Db,
  actor: Actor,
  memberId: number,
  b: z.infer<typeof updateMemberBody>,
): Promise<OrgMember> {
  const me = await requireMember(db, actor.id, 'manage');
  return db.transaction(async (tx) => {
    const before = await lockedMember(tx, me.orgId, memberId);
    await tx.query(
      `UPDATE org_members SET role = coalesce($2, role), enabled = coalesce($3, enabled),
              monthly_limit_fen = CASE WHEN $4::boolean THEN $5::bigint ELSE monthly_limit_fen END
        WHERE user_id = $1`,
      [
        memberId,
        b.role ?? null,
        b.enabled ?? null,
        b.monthly_limit_fen !== undefined,
        b.monthly_limit_fen ?? null,
      ],
    );
    await assertManagerLeft(tx, me.orgId);
    const after = (await tx.query<MemberRow>(`${MEMBER_SELECT} WHERE m.user_id = $1`, [memberId])).rows[0];
    const { role, enabled, monthly_limit_fen } = toMember(before);
    const was = { member: before.username, role, enabled, monthly_limit_fen };
    await auditOrg(tx, actor, me.orgId, 'member_update', was, { member: before.username, ...b });
    return toMember(after);
  });
}

/**
 * Removes a member: they keep their account (an empty balance of their own) and their own orders, and lose the
 * organisation's at once (every call reads the membership live, their sessions' and keys' too).
 */
export async function removeMember(db: Db, actor: Actor, memberId: number): Promise<void> {
  const me = await requireMember(db, actor.id, 'manage');
  await db.transaction(async (tx) => {
    const before = await lockedMember(tx, me.orgId, memberId);
    await tx.query('DELETE FROM org_members WHERE user_id = $1', [memberId]);
    await assertManagerLeft(tx, me.orgId);
    await auditOrg(
      tx,
      actor,
      me.orgId,
      'member_remove',
      { member: before.username, role: before.role },
      null,
    );
  });
}
