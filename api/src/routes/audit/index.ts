/**
 * GET /audit_log/: the audit log (api/src/audit/log.ts), newest first, for the system administrator only (other
 * staff get 403). The reading is api/src/audit/list.ts.
 */
import { auditEntrySchema, auditQuery } from '@portal/shared/domain/audit';
import { listAudit } from '../../audit/list';
import { SYSTEM_ADMIN } from '../../http/access';
import { listEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { builtPage } from '../../http/route-parts';

export default defineRoutes((r, { db }) => {
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
      return builtPage(reply.ok(p.data), p);
    },
  });
});
