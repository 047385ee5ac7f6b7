/**
 * Staff calls on tasking orders (docs/requirements.md §7 "Tasking missions"): the planning queue (get_orders), review, the staff
 * fields (PATCH), suspend (GET the suspended, POST to suspend or resume), sendgoods, synctoc, the passes to plan on
 * (opportunities) and comments (staff and sales, on the orders they may read). Customers reach none of these.
 * The work is in api/src/missions/staff.ts and api/src/tasks/.
 */
import { missionSchema } from '@portal/shared/domain/missions';
import { changedCount, commentCreated } from '@portal/shared/domain/missions-calls';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import {
  commentBody,
  missionDeliveryBody,
  missionStaffBody,
  planningOpportunity,
  reviewBody,
  suspendBody,
  syncResult,
} from '@portal/shared/domain/tasks';
import { STAFF, STAFF_SALES } from '../../http/access';
import { decodeCursor, listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { idParam, pageAnswer, wholeAnswer } from '../../http/route-parts';
import { DELIVERY_MESSAGE } from '../../i18n/messages';
import { listMissions } from '../../missions/read';
import { inCrs } from '../../missions/request-view';
import { reviewMission, suspendMissions, syncMission, updateStaffFields } from '../../missions/staff';
import { commentOn, planningQueue, staffView, suspendedOrders } from '../../missions/staff-calls';
import { deliverMission } from '../../tasks/actions';
import { opportunitiesOf } from '../../tasks/planning';
import { defineRoutes } from '../deps';

const tags = ['Tasking missions'];

export default defineRoutes((r, { db }) => {
  const base = '/commodity/missions';

  r.get(`${base}/get_orders/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionPlanningQueue',
      summary:
        'Staff: orders waiting for planning (order created, planning abnormal or under way), oldest first',
      querystring: pageQuerySchema,
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(db, planningQueue, offset, q.size);
      return pageAnswer(reply.ok(missions.map((m) => inCrs(m, req.crs))), offset, q.size, total);
    },
  });

  r.post(`${base}/:id/review/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionReview',
      summary:
        'Staff: accept an order pending review (reviewed → order created; the control team is told) or reject it with a reason (refunded)',
      params: idParam,
      body: reviewBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      await reviewMission(db, req.params.id, req.user!.id, b.version, b.accept, b.reason);
      return reply.ok([await staffView(db, req, req.params.id)], 'reviewed');
    },
  });

  r.patch(`${base}/:id/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionStaffUpdate',
      summary:
        'Staff: set the fields staff own (priority, classification, mgcType, task mode, interfere, anchoring, planning tag, contract, comments, admin, demand id, status description)',
      params: idParam,
      body: missionStaffBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const { version, ...fields } = req.body;
      await updateStaffFields(db, req.params.id, req.user!.id, version, fields);
      return reply.ok([await staffView(db, req, req.params.id)], 'saved');
    },
  });

  r.get(`${base}/suspend/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSuspendedList',
      summary: 'Staff: the suspended orders, newest first',
      querystring: pageQuerySchema,
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(db, suspendedOrders, offset, q.size);
      return pageAnswer(reply.ok(missions.map((m) => inCrs(m, req.crs))), offset, q.size, total);
    },
  });

  r.post(`${base}/suspend/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSuspend',
      summary: 'Staff: suspend or resume orders (all or none); no task action while suspended',
      body: suspendBody,
      response: responses(okEnvelope(changedCount)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const changed = await suspendMissions(db, b.ids, b.suspended, req.user!.id, b.reason);
      return reply.ok([{ changed }], 'saved');
    },
  });

  r.post(`${base}/:id/sendgoods/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSendGoods',
      summary:
        'Staff: deliver every task of the order that passed its quality check (shipped or online); the products become archive scenes the customer downloads',
      params: idParam,
      body: missionDeliveryBody,
      response: responses(okEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      await deliverMission(db, req.params.id, b.version, b.delivery_status, req.user!.id, b.reason);
      return reply.ok([await staffView(db, req, req.params.id)], DELIVERY_MESSAGE[b.delivery_status]);
    },
  });

  r.post(`${base}/:id/synctoc/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSyncToControl',
      summary:
        'Staff: send the requirement to the satellite control system; returns the message and its time',
      params: idParam,
      response: responses(okEnvelope(syncResult)),
    },
    handler: async (req, reply) => reply.ok([await syncMission(db, req.params.id)], 'synced'),
  });

  r.get(`${base}/:id/opportunities/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionOpportunities',
      summary:
        "Staff: the passes over the order's target within its window, satellite, imaging mode, look angles, side and orbit (soonest 20, from the access engine), each with its conflicts with planned tasks",
      params: idParam,
      response: responses(listEnvelope(planningOpportunity)),
    },
    handler: async (req, reply) => {
      const found = await opportunitiesOf(db, req.params.id);
      if (!found) throw notFound();
      return wholeAnswer(reply.ok(found));
    },
  });

  r.post(`${base}/:id/comments/`, {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'missionComment',
      summary: 'Staff and sales: comment on an order they may read',
      params: idParam,
      body: commentBody,
      response: responses(okEnvelope(commentCreated)),
    },
    handler: async (req, reply) =>
      reply.ok([{ id: await commentOn(db, req, req.params.id, req.body.text) }], 'saved'),
  });
});
