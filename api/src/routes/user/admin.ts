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
import {
  adminUserSchema,
  nameField,
  organizationField,
  toAdminUser,
  userTypeField,
} from '../../schemas/user';
import type { Deps } from '../deps';
import { realPersonRequestSchema } from './real-person';

/** Types whose role group is staff or sales; everything else is a customer (spec §6). */
const INTERNAL_TYPES = Object.entries(USER_TYPES)
  .filter(([, v]) => (v.group as RoleGroup) !== 'customer')
  .map(([k]) => k);

const isStaff = (req: FastifyRequest) => req.roleGroup === 'staff';

/** Rows of `users u` a caller may manage: staff all accounts, sales the customers assigned to them. */
function manageableClause(req: FastifyRequest, params: unknown[]): string {
  if (isStaff(req)) return 'true';
  params.push(req.user!.id);
  return `u.sales_id = $${params.length}`;
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
      const p = await page<UserRow>(db, f.base, USER_COLUMNS, 'u.id', f.params, req.query);
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
      const p = await page<UserRow>(db, f.base, USER_COLUMNS, 'u.id', f.params, req.query);
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
        type: userTypeField.optional().describe('Staff only'),
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
        return (await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [b.user_id]))
          .rows[0];
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
        const r1 = await tx.query(
          `UPDATE users u SET deleted_at = now(), is_active = false, updated_at = now() WHERE u.id = $1 AND u.deleted_at IS NULL AND ${scope}`,
          params,
        );
        if (!r1.rowCount) throw notFound();
        await revokeUserSessions(tx, req.params.id);
      });
      return reply.ok([], 'deleted');
    },
  });

  r.get('/user/download_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Export the accounts of query_all_user as XLSX (default) or CSV',
      querystring: z.object({
        keyword: z.string().trim().max(100).optional(),
        type: userTypeField.optional(),
        format: z.enum(['xlsx', 'csv']).default('xlsx'),
      }),
      produces: TABLE_TYPES,
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const f = userFilter(req, { ...req.query, page: 1, size: 1 }, 'all');
      const { rows } = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} ${f.base} ORDER BY u.id LIMIT 100000`,
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
        (u.balance_fen / 100).toFixed(2),
        iso(u.created_at),
      ]);
      const file = await tableFile({ sheet: 'users', header, rows: lines }, req.query.format);
      return sendExport(reply, file, datedName('users'));
    },
  });

  // Real-name verification review (staff: all requests; sales: their customers').
  r.get('/user/audit_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Real-name verification requests to review',
      querystring: z.object({
        ...pageQuery,
        status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
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
      const base = `FROM real_person_requests p JOIN users u ON u.id = p.user_id WHERE u.deleted_at IS NULL AND ${where.join(' AND ')}`;
      const p = await page<{
        id: number;
        user_id: number;
        username: string;
        real_name: string;
        id_number: string;
        document_name: string;
        status: 'pending' | 'approved' | 'rejected';
        comment: string;
        created_at: Date;
        reviewed_at: Date | null;
      }>(
        db,
        base,
        'p.id, p.user_id, u.username, p.real_name, p.id_number, p.document_name, p.status, p.comment, p.created_at, p.reviewed_at',
        'p.id',
        params,
        req.query,
      );
      const data = p.rows.map((x) => ({
        ...x,
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
      summary: 'Approve or reject a real-name verification request',
      body: z.object({ id: z.number().int(), approve: z.boolean(), comment: z.string().max(500).optional() }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [req.body.id];
      const scope = manageableClause(req, params);
      await db.transaction(async (tx) => {
        const found = await tx.query<{ status: string }>(
          `SELECT p.status FROM real_person_requests p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${scope} FOR UPDATE OF p`,
          params,
        );
        if (!found.rows[0]) throw notFound();
        if (found.rows[0].status !== 'pending') throw unprocessable('alreadyReviewed');
        await tx.query(
          'UPDATE real_person_requests SET status = $2, comment = $3, reviewer_id = $4, reviewed_at = now() WHERE id = $1',
          [req.body.id, req.body.approve ? 'approved' : 'rejected', req.body.comment ?? '', req.user!.id],
        );
      });
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
      const data = await storage.get(rows[0].document_key);
      return reply
        .header('Content-Type', rows[0].document_type)
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(rows[0].document_name)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  });
}
