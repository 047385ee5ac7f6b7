/**
 * Tasking orders of docs/requirements.md §7 "Tasking missions": a customer submits one (new_order, multipart with the application
 * form), lists, reads, edits while pending review, deletes pending ones (destroy_many), exports them and imports
 * an area file (map_file_import); staff move an order through the states of shared/domain (transition). Alerts:
 * GET /commodity/notifications/ and POST .../read/. The work is in api/src/missions/.
 *
 * Who sees what (docs/requirements.md §6): a customer their own orders; sales and pre-sales every order
 * (read-only, as all archived orders); staff every order.
 * Coordinates in requests and answers follow the Satellite header; the database holds WGS-84.
 */
import {
  destroyManyBody,
  missionDetailSchema,
  missionSchema,
  notificationSchema,
  transitionBody,
} from '@portal/shared/domain/missions';
import {
  deletedCount,
  markedCount,
  missionCreateBody,
  missionExportQuery,
  missionPageQuery,
  missionUpdateBody,
  notificationListQuery,
  notificationReadBody,
  unreadCount,
} from '@portal/shared/domain/missions-calls';
import { listNotifications, markRead } from '../../alerts/notifications';
import { datedName, sendExport, TABLE_TYPES } from '../../export';
import { STAFF } from '../../http/access';
import { ApiError } from '../../http/errors';
import { decodeCursor, listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { binary, idParam, pageAnswer } from '../../http/route-parts';
import { uploadedFile } from '../../http/uploads';
import { editMission, submitMission } from '../../missions/application-form';
import { exportMissions } from '../../missions/export';
import { alertReader, filterOf, readableDetail } from '../../missions/order-calls';
import { listMissions } from '../../missions/read';
import { asSeenBy } from '../../missions/request-view';
import { transitionMission } from '../../missions/staff-calls';
import { destroyMissions } from '../../missions/write';
import { priceOrder } from '../../offer/quote';
import { submitSeries } from '../../offer/series';
import { areaFileAnswer, areaFileSchema } from '../../schemas/area-file-answer';
import { defineRoutes } from '../deps';

const tags = ['Tasking missions'];

export default defineRoutes((r, { db, storage }) => {
  const base = '/commodity/missions';

  r.post(`${base}/new_order/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionCreate',
      summary:
        "Submit a tasking order (multipart: the order fields and the application form); pending review, its cost charged from the balance. With the quote's `quote_id` and `quoted_cost_fen`: charged the quote, or 409 with the new quote in `data` when the price changed",
      consumes: ['multipart/form-data'],
      body: missionCreateBody(uploadedFile),
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const m = req.body.repeat
        ? asSeenBy(req)(await submitSeries(db, storage, req, { ...req.body, repeat: req.body.repeat }))
        : await submitMission(db, storage, req, req.body, (f) => priceOrder(db, req.user!.id, f, req.body));
      // An organisation's order above its threshold waits for a manager (docs/organisations.md "Approvals").
      return reply.ok([m], m.awaiting_approval ? 'orderAwaitingApproval' : 'missionSubmitted');
    },
  });

  r.get(`${base}/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionList',
      summary: "Tasking orders, newest first: the caller's own; with scope=all staff and sales every order",
      querystring: missionPageQuery,
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(db, filterOf(req, q), offset, q.size);
      return pageAnswer(reply.ok(missions.map(asSeenBy(req))), offset, q.size, total);
    },
  });

  r.get(`${base}/mission_export/`, {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'missionExport',
      summary:
        "The tasking orders of the list (the caller's own, or with scope=all those they may read), matching the filters, as XLSX (default) or CSV",
      querystring: missionExportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) =>
      sendExport(reply, await exportMissions(db, req, req.query), datedName('tasking-orders')),
  });

  r.post(`${base}/map_file_import/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionMapFileImport',
      summary: 'The target areas of an area file (multipart `file`: kml, kmz or zipped shapefile)',
      ...areaFileSchema,
    },
    handler: async (req, reply) => areaFileAnswer(reply, req.body.file, req.crs),
  });

  r.post(`${base}/destroy_many/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionDestroyMany',
      summary:
        "Delete the caller's own orders pending review (all or none), refunding each; 422 naming those already reviewed",
      body: destroyManyBody,
      response: responses(okEnvelope(deletedCount)),
    },
    handler: async (req, reply) =>
      reply.ok([{ deleted: await destroyMissions(db, req.body.ids, req.user!.id) }], 'deleted'),
  });

  r.get(`${base}/:id/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionDetail',
      summary: 'One tasking order with its five-step progress and the history of its states',
      params: idParam,
      response: responses(okEnvelope(missionDetailSchema)),
    },
    handler: async (req, reply) => reply.ok([await readableDetail(db, req, req.params.id)]),
  });

  r.put(`${base}/:id/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionUpdate',
      summary:
        "Edit one's own order while it is pending review (multipart or JSON; a new application form optional); the balance moves by the change in cost",
      consumes: ['multipart/form-data', 'application/json'],
      params: idParam,
      body: missionUpdateBody(uploadedFile),
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      if (req.body.repeat)
        throw new ApiError(422, 'repeatOnEdit', [{ field: 'repeat', key: 'repeatOnEdit' }]);
      return reply.ok(
        [
          await editMission(db, storage, req, req.params.id, req.body, (f) =>
            priceOrder(db, req.user!.id, f, req.body),
          ),
        ],
        'missionUpdated',
      );
    },
  });

  r.post(`${base}/:id/transition/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionTransition',
      summary:
        'Staff: set a state of review or planning by hand (review and planning states only; later states follow the tasks); 422 naming the present state otherwise, 409 on an older version; recorded, alerted, refunded once',
      params: idParam,
      body: transitionBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await transitionMission(db, req, req.params.id, req.body)], 'saved'),
  });

  r.get('/commodity/notifications/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'notificationList',
      summary:
        "Alerts of tasking orders, newest first: one's own; sales also their customers'. `unread` counts the unread",
      querystring: notificationListQuery,
      response: responses(listEnvelope(notificationSchema).extend(unreadCount.shape)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const res = await listNotifications(db, alertReader(req), req.lang, {
        unreadOnly: q.unread === 'true',
        offset,
        size: q.size,
      });
      return { ...pageAnswer(reply.ok(res.data), offset, q.size, res.total), unread: res.unread };
    },
  });

  r.post('/commodity/notifications/read/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'notificationRead',
      summary: 'Mark alerts read: these ids, or all of them',
      body: notificationReadBody,
      response: responses(okEnvelope(markedCount)),
    },
    handler: async (req, reply) => reply.ok([{ marked: await markRead(db, alertReader(req), req.body.ids) }]),
  });
});
