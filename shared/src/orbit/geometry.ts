/**
 * Imaging geometry between a satellite state (ECEF) and a ground target.
 * Look angle = angle between the line of sight and the GEODETIC nadir (minus the ellipsoid normal through the
 * sub-satellite point) — the definition operators use, and the one used by the search, the footprint and the tests.
 */
import { RAD } from './constants';
import { geodeticNadir } from './geodesy';

export type LookSide = 'left' | 'right';
export type OrbitDirection = 'ascending' | 'descending';

export interface ImagingGeometry {
  lookAngleDeg: number;
  incidenceAngleDeg: number;
  lookSide: LookSide;
  orbitDirection: OrbitDirection;
  slantRangeKm: number;
}

/** A target prepared once: ECEF position and unit up vector (ellipsoid normal). */
export interface TargetPoint {
  latDeg: number;
  lonDeg: number;
  heightKm: number;
  ecef: [number, number, number];
  up: [number, number, number];
}

/** Geometry for state `s` (buffer from `stateAt`, or any array with ECEF x,y,z,vx,vy,vz first) and target `t`. */
export function imagingGeometry(s: ArrayLike<number>, t: TargetPoint): ImagingGeometry {
  const sx = s[0],
    sy = s[1],
    sz = s[2],
    vx = s[3],
    vy = s[4],
    vz = s[5];
  const lx = t.ecef[0] - sx,
    ly = t.ecef[1] - sy,
    lz = t.ecef[2] - sz; // line of sight T − S
  const range = Math.sqrt(lx * lx + ly * ly + lz * lz);
  const n = geodeticNadir(sx, sy, sz);
  const cosLook = (lx * n[0] + ly * n[1] + lz * n[2]) / range;
  const cosInc = -(lx * t.up[0] + ly * t.up[1] + lz * t.up[2]) / range;
  // Right of the velocity vector when (T − S) · (V × S) > 0.
  const cx = vy * sz - vz * sy,
    cy = vz * sx - vx * sz,
    cz = vx * sy - vy * sx;
  return {
    lookAngleDeg: Math.acos(Math.min(1, Math.max(-1, cosLook))) * RAD,
    incidenceAngleDeg: Math.acos(Math.min(1, Math.max(-1, cosInc))) * RAD,
    lookSide: lx * cx + ly * cy + lz * cz > 0 ? 'right' : 'left',
    orbitDirection: vz > 0 ? 'ascending' : 'descending',
    slantRangeKm: range,
  };
}

/** Closest-approach (zero-Doppler) function f = (S − T) · V; crosses − to + at the near-side closest approach. */
export function closestApproachFn(s: ArrayLike<number>, t: TargetPoint): number {
  return (s[0] - t.ecef[0]) * s[3] + (s[1] - t.ecef[1]) * s[4] + (s[2] - t.ecef[2]) * s[5];
}
