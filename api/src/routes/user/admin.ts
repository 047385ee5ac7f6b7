import { BILL_SCENE_VALUES, USER_TYPES, type RoleGroup } from '@portal/shared/domain';
import { BALANCE_CHANGE_LIMITS } from '@portal/shared/domain/bills';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeUserSessions, USER_COLUMNS, type UserRow } from '../../auth/sessions';
import type { Queryable } from '../../db';
import { STAFF_SALES } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  messageOnly,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { ApiError, badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { sendStoredFile } from '../../http/stored-file';
import {
  adminUserSchema,
  nameField,
  organizationField,
  toAdminUser,
  userTypeField,
} from '../../schemas/user';
import { writeAudit } from '../../audit/log';
import { auditOf } from '../../audit/request';
import { decideReview } from '../../users/reviews';
import type { Deps } from '../deps';
import { realPersonRequestSchema } from './real-person';

/** Types whose role group is staff or sales; everything else is a customer (spec §6). */
const INTERNAL_TYPES = Object.entries(USER_TYPES)
  .filter(([, v]) => (v.group as RoleGroup) !== 'customer')
  .map(([k]) => k);

const isStaff = (req: FastifyRequest) => req.roleGroup === 'staff';
const isStaffType = (type: string) => USER_TYPES[type as keyof typeof USER_TYPES]?.group === 'staff';

/**
 * Only a system administrator grants or removes a staff role (the administrator's among them) or changes a staff
 * member's role: otherwise the control team could make an account that reads what control itself may not.
 */
function mayChangeRole(req: FastifyRequest, from: string, to: string): boolean {
  if (from === to || req.user!.type === 'admin') return true;
  return !isStaffType(from) && !isStaffType(to);
}

/** Rows of `users u` a caller may manage: staff all accounts, sales the customers assigned to them. */
function manageableClause(req: FastifyRequest, params: unknown[], firstParam = 1): string {
  if (isStaff(req)) return 'true';
  params.push(req.user!.id);
  return `u.sales_id = $${params.length + firstParam - 1}`;
}

async function page<T>(
  db: Queryable,
  base: string,
  select: string,
  order: string,
  params: unknown[],
  q: { page: number; size: number; cursor?: string },
) {
  const offset = decodeCursor(q.cursor, q.page, q.size);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params)).rows[0].n;
  const rows = (
    await db.query<T>(`SELECT ${select} ${base} ORDER BY ${order} LIMIT ${q.size} OFFSET ${offset}`, params)
  ).rows;
  return { rows, total, next: nextCursor(offset, q.size, total) };
}

/** Sort keys of the user list; a leading '-' sorts descending (ties by id). */
const ORDER_COLUMNS = {
  id: 'u.id',
  username: 'lower(u.username)',
  name: 'u.name',
  organization: 'u.organization',
  type: 'u.type',
  created_at: 'u.created_at',
  balance: 'u.balance_fen',
} as const;
const ORDERINGS = Object.keys(ORDER_COLUMNS).flatMap((k) => [k, `-${k}`]) as [string, ...string[]];
function orderBy(ordering: string): string {
  const desc = ordering.startsWith('-');
  const col = ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS] ?? 'u.id';
  return `${col} ${desc ? 'DESC' : 'ASC'}, u.id ${desc ? 'DESC' : 'ASC'}`;
}

const fieldFilter = (what: string) => z.string().trim().max(100).optional().describe(what);

/** The status of an account's latest real-name verification (NULL before any). */
const VERIFICATION = `(SELECT r.status FROM real_person_requests r WHERE r.user_id = u.id AND r.kind = 'verification' ORDER BY r.id DESC LIMIT 1)`;
/** What the user list shows of an account. */
const LIST_COLUMNS = `${USER_COLUMNS}, coalesce(${VERIFICATION}, 'none') AS real_person_status,
  (SELECT s.username FROM users s WHERE s.id = u.sales_id) AS sales_username`;
type ListRow = UserRow & {
  real_person_status: 'none' | 'pending' | 'approved' | 'rejected';
  sales_username: string | null;
};

interface ReviewRow {
  id: string;
  kind: 'verification' | 'change';
  user_id: string;
  username: string;
  name: string;
  organization: string;
  mobile: string;
  email: string;
  real_name: string | null;
  id_number: string | null;
  document_name: string | null;
  document_type: string | null;
  changes: { name?: string; organization?: string } | null;
  previous: { name?: string; organization?: string } | null;
  status: 'pending' | 'approved' | 'rejected';
  comment: string;
  reviewer: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

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

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export default async function adminUserRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['User administration'];

