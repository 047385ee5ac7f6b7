/**
 * Target areas of a catalog search → WGS-84 polygons, split at the antimeridian, ready for SQL.
 * Every area becomes one or two "parts" (east and west of ±180°); each part is queried with its own
 * `ST_Intersects` so the GiST index sees a tight box, and the results are OR-ed (the union of both halves).
 */
import { CATALOG_LIMITS, type CoordinateSystem } from '@portal/shared/domain';
import { gcj02ToWgs84 } from '@portal/shared/domain';
import { ringToGeoJson, unwrapPolygon, type Position } from '@portal/shared/orbit';
import { AREA_LIMITS, areaFromGeoJson } from '../geo/area-import';
import { splitAtAntimeridian } from '../geo/antimeridian';
import { ApiError } from '../http/errors';
import type { Queryable } from '../db';

export type AreaInput =
  | { type: 'bbox'; bbox: [number, number, number, number] }
  | { type: 'polygon'; geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } }
  | { type: 'circle'; center: [number, number]; radius_km: number }
  | { type: 'region'; code: string }
  | { type: 'place'; id: string };

/** [west, south, east, north] in degrees (WGS-84). */
export type Box = [number, number, number, number];

/**
 * One SQL operand: a WKT polygon/multipolygon (WGS-84) with the area of its bounding box in square degrees (a cheap
 * bound of how much it covers), or a geometry looked up in a geodata table. A rectangle also gives its bounding box
 * and a rectangle that it covers (`inner`: the same box in WGS-84; slightly smaller after a GCJ-02 conversion).
 */
export type AreaPart =
  | { wkt: string; boxDeg2: number; rect?: { box: Box; inner: Box } }
  | { table: 'admin_regions' | 'places'; key: string };

const n6 = (x: number) => Math.round(x * 1e6) / 1e6;
const ringWkt = (r: Position[]) => `(${r.map(([x, y]) => `${n6(x)} ${n6(y)}`).join(',')})`;
const polyWkt = (rings: Position[][]) => `POLYGON(${rings.map(ringWkt).join(',')})`;

function boxDeg2(polygons: Position[][][]): number {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [outer] of polygons) {
    for (const [x, y] of outer) {
      w = Math.min(w, x);
      e = Math.max(e, x);
      s = Math.min(s, y);
      n = Math.max(n, y);
    }
  }
  return e > w && n > s ? (e - w) * (n - s) : 0;
}

function boundsOf(ring: Position[]): Box {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * A rectangle inside a ring built edge by edge (k points per edge: south, east, north, west): each edge is a chain
 * of straight segments between its points, so it lies on the outer side of its innermost point.
 */
function innerBox(ring: Position[], k: number): Box {
  const edge = (i: number) => ring.slice(i * k, (i + 1) * k + 1);
  return [
    Math.max(...edge(3).map((p) => p[0])),
    Math.max(...edge(0).map((p) => p[1])),
    Math.min(...edge(1).map((p) => p[0])),
    Math.min(...edge(2).map((p) => p[1])),
  ];
}

function toWgs(p: Position, crs: CoordinateSystem): Position {
  return crs === 'GCJ02' ? gcj02ToWgs84(p[0], p[1]) : [p[0], p[1]];
}

/** A ring that may cross ±180° (longitudes beyond ±180 or a jump over it) → polygons within [-180, 180]. */
function splitRing(ring: Position[]): Position[][][] {
  const g = ringToGeoJson(ring, 7);
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

const crossesAntimeridian = (ring: Position[]) =>
  ring.some(([x]) => x > 180 || x < -180) ||
  ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180);

function bboxParts(b: [number, number, number, number], crs: CoordinateSystem): AreaPart[] {
  const [w, s, e, n] = b;
  if (s >= n) throw new ApiError(400, 'invalidValue', [{ field: 'areas.bbox', key: 'invalidValue' }]);
  const boxes: [number, number][] =
    w <= e
      ? [[w, e]]
      : [
          [w, 180],
          [-180, e],
        ];
  return boxes.map(([x0, x1]) => {
    // Densify the edges so a GCJ-02 rectangle converts faithfully (its offset varies across the box).
    const ring: Position[] = [];
    const k = crs === 'GCJ02' ? 8 : 1;
    for (let i = 0; i < k; i++) ring.push([x0 + ((x1 - x0) * i) / k, s]);
    for (let i = 0; i < k; i++) ring.push([x1, s + ((n - s) * i) / k]);
    for (let i = 0; i < k; i++) ring.push([x1 - ((x1 - x0) * i) / k, n]);
    for (let i = 0; i < k; i++) ring.push([x0, n - ((n - s) * i) / k]);
    ring.push(ring[0]);
    const wgs = ring
      .map((p) => toWgs(p, crs))
      .map(([x, y]) => [n6(Math.max(-180, Math.min(180, x))), n6(y)] as Position);
    return {
      wkt: polyWkt([wgs]),
      boxDeg2: boxDeg2([[wgs]]),
      rect: { box: boundsOf(wgs), inner: innerBox(wgs, k) },
    };
  });
}

function circleParts(center: [number, number], radiusKm: number, crs: CoordinateSystem): AreaPart[] {
  const [lon0, lat0] = toWgs(center, crs);
  const R = 6371.0088;
  const d = radiusKm / R;
  const φ1 = (lat0 * Math.PI) / 180;
  const λ1 = (lon0 * Math.PI) / 180;
  const ring: Position[] = [];
  for (let i = 0; i < 64; i++) {
    const θ = (2 * Math.PI * i) / 64;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ2 =
      λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI]);
  }
  return splitRing(ring).map((rings) => ({ wkt: polyWkt(rings), boxDeg2: boxDeg2([rings]) }));
}

