/**
 * Ordering archive scenes and the orders themselves: the cost of a selection, what stands in its way, placing an
 * order from the balance, the list and its staff export, one order, staff's note, cancelling with a refund.
 */
import {
  archiveOrderSchema,
  cancelOrderBody,
  conflictCheckBody,
  createOrderBody,
  orderCostQuery,
  orderCostResult,
  orderCreateHeaders,
  orderExportQuery,
  orderListQuery,
  orderNoteBody,
  sceneConflict,
  sceneSelection,
} from '@portal/shared/domain/orders';
import type { FastifyRequest } from 'fastify';
import { datedName, sendExport, TABLE_TYPES } from '../../export';
import { STAFF, STAFF_SALES } from '../../http/access';
import { decodeCursor, listEnvelope, okEnvelope, pageQuery, responses } from '../../http/envelope';
import { listScopeQuery, seesOthers } from '../../http/list-scope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { binary, idParam, orNotFound, pageAnswer } from '../../http/route-parts';
import { viewerOf } from '../../http/viewer';
import { exportOrders } from '../../orders/export';
import { findOrder, listOrders, sceneConflicts, setStaffNote } from '../../orders/orders';
import { cancelOrder, orderCost, placeOrder } from '../../orders/place';
import { defineRoutes } from '../deps';
import { asSeenBy, ownerScope, tags } from './common';

/** Idempotency-Key: what a client may send (echoed nowhere, stored with the order). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

export default defineRoutes((r, { db }) => {
  const customerViewer = (req: FastifyRequest) => ({ ...viewerOf(req), userId: req.user!.id });

  r.get('/commodity/order_cost/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderCost',
      summary:
        'The cost of a selection of scenes (fen), the balance and the balance after paying; 409 for a scene that cannot be ordered (already bought, not permitted, missing, not priced)',
      querystring: orderCostQuery,
      response: responses(okEnvelope(orderCostResult)),
    },
    handler: async (req, reply) => {
      const ids = req.query.scene_ids
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const parsed = sceneSelection.safeParse(ids);
      if (!parsed.success) throw badRequest([{ field: 'scene_ids', key: 'selectImage' }]);
      return reply.ok([await orderCost(db, customerViewer(req), parsed.data, req.query.budget_id)]);
    },
  });

  r.post('/commodity/conflict_check/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderConflictCheck',
      summary:
        'For each scene: already ordered by the caller, not permitted, missing, not priced, or orderable (null)',
      body: conflictCheckBody,
      response: responses(okEnvelope(sceneConflict)),
    },
    handler: async (req, reply) =>
      reply.ok(await sceneConflicts(db, customerViewer(req), req.body.scene_ids)),
  });

  r.post('/commodity/orders/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderCreate',
      summary:
        'Order scenes, paid from the balance. 409 when a scene cannot be ordered or the cost changed (X-Order-Cost-Fen); ' +
        '422 when the balance is short. A repeated Idempotency-Key returns the same order, charged once',
      headers: orderCreateHeaders,
      body: createOrderBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        throw badRequest([{ field: 'Idempotency-Key', key: 'invalidValue' }]);
      const { order } = await placeOrder(db, {
        viewer: customerViewer(req),
        sceneIds: req.body.scene_ids,
        quotedCostFen: req.body.quoted_cost_fen,
        note: req.body.note,
        budgetId: req.body.budget_id,
        idempotencyKey: key,
        lang: req.lang,
      });
      return reply.ok(
        [asSeenBy(req)(order)],
        order.awaiting_approval ? 'orderAwaitingApproval' : 'orderPlaced',
      );
    },
  });

  r.get('/commodity/orders/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderList',
      summary:
        "Archive orders: the caller's own; with scope=all staff and sales every order (filter by username)",
      querystring: orderListQuery.extend(pageQuery).extend(listScopeQuery),
      response: responses(listEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const owner = seesOthers(req, q.scope) ? ownerScope(req) : req.user!.id;
      const { orders, total } = await listOrders(
        db,
        {
          ownerId: owner,
          status: q.status,
          from: q.from,
          to: q.to,
          sceneId: q.scene_id,
          username: owner === null ? q.username : undefined,
          sort: q.sort,
          lang: req.lang,
        },
        offset,
        q.size,
      );
      return pageAnswer(reply.ok(orders.map(asSeenBy(req))), offset, q.size, total);
    },
  });

  r.get('/commodity/orders/export/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'orderExport',
      summary: 'Every archive order matching the filters as XLSX (default) or CSV (at most 100,000)',
      querystring: orderExportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) =>
      sendExport(reply, await exportOrders(db, req.query, req.lang), datedName('archive-orders')),
  });

  r.get('/commodity/orders/:id/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderDetail',
      summary: 'One archive order (a customer: their own only)',
      params: idParam,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const order = orNotFound(await findOrder(db, req.params.id, ownerScope(req), req.lang));
      return reply.ok([asSeenBy(req)(order)]);
    },
  });

  r.patch('/commodity/orders/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'orderStaffNote',
      summary: "Staff: set staff's note on an order (internal; the customer's own note is unchanged)",
      params: idParam,
      body: orderNoteBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      if (!(await setStaffNote(db, req.params.id, req.body.staff_note))) throw notFound();
      return reply.ok([(await findOrder(db, req.params.id, null, req.lang))!], 'saved');
    },
  });

  r.post('/commodity/orders/cancel/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderCancel',
      summary:
        "Cancel an order nothing of which was downloaded, refunding its money to the balance (once); 422 for a tasking order's delivery",
      body: cancelOrderBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      if (req.roleGroup === 'sales') throw new ApiError(403, 'forbidden');
      const order = orNotFound(
        await cancelOrder(db, {
          id: req.body.id,
          ownerId: req.roleGroup === 'staff' ? null : req.user!.id,
          by: req.user!.id,
          reason: req.body.reason,
          lang: req.lang,
        }),
      );
      return reply.ok([asSeenBy(req)(order)], 'orderCancelled');
    },
  });
});
