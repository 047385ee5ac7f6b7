/**
 * Targets: a point or an area. For an area the point that must be visible is its centroid (planar centroid of the
 * outer ring in lon/lat, antimeridian-safe) — the opportunity is the pass that images the centroid broadside.
 */
import { geodeticToEcef, upVector } from './geodesy';
import type { PointGeometry, PolygonGeometry, Position } from './geojson';
import { unwrapLongitudes } from './geojson';
import type { TargetPoint } from './geometry';

export interface LatLon {
  latDeg: number;
  lonDeg: number;
  heightKm?: number;
}
export type TargetInput = LatLon | PointGeometry | PolygonGeometry;

export interface PreparedTarget {
  point: TargetPoint;
  /** Outer ring of an area target (closed, as given), absent for points. */
  area?: Position[];
}

export function targetPoint(latDeg: number, lonDeg: number, heightKm = 0): TargetPoint {
  if (!(Math.abs(latDeg) <= 90) || !(Math.abs(lonDeg) <= 180))
    throw new RangeError(`Target out of range: lat ${latDeg}, lon ${lonDeg}`);
  return {
    latDeg,
    lonDeg,
    heightKm,
    ecef: geodeticToEcef(latDeg, lonDeg, heightKm),
    up: upVector(latDeg, lonDeg),
  };
}

/** Area-weighted centroid of a ring in lon/lat; longitudes are unwrapped first so rings across ±180° work. */
export function ringCentroid(ring: Position[]): { latDeg: number; lonDeg: number } {
  const r = unwrapLongitudes(ring);
  let a = 0,
    cx = 0,
    cy = 0;
  for (let i = 0; i < r.length; i++) {
    const [x0, y0] = r[i];
    const [x1, y1] = r[(i + 1) % r.length];
    const k = x0 * y1 - x1 * y0;
    a += k;
    cx += (x0 + x1) * k;
    cy += (y0 + y1) * k;
  }
  let lon: number, lat: number;
  if (Math.abs(a) < 1e-12) {
    lon = r.reduce((s, p) => s + p[0], 0) / r.length;
    lat = r.reduce((s, p) => s + p[1], 0) / r.length;
  } else {
    lon = cx / (3 * a);
    lat = cy / (3 * a);
  }
  lon = ((((lon + 180) % 360) + 360) % 360) - 180;
  return { latDeg: lat, lonDeg: lon };
}

export function prepareTarget(input: TargetInput): PreparedTarget {
  if ('type' in input && input.type === 'Polygon') {
    const ring = input.coordinates[0];
    if (!ring || ring.length < 4)
      throw new RangeError('Polygon target needs an outer ring of at least 4 positions');
    const c = ringCentroid(ring);
    return { point: targetPoint(c.latDeg, c.lonDeg), area: ring };
  }
  if ('type' in input && input.type === 'Point') {
    const [lon, lat, h] = input.coordinates as number[];
    return { point: targetPoint(lat, lon, (h ?? 0) / 1000) };
  }
  const p = input as LatLon;
  return { point: targetPoint(p.latDeg, p.lonDeg, p.heightKm ?? 0) };
}
