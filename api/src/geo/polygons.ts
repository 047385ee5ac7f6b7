/**
 * Polygons out of any parsed GeoJSON: extraction, cleaning, RFC 7946 winding, geodesic area, and Douglas–Peucker
 * simplification down to a vertex budget. Pure functions, WGS-84 longitude/latitude in degrees.
 */
import { alignToFrame, unwrapLongitudes } from '@portal/shared/orbit';
import { splitAtAntimeridian } from './antimeridian';
import { AreaImportError } from './errors';
import type { AreaLimits } from './limits';

export type Position = [number, number];
export type Ring = Position[];
/** One polygon: outer ring first, then holes; every ring closed (first position = last). */
export type PolygonCoords = Ring[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: PolygonCoords;
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: PolygonCoords[];
}
export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

/** Mean Earth radius (IUGG), km, for the spherical area of a ring. */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

interface AnyGeometry {
  type?: unknown;
  coordinates?: unknown;
  geometries?: unknown;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Every polygon of a GeoJSON value (FeatureCollection, Feature, geometry, GeometryCollection, or an array of them). */
export function collectPolygons(input: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(input)) {
    for (const x of input) collectPolygons(x, out);
    return out;
  }
  if (!input || typeof input !== 'object') return out;
  const g = input as AnyGeometry & { features?: unknown; geometry?: unknown };
  switch (g.type) {
    case 'FeatureCollection':
      if (Array.isArray(g.features)) for (const f of g.features) collectPolygons(f, out);
      break;
    case 'Feature':
      collectPolygons(g.geometry, out);
      break;
    case 'GeometryCollection':
      if (Array.isArray(g.geometries)) for (const x of g.geometries) collectPolygons(x, out);
      break;
    case 'Polygon':
      if (Array.isArray(g.coordinates)) out.push(g.coordinates);
      break;
    case 'MultiPolygon':
      if (Array.isArray(g.coordinates)) for (const p of g.coordinates) if (Array.isArray(p)) out.push(p);
      break;
    default:
      break;
  }
  return out;
}

/** Twice the signed planar area (lon/lat); positive when counter-clockwise. */
function signedArea2(ring: Ring): number {
  let a = 0;
  for (let i = 0; i + 1 < ring.length; i++) a += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return a;
}

/**
 * A ring as closed, de-duplicated [lon, lat] positions (altitude dropped), or null when it has fewer than three
 * distinct positions. Throws notGeographic when a coordinate is outside the longitude/latitude ranges.
 * Longitudes come back continuous: an edge that jumps by more than 180° crosses the antimeridian (so a 1° box
 * from 179°E to 179°W is 1° wide, not 358°), unless the ring goes round a pole, which is kept as drawn.
 */
function cleanRing(raw: unknown, field: string): Ring | null {
  if (!Array.isArray(raw)) return null;
  let ring: Ring = [];
  for (const p of raw) {
    if (!Array.isArray(p) || !isNum(p[0]) || !isNum(p[1])) continue;
    const lon = p[0];
    const lat = p[1];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90)
      throw new AreaImportError('notGeographic', field, `position ${lon},${lat}`);
    const prev = ring[ring.length - 1];
    if (prev && prev[0] === lon && prev[1] === lat) continue;
    ring.push([lon, lat]);
  }
  if (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1])
    ring.pop();
  if (ring.length < 3) return null;
  const unwrapped = unwrapLongitudes(ring) as Ring;
  const closingJump = Math.abs(unwrapped[unwrapped.length - 1][0] - unwrapped[0][0]);
  if (closingJump <= 180) ring = unwrapped;
  ring.push([ring[0][0], ring[0][1]]);
  return Math.abs(signedArea2(ring)) > 0 ? ring : null;
}

/** Outer rings counter-clockwise, holes clockwise (RFC 7946 §3.1.6). */
export function wind(ring: Ring, outer: boolean): Ring {
  const ccw = signedArea2(ring) > 0;
  return ccw === outer ? ring : [...ring].reverse();
}

/** Polygons cleaned and wound; degenerate polygons dropped, degenerate holes dropped. */
export function normalizePolygons(raw: unknown[][], field = 'file'): PolygonCoords[] {
  const out: PolygonCoords[] = [];
  for (const poly of raw) {
    const outer = cleanRing(poly[0], field);
    if (!outer) continue;
    const rings: PolygonCoords = [wind(outer, true)];
    for (const hole of poly.slice(1)) {
      const h = cleanRing(hole, field);
      if (h) rings.push(wind(alignToFrame(outer, h) as Ring, false));
    }
    out.push(rings);
  }
  return out;
}

/** Vertices of polygons, not counting the closing position of each ring. */
export function countVertices(polys: readonly PolygonCoords[]): number {
  let n = 0;
  for (const p of polys) for (const r of p) n += Math.max(0, r.length - 1);
  return n;
}

