/**
 * What a request reads of tasking orders (docs/requirements.md §6): whose orders a list reaches (a customer their
 * own; with scope=all staff and sales every order), one order's detail as its reader sees it, and whose alerts.
 */
import type { MissionFilterQuery } from '@portal/shared/domain/missions-calls';
import type { FastifyRequest } from 'fastify';
import type { AlertReader } from '../alerts/notifications';
import type { Queryable } from '../db';
import { seesOthers } from '../http/list-scope';
import { missionDetail, type MissionFilter } from './read';
import { asSeenBy, readableMission } from './request-view';

/** Whose orders a request for scope=all reaches: a customer their own, staff and sales all. */
const scopeOf = (req: FastifyRequest): MissionFilter['scope'] =>
  req.roleGroup === 'customer' ? { userId: req.user!.id } : null;

/** The list's filter of a request; a customer's username filter is ignored (they see their own anyway). */
export function filterOf(req: FastifyRequest, q: MissionFilterQuery): MissionFilter {
  const others = seesOthers(req, q.scope);
  return {
    scope: others ? scopeOf(req) : { userId: req.user!.id },
    orderState: q.order_state,
    from: q.from,
    to: q.to,
    satellite: q.satellite,
    keyword: q.keyword,
    username: others ? q.username : undefined,
    priorityBand: q.priority_band,
    taskNature: q.task_nature,
    deadline: q.deadline,
    suspended: q.suspended === undefined ? undefined : q.suspended === 'true',
    sort: q.sort,
    order: q.order,
  };
}

/** One order the request may read (or 404) with its progress and history; staff comments for staff and sales. */
export async function readableDetail(db: Queryable, req: FastifyRequest, id: number) {
  await readableMission(db, req, id);
  const d = (await missionDetail(db, id, null, req.roleGroup !== 'customer'))!;
  return asSeenBy(req)(d);
}

/** Whose alerts a request reads: one's own; sales also their customers'. */
export const alertReader = (req: FastifyRequest): AlertReader => ({
  userId: req.user!.id,
  sales: req.roleGroup === 'sales',
});
