/**
 * Repeat passes of the demo archive: stacks of scenes of the same place and geometry over its years, which the
 * random scenes of generate.ts almost never make. Over a few dozen sites of interest (ports, river deltas and plains
 * with their floods, farmland, building sites: the flood events and building sites of imagery/world.ts among them),
 * each site is imaged on one or two geometries (satellite, orbit direction, look side, look angle, imaging mode):
 * the first pass of that geometry over the site in the archive (the access search of the orbit engine), then again
 * at every repeat cycle of the satellite (the constellation table's `repeatCycle`), on the same ground track up to
 * an orbital tube of some 150 m, with the absolute orbit of its time. A stack keeps one revisit in `every` (some 20
 * over the years) and every revisit from a few cycles before a flood of its site to a few after it, so a stack holds
 * 10 to 40 scenes. All of them satisfy the stack rule (shared/src/domain/scene-stack.ts): same satellite, orbit
 * direction and look side, incidence within a few hundredths of a degree, footprints overlapping almost whole.
 * Deterministic: the same end date gives the same scenes.
 */
import {
  SATELLITES,
  newStateBuffer,
  searchAccess,
  stateAt,
  syntheticConstellation,
  type Opportunity,
} from '@portal/shared/orbit';
import { absoluteOrbitSince, launchMs } from '@portal/shared/orbit/absolute-orbit';
import { seededRandom } from '@portal/shared/sar-analysis';
import { hashString } from '../imagery/noise';
import { FLOOD_EVENTS, type FloodEvent } from '../imagery/world';
import { archiveEnd, MODE_SPEC, rangeForLook, sceneIdOf, type SceneRow } from './generate';
import { REPEAT_SITES, type RepeatSite, type SiteGeometry } from './repeat-sites';

export { REPEAT_SITES, type RepeatSite, type SiteGeometry };

const flood = (id: string) => FLOOD_EVENTS.find((e) => e.id === id);

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

export interface RepeatOptions {
  /** End of the archive (default: the start of the current UTC day, as generate.ts). */
  end?: Date;
  /** Length of the archive in years (default 3). */
  years?: number;
}

/** Revisits kept outside a flood: about this many over the archive's years. */
const SPARSE_REVISITS = 18;
/** Around a flood every revisit is kept, from this many cycles before it starts to this many after it ends. */
const FLOOD_CYCLES_BEFORE = 3;
const FLOOD_CYCLES_AFTER = 2;
/** The orbital tube: a pass's ground track lies within this much (degrees, some 150 m) of the reference's. */
const TUBE_DEG = 0.0014;

/** The first pass of a geometry over a site from `fromMs`, within a cycle and a day: the one closest to its look. */
function referencePass(site: RepeatSite, geo: SiteGeometry, fromMs: number): Opportunity | null {
  const sat = SATELLITES[geo.satellite];
  const p = syntheticConstellation(fromMs)[geo.satellite];
  const found = searchAccess({
    satellites: [p],
    start: fromMs,
    end: fromMs + (sat.repeatCycle.days + 1) * DAY_MS,
    target: { lonDeg: site.lon, latDeg: site.lat },
    lookAngleDeg: { ...sat.lookAngleDeg },
    lookSide: geo.side,
    orbitDirection: geo.direction,
    imagingMode: geo.mode,
    limit: Infinity,
  });
  if (!found.length) return null;
  return found.reduce((a, b) =>
    Math.abs(b.lookAngleDeg - geo.look) < Math.abs(a.lookAngleDeg - geo.look) ? b : a,
  );
}

