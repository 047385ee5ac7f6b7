/**
 * Geometry of a region code or a gazetteer place, in WGS-84, for the archive search (routes/catalog) and the
 * geodata routes. Coordinates stay WGS-84 here; convert for the response with `geometryToCrs`.
 */
import { convertPosition, type CoordinateSystem } from '@portal/shared/domain';
import { DEFAULT_PLACE_RADIUS_KM } from '@portal/shared/domain/geodata';
import type { Queryable } from '../db';

export type Polygonal =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/**
 * SQL expression of a region's full-detail WGS-84 geometry for a code bound at `param` (e.g. `'$3'`), to embed in
 * a search: `ST_Intersects(s.footprint, ${regionGeometrySql('$3')})`. NULL when the code is unknown.
 */
export function regionGeometrySql(param: string): string {
  return `(SELECT geom FROM admin_regions WHERE code = ${param})`;
}

/** A region's geometry (WGS-84), full detail for searching or `simplified` for display; null when unknown. */
export async function regionGeometry(
  db: Queryable,
  code: string,
  opts: { simplified?: boolean } = {},
): Promise<Polygonal | null> {
  const col = opts.simplified ? 'geom_simplified' : 'geom';
  const { rows } = await db.query<{ g: string }>(
    `SELECT ST_AsGeoJSON(${col}, 6) AS g FROM admin_regions WHERE code = $1`,
    [code],
  );
  return rows[0] ? (JSON.parse(rows[0].g) as Polygonal) : null;
}

export interface PlaceGeometry {
  id: number;
  kind: 'country' | 'province' | 'city' | 'town';
  /** Set when the search geometry is the region's polygon. */
  region_code: string | null;
  /** Set when the search geometry is a circle around the point. */
  radius_km: number | null;
  point: [number, number];
  geometry: Polygonal;
}

/**
 * The search geometry of a place (WGS-84): the region's polygon when the place is an administrative region
 * (full detail, or `simplified`), else a 64-vertex circle of `radiusKm` around its point. Null when unknown.
 */
export async function placeGeometry(
  db: Queryable,
  id: number,
  opts: { radiusKm?: number; simplified?: boolean } = {},
): Promise<PlaceGeometry | null> {
  const radiusKm = opts.radiusKm ?? DEFAULT_PLACE_RADIUS_KM;
  const col = opts.simplified ? 'r.geom_simplified' : 'r.geom';
  const { rows } = await db.query<{
    kind: PlaceGeometry['kind'];
    admin_code: string | null;
    x: number;
    y: number;
    g: string;
  }>(
    `SELECT p.kind, p.admin_code, ST_X(p.geom) AS x, ST_Y(p.geom) AS y,
            ST_AsGeoJSON(CASE WHEN p.kind <> 'town' THEN ${col}
                              ELSE ST_Buffer(p.geom::geography, $2 * 1000, 'quad_segs=16')::geometry END, 6) AS g
     FROM places p LEFT JOIN admin_regions r ON r.code = p.admin_code
     WHERE p.id = $1`,
    [id, radiusKm],
  );
  const r = rows[0];
  if (!r) return null;
  const isRegion = r.kind !== 'town';
  return {
    id,
    kind: r.kind,
    region_code: isRegion ? r.admin_code : null,
    radius_km: isRegion ? null : radiusKm,
    point: [r.x, r.y],
    geometry: JSON.parse(r.g) as Polygonal,
  };
}

/** A WGS-84 position in the request's coordinate system (6 decimals, ~0.1 m). */
export function positionToCrs(p: readonly number[], crs: CoordinateSystem): [number, number] {
  const [x, y] = convertPosition([p[0], p[1]], 'WGS84', crs);
  return [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6];
}

/** A WGS-84 (multi)polygon in the request's coordinate system (GCJ-02 shifts only inside mainland China). */
export function geometryToCrs(g: Polygonal, crs: CoordinateSystem): Polygonal {
  if (crs === 'WGS84') return g;
  if (g.type === 'Polygon')
    return {
      type: 'Polygon',
      coordinates: g.coordinates.map((ring) => ring.map((p) => positionToCrs(p, crs))),
    };
  return {
    type: 'MultiPolygon',
    coordinates: g.coordinates.map((poly) => poly.map((ring) => ring.map((p) => positionToCrs(p, crs)))),
  };
}
