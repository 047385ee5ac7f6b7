/**
 * An organisation itself (docs/organisations.md): created by a customer, who becomes its manager and whose own
 * balance and orders move into it (ledger rows `org_transfer` on both sides); read by its members; changed by its
 * managers, every change audited as subject 'organisation'.
 */
import type { Organisation } from '@portal/shared/domain/organisations';
import type { createOrgBody, updateOrgBody } from '@portal/shared/domain/organisations';
import type { z } from 'zod';
import { writeAudit } from '../audit/log';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { moveMoney, PERSONAL } from '../wallet';
import { requireMember } from './membership';

export interface Actor {
  id: number;
  username: string;
}

const ORG_COLUMNS = `o.id, o.name, o.contact, o.invoicing, o.approval_threshold_fen, o.require_2fa, o.balance_fen, o.held_fen,
  o.created_at, (SELECT count(*)::int FROM org_members x WHERE x.org_id = o.id) AS members`;

interface OrgRow {
  id: string;
  name: string;
  contact: string;
  invoicing: string;
  approval_threshold_fen: string | null;
  require_2fa: boolean;
  balance_fen: string;
  held_fen: string;
  created_at: Date;
  members: number;
}

const toOrg = (r: OrgRow, role: Organisation['my_role']): Organisation => ({
  id: Number(r.id),
  name: r.name,
  contact: r.contact,
  invoicing: r.invoicing,
  approval_threshold_fen: r.approval_threshold_fen === null ? null : Number(r.approval_threshold_fen),
  require_2fa: r.require_2fa,
  balance_fen: Number(r.balance_fen),
  held_fen: Number(r.held_fen),
  members: r.members,
  my_role: role,
  created_at: new Date(r.created_at).toISOString(),
});

export const auditOrg = (
  q: Queryable,
  actor: Actor,
  orgId: number,
  action: string,
  before: unknown,
  after: unknown,
) =>
  writeAudit(q, {
    actor,
    action: `organisation.${action}`,
    subject: { type: 'organisation', id: orgId },
    before,
    after,
  });

/** The caller's organisation, or null outside one. */
export async function readOrg(q: Queryable, userId: number): Promise<Organisation | null> {
  const { rows } = await q.query<OrgRow & { role: Organisation['my_role'] }>(
    `SELECT ${ORG_COLUMNS}, m.role FROM org_members m JOIN organisations o ON o.id = m.org_id WHERE m.user_id = $1`,
    [userId],
  );
  return rows[0] ? toOrg(rows[0], rows[0].role) : null;
}

/** Who the person is in their organisation, for their user info (null outside one). */
export async function orgSummary(q: Queryable, userId: number) {
  const org = await readOrg(q, userId);
  return org ? { org: { id: org.id, name: org.name, role: org.my_role }, balance: org.balance_fen } : {};
}

/**
 * Moves a new member's own balance into the organisation (ledger rows `org_transfer` on both sides) and makes their
 * orders and series its; returns the fen moved. Their row is locked by the caller.
 */
export async function bringIn(tx: Queryable, userId: number, orgId: number): Promise<number> {
  const { rows } = await tx.query<{ balance_fen: string }>('SELECT balance_fen FROM users WHERE id = $1', [
    userId,
  ]);
  const balance = Number(rows[0].balance_fen);
  if (balance > 0) {
    const reference = `organisation:${orgId}`;
    const move = { userId, amount: balance, scene: 'org_transfer' as const, reference, by: userId };
    await moveMoney(tx, { ...move, payer: PERSONAL, amount: -balance });
    await moveMoney(tx, { ...move, payer: { orgId, budgetId: null } });
  }
  for (const table of ['archive_orders', 'missions', 'tasking_series'])
    await tx.query(`UPDATE ${table} SET org_id = $2 WHERE user_id = $1 AND org_id IS NULL`, [userId, orgId]);
  return balance;
}

/**
 * Creates an organisation with the caller as its manager, in one transaction: their balance moves into it and their
 * orders and series become its. 409 when they already belong to one (also when ten creations race: one wins).
 */
export async function createOrg(
  db: Db,
  actor: Actor,
  b: z.infer<typeof createOrgBody>,
): Promise<Organisation> {
  const orgId = await db.transaction(async (tx) => {
    const me = await tx.query<{ sales_id: string | null }>(
      'SELECT sales_id FROM users WHERE id = $1 FOR UPDATE',
      [actor.id],
    );
    const already = await tx.query('SELECT 1 FROM org_members WHERE user_id = $1', [actor.id]);
    if (already.rows.length) throw new ApiError(409, 'orgAlreadyMember');
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO organisations (name, contact, invoicing, sales_id, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [b.name, b.contact, b.invoicing, me.rows[0].sales_id, actor.id],
    );
    const id = Number(rows[0].id);
    await tx.query(`INSERT INTO org_members (user_id, org_id, role) VALUES ($1, $2, 'manager')`, [
      actor.id,
      id,
    ]);
    const balance = await bringIn(tx, actor.id, id);
    await auditOrg(tx, actor, id, 'create', null, { ...b, moved_balance_fen: balance });
    return id;
  });
  return (await readOrg(db, actor.id)) ?? Promise.reject(new Error(`organisation ${orgId} not readable`));
}

/** A manager's change of the organisation's details, threshold or 2FA rule. */
export async function updateOrg(
  db: Db,
  actor: Actor,
  b: z.infer<typeof updateOrgBody>,
): Promise<Organisation> {
  const m = await requireMember(db, actor.id, 'manage');
  await db.transaction(async (tx) => {
    const before = (
      await tx.query<OrgRow>(`SELECT ${ORG_COLUMNS} FROM organisations o WHERE o.id = $1 FOR UPDATE`, [
        m.orgId,
      ])
    ).rows[0];
    await tx.query(
      `UPDATE organisations SET name = coalesce($2, name), contact = coalesce($3, contact),
              invoicing = coalesce($4, invoicing),
              approval_threshold_fen = CASE WHEN $5::boolean THEN $6::bigint ELSE approval_threshold_fen END,
              require_2fa = coalesce($7, require_2fa)
        WHERE id = $1`,
      [
        m.orgId,
        b.name ?? null,
        b.contact ?? null,
        b.invoicing ?? null,
        b.approval_threshold_fen !== undefined,
        b.approval_threshold_fen ?? null,
        b.require_2fa ?? null,
      ],
    );
    const was = toOrg(before, 'manager');
    const audited = {
      name: was.name,
      contact: was.contact,
      invoicing: was.invoicing,
      approval_threshold_fen: was.approval_threshold_fen,
      require_2fa: was.require_2fa,
    };
    await auditOrg(tx, actor, m.orgId, 'update', audited, b);
  });
  return (await readOrg(db, actor.id))!;
}