/** Spherical area of a closed ring, km² (the formula of Chamberlain & Duquette, as used by turf). */
export function ringAreaKm2(ring: Ring): number {
  const n = ring.length - 1;
  if (n < 3) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const lower = ring[(i + n - 1) % n];
    const upper = ring[(i + 1) % n];
    total += (upper[0] - lower[0]) * RAD * Math.sin(ring[i][1] * RAD);
  }
  return Math.abs((total * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}

/** Area of polygons (outer rings less holes), km². */
export function polygonsAreaKm2(polys: readonly PolygonCoords[]): number {
  let a = 0;
  for (const p of polys) {
    a += ringAreaKm2(p[0]);
    for (const h of p.slice(1)) a -= ringAreaKm2(h);
  }
  return Math.max(0, a);
}

function perpDistSq(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  let t = len > 0 ? ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len : 0;
  t = Math.max(0, Math.min(1, t));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Douglas–Peucker on a closed ring (iterative); keeps at least 4 positions (a triangle). */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  const n = ring.length;
  if (n <= 4 || tolerance <= 0) return ring;
  // Split at the vertex farthest from the first one so the closed ring becomes two open polylines.
  let far = 1;
  let farD = -1;
  for (let i = 1; i < n - 1; i++) {
    const d = (ring[i][0] - ring[0][0]) ** 2 + (ring[i][1] - ring[0][1]) ** 2;
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n);
  keep[0] = keep[far] = keep[n - 1] = 1;
  const tol2 = tolerance * tolerance;
  const stack: Array<[number, number]> = [
    [0, far],
    [far, n - 1],
  ];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    let idx = -1;
    let max = tol2;
    for (let i = a + 1; i < b; i++) {
      const d = perpDistSq(ring[i], ring[a], ring[b]);
      if (d > max) {
        max = d;
        idx = i;
      }
    }
    if (idx >= 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  let out: Ring = ring.filter((_, i) => keep[i]);
  if (out.length < 4) {
    // A sliver: keep the vertex farthest from the chord 0–far as the third corner.
    let k = 1;
    let kd = -1;
    for (let i = 1; i < n - 1; i++) {
      if (i === far) continue;
      const d = perpDistSq(ring[i], ring[0], ring[far]);
      if (d > kd) {
        kd = d;
        k = i;
      }
    }
    out = [ring[0], ring[Math.min(k, far)], ring[Math.max(k, far)], ring[n - 1]];
  }
  return out;
}

/**
 * Simplifies polygons until they hold at most `target` vertices: the tolerance doubles from about 1 m until the
 * budget is met (holes that collapse are dropped). Returns the polygons as they are when already within budget.
 */
export function simplifyToBudget(
  polys: PolygonCoords[],
  target: number,
): { polygons: PolygonCoords[]; tolerance: number } {
  if (countVertices(polys) <= target) return { polygons: polys, tolerance: 0 };
  let tolerance = 1e-5; // degrees, ~1 m
  let best = polys;
  for (let step = 0; step < 40; step++) {
    best = polys.map((p) => {
      const outer = simplifyRing(p[0], tolerance);
      const holes = p
        .slice(1)
        .map((h) => simplifyRing(h, tolerance))
        .filter((h) => h.length >= 4 && ringAreaKm2(h) > 0 && h.length < p[0].length);
      return [wind(outer, true), ...holes.map((h) => wind(h, false))];
    });
    if (countVertices(best) <= target) break;
    tolerance *= 2;
  }
  return { polygons: best, tolerance };
}

/** Checks and simplifies polygons against the limits; the result is one geometry (Polygon or MultiPolygon). */
export function finishArea(polys: PolygonCoords[], limits: AreaLimits, field = 'file') {
  if (!polys.length) throw new AreaImportError('noPolygon', field);
  if (polys.length > limits.maxPolygons)
    throw new AreaImportError('tooManyPolygons', field, `${polys.length} polygons`);
  const originalVertexCount = countVertices(polys);
  if (originalVertexCount > limits.maxInputVertices)
    throw new AreaImportError('tooManyVertices', field, `${originalVertexCount} vertices`);
  const areaKm2 = polygonsAreaKm2(polys);
  if (areaKm2 > limits.maxAreaKm2)
    throw new AreaImportError('areaTooLarge', field, `${Math.round(areaKm2)} km²`);
  const { polygons, tolerance } = simplifyToBudget(polys, limits.simplifyToVertices);
  const vertexCount = countVertices(polygons);
  if (vertexCount > limits.maxVertices)
    throw new AreaImportError('tooManyVertices', field, `${vertexCount} vertices after simplification`);
  const round = (r: Ring): Ring => r.map(([x, y]) => [Math.round(x * 1e8) / 1e8, Math.round(y * 1e8) / 1e8]);
  // Rings across ±180° (continuous longitudes until here) are cut into valid GeoJSON, as the search cuts them.
  const rounded = polygons.flatMap((p) => splitAtAntimeridian(p) as PolygonCoords[]).map((p) => p.map(round));
  const geometry: AreaGeometry =
    rounded.length === 1
      ? { type: 'Polygon', coordinates: rounded[0] }
      : { type: 'MultiPolygon', coordinates: rounded };
  return {
    geometry,
    polygonCount: rounded.length,
    vertexCount,
    originalVertexCount,
    simplified: tolerance > 0,
    simplifyToleranceDeg: tolerance,
    areaKm2: Math.round(polygonsAreaKm2(rounded) * 1000) / 1000,
  };
}