  const userQuery = z.object({
    ...pageQuery,
    keyword: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe('Part of username, name, mobile, e-mail or organization'),
    type: userTypeField.optional(),
    username: fieldFilter('Part of the username'),
    name: fieldFilter('Part of the name'),
    mobile: fieldFilter('Part of the mobile number'),
    email: fieldFilter('Part of the e-mail address'),
    organization: fieldFilter('Part of the organization'),
    verification: z.enum(['none', 'pending', 'approved', 'rejected']).optional(),
    is_active: z.enum(['true', 'false']).optional(),
    sales_id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53)
      .optional(),
    ordering: z.enum(ORDERINGS).default('id').describe('Sort field; a leading - sorts descending'),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53)
      .optional()
      .describe('One account by its id'),
  });

  function userFilter(req: FastifyRequest, q: z.infer<typeof userQuery>, scope: 'all' | 'managed') {
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

  r.get('/user/query_all_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Search accounts (sales see customer accounts only)',
      querystring: userQuery,
      response: responses(listEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => {
      const f = userFilter(req, req.query, 'all');
      const p = await page<ListRow>(
        db,
        f.base,
        LIST_COLUMNS,
        orderBy(req.query.ordering),
        f.params,
        req.query,
      );
      return { ...reply.ok(p.rows.map(toAdminUser)), total: p.total, total_exact: true, next: p.next };
    },
  });

  r.get('/user/manage_customer/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Customers managed by the caller (staff: every account)',
      querystring: userQuery,
      response: responses(listEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => {
      const f = userFilter(req, req.query, 'managed');
      const p = await page<ListRow>(
        db,
        f.base,
        LIST_COLUMNS,
        orderBy(req.query.ordering),
        f.params,
        req.query,
      );
      return { ...reply.ok(p.rows.map(toAdminUser)), total: p.total, total_exact: true, next: p.next };
    },
  });

  r.post('/user/manage_customer/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary:
        'Update a customer: sales edit their customers or claim an unassigned one; staff also set type, sales, active and balance',
      body: z.object({
        user_id: z.number().int(),
        name: nameField.optional(),
        organization: organizationField.optional(),
        claim: z.boolean().optional().describe('Sales: assign an unassigned customer to yourself'),
        sales_id: z.number().int().nullable().optional().describe('Staff only'),
        type: userTypeField
          .optional()
          .describe(
            'Staff only; granting, removing or changing a staff role (system administrator included): administrator only',
          ),
        is_active: z.boolean().optional().describe('Staff only; deactivating revokes every session'),
        balance_change: z
          .number()
          .int()
          .min(-BALANCE_CHANGE_LIMITS.maxFen)
          .max(BALANCE_CHANGE_LIMITS.maxFen)
          .refine((n) => n !== 0, { error: 'invalidValue' })
          .optional()
          .describe('Staff only: signed change in fen (ledger row)'),
        scene: z.enum(BILL_SCENE_VALUES).optional(),
        note: z
          .string()
          .max(BALANCE_CHANGE_LIMITS.maxReason)
          .optional()
          .describe('Required with balance_change: the reason, on the bill'),
      }),
      response: responses(okEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
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
        if (b.balance_change !== undefined) {
          const upd = await tx.query<{ balance_fen: number }>(
            'UPDATE users SET balance_fen = balance_fen + $2 WHERE id = $1 AND balance_fen + $2 >= 0 RETURNING balance_fen',
            [b.user_id, b.balance_change],
          );
          if (!upd.rows[0]) throw unprocessable('insufficientBalance');
          await tx.query(
            'INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
            [
              b.user_id,
              b.balance_change,
              upd.rows[0].balance_fen,
              b.scene ?? (b.balance_change > 0 ? 'quota_topup' : 'quota_reduction'),
              b.note ?? '',
              me.id,
            ],
          );
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
      return reply.ok([toAdminUser(row)], 'saved');
    },
  });

  r.delete('/user/admin_myuser/:id/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary:
        'Delete an account (staff: any other account; sales: their own customers); sessions are revoked',
      params: z.object({ id: z.coerce.number().int() }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (req.params.id === req.user!.id) throw unprocessable('cannotDeleteSelf');
      const params: unknown[] = [req.params.id];
      const scope = manageableClause(req, params);
      await db.transaction(async (tx) => {
        const r1 = await tx.query<UserRow>(
          `UPDATE users u SET deleted_at = now(), is_active = false, updated_at = now() WHERE u.id = $1 AND u.deleted_at IS NULL AND ${scope}
           RETURNING ${USER_COLUMNS}`,
          params,
        );
        if (!r1.rows[0]) throw notFound();
        await revokeUserSessions(tx, req.params.id);
        await writeAudit(
          tx,
          auditOf(req, 'user.delete', req.params.id, auditedUser(r1.rows[0]), { deleted: true }),
        );
      });
      return reply.ok([], 'deleted');
    },
  });

  r.get('/user/download_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Export the accounts of query_all_user as XLSX (default) or CSV',
      querystring: userQuery
        .omit({ page: true, size: true, cursor: true })
        .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      produces: TABLE_TYPES,
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const f = userFilter(req, { ...req.query, page: 1, size: 1 }, 'all');
      const { rows } = await db.query<ListRow>(
        `SELECT ${LIST_COLUMNS} ${f.base} ORDER BY ${orderBy(req.query.ordering)} LIMIT 100000`,
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
      const file = await tableFile({ sheet: 'users', header, rows: lines }, req.query.format);
      return sendExport(reply, file, datedName('users'));
    },
  });

  // Reviews of customer information: real-name verifications and changes of name or organization (staff: all
  // requests; sales: their customers').
  r.get('/user/audit_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Requests to review: real-name verifications and information changes',
      querystring: z.object({
        ...pageQuery,
        status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
        kind: z.enum(['verification', 'change', 'all']).default('all'),
        keyword: z.string().trim().max(100).optional().describe('Part of the username, name or organization'),
      }),
      response: responses(listEnvelope(realPersonRequestSchema)),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [];
      const where = [manageableClause(req, params)];
      if (req.query.status !== 'all') {
        params.push(req.query.status);
        where.push(`p.status = $${params.length}`);
      }
      if (req.query.kind !== 'all') {
        params.push(req.query.kind);
        where.push(`p.kind = $${params.length}`);
      }
      if (req.query.keyword) {
        params.push(`%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        const k = `$${params.length}`;
        where.push(
          `(u.username ILIKE ${k} OR u.name ILIKE ${k} OR u.organization ILIKE ${k} OR p.real_name ILIKE ${k})`,
        );
      }
      const base = `FROM real_person_requests p JOIN users u ON u.id = p.user_id LEFT JOIN users r ON r.id = p.reviewer_id
        WHERE u.deleted_at IS NULL AND ${where.join(' AND ')}`;
      const p = await page<ReviewRow>(
        db,
        base,
        `p.id, p.kind, p.user_id, u.username, u.name, u.organization, u.mobile, u.email, p.real_name, p.id_number,
         p.document_name, p.document_type, p.changes, p.previous, p.status, p.comment, r.username AS reviewer,
         p.created_at, p.reviewed_at`,
        // Pending requests oldest first (first come, first served); decided ones newest first.
        req.query.status === 'pending' ? 'p.id' : 'p.id DESC',
        params,
        req.query,
      );
      const data = p.rows.map((x) => ({
        ...x,
        id: Number(x.id),
        user_id: Number(x.user_id),
        created_at: iso(x.created_at)!,
        reviewed_at: iso(x.reviewed_at),
      }));
      return { ...reply.ok(data), total: p.total, total_exact: true, next: p.next };
    },
  });

  r.post('/user/audit_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Approve or reject a request (a rejection gives the reason the customer reads)',
      body: z
        .object({
          id: z.number().int(),
          approve: z.boolean(),
          comment: z.string().trim().max(500, { error: 'tooLong' }).optional(),
        })
        .refine((b) => b.approve || (b.comment ?? '').length > 0, {
          path: ['comment'],
          error: 'rejectReasonRequired',
          when: () => true,
        }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [];
      const sql = manageableClause(req, params, 2);
      const me = req.user!;
      await db.transaction((tx) =>
        decideReview(
          tx,
          { id: me.id, username: me.username },
          { id: req.body.id, approve: req.body.approve, comment: req.body.comment ?? '' },
          { sql, params },
        ),
      );
      return reply.ok([], 'saved');
    },
  });

  r.get('/user/audit_user/:id/document/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'The uploaded document of a real-name verification request (binary)',
      params: z.object({ id: z.coerce.number().int() }),
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const params: unknown[] = [req.params.id];
      const scope = manageableClause(req, params);
      const { rows } = await db.query<{ document_key: string; document_name: string; document_type: string }>(
        `SELECT p.document_key, p.document_name, p.document_type FROM real_person_requests p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${scope}`,
        params,
      );
      if (!rows[0]) throw notFound();
      return sendStoredFile(req, reply, storage, rows[0].document_key, {
        type: rows[0].document_type,
        filename: rows[0].document_name,
        cacheControl: 'no-store',
      });
    },
  });
}
