/** Propagators for the constellation from synthetic or uploaded TLEs. */
import { createPropagator, type Propagator } from './propagator';
import { SATELLITES, resolveAnchoringSatellite, type AnchoringSatellite } from './satellites';
import { constellationSyntheticTles } from './synthetic-tle';

export interface SatelliteTle {
  satelliteId: string;
  line1: string;
  line2: string;
  synthetic?: boolean;
}

/** Propagators for the satellites an anchoring choice selects ('any' = all), from the TLEs provided. */
export function propagatorsFor(
  anchor: AnchoringSatellite | string,
  tles: readonly SatelliteTle[],
): Propagator[] {
  return resolveAnchoringSatellite(anchor).map((s) => {
    const tle = tles.find((t) => t.satelliteId === s.id);
    if (!tle) throw new RangeError(`No TLE for ${s.id}`);
    return createPropagator(s.id, tle.line1, tle.line2, tle.synthetic ?? false);
  });
}

/** Propagators for all four satellites from synthetic TLEs at `epoch` (tests, benchmarks, a fresh seed). */
export function syntheticConstellation(epoch: Date | number): Propagator[] {
  return propagatorsFor('any', constellationSyntheticTles(epoch, SATELLITES));
}
