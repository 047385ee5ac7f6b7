/**
 * The absolute orbit number of a satellite at a time: the revolutions since its launch (from the international
 * designator of its synthetic orbit, spec constellation table) at its mean motion, counted from 1. The archive
 * catalog names its scenes with it and planning anchors tasks with it, so a task and the product it delivers carry
 * the same orbit number as every other scene of that satellite.
 */
import { satelliteById } from './satellites';

/** Launch date from the international designator (YYNNN…): the year plus NNN/120 of it, roughly. */
export function launchMs(intlDesignator: string): number {
  const year = 2000 + Number(intlDesignator.slice(0, 2));
  const n = Number(intlDesignator.slice(2, 5));
  return Date.UTC(year, 0, 1) + Math.min(0.95, n / 120) * 365 * 86_400_000;
}

/** Absolute orbit at `tMs` of a satellite launched at `launch` with mean motion `meanMotionRadS` (rad/s). */
export function absoluteOrbitSince(launch: number, meanMotionRadS: number, tMs: number): number {
  const periodMs = ((2 * Math.PI) / meanMotionRadS) * 1000;
  return Math.floor((tMs - launch) / periodMs) + 1;
}

/** Absolute orbit of a satellite of the constellation (by id) at `tMs`; throws for an unknown satellite. */
export function absoluteOrbitOf(satelliteId: string, meanMotionRadS: number, tMs: number): number {
  const sat = satelliteById(satelliteId);
  if (!sat) throw new RangeError(`Unknown satellite ${satelliteId}`);
  return absoluteOrbitSince(launchMs(sat.syntheticOrbit.intlDesignator), meanMotionRadS, tMs);
}
