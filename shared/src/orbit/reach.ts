/**
 * Conservative bounds that let the search skip time where a target cannot be imaged:
 * - reach: the largest central angle (satellite–Earth centre–target) at which the target is within the look band;
 * - the satellite's angular rate over the ground, which bounds how fast that central angle can shrink;
 * - the rate at which the target's angle to the (inertial) orbit plane can change — Earth rotation plus precession.
 */
import { DEG, EARTH_ROTATION_RAD_S } from './constants';
import type { Propagator } from './propagator';

/** SGP4's (WGS-72) gravitational parameter, so the semi-major axis matches the model. */
const SGP4_MU = 398600.8;

export interface ReachBounds {
  /** Central angle beyond which the look angle exceeds the band's maximum, rad (with margin). */
  reachRad: number;
  /** Upper bound of the sub-satellite point's angular rate relative to the Earth, rad/s. */
  groundRateRadS: number;
  /** Upper bound of |d(angle between target and orbit plane)/dt|, rad/s. */
  planeRateRadS: number;
  /** Allowance for short-periodic wobble of the osculating orbit plane, rad. */
  planeMarginRad: number;
}

/** Central angle at which a satellite at radius rKm sees a point at radius RKm under look angle lookRad (spherical). */
export function centralAngleForLook(lookRad: number, rKm: number, RKm: number): number {
  const s = (rKm / RKm) * Math.sin(lookRad);
  return s >= 1 ? Math.acos(RKm / rKm) : Math.asin(s) - lookRad;
}

export function reachBounds(p: Propagator, maxLookDeg: number, targetRadiusKm: number): ReachBounds {
  const n = p.meanMotionRadS;
  const e = p.eccentricity;
  const a = Math.cbrt(SGP4_MU / (n * n));
  // Radius upper bound: apogee plus room for short-periodic terms; target radius lower bound.
  const rMax = a * (1 + e) + 25;
  const rMin = targetRadiusKm - 5;
  return {
    reachRad: centralAngleForLook(maxLookDeg * DEG, rMax, rMin) + 0.5 * DEG,
    groundRateRadS: n * (1 + 2 * e) * 1.03 + EARTH_ROTATION_RAD_S,
    planeRateRadS: EARTH_ROTATION_RAD_S * 1.02 + 3e-7,
    planeMarginRad: 0.2 * DEG,
  };
}
