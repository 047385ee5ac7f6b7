/**
 * What the staff calls on a tasking order read and check around api/src/missions/staff.ts (docs/requirements.md §7
 * "Tasking missions"): the planning queue and the suspended orders, an order as staff read it after a change, a
 * state set by hand, and a comment of staff or sales on an order they may read.
 */
import { ORDER_STATES, PLANNABLE_ORDER_STATES } from '@portal/shared/domain';
import type { transitionBody } from '@portal/shared/domain/missions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import { findMission, type MissionFilter } from './read';
import { inCrs, readableMission } from './request-view';
import { addComment, setMissionState } from './staff';

/** Orders waiting for planning (order created, planning abnormal or under way), oldest first. */
export const planningQueue: MissionFilter = {
  scope: null,
  states: [...PLANNABLE_ORDER_STATES],
  suspended: false,
  order: 'asc',
};
/** The suspended orders, newest first. */
export const suspendedOrders: MissionFilter = { scope: null, suspended: true };

/** One order as staff read it, in the request's coordinate system, or 404. */
export async function staffView(db: Queryable, req: FastifyRequest, id: number) {
  const m = await findMission(db, id, null);
  if (!m) throw notFound();
  return inCrs(m, req.crs);
}

/** Sets a state of review or planning by hand: a state the orders have, else 400; 404 for no such order. */
export async function transitionMission(
  db: Db,
  req: FastifyRequest,
  id: number,
  b: z.infer<typeof transitionBody>,
) {
  if (!(b.to_state in ORDER_STATES)) throw badRequest([{ field: 'to_state', key: 'invalidValue' }]);
  const m = await setMissionState(db, id, b.to_state, req.user!.id, b.note, b.version);
  if (!m) throw notFound();
  return inCrs(m, req.crs);
}

/** A comment on an order the caller may read (or 404); its id. */
export async function commentOn(db: Queryable, req: FastifyRequest, id: number, text: string) {
  await readableMission(db, req, id);
  return addComment(db, id, req.user!.id, text);
}
