/**
 * The one road to the orbit engine (shared/orbit searchAccess): the passes of satellites over a target within a
 * window and its constraints (docs/requirements.md §7), for an access prediction and for planning a tasking order
 * alike, each opportunity mapped once to the pass both read.
 */
import {
  groundTrack,
  searchAccess,
  type AccessQuery,
  type Opportunity,
  type Propagator,
} from '@portal/shared/orbit';
import { absoluteOrbitOf } from '@portal/shared/orbit/absolute-orbit';

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * The figures a call answers. Each keeps what it has always answered, so no client sees a change: a prediction its
 * angles to 4 decimals and the track around the whole-millisecond imaging centre it shows; planning its angles to 3
 * decimals (stored so on its tasks) and the track around the engine's exact centre instant.
 */
export interface PassFigures {
  angleDigits: number;
  trackAtWholeMs: boolean;
}
export const SIMULATION_FIGURES: PassFigures = { angleDigits: 4, trackAtWholeMs: true };
export const PLANNING_FIGURES: PassFigures = { angleDigits: 3, trackAtWholeMs: false };

/** One pass: everything a prediction stores and planning offers, in the API's field names (WGS-84). */
export interface PredictedPass {
  /** satellite@imaging_start: what a planning request names. */
  key: string;
  satellite_id: string;
  img_mode: number;
  imaging_start: string;
  imaging_centre: string;
  imaging_end: string;
  /** Seconds, 2 decimals. */
  imaging_duration: number;
  look_angle: number;
  incidence_angle: number;
  look_side: 'left' | 'right';
  orbit_direction: 'ascending' | 'descending';
  absolute_orbit: number;
  slant_range_km: number;
  coverage: 'full' | 'partial' | 'point';
  footprint: Opportunity['footprint'];
  /** The sub-satellite track ±4 min around the imaging centre. */
  track: { type: 'LineString'; coordinates: [number, number][] };
  tle_epoch: string;
  tle_synthetic: boolean;
}

/** An engine opportunity as a pass, with the propagator that found it. */
export function passOf(o: Opportunity, p: Propagator, figures: PassFigures): PredictedPass {
  const start = Date.parse(o.imagingStart);
  const centre = figures.trackAtWholeMs ? Date.parse(o.imagingCentre) : o.centreTimeMs;
  return {
    key: `${o.satelliteId}@${o.imagingStart}`,
    satellite_id: o.satelliteId,
    img_mode: o.imagingMode,
    imaging_start: o.imagingStart,
    imaging_centre: o.imagingCentre,
    imaging_end: o.imagingEnd,
    imaging_duration: round((Date.parse(o.imagingEnd) - start) / 1000, 2),
    look_angle: round(o.lookAngleDeg, figures.angleDigits),
    incidence_angle: round(o.incidenceAngleDeg, figures.angleDigits),
    look_side: o.lookSide,
    orbit_direction: o.orbitDirection,
    absolute_orbit: absoluteOrbitOf(o.satelliteId, p.meanMotionRadS, o.centreTimeMs),
    slant_range_km: round(o.slantRangeKm, 3),
    coverage: o.coverage,
    footprint: o.footprint,
    track: { type: 'LineString', coordinates: groundTrack(p, centre) },
    tle_epoch: o.tleEpoch,
    tle_synthetic: o.tleSynthetic,
  };
}

/** What a search needs: the satellites' propagators, the window (Unix ms) and the engine's constraints. */
export type PassQuery = Required<
  Pick<AccessQuery, 'target' | 'lookAngleDeg' | 'lookSide' | 'orbitDirection' | 'imagingMode' | 'limit'>
> & { satellites: Propagator[]; start: number; end: number };

/**
 * The soonest passes of the query's satellites (at most `limit`), as the calling route answers them. The engine's
 * PropagationError passes through: each caller says what it means for its client.
 */
export function predictPasses(q: PassQuery, figures: PassFigures): PredictedPass[] {
  const bySat = new Map(q.satellites.map((p) => [p.satelliteId, p]));
  return searchAccess(q).map((o) => passOf(o, bySat.get(o.satelliteId)!, figures));
}
