/**
 * Staff's and sales' administration of accounts (docs/requirements.md §6.4, §7.2 user/query_all_user/,
 * manage_customer/, admin_myuser/, download_user/): search, change, delete and export. Sales see customer accounts
 * only and act on their own customers (or claim an unassigned one); staff act on every account. Each change is
 * audited.
 */
import { USER_TYPES } from '@portal/shared/domain';
import type { UserSortKey } from '@portal/shared/domain/users';
import type { ManageCustomerBody, UserQuery } from '@portal/shared/domain/users';
import type { FastifyRequest } from 'fastify';
import { revokeUserSessions, USER_COLUMNS, type UserRow } from '../auth/sessions';
import { membershipOf } from '../orgs/membership';
import { assignOrgSales } from '../orgs/sales';
import { moveMoney, PERSONAL } from '../wallet';
import { writeAudit } from '../audit/log';
import { auditOf } from '../audit/request';
import type { Db } from '../db';
import type { Table } from '../export';
import { ApiError, badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { INTERNAL_TYPES, iso, isStaff, manageableClause, page } from './manageable';
import { toAdminUser } from './views';

const isStaffType = (type: string) => USER_TYPES[type as keyof typeof USER_TYPES]?.group === 'staff';

/**
 * Only a system administrator grants or removes a staff role (the administrator's among them) or changes a staff
 * member's role: otherwise the control team could make an account that reads what control itself may not.
 */
function mayChangeRole(req: FastifyRequest, from: string, to: string): boolean {
  if (from === to || req.user!.type === 'admin') return true;
  return !isStaffType(from) && !isStaffType(to);
}

/** The column of each sort key of the user list. */
const ORDER_COLUMNS: Record<UserSortKey, string> = {
  id: 'u.id',
  username: 'lower(u.username)',
  name: 'u.name',
  organization: 'u.organization',
  type: 'u.type',
  created_at: 'u.created_at',
  balance: 'u.balance_fen',
};
function orderBy(ordering: string): string {
  const desc = ordering.startsWith('-');
  const col = ORDER_COLUMNS[ordering.replace(/^-/, '') as UserSortKey] ?? 'u.id';
  return `${col} ${desc ? 'DESC' : 'ASC'}, u.id ${desc ? 'DESC' : 'ASC'}`;
}

/** The status of an account's latest real-name verification (NULL before any). */
const VERIFICATION = `(SELECT r.status FROM real_person_requests r WHERE r.user_id = u.id AND r.kind = 'verification' ORDER BY r.id DESC LIMIT 1)`;
/** What the user list shows of an account. */
const LIST_COLUMNS = `${USER_COLUMNS}, coalesce(${VERIFICATION}, 'none') AS real_person_status,
  (SELECT s.username FROM users s WHERE s.id = u.sales_id) AS sales_username`;
type ListRow = UserRow & {
  real_person_status: 'none' | 'pending' | 'approved' | 'rejected';
  sales_username: string | null;
};

/** What the audit log keeps of an account (no secrets). */
const auditedUser = (u: UserRow) => ({
  type: u.type,
  username: u.username,
  name: u.name,
  organization: u.organization,
  sales_id: u.sales_id === null ? null : Number(u.sales_id),
  is_active: u.is_active,
  balance_fen: Number(u.balance_fen),
});

type UserFilter = Omit<UserQuery, 'page' | 'size' | 'cursor'>;

/** The list's filter: `all` the accounts the caller may see (sales: customers), `managed` those they manage. */
function userFilter(req: FastifyRequest, q: UserFilter, scope: 'all' | 'managed') {
  const params: unknown[] = [];
  const where = ['u.deleted_at IS NULL'];
  if (scope === 'managed') where.push(manageableClause(req, params));
  else if (!isStaff(req)) {
    params.push(INTERNAL_TYPES);
    where.push(`u.type <> ALL($${params.length}::text[])`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const k = `$${params.length}`;
    where.push(
      `(u.username ILIKE ${k} OR u.name ILIKE ${k} OR u.mobile ILIKE ${k} OR u.email ILIKE ${k} OR u.organization ILIKE ${k})`,
    );
  }
  if (q.type) {
    params.push(q.type);
    where.push(`u.type = $${params.length}`);
  }
  for (const f of ['username', 'name', 'mobile', 'email', 'organization'] as const) {
    if (!q[f]) continue;
    params.push(`%${q[f].replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`u.${f} ILIKE $${params.length}`);
  }
  if (q.verification) {
    params.push(q.verification);
    where.push(`coalesce(${VERIFICATION}, 'none') = $${params.length}`);
  }
  if (q.is_active) where.push(q.is_active === 'true' ? 'u.is_active' : 'NOT u.is_active');
  if (q.sales_id !== undefined) {
    params.push(q.sales_id);
    where.push(`u.sales_id = $${params.length}`);
  }
  if (q.id !== undefined) {
    params.push(q.id);
    where.push(`u.id = $${params.length}`);
  }
  return { base: `FROM users u WHERE ${where.join(' AND ')}`, params };
}

/** A page of the user list (`all`: query_all_user, `managed`: manage_customer). */
export async function listUsers(db: Db, req: FastifyRequest, q: UserQuery, scope: 'all' | 'managed') {
  const f = userFilter(req, q, scope);
  const p = await page<ListRow>(db, f.base, LIST_COLUMNS, orderBy(q.ordering), f.params, q);
  return { data: p.rows.map(toAdminUser), total: p.total, next: p.next };
}

/** Changes an account the caller manages (sales: their customer, or claims one); money moves with a ledger row. */
export async function updateCustomer(db: Db, req: FastifyRequest, b: ManageCustomerBody) {
  const me = req.user!;
  const staff = isStaff(req);
  if (
    !staff &&
    (b.sales_id !== undefined ||
      b.type !== undefined ||
      b.is_active !== undefined ||
      b.balance_change !== undefined)
  )
    throw forbidden();
  // A change of money always says why (it is the ledger row's note, shown on the bill).
  if (b.balance_change !== undefined && !b.note?.trim())
    throw badRequest([{ field: 'note', key: 'balanceReasonRequired' }]);
  const row = await db.transaction(async (tx) => {
    const found = (
      await tx.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL FOR UPDATE`,
        [b.user_id],
      )
    ).rows[0];
    if (!found) throw notFound();
    if (!staff) {
      const customer = !INTERNAL_TYPES.includes(found.type);
      const mine = found.sales_id === me.id;
      const claimable = b.claim === true && found.sales_id === null && customer;
      if (!customer || !(mine || claimable)) throw forbidden();
    }
    if (b.type !== undefined && !mayChangeRole(req, found.type, b.type)) throw forbidden();
    const salesId = b.claim && !staff ? me.id : b.sales_id;
    if (salesId !== undefined && salesId !== null) {
      const s = await tx.query<{ type: string }>(
        'SELECT type FROM users WHERE id = $1 AND deleted_at IS NULL',
        [salesId],
      );
      if (!s.rows[0] || USER_TYPES[s.rows[0].type as keyof typeof USER_TYPES]?.group !== 'sales') {
        throw new ApiError(400, 'invalidValue', [{ field: 'sales_id', key: 'invalidValue' }]);
      }
    }
    await tx.query(
      `UPDATE users SET name = coalesce($2, name), organization = coalesce($3, organization),
              sales_id = CASE WHEN $4::boolean THEN $5::bigint ELSE sales_id END,
              type = coalesce($6, type), is_active = coalesce($7, is_active), updated_at = now()
        WHERE id = $1`,
      [
        b.user_id,
        b.name ?? null,
        b.organization ?? null,
        salesId !== undefined,
        salesId ?? null,
        b.type ?? null,
        b.is_active ?? null,
      ],
    );
    if (b.is_active === false) await revokeUserSessions(tx, b.user_id);
    // Sales look after an organisation as a whole: its members and those who join later (docs/organisations.md).
    if (salesId !== undefined) await assignOrgSales(tx, b.user_id, salesId);
    if (b.balance_change !== undefined) {
      // A member spends the organisation's balance: theirs would sit unused (docs/organisations.md "Money").
      if (await membershipOf(tx, b.user_id)) throw unprocessable('orgMemberTopUp');
      await moveMoney(tx, {
        userId: b.user_id,
        payer: PERSONAL,
        amount: b.balance_change,
        scene: b.scene ?? (b.balance_change > 0 ? 'quota_topup' : 'quota_reduction'),
        note: b.note ?? '',
        by: me.id,
        field: 'balance_change',
      });
    }
    const after = (
      await tx.query<ListRow>(`SELECT ${LIST_COLUMNS} FROM users u WHERE u.id = $1`, [b.user_id])
    ).rows[0];
    await writeAudit(
      tx,
      auditOf(req, 'user.update', b.user_id, auditedUser(found), {
        ...auditedUser(after),
        ...(b.balance_change !== undefined ? { balance_change: b.balance_change, note: b.note } : {}),
        ...(b.claim ? { claimed: true } : {}),
      }),
    );
    return after;
  });
  return toAdminUser(row);
}

