/** Reading the audit log (./log.ts writes it): filtered pages, newest first. */
import type { AuditEntry, AuditQuery, AuditSubjectType } from '@portal/shared/domain/audit';
import type { Queryable } from '../db';
import { decodeCursor, nextCursor } from '../http/envelope';

interface Row {
  id: string;
  actor_id: string | null;
  actor_username: string;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

export async function listAudit(db: Queryable, q: AuditQuery) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('$?', `$${params.length}`));
  };
  if (q.subject_type) add('subject_type = $?', q.subject_type);
  if (q.subject_id !== undefined) add('subject_id = $?', q.subject_id);
  if (q.actor) add('actor_username = $?', q.actor);
  if (q.action) add('action = $?', q.action);
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const offset = decodeCursor(q.cursor, q.page, q.size);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${w}`, params))
    .rows[0].n;
  const { rows } = await db.query<Row>(
    `SELECT id, actor_id, actor_username, action, subject_type, subject_id, before, after, created_at
       FROM audit_log ${w} ORDER BY id DESC LIMIT ${q.size} OFFSET ${offset}`,
    params,
  );
  const data: AuditEntry[] = rows.map((x) => ({
    id: Number(x.id),
    actor_id: x.actor_id === null ? null : Number(x.actor_id),
    actor_username: x.actor_username,
    action: x.action,
    subject_type: x.subject_type,
    subject_id: Number(x.subject_id),
    before: x.before,
    after: x.after,
    created_at: new Date(x.created_at).toISOString(),
  }));
  return { data, total, next: nextCursor(offset, q.size, total) };
}
