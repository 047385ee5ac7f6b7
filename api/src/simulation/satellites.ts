/**
 * Which satellites a search uses and their propagators from the TLEs in use (GET /commodity/satellites/): a
 * prediction's choice of satellites, a tasking order's anchoring satellite, both offering the imaging mode.
 */
import {
  createPropagator,
  resolveAnchoringSatellite,
  SATELLITES,
  type ImagingModeCode,
  type Propagator,
  type SatelliteInfo,
} from '@portal/shared/orbit';
import type { Queryable } from '../db';
import { badRequest, unprocessable } from '../http/errors';
import { currentTles } from '../satellites/tle-store';

/**
 * A prediction's satellites: 'any' (or none said) is every satellite offering the mode; a list names them, and a
 * satellite of it without the mode is a 400 on img_mode.
 */
export function simulationSatellites(
  selection: 'any' | string[] | undefined,
  mode: ImagingModeCode,
): SatelliteInfo[] {
  const chosen =
    selection === undefined || selection === 'any'
      ? SATELLITES.filter((s) => s.imagingModes.includes(mode))
      : SATELLITES.filter((s) => selection.includes(s.id));
  if (selection !== undefined && selection !== 'any' && chosen.some((s) => !s.imagingModes.includes(mode))) {
    throw badRequest([{ field: 'img_mode', key: 'imgModeUnsupported' }]);
  }
  return chosen;
}

/** A tasking order's satellites: its anchoring satellite ('any': all of them) offering its imaging mode. */
export const anchoringSatellites = (anchoring: string, mode: ImagingModeCode): SatelliteInfo[] =>
  resolveAnchoringSatellite(anchoring).filter((s) => s.imagingModes.includes(mode));

/** Propagators of the satellites in use, built once per call. */
export async function propagatorsIn(db: Queryable): Promise<Map<string, Propagator>> {
  const tles = await currentTles(db);
  return new Map(
    [...tles].map(([id, t]) => [id, createPropagator(id, t.line1, t.line2, t.synthetic)] as const),
  );
}

/**
 * Propagators of the chosen satellites and the TLE each uses (its epoch, whether it is synthetic); a satellite
 * without a TLE is a 422 (noTle).
 */
export async function propagatorsOf(db: Queryable, chosen: readonly SatelliteInfo[]) {
  const tles = await currentTles(db);
  if (chosen.some((s) => !tles.has(s.id)))
    throw unprocessable('noTle', [{ field: 'satellites', key: 'noTle' }]);
  return {
    propagators: chosen.map((s) => {
      const tle = tles.get(s.id)!;
      return createPropagator(s.id, tle.line1, tle.line2, tle.synthetic);
    }),
    tles: chosen.map((s) => ({
      satellite_id: s.id,
      epoch: tles.get(s.id)!.epoch,
      synthetic: tles.get(s.id)!.synthetic,
    })),
  };
}