/** Deletes an account the caller manages (never their own) and revokes its sessions. */
export async function deleteUser(db: Db, req: FastifyRequest, id: number): Promise<void> {
  if (id === req.user!.id) throw unprocessable('cannotDeleteSelf');
  const params: unknown[] = [id];
  const scope = manageableClause(req, params);
  await db.transaction(async (tx) => {
    const r1 = await tx.query<UserRow>(
      `UPDATE users u SET deleted_at = now(), is_active = false, updated_at = now() WHERE u.id = $1 AND u.deleted_at IS NULL AND ${scope}
       RETURNING ${USER_COLUMNS}`,
      params,
    );
    if (!r1.rows[0]) throw notFound();
    await revokeUserSessions(tx, id);
    await writeAudit(tx, auditOf(req, 'user.delete', id, auditedUser(r1.rows[0]), { deleted: true }));
  });
}

/** The accounts of the list's filter as a table (download_user). */
export async function usersTable(db: Db, req: FastifyRequest, q: UserFilter): Promise<Table> {
  const f = userFilter(req, q, 'all');
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} ${f.base} ORDER BY ${orderBy(q.ordering)} LIMIT 100000`,
    f.params,
  );
  const header = [
    'id',
    'type',
    'username',
    'name',
    'mobile',
    'email',
    'organization',
    'verification',
    'sales',
    'active',
    'balance_yuan',
    'created_at',
  ];
  const lines = rows.map((u) => [
    u.id,
    u.type,
    u.username,
    u.name,
    u.mobile,
    u.email,
    u.organization,
    u.real_person_status,
    u.sales_username ?? '',
    u.is_active ? 'yes' : 'no',
    (u.balance_fen / 100).toFixed(2),
    iso(u.created_at),
  ]);
  return { sheet: 'users', header, rows: lines };
}
