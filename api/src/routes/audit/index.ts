/**
 * GET /audit_log/: the audit log (api/src/audit/log.ts), newest first, for the system administrator only (other
 * staff get 403). The reading is api/src/audit/list.ts.
 */
import { auditEntrySchema, auditQuery } from '@portal/shared/domain/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from '../../audit/list';
import { SYSTEM_ADMIN } from '../../http/access';
import { listEnvelope, responses } from '../../http/envelope';
import type { Deps } from '../deps';

export default async function auditRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/audit_log/', {
    config: { access: SYSTEM_ADMIN },
    schema: {
      tags: ['Audit'],
      summary: 'Staff actions on users, reviews, permissions and feedback (system administrator only)',
      querystring: auditQuery,
      response: responses(listEnvelope(auditEntrySchema)),
    },
    handler: async (req, reply) => {
      const p = await listAudit(db, req.query);
      return { ...reply.ok(p.data), total: p.total, total_exact: true, next: p.next };
    },
  });
}