const inSearchRange = (p: unknown) =>
  Array.isArray(p) &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Math.abs(p[0]) <= 540 &&
  Math.abs(p[1]) <= 90;

function polygonParts(
  geometry: { type: string; coordinates: unknown },
  crs: CoordinateSystem,
  field: string,
): AreaPart[] {
  const polys = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as Position[][][];
  if (!Array.isArray(polys)) throw new ApiError(400, 'invalidValue', [{ field, key: 'invalidValue' }]);
  const parts: Position[][][] = [];
  for (const poly of polys) {
    if (!Array.isArray(poly) || !Array.isArray(poly[0]))
      throw new ApiError(400, 'invalidValue', [{ field, key: 'invalidValue' }]);
    // Ranges before any geometry work: a ring may reach past ±180° (drawn across it), never past ±540° or a pole.
    for (const ring of poly)
      if (!Array.isArray(ring) || !ring.every(inSearchRange))
        throw new ApiError(400, 'coordinateOutOfRange', [{ field, key: 'coordinateOutOfRange' }]);
    const rings = poly.map((r) => (r as Position[]).map((p) => toWgs(p, crs)));
    // The one rule for polygons across ±180° (api/src/geo/antimeridian.ts): holes follow into each half.
    if (rings.some(crossesAntimeridian)) parts.push(...splitAtAntimeridian(unwrapPolygon(rings)));
    else parts.push(rings);
  }
  // The one cleaning and limit check every area goes through (api/src/geo): vertices, validity, simplification.
  // Search areas may be continental, so the area limit of tasking targets does not apply here.
  const clean = areaFromGeoJson({ type: 'MultiPolygon', coordinates: parts }, field, {
    ...AREA_LIMITS,
    maxAreaKm2: Number.MAX_SAFE_INTEGER,
  });
  const cleaned = (
    clean.geometry.type === 'Polygon' ? [clean.geometry.coordinates] : clean.geometry.coordinates
  ) as Position[][][];
  // One SQL operand per polygon (tight boxes for the GiST index on both sides of ±180°); many polygons are
  // grouped by the side of the prime meridian they start on.
  const groups =
    cleaned.length <= 10
      ? cleaned.map((p) => [p])
      : [cleaned.filter((p) => p[0][0][0] >= 0), cleaned.filter((p) => p[0][0][0] < 0)];
  return groups
    .filter((g) => g.length)
    .map((g) => ({
      wkt: `MULTIPOLYGON(${g.map((rings) => `(${rings.map(ringWkt).join(',')})`).join(',')})`,
      boxDeg2: boxDeg2(g),
    }));
}

const tableExists = async (db: Queryable, table: string) =>
  (await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table])).rows[0].t !== null;

/** Areas of a request → SQL parts (throws 400 with the spec's message beyond 5 areas). */
export async function resolveAreas(
  db: Queryable,
  areas: AreaInput[],
  crs: CoordinateSystem,
): Promise<AreaPart[]> {
  if (areas.length > CATALOG_LIMITS.maxAreas)
    throw new ApiError(400, 'catalogTooManyAreas', [{ field: 'areas', key: 'catalogTooManyAreas' }]);
  const parts: AreaPart[] = [];
  for (const [i, a] of areas.entries()) {
    const field = `areas.${i}`;
    if (a.type === 'bbox') parts.push(...bboxParts(a.bbox, crs));
    else if (a.type === 'circle') parts.push(...circleParts(a.center, a.radius_km, crs));
    else if (a.type === 'polygon') parts.push(...polygonParts(a.geometry, crs, field));
    else if (a.type === 'region') {
      if (!(await tableExists(db, 'admin_regions')))
        throw new ApiError(404, 'catalogAreaNotFound', [{ field, key: 'catalogAreaNotFound' }]);
      const found = await db.query('SELECT 1 FROM admin_regions WHERE code = $1', [a.code]);
      if (!found.rows[0])
        throw new ApiError(404, 'catalogAreaNotFound', [{ field, key: 'catalogAreaNotFound' }]);
      parts.push({ table: 'admin_regions', key: a.code });
    } else {
      // A gazetteer place: a country, province or city searches its region's polygon; a town a 10 km circle.
      if (!(await tableExists(db, 'places')))
        throw new ApiError(404, 'catalogAreaNotFound', [{ field, key: 'catalogAreaNotFound' }]);
      const found = await db.query<{ kind: string; admin_code: string | null; lon: number; lat: number }>(
        'SELECT kind, admin_code, ST_X(geom) AS lon, ST_Y(geom) AS lat FROM places WHERE id::text = $1',
        [a.id],
      );
      const row = found.rows[0];
      if (!row) throw new ApiError(404, 'catalogAreaNotFound', [{ field, key: 'catalogAreaNotFound' }]);
      if (row.kind !== 'town' && row.admin_code) parts.push({ table: 'admin_regions', key: row.admin_code });
      else parts.push(...circleParts([row.lon, row.lat], 10, 'WGS84'));
    }
  }
  return parts;
}
