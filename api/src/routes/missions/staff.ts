/**
 * Staff calls on tasking orders (docs/requirements.md §7 "Tasking missions"): the planning queue (get_orders), review, the staff
 * fields (PATCH), suspend (GET the suspended, POST to suspend or resume), sendgoods, synctoc, the passes to plan on
 * (opportunities) and comments (staff and sales, on the orders they may read). Customers reach none of these.
 * The work is in api/src/missions/staff.ts and api/src/tasks/.
 */
import { PLANNABLE_ORDER_STATES } from '@portal/shared/domain';
import { missionSchema } from '@portal/shared/domain/missions';
import {
  commentBody,
  missionDeliveryBody,
  missionStaffBody,
  planningOpportunity,
  reviewBody,
  suspendBody,
  syncResult,
} from '@portal/shared/domain/tasks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, STAFF_SALES } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { notFound } from '../../http/errors';
import { DELIVERY_MESSAGE } from '../../i18n/messages';
import { findMission, listMissions } from '../../missions/read';
import {
  addComment,
  reviewMission,
  suspendMissions,
  syncMission,
  updateStaffFields,
} from '../../missions/staff';
import { deliverMission } from '../../tasks/actions';
import { opportunitiesOf } from '../../tasks/planning';
import type { Deps } from '../deps';
import { idParam, inCrs, readableMission } from '../../missions/request-view';

const tags = ['Tasking missions'];

export default async function missionStaffRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/commodity/missions';
  const one = async (req: FastifyRequest, id: number) => {
    const m = await findMission(db, id, null);
    if (!m) throw notFound();
    return inCrs(m, req.crs);
  };

  r.get(`${base}/get_orders/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionPlanningQueue',
      summary:
        'Staff: orders waiting for planning (order created, planning abnormal or under way), oldest first',
      querystring: z.object(pageQuery),
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(
        db,
        { scope: null, states: [...PLANNABLE_ORDER_STATES], suspended: false, order: 'asc' },
        offset,
        q.size,
      );
      return {
        ...reply.ok(missions.map((m) => inCrs(m, req.crs))),
        total,
        total_exact: true,
        next: nextCursor(offset, q.size, total),
      };
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
      return reply.ok([await one(req, req.params.id)], 'reviewed');
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
      return reply.ok([await one(req, req.params.id)], 'saved');
    },
  });

  r.get(`${base}/suspend/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSuspendedList',
      summary: 'Staff: the suspended orders, newest first',
      querystring: z.object(pageQuery),
      response: responses(listEnvelope(missionSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { missions, total } = await listMissions(db, { scope: null, suspended: true }, offset, q.size);
      return {
        ...reply.ok(missions.map((m) => inCrs(m, req.crs))),
        total,
        total_exact: true,
        next: nextCursor(offset, q.size, total),
      };
    },
  });

  r.post(`${base}/suspend/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionSuspend',
      summary: 'Staff: suspend or resume orders (all or none); no task action while suspended',
      body: suspendBody,
      response: responses(okEnvelope(z.object({ changed: z.number().int() }))),
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
      return reply.ok([await one(req, req.params.id)], DELIVERY_MESSAGE[b.delivery_status]);
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
      return { ...reply.ok(found), total: found.length, total_exact: true, next: null };
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
      response: responses(okEnvelope(z.object({ id: z.number().int() }))),
    },
    handler: async (req, reply) => {
      await readableMission(db, req, req.params.id);
      const id = await addComment(db, req.params.id, req.user!.id, req.body.text);
      return reply.ok([{ id }], 'saved');
    },
  });
}
