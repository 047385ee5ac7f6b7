/** Pure shape arithmetic of the drawing tools: the shape a drawing makes, handles, moving a handle, rounding. */
import type { CoordinateSystem } from '@portal/shared/domain';
import { bboxOf, convertGeometry, destination, distanceKm, roundPosition } from '../geometry';
import type { DrawnShape, FlyTarget, LngLat } from '../types';
import type { Drag, Drawing } from './scene-state';

/** The shape a finished drawing makes (WGS-84), or null when it is degenerate. */
export function shapeOfDrawing(dr: Drawing, id: string): DrawnShape | null {
  if (dr.kind === 'rectangle' && dr.points.length === 2) {
    const [a, b] = dr.points;
    const bbox = bboxOf([a, b]);
    if (bbox[2] - bbox[0] > 1e-6 && bbox[3] - bbox[1] > 1e-6)
      return {
        id,
        kind: 'rectangle',
        bbox: [...roundPosition([bbox[0], bbox[1]]), ...roundPosition([bbox[2], bbox[3]])] as never,
      };
  } else if (dr.kind === 'circle' && dr.points.length === 2) {
    const r = distanceKm(dr.points[0], dr.points[1]);
    if (r > 0.01)
      return {
        id,
        kind: 'circle',
        center: roundPosition(dr.points[0]),
        radiusKm: Math.round(r * 1000) / 1000,
      };
  } else if (dr.kind === 'polygon') {
    const ring = dr.points.filter(
      (p, i, a) => i === 0 || Math.abs(p[0] - a[i - 1][0]) > 1e-9 || Math.abs(p[1] - a[i - 1][1]) > 1e-9,
    );
    if (ring.length >= 3) return { id, kind: 'polygon', ring: ring.map((p) => roundPosition(p)) };
  }
  return null;
}

export const newShapeId = () =>
  `shape-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Vertex handles of a shape (WGS-84). */
export function handlesOf(shape: DrawnShape): LngLat[] {
  switch (shape.kind) {
    case 'rectangle': {
      const [w, sth, e, n] = shape.bbox;
      return [
        [w, sth],
        [e, sth],
        [e, n],
        [w, n],
      ];
    }
    case 'polygon':
      return shape.ring;
    case 'circle':
      return [shape.center, destination(shape.center, 90, shape.radiusKm)];
    default:
      return [];
  }
}

/** The shape with one handle dragged to `p`. */
export function movedShape(sh: DrawnShape, drag: Drag, p: LngLat): DrawnShape {
  if (sh.kind === 'rectangle') {
    const opposite = handlesOf(sh)[(drag.handle + 2) % 4];
    return { ...sh, bbox: bboxOf([opposite, p]) };
  }
  if (sh.kind === 'polygon') return { ...sh, ring: sh.ring.map((q, k) => (k === drag.handle ? p : q)) };
  if (sh.kind === 'circle')
    return drag.handle === 0
      ? { ...sh, center: p }
      : { ...sh, radiusKm: Math.max(0.01, distanceKm(sh.center, p)) };
  return sh;
}

export function roundShape(sh: DrawnShape): DrawnShape {
  switch (sh.kind) {
    case 'rectangle':
      return {
        ...sh,
        bbox: [
          ...roundPosition([sh.bbox[0], sh.bbox[1]]),
          ...roundPosition([sh.bbox[2], sh.bbox[3]]),
        ] as never,
      };
    case 'polygon':
      return { ...sh, ring: sh.ring.map((p) => roundPosition(p)) };
    case 'circle':
      return { ...sh, center: roundPosition(sh.center), radiusKm: Math.round(sh.radiusKm * 1000) / 1000 };
    default:
      return sh;
  }
}

export function convertPositionTo(p: LngLat, from: CoordinateSystem, to: CoordinateSystem): LngLat {
  return convertGeometry({ type: 'Point', coordinates: p }, from, to).coordinates;
}

/** A fly-to target given in `crs`, in WGS-84. */
export function fromCrsTarget(target: FlyTarget, crs: CoordinateSystem): FlyTarget {
  if (Array.isArray(target)) {
    const [w, s, e, n] = target as [number, number, number, number];
    return [...convertPositionTo([w, s], crs, 'WGS84'), ...convertPositionTo([e, n], crs, 'WGS84')] as never;
  }
  if ('center' in target) return { ...target, center: convertPositionTo(target.center, crs, 'WGS84') };
  return convertGeometry(target, crs, 'WGS84');
}
