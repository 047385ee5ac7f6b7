/**
 * Swath footprint of a scene: look rays at the near and far look angles of the beam, in the zero-Doppler plane
 * (the plane through the satellite perpendicular to its ECEF velocity), intersected with the WGS-84 ellipsoid at
 * several instants between scene start and end.
 */
import { RAD } from './constants';
import { ecefToGeodetic, geodeticNadir, intersectEllipsoid } from './geodesy';
import type { FootprintGeometry, Position } from './geojson';
import { ringToGeoJson } from './geojson';
import type { LookSide, TargetPoint } from './geometry';
import { newStateBuffer, stateAt, type Propagator } from './propagator';
import type { Vec3 } from './vector';

/** Orthonormal beam frame at a state: in-plane nadir `n`, right-of-track unit `right`, velocity unit `along`. */
interface BeamFrame {
  origin: Vec3;
  n: Vec3;
  right: Vec3;
  along: Vec3;
}

function beamFrame(s: ArrayLike<number>): BeamFrame {
  const origin: Vec3 = [s[0], s[1], s[2]];
  const vn = Math.hypot(s[3], s[4], s[5]);
  const along: Vec3 = [s[3] / vn, s[4] / vn, s[5] / vn];
  const n0 = geodeticNadir(s[0], s[1], s[2]);
  const d = n0[0] * along[0] + n0[1] * along[1] + n0[2] * along[2];
  const nx = n0[0] - d * along[0],
    ny = n0[1] - d * along[1],
    nz = n0[2] - d * along[2];
  const nn = Math.hypot(nx, ny, nz);
  const n: Vec3 = [nx / nn, ny / nn, nz / nn];
  // right = n × along (the direction of V × S).
  const right: Vec3 = [
    n[1] * along[2] - n[2] * along[1],
    n[2] * along[0] - n[0] * along[2],
    n[0] * along[1] - n[1] * along[0],
  ];
  return { origin, n, right, along };
}

/** Ground point hit by the ray at in-plane look angle `lookRad` on `side` (negative angles cross nadir). */
function groundPoint(f: BeamFrame, lookRad: number, side: LookSide): Vec3 | null {
  const k = side === 'right' ? 1 : -1;
  const c = Math.cos(lookRad),
    sn = Math.sin(lookRad) * k;
  return intersectEllipsoid(f.origin, [
    c * f.n[0] + sn * f.right[0],
    c * f.n[1] + sn * f.right[1],
    c * f.n[2] + sn * f.right[2],
  ]);
}

const chord = (a: Vec3, b: ArrayLike<number>) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** In-plane look angle at which the ground point lies `distKm` (chord) from `ref` on the near (−1) or far (+1) side. */
function solveEdge(
  f: BeamFrame,
  side: LookSide,
  lookRef: number,
  ref: ArrayLike<number>,
  distKm: number,
  dir: 1 | -1,
): number {
  // Secant iteration on g(L) = chord(P(L), ref) − distKm, starting from the flat-Earth estimate.
  let l0 = lookRef;
  let g0 = -distKm;
  let l1 = lookRef + dir * 0.5 * (distKm / chord(f.origin, ref));
  for (let i = 0; i < 30; i++) {
    const p = groundPoint(f, l1, side);
    if (!p) {
      l1 = (l0 + l1) / 2;
      continue;
    }
    const g1 = chord(p, ref) - distKm;
    if (Math.abs(g1) < 1e-6) break;
    const next = l1 - (g1 * (l1 - l0)) / (g1 - g0);
    l0 = l1;
    g0 = g1;
    l1 = next;
  }
  return l1;
}

export interface BeamLookAngles {
  /** In-plane look angles (degrees) of the swath's near and far edges. */
  nearDeg: number;
  farDeg: number;
}

function inPlaneLookRad(f: BeamFrame, point: ArrayLike<number>, side: LookSide): number {
  const lx = point[0] - f.origin[0],
    ly = point[1] - f.origin[1],
    lz = point[2] - f.origin[2];
  const k = side === 'right' ? 1 : -1;
  return Math.atan2(
    k * (lx * f.right[0] + ly * f.right[1] + lz * f.right[2]),
    lx * f.n[0] + ly * f.n[1] + lz * f.n[2],
  );
}

/** Look angle (degrees) of an ECEF point projected into the zero-Doppler plane of `state`, on `side`. */
export function inPlaneLookDeg(state: ArrayLike<number>, point: ArrayLike<number>, side: LookSide): number {
  return inPlaneLookRad(beamFrame(state), point, side) * RAD;
}

/** Beam edges that centre a swath of `widthKm` on the target, from the state at the target's zero-Doppler instant. */
export function beamForTarget(
  state: ArrayLike<number>,
  target: TargetPoint,
  side: LookSide,
  widthKm: number,
): BeamLookAngles {
  const f = beamFrame(state);
  const lookT = inPlaneLookRad(f, target.ecef, side);
  return {
    nearDeg: solveEdge(f, side, lookT, target.ecef, widthKm / 2, -1) * RAD,
    farDeg: solveEdge(f, side, lookT, target.ecef, widthKm / 2, 1) * RAD,
  };
}

const toPosition = (p: Vec3): Position => {
  const g = ecefToGeodetic(p[0], p[1], p[2]);
  return [g.lonDeg, g.latDeg];
};

export interface SwathEdges {
  near: Position[];
  far: Position[];
}

/** Near and far swath edges (lon/lat) sampled from `startMs` to `endMs` for a fixed beam. */
export function swathEdges(
  p: Propagator,
  startMs: number,
  endMs: number,
  side: LookSide,
  beam: BeamLookAngles,
  samples = 5,
): SwathEdges {
  const buf = newStateBuffer();
  const near: Position[] = [];
  const far: Position[] = [];
  for (let i = 0; i < samples; i++) {
    const t = startMs + ((endMs - startMs) * i) / (samples - 1);
    if (!stateAt(p, t, buf)) continue;
    const f = beamFrame(buf);
    const pn = groundPoint(f, beam.nearDeg / RAD, side);
    const pf = groundPoint(f, beam.farDeg / RAD, side);
    if (pn && pf) {
      near.push(toPosition(pn));
      far.push(toPosition(pf));
    }
  }
  return { near, far };
}

/** The footprint polygon: near edge forward, far edge back; CCW and split at the antimeridian. */
export function swathFootprint(
  p: Propagator,
  startMs: number,
  endMs: number,
  side: LookSide,
  beam: BeamLookAngles,
  samples = 5,
): FootprintGeometry {
  const { near, far } = swathEdges(p, startMs, endMs, side, beam, samples);
  if (near.length < 2) throw new Error('Footprint rays missed the Earth');
  return ringToGeoJson([...near, ...far.reverse()]);
}
