/**
 * Who a person is in their organisation (docs/organisations.md "Roles"): at most one membership, its role, whether
 * it is enabled and its monthly limit. Every organisation call and every order asks this; the role table itself
 * is shared/domain/organisations.ts (ORG_ROLE_RIGHTS).
 */
import {
  ORG_ROLE_RIGHTS,
  ORG_ROLE_VALUES,
  orgRoleMay,
  type OrgRight,
  type OrgRole,
} from '@portal/shared/domain/organisations';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

export interface Membership {
  orgId: number;
  role: OrgRole;
  enabled: boolean;
  monthlyLimitFen: number | null;
}

/** The person's membership, or null outside an organisation. `lock`: the member's row FOR UPDATE. */
export async function membershipOf(q: Queryable, userId: number, lock = false): Promise<Membership | null> {
  const { rows } = await q.query<{
    org_id: string;
    role: OrgRole;
    enabled: boolean;
    monthly_limit_fen: string | null;
  }>(
    `SELECT org_id, role, enabled, monthly_limit_fen FROM org_members WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    orgId: Number(r.org_id),
    role: r.role,
    enabled: r.enabled,
    monthlyLimitFen: r.monthly_limit_fen === null ? null : Number(r.monthly_limit_fen),
  };
}

/** The organisation an enabled member reads, for the orders, products and lists it shares (null: none). */
export async function sharingOrgOf(q: Queryable, userId: number): Promise<number | null> {
  const m = await membershipOf(q, userId);
  return m?.enabled ? m.orgId : null;
}

/** The caller's enabled membership: 404 outside an organisation, 403 when disabled or the role lacks `right`. */
export async function requireMember(q: Queryable, userId: number, right?: OrgRight): Promise<Membership> {
  const m = await membershipOf(q, userId);
  if (!m) throw new ApiError(404, 'orgNone');
  if (!m.enabled) throw new ApiError(403, 'orgMemberDisabled');
  if (right && !orgRoleMay(m.role, right)) throw new ApiError(403, 'orgRoleForbidden');
  return m;
}

/** SQL: the organisation whose orders the user (a parameter such as `$1`) shares, null outside one or when disabled. */
export const ORG_OF_SQL = (userParam: string) =>
  `(SELECT org_id FROM org_members WHERE user_id = ${userParam} AND enabled)`;

/** The roles that read the organisation's orders as theirs: managers and viewers (ORG_ROLE_RIGHTS seesOrg). */
const ORG_READERS = ORG_ROLE_VALUES.filter((r) => ORG_ROLE_RIGHTS[r].seesOrg)
  .map((r) => `'${r}'`)
  .join(', ');

/** SQL: the organisation whose orders the user reads as theirs (null outside one, or for another role). */
export const ORG_READ_SQL = (userParam: string) =>
  `(SELECT org_id FROM org_members WHERE user_id = ${userParam} AND enabled AND role IN (${ORG_READERS}))`;
