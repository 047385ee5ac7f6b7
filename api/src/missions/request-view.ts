/** What the tasking-order routes share: coordinates in the caller's system, and who reads what. */
import type { Mission } from '@portal/shared/domain/missions';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { convertGeometry, convertLatLon } from '../geo/crs';
import { notFound } from '../http/errors';
import { customerView, findMission } from './read';

/**
 * Decimals a point is given back with: a GCJ-02 point goes back and forth through the iterative inverse (exact to
 * 1e-10°), so 9 decimals (0.1 mm) return exactly what was typed (25.08, not 25.080000000000123).
 */
const POINT_DECIMALS = 1e9;
const asTyped = (x: number) => Math.round(x * POINT_DECIMALS) / POINT_DECIMALS;

/** An order with its point and areas in the caller's system. */
export function inCrs<T extends Mission>(m: T, crs: 'GCJ02' | 'WGS84'): T {
  const point =
    m.Latitude !== null && m.Longitude !== null
      ? convertLatLon({ lat: m.Latitude, lon: m.Longitude }, 'WGS84', crs)
      : null;
  return {
    ...m,
    Latitude: point ? asTyped(point.lat) : null,
    Longitude: point ? asTyped(point.lon) : null,
    target: m.target ? convertGeometry(m.target, 'WGS84', crs) : null,
  };
}

/** An order as the caller sees it: in their coordinate system, without staff-only fields for a customer. */
export function asSeenBy(req: FastifyRequest) {
  return <T extends Mission>(m: T): T => {
    const seen = inCrs(m, req.crs);
    return req.roleGroup === 'customer' ? customerView(seen) : seen;
  };
}

/**
 * The order a request may read, or 404: a customer their own; staff and sales any (docs/requirements.md §6: the
 * sales role group sees all tasking orders).
 */
export async function readableMission(db: Queryable, req: FastifyRequest, id: number) {
  const m = await findMission(db, id, req.roleGroup === 'customer' ? req.user!.id : null);
  if (!m) throw notFound();
  return m;
}
