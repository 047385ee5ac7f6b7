/**
 * Access search: when can our satellites image a target?
 *
 * An opportunity is a near-side closest approach (zero Doppler: f(t) = (S − T)·V crosses from − to +) at which the
 * target lies within the look-angle band, on the requested side, on a pass of the requested direction.
 *
 * Method (per satellite): sample f, the central angle θ between satellite and target, and the target's angle β to
 * the inertial orbit plane. From θ and β the reach bounds give a time before which no reachable crossing can occur,
 * and the scan jumps straight there; otherwise it steps by `stepS` (≤ 120 s, far below the ~47 min between the
 * near and far crossings, so a bracket never holds two crossings). A − to + bracket that can reach the target is
 * refined with the Illinois method to 1 ms, then the geometry at that instant is tested.
 */
import { DEFAULT_LOOK_ANGLE_DEG, DEFAULT_OPPORTUNITY_LIMIT, MS_PER_DAY } from './constants';
import { beamForTarget, inPlaneLookDeg, swathFootprint, type BeamLookAngles } from './footprint';
import type { FootprintGeometry, Position } from './geojson';
import {
  closestApproachFn,
  imagingGeometry,
  type ImagingGeometry,
  type LookSide,
  type OrbitDirection,
  type TargetPoint,
} from './geometry';
import { geodeticToEcef } from './geodesy';
import { imagingMode, type ImagingModeCode } from './imaging-modes';
import { newStateBuffer, stateAt, type Propagator } from './propagator';
import { reachBounds, type ReachBounds } from './reach';
import { prepareTarget, type TargetInput } from './target';

export type LookSideFilter = LookSide | 'any';
export type OrbitDirectionFilter = OrbitDirection | 'any';
export type TimeInput = Date | string | number;

export interface AccessQuery {
  /** One or more satellites (see `createPropagator` / `constellationPropagators`). */
  satellites: readonly Propagator[];
  start: TimeInput;
  end: TimeInput;
  /** A point, or a GeoJSON Polygon whose centroid must be imaged (see target.ts). */
  target: TargetInput;
  /** Off-nadir look angle band in degrees; default 13–40 (docs/requirements.md §5). */
  lookAngleDeg?: { min: number; max: number };
  lookSide?: LookSideFilter;
  orbitDirection?: OrbitDirectionFilter;
  /** Soonest opportunities to return; default 5 (docs/requirements.md §9). Use Infinity for every opportunity in the range. */
  limit?: number;
  /** img_mode code for the predicted footprint; default 3 (stripmap). */
  imagingMode?: ImagingModeCode;
  /** Scene duration in seconds; default: the mode's scene length at the ground speed. */
  sceneDurationS?: number;
}

export interface Opportunity {
  satelliteId: string;
  /** ISO 8601 UTC instants; centre is the zero-Doppler time over the target. */
  imagingStart: string;
  imagingCentre: string;
  imagingEnd: string;
  /** Centre instant, Unix ms (sub-millisecond precision). */
  centreTimeMs: number;
  lookAngleDeg: number;
  incidenceAngleDeg: number;
  lookSide: LookSide;
  orbitDirection: OrbitDirection;
  slantRangeKm: number;
  imagingMode: ImagingModeCode;
  /** Beam edges (in-plane look angles) used for the footprint. */
  beam: BeamLookAngles;
  footprint: FootprintGeometry;
  /** For area targets: does one scene cover the whole area? ('partial': wider or longer than the scene). */
  coverage: 'full' | 'partial' | 'point';
  tleEpoch: string;
  tleSynthetic: boolean;
}

/** A zero-Doppler pass that satisfies the filters, before the footprint is computed. */
export interface AccessCandidate {
  propagator: Propagator;
  centreTimeMs: number;
  geometry: ImagingGeometry;
}

export interface ScanOptions {
  lookAngleDeg: { min: number; max: number };
  lookSide: LookSideFilter;
  orbitDirection: OrbitDirectionFilter;
  /** Largest step between samples while the target may be in reach, s. */
  stepS: number;
  /** Refinement tolerance on the crossing time, ms. */
  toleranceMs: number;
}

export const DEFAULT_SCAN_OPTIONS: ScanOptions = {
  lookAngleDeg: { ...DEFAULT_LOOK_ANGLE_DEG },
  lookSide: 'any',
  orbitDirection: 'any',
  stepS: 120,
  toleranceMs: 1,
};

