/**
 * SGP4 propagation (satellite.js) and the TEME -> ECEF conversion used everywhere in the engine.
 * Hot loops call `stateAt` with a reused buffer: one sgp4() and one gstime() per call, no other allocation.
 */
import { gstime, sgp4, twoline2satrec, type SatRec } from 'satellite.js';
import { EARTH_ROTATION_RAD_S, JD_UNIX_EPOCH, MS_PER_DAY } from './constants';

export interface Propagator {
  satelliteId: string;
  satrec: SatRec;
  /** TLE epoch, Unix ms (UTC). */
  epochMs: number;
  line1: string;
  line2: string;
  synthetic: boolean;
  /** Mean motion, rad/s. */
  meanMotionRadS: number;
  eccentricity: number;
}

/** SGP4 error codes (satellite.js `SatRecError`, as in Vallado's code). */
export const SGP4_ERROR_MESSAGES: Record<number, string> = {
  1: 'mean eccentricity is outside 0 <= e < 1',
  2: 'mean motion has fallen below zero',
  3: 'perturbed eccentricity is outside 0 <= e < 1',
  4: 'semi-latus rectum has fallen below zero',
  6: 'the satellite has decayed',
};

export class PropagationError extends Error {
  constructor(
    readonly code: number,
    readonly minutesSinceEpoch: number,
  ) {
    super(`SGP4 error ${code} at ${minutesSinceEpoch} min: ${SGP4_ERROR_MESSAGES[code] ?? 'unknown error'}`);
  }
}

export function createPropagator(
  satelliteId: string,
  line1: string,
  line2: string,
  synthetic = false,
): Propagator {
  const satrec = twoline2satrec(line1, line2);
  return {
    satelliteId,
    satrec,
    epochMs: (satrec.jdsatepoch - JD_UNIX_EPOCH) * MS_PER_DAY,
    line1,
    line2,
    synthetic,
    meanMotionRadS: satrec.no / 60,
    eccentricity: satrec.ecco,
  };
}

/** TEME position (km) and velocity (km/s) at minutes since the TLE epoch; throws PropagationError on SGP4 errors. */
export function propagateTeme(
  satrec: SatRec,
  minutesSinceEpoch: number,
): { r: [number, number, number]; v: [number, number, number] } {
  const pv = sgp4(satrec, minutesSinceEpoch);
  if (!pv || satrec.error) throw new PropagationError(satrec.error || -1, minutesSinceEpoch);
  const { position: p, velocity: v } = pv;
  return { r: [p.x, p.y, p.z], v: [v.x, v.y, v.z] };
}

/** Layout of the state buffer filled by `stateAt`. */
export const STATE = {
  X: 0,
  Y: 1,
  Z: 2,
  VX: 3,
  VY: 4,
  VZ: 5,
  TX: 6,
  TY: 7,
  TZ: 8,
  TVX: 9,
  TVY: 10,
  TVZ: 11,
  GMST: 12,
  LENGTH: 13,
} as const;

export const newStateBuffer = (): Float64Array => new Float64Array(STATE.LENGTH);

/**
 * Fills `out` with ECEF position/velocity (with the Earth-rotation term), TEME position/velocity and GMST at `tMs`.
 * Returns false when SGP4 reports an error (the buffer is then left unchanged).
 */
export function stateAt(p: Propagator, tMs: number, out: Float64Array): boolean {
  const pv = sgp4(p.satrec, (tMs - p.epochMs) / 60_000);
  if (!pv || p.satrec.error) return false;
  const r = pv.position;
  const v = pv.velocity;
  const g = gstime(tMs / MS_PER_DAY + JD_UNIX_EPOCH);
  const c = Math.cos(g);
  const s = Math.sin(g);
  const x = c * r.x + s * r.y;
  const y = -s * r.x + c * r.y;
  out[0] = x;
  out[1] = y;
  out[2] = r.z;
  // V_ecef = R·v_teme − ω × r_ecef, with ω = (0, 0, ω_E).
  out[3] = c * v.x + s * v.y + EARTH_ROTATION_RAD_S * y;
  out[4] = -s * v.x + c * v.y - EARTH_ROTATION_RAD_S * x;
  out[5] = v.z;
  out[6] = r.x;
  out[7] = r.y;
  out[8] = r.z;
  out[9] = v.x;
  out[10] = v.y;
  out[11] = v.z;
  out[12] = g;
  return true;
}
