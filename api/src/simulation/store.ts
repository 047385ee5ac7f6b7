/**
 * Simulations in the database (WGS-84), kept per owner: a user reads, renames and deletes only their own (anyone
 * else's is not found), and their conversion to responses in the caller's coordinate system.
 */
import type { CoordinateSystem, SatelliteId } from '@portal/shared/domain';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { convertGeometry, convertLatLon } from '../geo/crs';

export type SatelliteSelection = 'any' | string[];

/** One opportunity as stored (WGS-84) and answered (footprint converted to the caller's system). */
export interface StoredOpportunity {
  satellite_id: string;
  img_mode: number;
  imaging_start: string;
  imaging_centre: string;
  imaging_end: string;
  look_angle: number;
  incidence_angle: number;
  look_side: 'left' | 'right';
  orbit_direction: 'ascending' | 'descending';
  slant_range_km: number;
  coverage: 'full' | 'partial' | 'point';
  footprint: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown[] };
  /** The sub-satellite track ±4 min around the imaging centre (simulations saved before it have none). */
  track?: { type: 'LineString'; coordinates: [number, number][] };
  tle_epoch: string;
  tle_synthetic: boolean;
}

/** The normalized request, stored as JSON (WGS-84). */
export interface StoredRequest {
  satellites: SatelliteSelection;
  start_time: string;
  end_time: string;
  lower_angle: number;
  upper_angle: number;
  left_right_mode: 'any' | 'left' | 'right';
  orbit_mode: 'any' | 'ascending' | 'descending';
  img_mode: number;
  limit: number;
  target_source: 'point' | 'polygon' | 'file';
  file_name: string | null;
  target_point: { lat: number; lon: number };
  area_km2: number | null;
}

export interface StoredResult {
  opportunities: StoredOpportunity[];
  /** The TLE of each satellite searched: epoch and whether it was synthetic. */
  tles: { satellite_id: string; epoch: string; synthetic: boolean }[];
}

export interface SimulationRow {
  id: number;
  owner_id: number;
  name: string;
  tag: string;
  request: StoredRequest;
  result: StoredResult;
  target: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const SIMULATION_COLUMNS =
  'id, owner_id, name, tag, request, result, ST_AsGeoJSON(target, 10) AS target, created_at, updated_at';

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** One of the owner's simulations, or null (someone else's is null too: the routes answer 404). */
export async function findOwnSimulation(
  db: Queryable,
  id: number,
  ownerId: number,
): Promise<SimulationRow | null> {
  const { rows } = await db.query<SimulationRow>(
    `SELECT ${SIMULATION_COLUMNS} FROM simulations WHERE id = $1 AND owner_id = $2`,
    [id, ownerId],
  );
  return rows[0] ?? null;
}

/** One page of the owner's simulations, newest first, and how many they have. */
export async function listOwnSimulations(db: Queryable, ownerId: number, size: number, offset: number) {
  const total = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations WHERE owner_id = $1', [ownerId])
  ).rows[0].n;
  const { rows } = await db.query<SimulationRow>(
    `SELECT ${SIMULATION_COLUMNS} FROM simulations WHERE owner_id = $1 ORDER BY id DESC LIMIT ${size} OFFSET ${offset}`,
    [ownerId],
  );
  return { rows, total };
}

/** Deletes one of the owner's simulations; false when they have none of that id. */
export async function deleteOwnSimulation(db: Queryable, id: number, ownerId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM simulations WHERE id = $1 AND owner_id = $2', [
    id,
    ownerId,
  ]);
  return !!rowCount;
}

/** Renames one of the owner's simulations: the row as renamed, or null. */
export async function renameOwnSimulation(
  db: Queryable,
  id: number,
  ownerId: number,
  name: string,
): Promise<SimulationRow | null> {
  const { rows } = await db.query<SimulationRow>(
    `UPDATE simulations SET name = $3, updated_at = now() WHERE id = $1 AND owner_id = $2 RETURNING ${SIMULATION_COLUMNS}`,
    [id, ownerId, name],
  );
  return rows[0] ?? null;
}

/** The tag (and name) of one of the owner's simulations, or null. */
export async function ownSimulationTag(db: Queryable, id: number, ownerId: number) {
  const { rows } = await db.query<{ id: number; tag: string; name: string }>(
    'SELECT id, tag, name FROM simulations WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  return rows[0] ?? null;
}

function newTag(now: Date): string {
  return `SIM-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/** A new simulation of `ownerId` under a fresh tag (another tag when one is taken); `name` may use the tag. */
export async function insertSimulation(
  db: Queryable,
  s: {
    ownerId: number;
    name: (tag: string) => string;
    request: StoredRequest;
    target: { type: string; coordinates: unknown };
    result: StoredResult;
  },
  now: Date,
): Promise<SimulationRow> {
  let row: SimulationRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    const tag = newTag(now);
    try {
      const { rows } = await db.query<SimulationRow>(
        `INSERT INTO simulations (owner_id, name, tag, request, target, result)
         VALUES ($1, $2, $3, $4, ST_SetSRID(ST_GeomFromGeoJSON($5), 4326), $6) RETURNING ${SIMULATION_COLUMNS}`,
        [
          s.ownerId,
          s.name(tag),
          tag,
          JSON.stringify(s.request),
          JSON.stringify(s.target),
          JSON.stringify(s.result),
        ],
      );
      row = rows[0];
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
  return row;
}

type Geometry = { type: 'Point' | 'Polygon' | 'MultiPolygon'; coordinates: unknown[] };

export function toSummary(row: SimulationRow, crs: CoordinateSystem) {
  const req = asJson<StoredRequest>(row.request);
  const res = asJson<StoredResult>(row.result);
  const target = JSON.parse(row.target) as Geometry;
  return {
    id: row.id,
    name: row.name,
    tag: row.tag,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    satellites: req.satellites as 'any' | SatelliteId[],
    start_time: req.start_time,
    end_time: req.end_time,
    lower_angle: req.lower_angle,
    upper_angle: req.upper_angle,
    left_right_mode: req.left_right_mode,
    orbit_mode: req.orbit_mode,
    img_mode: req.img_mode,
    limit: req.limit,
    target_source: req.target_source,
    file_name: req.file_name,
    // Stored with 10 decimals, answered with 8 (1 mm): a GCJ-02 target comes back as typed.
    target: convertGeometry(target, 'WGS84', crs, 8),
    target_point: convertLatLon(req.target_point, 'WGS84', crs, 8),
    area_km2: req.area_km2,
    opportunity_count: res.opportunities.length,
    first_opportunity: res.opportunities[0]?.imaging_centre ?? null,
  };
}

export function toDetail(row: SimulationRow, crs: CoordinateSystem) {
  const res = asJson<StoredResult>(row.result);
  return {
    ...toSummary(row, crs),
    opportunities: res.opportunities.map((o) => ({
      ...o,
      satellite_id: o.satellite_id as SatelliteId,
      footprint: convertGeometry(o.footprint, 'WGS84', crs),
      track: o.track ? convertGeometry(o.track, 'WGS84', crs) : null,
    })),
  };
}

export const storedOpportunities = (row: SimulationRow) => asJson<StoredResult>(row.result).opportunities;
export const storedTarget = (row: SimulationRow) => JSON.parse(row.target) as Geometry;
