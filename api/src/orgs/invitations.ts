/**
 * Invitations (docs/organisations.md "Members"): a manager invites an e-mail address with a role; the link (valid
 * 48 hours, single use) goes through the outbox; its token is stored only as a hash. Accepting joins the signed-in
 * account, whose e-mail must be the invited one, to the organisation (an account belongs to one at most); its own
 * balance and orders move in, as when one creates an organisation.
 */
import { ORG_LIMITS, type OrgInvitation, type OrgRole } from '@portal/shared/domain/organisations';
import { newToken, sha256 } from '../auth/tokens';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { enqueue } from '../mail/outbox';
import { requireMember } from './membership';
import { auditOrg, bringIn, type Actor } from './org';

const invalid = () => new ApiError(422, 'invitationInvalid', [{ field: 'token', key: 'invitationInvalid' }]);

interface InvitationRow {
  id: string;
  email: string;
  role: OrgRole;
  expires_at: Date;
  accepted_at: Date | null;
  invited_by: string | null;
  created_at: Date;
}

const toInvitation = (r: InvitationRow): OrgInvitation => ({
  id: Number(r.id),
  email: r.email,
  role: r.role,
  state: r.accepted_at ? 'accepted' : new Date(r.expires_at).getTime() < Date.now() ? 'expired' : 'pending',
  expires_at: new Date(r.expires_at).toISOString(),
  invited_by: r.invited_by,
  created_at: new Date(r.created_at).toISOString(),
});

const INVITATION_SELECT = `SELECT i.id, i.email, i.role, i.expires_at, i.accepted_at, i.created_at,
  (SELECT username FROM users WHERE id = i.invited_by) AS invited_by FROM org_invitations i`;

export async function invite(
  db: Db,
  actor: Actor,
  publicUrl: string,
  b: { email: string; role: OrgRole },
): Promise<OrgInvitation> {
  const me = await requireMember(db, actor.id, 'manage');
  const token = newToken();
  return db.transaction(async (tx) => {
    const org = await tx.query<{ name: string; members: number }>(
      `SELECT name, (SELECT count(*)::int FROM org_members WHERE org_id = $1) AS members FROM organisations WHERE id = $1`,
      [me.orgId],
    );
    if (org.rows[0].members >= ORG_LIMITS.maxMembers) throw new ApiError(422, 'orgMembersFull');
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO org_invitations (org_id, email, role, token_hash, invited_by, expires_at)
       VALUES ($1, lower($2), $3, $4, $5, now() + make_interval(hours => $6)) RETURNING id`,
      [me.orgId, b.email, b.role, sha256(token), actor.id, ORG_LIMITS.invitationHours],
    );
    const link = `${publicUrl}/invitation?token=${token}`;
    const name = org.rows[0].name;
    await enqueue(tx, {
      channel: 'email',
      recipient: b.email.toLowerCase(),
      subject: `邀请您加入团队 ${name} / Invitation to join ${name}`,
      body:
        `${actor.username} 邀请您加入团队「${name}」（${ORG_LIMITS.invitationHours}小时内有效）：${link}\n` +
        `${actor.username} invites you to join "${name}" (valid ${ORG_LIMITS.invitationHours} hours): ${link}`,
    });
    await auditOrg(tx, actor, me.orgId, 'invite', null, { email: b.email.toLowerCase(), role: b.role });
    const row = (await tx.query<InvitationRow>(`${INVITATION_SELECT} WHERE i.id = $1`, [rows[0].id])).rows[0];
    return toInvitation(row);
  });
}

export async function listInvitations(db: Queryable, userId: number): Promise<OrgInvitation[]> {
  const me = await requireMember(db, userId, 'manage');
  const { rows } = await db.query<InvitationRow>(
    `${INVITATION_SELECT} WHERE i.org_id = $1 ORDER BY i.id DESC LIMIT 200`,
    [me.orgId],
  );
  return rows.map(toInvitation);
}

/** The live invitation of a token (unused, unexpired); 422 invitationInvalid otherwise. `lock`: FOR UPDATE. */
export async function liveInvitation(q: Queryable, token: string, lock = false) {
  const { rows } = await q.query<{
    id: string;
    org_id: string;
    email: string;
    role: OrgRole;
    expires_at: Date;
    org_name: string;
  }>(
    `SELECT i.id, i.org_id, i.email, i.role, i.expires_at, o.name AS org_name
       FROM org_invitations i JOIN organisations o ON o.id = i.org_id
      WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()${lock ? ' FOR UPDATE OF i' : ''}`,
    [sha256(token)],
  );
  if (!rows[0]) throw invalid();
  return rows[0];
}

export async function previewInvitation(q: Queryable, token: string) {
  const i = await liveInvitation(q, token);
  return {
    org_name: i.org_name,
    email: i.email,
    role: i.role,
    expires_at: new Date(i.expires_at).toISOString(),
  };
}

/**
 * Joins `user` to the invitation's organisation, once: the invitation's row and the user's are locked, so ten accepts
 * of one link make one member. 422 for a link used, expired or sent to another e-mail; 409 for a member elsewhere.
 */
export async function acceptInvitation(
  db: Db,
  user: Actor & { email: string },
  token: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const i = await liveInvitation(tx, token, true);
    if (i.email !== user.email.toLowerCase())
      throw new ApiError(422, 'invitationEmailMismatch', [
        { field: 'token', key: 'invitationEmailMismatch' },
      ]);
    const already = await tx.query('SELECT 1 FROM org_members WHERE user_id = $1', [user.id]);
    if (already.rows.length) throw new ApiError(409, 'orgAlreadyMember');
    const orgId = Number(i.org_id);
    await tx.query('INSERT INTO org_members (user_id, org_id, role) VALUES ($1, $2, $3)', [
      user.id,
      orgId,
      i.role,
    ]);
    await tx.query('UPDATE org_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1', [
      i.id,
      user.id,
    ]);
    await bringIn(tx, user.id, orgId);
    // The organisation's sales person looks after its new member too.
    await tx.query(
      'UPDATE users SET sales_id = (SELECT sales_id FROM organisations WHERE id = $2) WHERE id = $1 AND EXISTS (SELECT 1 FROM organisations WHERE id = $2 AND sales_id IS NOT NULL)',
      [user.id, orgId],
    );
    await auditOrg(tx, user, orgId, 'join', null, { member: user.username, role: i.role });
    return orgId;
  });
}
