/** Staff's view over who sent feedback: the list's filter options, the senders, and chosen senders' contacts. */
import { FEEDBACK_MODULES, FEEDBACK_STATES, FEEDBACK_TYPES, type LocalizedText } from '@portal/shared/domain';
import type { FeedbackSender, SenderContact } from '@portal/shared/domain/feedback-contract';
import type { Queryable } from '../db';
import { decodeCursor, nextCursor } from '../http/envelope';

const optionsOf = (labels: Record<string, LocalizedText>) =>
  Object.entries(labels).map(([value, l]) => ({ value, zh: l.zh, en: l.en }));

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The options of the feedback filter (zh/en) and when the first and the last feedback were sent. */
export async function filterOptions(db: Queryable) {
  const { rows } = await db.query<{ first: Date | null; last: Date | null }>(
    'SELECT min(created_at) AS first, max(created_at) AS last FROM feedback',
  );
  const { first, last } = rows[0];
  return {
    modules: optionsOf(FEEDBACK_MODULES),
    types: optionsOf(FEEDBACK_TYPES),
    states: optionsOf(FEEDBACK_STATES),
    date_range:
      first && last ? { from: new Date(first).toISOString(), to: new Date(last).toISOString() } : null,
  };
}

/** A page of the senders with their count and last time, latest first. */
export async function listSenders(
  db: Queryable,
  q: { page: number; size: number; cursor?: string; keyword?: string },
) {
  const { page, size, cursor, keyword } = q;
  const params: unknown[] = [];
  let where = '';
  if (keyword) {
    params.push(escapeLike(keyword));
    where = 'WHERE u.username ILIKE $1 OR u.name ILIKE $1 OR u.organization ILIKE $1';
  }
  const offset = decodeCursor(cursor, page, size);
  const grouped = `SELECT f.user_id, count(*)::int AS count, max(f.created_at) AS last_at
                     FROM feedback f GROUP BY f.user_id`;
  const from = `FROM (${grouped}) s JOIN users u ON u.id = s.user_id ${where}`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
  const { rows } = await db.query<{
    user_id: string;
    username: string;
    name: string;
    organization: string;
    count: number;
    last_at: Date;
  }>(
    `SELECT s.user_id, u.username, u.name, u.organization, s.count, s.last_at ${from}
      ORDER BY s.last_at DESC, s.user_id DESC LIMIT ${size} OFFSET ${offset}`,
    params,
  );
  const data: FeedbackSender[] = rows.map((x) => ({
    user_id: Number(x.user_id),
    username: x.username,
    name: x.name,
    organization: x.organization,
    count: x.count,
    last_at: new Date(x.last_at).toISOString(),
  }));
  return { data, total, next: nextCursor(offset, size, total) };
}

/** These users' contact details and feedback counts (unknown ids are left out). */
export async function senderContacts(db: Queryable, userIds: number[]): Promise<SenderContact[]> {
  const { rows } = await db.query<{
    id: string;
    username: string;
    name: string;
    mobile: string;
    email: string;
    organization: string;
    count: number;
  }>(
    `SELECT u.id, u.username, u.name, u.mobile, u.email, u.organization,
            (SELECT count(*)::int FROM feedback f WHERE f.user_id = u.id) AS count
       FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`,
    [[...new Set(userIds)]],
  );
  return rows.map(({ id, ...x }) => ({ user_id: Number(id), ...x }));
}
