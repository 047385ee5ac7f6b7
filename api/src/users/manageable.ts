/**
 * Whose accounts a staff or sales caller manages (docs/requirements.md §6.4): staff every account, sales the
 * customers assigned to them; and the page of such a list.
 */
import { USER_TYPES, type RoleGroup } from '@portal/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { decodeCursor, nextCursor } from '../http/envelope';

/** Types whose role group is staff or sales; everything else is a customer (docs/requirements.md §6.1). */
export const INTERNAL_TYPES = Object.entries(USER_TYPES)
  .filter(([, v]) => (v.group as RoleGroup) !== 'customer')
  .map(([k]) => k);

export const isStaff = (req: FastifyRequest) => req.roleGroup === 'staff';

/** Rows of `users u` a caller may manage: staff all accounts, sales the customers assigned to them. */
export function manageableClause(req: FastifyRequest, params: unknown[], firstParam = 1): string {
  if (isStaff(req)) return 'true';
  params.push(req.user!.id);
  return `u.sales_id = $${params.length + firstParam - 1}`;
}

/** One page of `SELECT select base ORDER BY order`, with the total and the next cursor. */
export async function page<T>(
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

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