export const toMs = (t: TimeInput): number => {
  const ms = t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid time: ${String(t)}`);
  return ms;
};

export function passesFilters(g: ImagingGeometry, o: ScanOptions): boolean {
  return (
    g.lookAngleDeg >= o.lookAngleDeg.min &&
    g.lookAngleDeg <= o.lookAngleDeg.max &&
    (o.lookSide === 'any' || o.lookSide === g.lookSide) &&
    (o.orbitDirection === 'any' || o.orbitDirection === g.orbitDirection)
  );
}

/** Incremental scan of one satellite against one target; `scanUntil` can be called with growing horizons. */
export class PassScanner {
  /** Time of the last sample taken (every reachable crossing before it has been reported). */
  coveredMs: number;
  done = false;
  private readonly buf = newStateBuffer();
  private readonly refineBuf = newStateBuffer();
  private readonly bounds: ReachBounds;
  private readonly tNorm: number;
  private nextMs: number;
  private prevF = 0;
  private prevTheta = 0;
  private connected = false;
  /** SGP4 calls made, for benchmarks. */
  evaluations = 0;

  constructor(
    readonly propagator: Propagator,
    readonly target: TargetPoint,
    readonly startMs: number,
    readonly endMs: number,
    readonly options: ScanOptions = DEFAULT_SCAN_OPTIONS,
  ) {
    const [x, y, z] = target.ecef;
    this.tNorm = Math.sqrt(x * x + y * y + z * z);
    this.bounds = reachBounds(propagator, options.lookAngleDeg.max, this.tNorm);
    this.nextMs = startMs;
    this.coveredMs = startMs;
  }

  scanUntil(untilMs: number, out: AccessCandidate[]): void {
    const { bounds, buf, target } = this;
    const [tx, ty, tz] = target.ecef;
    const stepMs = this.options.stepS * 1000;
    while (!this.done && this.nextMs <= untilMs) {
      const t = this.nextMs;
      this.evaluations++;
      if (!stateAt(this.propagator, t, buf)) {
        this.done = true; // SGP4 error (e.g. decay): nothing more to predict from this element set
        break;
      }
      const sx = buf[0],
        sy = buf[1],
        sz = buf[2];
      const f = (sx - tx) * buf[3] + (sy - ty) * buf[4] + (sz - tz) * buf[5];
      const sNorm = Math.sqrt(sx * sx + sy * sy + sz * sz);
      const theta = Math.acos(Math.min(1, (sx * tx + sy * ty + sz * tz) / (sNorm * this.tNorm)));

      if (this.connected && this.prevF < 0 && f >= 0) {
        // Lowest central angle the bracket can contain, given how fast θ can change.
        const thetaLow = (this.prevTheta + theta - bounds.groundRateRadS * ((t - this.coveredMs) / 1000)) / 2;
        if (thetaLow <= bounds.reachRad) this.refine(this.coveredMs, this.prevF, t, f, out);
      }

      // Angle of the target to the inertial orbit plane: target in TEME (rotate by GMST), plane normal r × v.
      const g = buf[12],
        c = Math.cos(g),
        s = Math.sin(g);
      const ux = c * tx - s * ty,
        uy = s * tx + c * ty;
      const hx = buf[7] * buf[11] - buf[8] * buf[10],
        hy = buf[8] * buf[9] - buf[6] * buf[11],
        hz = buf[6] * buf[10] - buf[7] * buf[9];
      const beta = Math.asin(
        Math.min(
          1,
          Math.abs(ux * hx + uy * hy + tz * hz) / (this.tNorm * Math.sqrt(hx * hx + hy * hy + hz * hz)),
        ),
      );

      const skipS = Math.max(
        (theta - bounds.reachRad) / bounds.groundRateRadS,
        (beta - bounds.reachRad - bounds.planeMarginRad) / bounds.planeRateRadS,
      );
      const skipMs = skipS * 1000;
      // A skip is a proof that no reachable crossing lies in between, so the next sample starts a new bracket.
      this.connected = skipMs < stepMs;
      this.prevF = f;
      this.prevTheta = theta;
      this.coveredMs = t;
      if (t >= this.endMs) {
        this.done = true;
        break;
      }
      this.nextMs = Math.min(this.endMs, t + Math.max(stepMs, skipMs));
    }
  }

  /** Illinois (modified regula falsi) on f between a (f < 0) and b (f ≥ 0). */
  private refine(a: number, fa: number, b: number, fb: number, out: AccessCandidate[]): void {
    const buf = this.refineBuf;
    let side = 0;
    let c = b;
    for (let i = 0; i < 60 && b - a > this.options.toleranceMs; i++) {
      c = (a * fb - b * fa) / (fb - fa);
      this.evaluations++;
      if (!stateAt(this.propagator, c, buf)) return;
      const fc = closestApproachFn(buf, this.target);
      if (fc === 0) break;
      if (fc < 0) {
        a = c;
        fa = fc;
        if (side === -1) fb /= 2;
        side = -1;
      } else {
        b = c;
        fb = fc;
        if (side === 1) fa /= 2;
        side = 1;
      }
    }
    const tc = (a * fb - b * fa) / (fb - fa);
    this.evaluations++;
    if (!stateAt(this.propagator, tc, buf)) return;
    if (tc < this.startMs || tc > this.endMs) return;
    const geometry = imagingGeometry(buf, this.target);
    if (passesFilters(geometry, this.options))
      out.push({ propagator: this.propagator, centreTimeMs: tc, geometry });
  }
}

/**
 * Soonest candidates over several satellites: scans all of them day by day and stops as soon as `limit`
 * candidates are known to precede everything not yet scanned.
 */
export function findCandidates(
  satellites: readonly Propagator[],
  target: TargetPoint,
  startMs: number,
  endMs: number,
  limit: number,
  options: ScanOptions = DEFAULT_SCAN_OPTIONS,
): AccessCandidate[] {
  const scanners = satellites.map((p) => new PassScanner(p, target, startMs, endMs, options));
  const found: AccessCandidate[] = [];
  for (let horizon = startMs; ; ) {
    horizon = Math.min(endMs, horizon + MS_PER_DAY);
    for (const s of scanners) s.scanUntil(horizon, found);
    const covered = Math.min(...scanners.map((s) => (s.done ? endMs : s.coveredMs)));
    if (horizon >= endMs || found.filter((c) => c.centreTimeMs <= covered).length >= limit) break;
  }
  found.sort((a, b) => a.centreTimeMs - b.centreTimeMs);
  return Number.isFinite(limit) ? found.slice(0, limit) : found;
}

const iso = (ms: number): string => new Date(Math.round(ms)).toISOString();

/** Does one scene (beam edges, ± half the scene length along track) contain every vertex of the area? */
function sceneCoversArea(
  state: ArrayLike<number>,
  beam: BeamLookAngles,
  side: LookSide,
  halfLengthKm: number,
  area: Position[],
): boolean {
  for (const [lon, lat] of area) {
    const p = geodeticToEcef(lat, lon);
    const look = inPlaneLookDeg(state, p, side);
    const vn = Math.hypot(state[3], state[4], state[5]);
    const along =
      ((p[0] - state[0]) * state[3] + (p[1] - state[1]) * state[4] + (p[2] - state[2]) * state[5]) / vn;
    if (look < beam.nearDeg || look > beam.farDeg || Math.abs(along) > halfLengthKm) return false;
  }
  return true;
}

/**
 * The soonest imaging opportunities for a target, sorted by time (at most `limit`, default 5).
 * Area targets: the centroid must satisfy the look band; an area larger than one scene of the chosen mode is
 * still reported (coverage 'partial') — covering it takes a wider mode or several tasks, which we do not plan.
 */
export function searchAccess(query: AccessQuery): Opportunity[] {
  const startMs = toMs(query.start);
  const endMs = toMs(query.end);
  if (!(endMs > startMs)) throw new RangeError('end must be after start');
  const { point, area } = prepareTarget(query.target);
  const options: ScanOptions = {
    ...DEFAULT_SCAN_OPTIONS,
    lookAngleDeg: query.lookAngleDeg ?? { ...DEFAULT_LOOK_ANGLE_DEG },
    lookSide: query.lookSide ?? 'any',
    orbitDirection: query.orbitDirection ?? 'any',
  };
  if (
    !(
      options.lookAngleDeg.min >= 0 &&
      options.lookAngleDeg.max > options.lookAngleDeg.min &&
      options.lookAngleDeg.max < 90
    )
  ) {
    throw new RangeError('look angle band must satisfy 0 <= min < max < 90 degrees');
  }
  const limit = query.limit ?? DEFAULT_OPPORTUNITY_LIMIT;
  const mode = imagingMode(query.imagingMode ?? 3);
  const candidates = findCandidates(query.satellites, point, startMs, endMs, limit, options);
  const buf = newStateBuffer();
  return candidates.map((c) => {
    const p = c.propagator;
    stateAt(p, c.centreTimeMs, buf);
    const sNorm = Math.hypot(buf[0], buf[1], buf[2]);
    const groundSpeedKmS = (Math.hypot(buf[3], buf[4], buf[5]) * Math.hypot(...point.ecef)) / sNorm;
    const durationS = query.sceneDurationS ?? mode.sceneLengthKm / groundSpeedKmS;
    const halfMs = (durationS * 1000) / 2;
    const side = c.geometry.lookSide;
    const beam = beamForTarget(buf, point, side, mode.swathWidthKm);
    const samples = Math.max(3, Math.min(9, Math.ceil((durationS * groundSpeedKmS) / 25) + 1));
    const footprint = swathFootprint(
      p,
      c.centreTimeMs - halfMs,
      c.centreTimeMs + halfMs,
      side,
      beam,
      samples,
    );
    const coverage = area
      ? sceneCoversArea(buf, beam, side, (durationS * groundSpeedKmS) / 2, area)
        ? 'full'
        : 'partial'
      : 'point';
    return {
      satelliteId: p.satelliteId,
      imagingStart: iso(c.centreTimeMs - halfMs),
      imagingCentre: iso(c.centreTimeMs),
      imagingEnd: iso(c.centreTimeMs + halfMs),
      centreTimeMs: c.centreTimeMs,
      ...c.geometry,
      imagingMode: mode.code,
      beam,
      footprint,
      coverage,
      tleEpoch: iso(p.epochMs),
      tleSynthetic: p.synthetic,
    };
  });
}
