/**
 * GET /audit_log/: the audit log (api/src/audit/log.ts), newest first, for the system administrator only (other
 * staff get 403).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYSTEM_ADMIN } from '../../http/access';
import { decodeCursor, listEnvelope, nextCursor, pageQuery, responses } from '../../http/envelope';
import type { Deps } from '../deps';

const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int().nullable(),
    actor_username: z.string(),
    action: z.string(),
    subject_type: z.enum(['user', 'review', 'permission', 'feedback', 'content', 'scene']),
    subject_id: z.number().int(),
    before: z.unknown(),
    after: z.unknown(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

interface Row {
  id: string;
  actor_id: string | null;
  actor_username: string;
  action: string;
  subject_type: 'user' | 'review' | 'permission' | 'feedback' | 'content' | 'scene';
  subject_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

export default async function auditRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/audit_log/', {
    config: { access: SYSTEM_ADMIN },
    schema: {
      tags: ['Audit'],
      summary: 'Staff actions on users, reviews, permissions and feedback (system administrator only)',
      querystring: z.object({
        ...pageQuery,
        subject_type: z.enum(['user', 'review', 'permission', 'feedback', 'content', 'scene']).optional(),
        subject_id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 53)
          .optional(),
        actor: z.string().trim().max(50).optional().describe('Username of who acted'),
        action: z.string().trim().max(50).optional(),
      }),
      response: responses(listEnvelope(auditEntrySchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
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
      const data = rows.map((x) => ({
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
      return { ...reply.ok(data), total, total_exact: true, next: nextCursor(offset, q.size, total) };
    },
  });
}
