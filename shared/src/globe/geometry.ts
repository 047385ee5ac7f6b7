/** Pure helpers over the globe's shapes and geometries (no Cesium): bounding boxes, circles, GeoJSON of shapes. */
import { convertPosition, type CoordinateSystem } from '@portal/shared/domain';
import type { Bbox, DrawnShape, FlyTarget, GlobeGeometry, LngLat } from './types';

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Positions of any geometry, flattened. */
export function positionsOf(g: GlobeGeometry): LngLat[] {
  switch (g.type) {
    case 'Point':
      return [g.coordinates];
    case 'LineString':
      return g.coordinates;
    case 'Polygon':
      return g.coordinates.flat();
    case 'MultiPolygon':
      return g.coordinates.flat(2);
  }
}

export function bboxOf(positions: readonly LngLat[]): Bbox {
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const [x, y] of positions) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

/** A point at `distanceKm` from `center` towards `bearingDeg` on the sphere. */
export function destination([lng, lat]: LngLat, bearingDeg: number, distanceKm: number): LngLat {
  const d = distanceKm / EARTH_RADIUS_KM,
    b = bearingDeg * RAD,
    p1 = lat * RAD,
    l1 = lng * RAD;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 =
    l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return [((l2 / RAD + 540) % 360) - 180, p2 / RAD];
}

/** Great-circle distance in km. */
export function distanceKm(a: LngLat, b: LngLat): number {
  const dp = (b[1] - a[1]) * RAD,
    dl = (b[0] - a[0]) * RAD;
  const h = Math.sin(dp / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dl / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle as a closed polygon ring of `steps` vertices. */
export function circleRing(center: LngLat, radiusKm: number, steps = 64): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i < steps; i++) ring.push(destination(center, (360 * i) / steps, radiusKm));
  ring.push(ring[0]);
  return ring;
}

const closed = (ring: readonly LngLat[]): LngLat[] =>
  ring.length && (ring[0][0] !== ring[ring.length - 1][0] || ring[0][1] !== ring[ring.length - 1][1])
    ? [...ring, ring[0]]
    : [...ring];

/** The GeoJSON geometry of a shape (circles as 64-gons). */
export function shapeGeometry(
  shape: DrawnShape,
): Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }> {
  switch (shape.kind) {
    case 'rectangle': {
      const [w, s, e, n] = shape.bbox;
      return {
        type: 'Polygon',
        coordinates: [
          [
            [w, s],
            [e, s],
            [e, n],
            [w, n],
            [w, s],
          ],
        ],
      };
    }
    case 'polygon':
      return { type: 'Polygon', coordinates: [closed(shape.ring)] };
    case 'circle':
      return { type: 'Polygon', coordinates: [circleRing(shape.center, shape.radiusKm)] };
    case 'geometry':
      return shape.geometry;
  }
}

/** Bounding box of a fly-to target. */
export function targetBbox(target: FlyTarget): Bbox {
  if (Array.isArray(target)) return target as Bbox;
  if ('center' in target) {
    const km = target.heightKm ?? 200;
    const [w, s] = destination(destination(target.center, 270, km), 180, km);
    const [e, n] = destination(destination(target.center, 90, km), 0, km);
    return [w, s, e, n];
  }
  return bboxOf(positionsOf(target));
}

/** Converts every position of a geometry between coordinate systems. */
export function convertGeometry<G extends GlobeGeometry>(
  g: G,
  from: CoordinateSystem,
  to: CoordinateSystem,
): G {
  if (from === to) return g;
  const c = (p: LngLat) => convertPosition(p, from, to);
  switch (g.type) {
    case 'Point':
      return { ...g, coordinates: c(g.coordinates) };
    case 'LineString':
      return { ...g, coordinates: g.coordinates.map(c) };
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((r) => r.map(c)) };
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((p) => p.map((r) => r.map(c))) };
  }
  return g;
}

/** Converts a shape between coordinate systems (a rectangle stays a rectangle: its corners are converted). */
export function convertShape(shape: DrawnShape, from: CoordinateSystem, to: CoordinateSystem): DrawnShape {
  if (from === to) return shape;
  const c = (p: LngLat) => convertPosition(p, from, to);
  switch (shape.kind) {
    case 'rectangle': {
      const [w, s] = c([shape.bbox[0], shape.bbox[1]]);
      const [e, n] = c([shape.bbox[2], shape.bbox[3]]);
      return { ...shape, bbox: [w, s, e, n] };
    }
    case 'polygon':
      return { ...shape, ring: shape.ring.map(c) };
    case 'circle':
      return { ...shape, center: c(shape.center) };
    case 'geometry':
      return { ...shape, geometry: convertGeometry(shape.geometry, from, to) };
  }
}

const round = (v: number, digits = 6) => Math.round(v * 10 ** digits) / 10 ** digits;
export const roundPosition = ([x, y]: LngLat, digits = 6): LngLat => [round(x, digits), round(y, digits)];