/** Which revisits (cycle numbers) a stack keeps: one in `every`, and all of them around the site's flood. */
function keptRevisits(
  count: number,
  cycleMs: number,
  firstMs: number,
  event: FloodEvent | undefined,
): number[] {
  const every = Math.max(1, Math.round(count / SPARSE_REVISITS));
  const kept: number[] = [];
  for (let k = 0; k < count; k++) {
    const t = firstMs + k * cycleMs;
    const nearFlood =
      event !== undefined &&
      t >= Date.parse(event.start) - FLOOD_CYCLES_BEFORE * cycleMs &&
      t <= Date.parse(event.end) + FLOOD_CYCLES_AFTER * cycleMs;
    if (nearFlood || k % every === 0) kept.push(k);
  }
  return kept;
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const footprintOf = (o: Opportunity): number[][][][] =>
  (o.footprint.type === 'Polygon' ? [o.footprint.coordinates] : o.footprint.coordinates) as number[][][][];

/**
 * The stack of one geometry of a site over the archive (oldest first): the reference pass again at every kept
 * revisit. Empty when the satellite never passes the site that way in the archive's years.
 */
export function geometryStack(site: RepeatSite, geometry: number, opts: RepeatOptions = {}): SceneRow[] {
  const geo = site.geometries[geometry];
  const sat = SATELLITES[geo.satellite];
  const endMs = archiveEnd(opts).getTime();
  const launch = launchMs(sat.syntheticOrbit.intlDesignator);
  // A month after launch at the earliest (commissioning), and never before the archive starts.
  const fromMs = Math.max(endMs - (opts.years ?? 3) * YEAR_MS, launch + 30 * DAY_MS);
  if (fromMs >= endMs) return [];
  const ref = referencePass(site, geo, fromMs);
  if (!ref) return [];
  const cycleMs = sat.repeatCycle.days * DAY_MS;
  const count = Math.floor((endMs - ref.centreTimeMs) / cycleMs) + 1;
  const event = site.flood ? flood(site.flood) : undefined;
  const p = syntheticConstellation(ref.centreTimeMs)[geo.satellite];
  const buf = newStateBuffer();
  stateAt(p, ref.centreTimeMs, buf);
  const radius = Math.hypot(buf[0], buf[1], buf[2]);
  const nearInc = rangeForLook(ref.beam.nearDeg, radius).inc;
  const farInc = rangeForLook(ref.beam.farDeg, radius).inc;
  const halfMs = ref.centreTimeMs - Date.parse(ref.imagingStart);
  const footprint = footprintOf(ref);
  const rnd = seededRandom(hashString(`${site.id}/${geometry}`));
  const spec = MODE_SPEC[geo.mode];
  const polarization = sat.polarisation;
  const product = rnd() < 0.5 ? 'SLC' : 'ORG';
  const rows: SceneRow[] = [];
  for (const k of keptRevisits(count, cycleMs, ref.centreTimeMs, event)) {
    const centreMs = ref.centreTimeMs + k * cycleMs;
    // The orbital tube: the whole track a little aside, the time and angles a hair off.
    const dLon = (rnd() - 0.5) * 2 * TUBE_DEG;
    const dLat = (rnd() - 0.5) * 2 * TUBE_DEG;
    const dInc = (rnd() - 0.5) * 0.04;
    const dT = Math.round((rnd() - 0.5) * 200);
    const start = new Date(Math.round(centreMs - halfMs + dT));
    const orbit = absoluteOrbitSince(launch, p.meanMotionRadS, centreMs);
    rows.push({
      id: sceneIdOf(sat.id, geo.mode, start, orbit),
      satellite: sat.id,
      acquired_at: start,
      acquired_end: new Date(Math.round(centreMs + halfMs + dT)),
      footprint: footprint.map((poly) =>
        poly.map((ring) => ring.map(([lon, lat]) => [round(lon + dLon, 6), round(lat + dLat, 6)])),
      ),
      img_mode: geo.mode,
      product_type: product,
      polarization,
      orbit_direction: geo.direction,
      look_side: geo.side,
      look_angle: round(ref.lookAngleDeg + dInc),
      incidence_angle: round(ref.incidenceAngleDeg + dInc),
      incidence_near: round(nearInc + dInc),
      incidence_far: round(farInc + dInc),
      resolution_range: spec.rg,
      resolution_azimuth: spec.az,
      classification: 'public',
      absolute_orbit: orbit,
    });
  }
  return rows;
}

/** A site's stacks, one per geometry (each oldest first). */
export const siteStacks = (siteId: string, opts: RepeatOptions = {}): SceneRow[][] => {
  const site = REPEAT_SITES.find((s) => s.id === siteId);
  if (!site) throw new RangeError(`No repeat site ${siteId}`);
  return site.geometries.map((_, k) => geometryStack(site, k, opts));
};

/**
 * A stack across a flood event (FLOOD_EVENTS of imagery/world.ts): the site's stripmap (first) geometry, with the
 * archive ending a year after the flood unless `opts.end` says otherwise, so the flood is in it whatever today is.
 */
export function floodStack(eventId: string, opts: RepeatOptions = {}): SceneRow[] {
  const event = flood(eventId);
  if (!event) throw new RangeError(`No flood event ${eventId}`);
  const end = opts.end ?? new Date(Date.parse(event.end) + YEAR_MS);
  return siteStacks(eventId, { ...opts, end })[0];
}

/**
 * Two dates of a flood event's stack (`floodStack`): the last pass before the water rises and the pass nearest its
 * peak (the change between them is the flood's), with the stack they are part of.
 */
export function floodPair(
  eventId: string,
  opts: RepeatOptions = {},
): { before: SceneRow; during: SceneRow; stack: SceneRow[] } {
  const event = flood(eventId)!;
  const stack = floodStack(eventId, opts);
  const start = Date.parse(event.start);
  const peak = Date.parse(event.peak);
  const before = stack.filter((r) => +r.acquired_at < start).at(-1);
  const during = stack
    .filter((r) => +r.acquired_at > start && +r.acquired_at < Date.parse(event.end))
    .sort((a, b) => Math.abs(+a.acquired_at - peak) - Math.abs(+b.acquired_at - peak))[0];
  if (!before || !during) throw new RangeError(`The stack of ${eventId} does not span its flood`);
  return { before, during, stack };
}

/** Every repeat pass of the archive: all sites' stacks, a scene id once. */
export function repeatPassScenes(opts: RepeatOptions = {}): SceneRow[] {
  const seen = new Set<string>();
  const out: SceneRow[] = [];
  for (const site of REPEAT_SITES)
    for (let k = 0; k < site.geometries.length; k++)
      for (const row of geometryStack(site, k, opts))
        if (!seen.has(row.id)) {
          seen.add(row.id);
          out.push(row);
        }
  return out;
}
