/** Reading feedback: the row, its record (shared/domain Feedback), and the list's filter as SQL. */
import { isOrderedRange, rangeEnd } from '@portal/shared/domain';
import type { Feedback, FeedbackFilter } from '@portal/shared/domain/feedback-contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { ApiError, notFound } from '../http/errors';

export interface FeedbackRow {
  id: string;
  user_id: string;
  username: string;
  module: Feedback['module'];
  type: Feedback['type'];
  contact: string;
  description: string;
  page: string;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_size: string | null;
  attachment_type: string | null;
  state: Feedback['state'];
  reply: string;
  replied_by_name: string | null;
  replied_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const FROM = `FROM feedback f JOIN users u ON u.id = f.user_id LEFT JOIN users r ON r.id = f.replied_by`;
export const SELECT = `SELECT f.id, f.user_id, u.username, f.module, f.type, f.contact, f.description, f.page,
  f.attachment_key, f.attachment_name, f.attachment_size, f.attachment_type, f.state, f.reply,
  r.username AS replied_by_name, f.replied_at, f.created_at, f.updated_at ${FROM}`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toFeedback(x: FeedbackRow): Feedback {
  return {
    id: Number(x.id),
    user_id: Number(x.user_id),
    username: x.username,
    module: x.module,
    type: x.type,
    contact: x.contact,
    description: x.description,
    page: x.page,
    attachment:
      x.attachment_key === null
        ? null
        : { name: x.attachment_name ?? '', size: Number(x.attachment_size), type: x.attachment_type ?? '' },
    state: x.state,
    reply: x.reply,
    replied_by: x.replied_by_name,
    replied_at: iso(x.replied_at),
    created_at: iso(x.created_at)!,
    updated_at: iso(x.updated_at)!,
  };
}

/** One feedback by id (404 when there is none); `lock` holds its row until the transaction ends. */
export async function feedbackById(q: Queryable, id: number, lock = false): Promise<Feedback> {
  if (lock) await q.query('SELECT 1 FROM feedback WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await q.query<FeedbackRow>(`${SELECT} WHERE f.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toFeedback(rows[0]);
}

export async function attachmentOf(q: Queryable, id: number) {
  const { rows } = await q.query<{
    user_id: string;
    attachment_key: string | null;
    attachment_name: string | null;
    attachment_type: string | null;
  }>('SELECT user_id, attachment_key, attachment_name, attachment_type FROM feedback WHERE id = $1', [id]);
  return rows[0];
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of a list: the filter, narrowed to the caller's own feedback unless they are staff.
 * Returns the clause (with `WHERE` when not empty) and its parameters.
 */
export function whereOf(filter: FeedbackFilter, req: FastifyRequest): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    clauses.push(sql.replace(/\$\?/g, `$${params.length}`));
  };
  if (req.roleGroup !== 'staff') add('f.user_id = $?', req.user!.id);
  else if (filter.user_id !== undefined) add('f.user_id = $?', filter.user_id);
  if (filter.module?.length) add('f.module = ANY($?::text[])', filter.module);
  if (filter.type?.length) add('f.type = ANY($?::text[])', filter.type);
  if (filter.state?.length) add('f.state = ANY($?::text[])', filter.state);
  if (filter.from) add('f.created_at >= $?::timestamptz', new Date(Date.parse(filter.from)).toISOString());
  if (filter.to) {
    // A day takes the whole day: before the next one starts.
    add(
      `f.created_at ${isDay(filter.to) ? '<' : '<='} $?::timestamptz`,
      new Date(rangeEnd(filter.to)).toISOString(),
    );
  }
  if (filter.keyword)
    add('(f.description ILIKE $? OR f.contact ILIKE $? OR u.username ILIKE $?)', escapeLike(filter.keyword));
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The caller's saved filter (another person's, or none: 404). */
export async function savedFilterFields(q: Queryable, id: number, userId: number): Promise<FeedbackFilter> {
  const { rows } = await q.query<{ fields: FeedbackFilter }>(
    'SELECT fields FROM feedback_filters WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0].fields;
}

/** The filter a list request asks for: its saved filter (if any), overridden by the parameters it gives. */
export async function requestedFilter(
  q: Queryable,
  req: FastifyRequest,
  query: FeedbackFilter & { filter_id?: number },
): Promise<FeedbackFilter> {
  const { filter_id, ...given } = query;
  const saved = filter_id === undefined ? {} : await savedFilterFields(q, filter_id, req.user!.id);
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== ''));
  const filter: FeedbackFilter = { ...saved, ...defined };
  if (!isOrderedRange(filter))
    throw new ApiError(400, 'endBeforeStart', [{ field: 'to', key: 'endBeforeStart' }]);
  return filter;
}
