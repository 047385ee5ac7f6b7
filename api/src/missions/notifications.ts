/**
 * Alerts (spec §3 notification: create_time, type_status_text, tasknumber_text, rank), written with every change
 * of a tasking order's state. A customer reads their own; sales read those of the customers they look after.
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Notification } from '@portal/shared/domain/missions';
import type { Queryable } from '../db';
import { missionNo } from './missions';

/** Whose alerts a reader sees: their own, and (sales) their customers'. */
export interface AlertReader {
  userId: number;
  sales: boolean;
}

const scope = (r: AlertReader, params: unknown[]) => {
  params.push(r.userId);
  const me = `$${params.length}`;
  return r.sales ? `(n.user_id = ${me} OR u.sales_id = ${me})` : `n.user_id = ${me}`;
};

interface Row {
  id: string;
  created_at: Date;
  state: number;
  rank: number;
  mission_id: string;
  mission_created: Date;
  target_name: string;
  username: string;
  read_at: Date | null;
}

export async function listNotifications(
  db: Queryable,
  reader: AlertReader,
  lang: 'zh' | 'en',
  opts: { unreadOnly: boolean; offset: number; size: number },
) {
  const params: unknown[] = [];
  const where = [scope(reader, params)];
  if (opts.unreadOnly) where.push('n.read_at IS NULL');
  const base = `FROM notifications n JOIN missions m ON m.id = n.mission_id JOIN users u ON u.id = n.user_id
    WHERE ${where.join(' AND ')}`;
  const [total, unread, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${base} AND n.read_at IS NULL`, params),
    db.query<Row>(
      `SELECT n.id, n.created_at, n.state, n.rank, n.mission_id, m.created_at AS mission_created, m.target_name,
              u.username, n.read_at
         ${base} ORDER BY n.id DESC LIMIT ${opts.size} OFFSET ${opts.offset}`,
      params,
    ),
  ]);
  const data: Notification[] = page.rows.map((r) => ({
    id: Number(r.id),
    create_time: new Date(r.created_at).toISOString(),
    type_status_text: ORDER_STATES[r.state]?.[lang] ?? String(r.state),
    tasknumber_text: `${missionNo(Number(r.mission_id), r.mission_created)} ${r.target_name}`,
    rank: r.rank,
    mission_id: Number(r.mission_id),
    username: r.username,
    read: r.read_at !== null,
  }));
  return { data, total: total.rows[0].n, unread: unread.rows[0].n };
}

/** Marks alerts read (these ids, or all); a reader marks only what they may see. Returns how many changed. */
export async function markRead(db: Queryable, reader: AlertReader, ids: number[] | 'all'): Promise<number> {
  const params: unknown[] = [];
  const where = [scope(reader, params), 'n.read_at IS NULL'];
  if (ids !== 'all') {
    params.push(ids);
    where.push(`n.id = ANY ($${params.length}::bigint[])`);
  }
  const res = await db.query(
    `UPDATE notifications SET read_at = now() WHERE id IN (
       SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE ${where.join(' AND ')})`,
    params,
  );
  return res.rowCount ?? 0;
}
