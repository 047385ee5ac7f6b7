/** Simulations in the database (WGS-84) and their conversion to responses in the caller's coordinate system. */
import type { CoordinateSystem, SatelliteId } from '@portal/shared/domain';
import type { Queryable } from '../../db';
import { convertGeometry, convertLatLon } from '../../geo/crs';

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
