/**
 * Organisations for staff and sales (docs/organisations.md "Staff and sales"): the list and one organisation (sales:
 * those they look after), and staff's change of an organisation's balance, audited like a customer's top-up.
 */
import {
  adminOrgBalanceBody,
  adminOrgDetailSchema,
  adminOrgListQuery,
  adminOrgRowSchema,
} from '@portal/shared/domain/organisations';
import { STAFF, STAFF_SALES } from '../../http/access';
import { decodeCursor, listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { idParam, pageAnswer } from '../../http/route-parts';
import { changeOrgBalance, listOrgs, orgDetail } from '../../orgs/admin';
import { defineRoutes } from '../deps';

const tags = ['Organisations'];

export default defineRoutes((r, { db }) => {
  const readerOf = (req: { user?: { id: number } | null; roleGroup?: string | null }) => ({
    userId: req.user!.id,
    sales: req.roleGroup === 'sales',
  });

  r.get('/admin/orgs/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'adminOrgList',
      summary:
        'Staff and sales: organisations, newest first (sales: those they look after), by name or contact',
      querystring: adminOrgListQuery,
      response: responses(listEnvelope(adminOrgRowSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { orgs, total } = await listOrgs(db, readerOf(req), q, offset, q.size);
      return pageAnswer(reply.ok(orgs), offset, q.size, total);
    },
  });

  r.get('/admin/orgs/:id/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'adminOrgDetail',
      summary:
        'Staff and sales: one organisation with its members, balance, budgets, recent orders and bill by member',
      params: idParam,
      response: responses(okEnvelope(adminOrgDetailSchema)),
    },
    handler: async (req, reply) => reply.ok([await orgDetail(db, readerOf(req), req.params.id)]),
  });

  r.post('/admin/orgs/:id/balance/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'adminOrgBalance',
      summary:
        "Staff: top up (positive) or reduce (negative) an organisation's balance with a reason; audited, on its bill",
      params: idParam,
      body: adminOrgBalanceBody,
      response: responses(okEnvelope(adminOrgRowSchema)),
    },
    handler: async (req, reply) =>
      reply.ok(
        [
          await changeOrgBalance(
            db,
            { id: req.user!.id, username: req.user!.username },
            req.params.id,
            req.body,
          ),
        ],
        'orgBalanceChanged',
      ),
  });
});
