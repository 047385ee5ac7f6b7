/**
 * Synthetic archive catalog built on the orbit engine: scenes along the ground tracks of TY-38 … TY-41
 * (synthetic sun-synchronous TLEs, one set per quarter), imaged over land and coasts at plausible rates
 * (coarse land mask from Natural Earth 1:110m, see landmask.ts), footprints from the swath geometry of each
 * imaging mode (`swathFootprint`), and plausible distributions of modes, polarizations, look sides,
 * orbit directions and angles. About 3% of scenes are sensitive and 1% restricted.
 * Deterministic: the same seed, count and end time give the same catalog.
 *
 * CLI: `npx tsx api/src/catalog/generate.ts <count> [seed]` prints the scenes as NDJSON (for inspection).
 */
import {
  DEG,
  IMAGING_MODES,
  RAD,
  SATELLITES,
  ecefToGeodetic,
  geodeticNadir,
  intersectEllipsoid,
  newStateBuffer,
  stateAt,
  swathFootprint,
  syntheticConstellation,
  type ImagingModeCode,
  type LookSide,
  type Propagator,
} from '@portal/shared/orbit';
import { absoluteOrbitSince, launchMs } from '@portal/shared/orbit/absolute-orbit';
import { seededRandom } from '@portal/shared/sar-analysis';
import { COAST, LAND, surfaceAt } from './landmask';

export interface SceneRow {
  id: string;
  satellite: string;
  acquired_at: Date;
  acquired_end: Date;
  /** MultiPolygon coordinates, WGS-84, split at ±180°. */
  footprint: number[][][][];
  img_mode: number;
  product_type: string;
  polarization: string;
  orbit_direction: 'ascending' | 'descending';
  look_side: LookSide;
  look_angle: number;
  incidence_angle: number;
  incidence_near: number;
  incidence_far: number;
  resolution_range: number;
  resolution_azimuth: number;
  classification: 'public' | 'sensitive' | 'restricted';
  absolute_orbit: number;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** End of the archive (default: the start of the current UTC day, so one day's runs agree). */
  end?: Date;
  /** Length of the archive in years (default 3). */
  years?: number;
}

/** mulberry32 (the one seeded generator of shared/sar-analysis): small, fast, deterministic. */
export const prng = seededRandom;

function pick<T>(rnd: () => number, items: readonly (readonly [T, number])[]): T {
  let x = rnd() * items.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of items) {
    x -= w;
    if (x <= 0) return v;
  }
  return items[items.length - 1][0];
}

/** Ground resolution (range, azimuth) in metres and look-angle band of each mode. */
export const MODE_SPEC: Record<number, { rg: number; az: number; look: [number, number] }> = {
  1: { rg: 1, az: 1, look: [15, 38] },
  3: { rg: 3, az: 3, look: [15, 38] },
  6: { rg: 5, az: 20, look: [20, 36] },
  4: { rg: 10, az: 10, look: [18, 36] },
  5: { rg: 25, az: 25, look: [18, 36] },
};
const EARTH_R = 6371.0;
/** Ground-track speed of a ~520 km orbit, km/s (scene duration = along-track length / speed). */
const GROUND_SPEED = 7.0;

/** Look angle (deg) that reaches ground range `gr` km from a satellite at radius `r` km (spherical Earth). */
export const lookForRange = (gr: number, r: number) => {
  const th = gr / EARTH_R;
  return Math.atan2(EARTH_R * Math.sin(th), r - EARTH_R * Math.cos(th)) * RAD;
};
/** Ground range (km) and incidence (deg) of look angle `l` (deg). */
export const rangeForLook = (l: number, r: number) => {
  const inc = Math.asin(Math.min(1, (r / EARTH_R) * Math.sin(l * DEG)));
  return { gr: EARTH_R * (inc - l * DEG), inc: inc * RAD };
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** An archive scene's id: `<satellite>_<mode code>_<start, UTC>_<absolute orbit>` (TY38_SM_20250110T030000_012345). */
export const sceneIdOf = (satelliteId: string, mode: ImagingModeCode, start: Date, absoluteOrbit: number) =>
  `${satelliteId.replace('-', '')}_${IMAGING_MODES[mode].sceneIdCode}_${stamp(start)}_${pad(absoluteOrbit, 6)}`;

/** East Asia, the provider's home market, is imaged more often. */
const inHomeMarket = (lon: number, lat: number) => lon >= 73 && lon <= 146 && lat >= 15 && lat <= 54;

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** The archive's end when none is given: the start of the current UTC day. */
export const archiveEnd = (opts: { end?: Date }): Date =>
  opts.end ?? new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);

export function* generateScenes(opts: GenerateOptions): Generator<SceneRow> {
  const rnd = prng(opts.seed ?? 20260101);
  const endMs = archiveEnd(opts).getTime();
  const startMs = endMs - (opts.years ?? 3) * 365.25 * 86_400_000;
  const QUARTER = 91.3125 * 86_400_000;
  const constellations = new Map<number, Propagator[]>();
  const propagator = (satIndex: number, t: number) => {
    const q = Math.floor(t / QUARTER);
    let c = constellations.get(q);
    if (!c) {
      c = syntheticConstellation(q * QUARTER + QUARTER / 2);
      constellations.set(q, c);
    }
    return c[satIndex];
  };
  const sats = SATELLITES.map((s, i) => ({
    info: s,
    index: i,
    from: Math.max(startMs, launchMs(s.syntheticOrbit.intlDesignator)),
  }));
  const active = sats.filter((s) => s.from < endMs);
  const weights = active.map((s) => [s, endMs - s.from] as const);
  const buf = newStateBuffer();
  const ids = new Set<string>();
  let produced = 0;
  let guard = 0;
  while (produced < opts.count) {
    if (++guard > opts.count * 200 + 10_000)
      throw new Error('catalog generator: too few acceptable candidates');
    const sat = pick(rnd, weights);
    const t = sat.from + rnd() * (endMs - sat.from);
    const p = propagator(sat.index, t);
    const modes = sat.info.imagingModes;
    const mode = pick(
      rnd,
      modes.map((m) => [m, ({ 1: 25, 3: 35, 6: 10, 4: 15, 5: 15 } as Record<number, number>)[m]] as const),
    ) as ImagingModeCode;
    const side: LookSide = rnd() < 0.7 ? 'right' : 'left';
    const spec = MODE_SPEC[mode];
    const look = spec.look[0] + rnd() * (spec.look[1] - spec.look[0]);
    const r0 = rnd(); // acceptance draw, taken before any early exit so the sequence stays deterministic
    if (!stateAt(p, t, buf)) continue;
    // Centre of the swath: the ray at `look` in the zero-Doppler plane.
    const vn = Math.hypot(buf[3], buf[4], buf[5]);
    const al = [buf[3] / vn, buf[4] / vn, buf[5] / vn];
    const n0 = geodeticNadir(buf[0], buf[1], buf[2]);
    const d = n0[0] * al[0] + n0[1] * al[1] + n0[2] * al[2];
    let n = [n0[0] - d * al[0], n0[1] - d * al[1], n0[2] - d * al[2]];
    const nn = Math.hypot(n[0], n[1], n[2]);
    n = [n[0] / nn, n[1] / nn, n[2] / nn];
    const right = [n[1] * al[2] - n[2] * al[1], n[2] * al[0] - n[0] * al[2], n[0] * al[1] - n[1] * al[0]];
    const k = side === 'right' ? 1 : -1;
    const c = Math.cos(look * DEG),
      s = Math.sin(look * DEG) * k;
    const hit = intersectEllipsoid(
      [buf[0], buf[1], buf[2]],
      [c * n[0] + s * right[0], c * n[1] + s * right[1], c * n[2] + s * right[2]],
    );
    if (!hit) continue;
    const g = ecefToGeodetic(hit[0], hit[1], hit[2]);
    const surface = surfaceAt(g.lonDeg, g.latDeg);
    const home = inHomeMarket(g.lonDeg, g.latDeg);
    const accept =
      surface === LAND ? (home ? 1 : 0.45) : surface === COAST ? (home ? 0.9 : 0.35) : home ? 0.06 : 0.012;
    if (r0 >= accept || Math.abs(g.latDeg) > 82) continue;

    const radius = Math.hypot(buf[0], buf[1], buf[2]);
    const width = IMAGING_MODES[mode].swathWidthKm;
    const centre = rangeForLook(look, radius);
    const nearDeg = lookForRange(Math.max(1, centre.gr - width / 2), radius);
    const farDeg = lookForRange(centre.gr + width / 2, radius);
    const durMs = Math.max(1.5, IMAGING_MODES[mode].sceneLengthKm / GROUND_SPEED) * 1000;
    const t0 = Math.round(t - durMs / 2);
    const t1 = Math.round(t + durMs / 2);
    let fp;
    try {
      fp = swathFootprint(p, t0, t1, side, { nearDeg, farDeg }, durMs > 8000 ? 5 : 3);
    } catch {
      continue;
    }
    const footprint = (fp.type === 'Polygon' ? [fp.coordinates] : fp.coordinates) as number[][][][];
    const acquiredAt = new Date(t0);
    const absoluteOrbit = absoluteOrbitSince(
      launchMs(sat.info.syntheticOrbit.intlDesignator),
      p.meanMotionRadS,
      t,
    );
    const id = sceneIdOf(sat.info.id, mode, acquiredAt, absoluteOrbit);
    const polarization =
      sat.info.polarisation === 'VV'
        ? pick(rnd, [
            ['VV', 80],
            ['HH', 20],
          ] as const)
        : pick(rnd, [
            ['VV', 30],
            ['HH', 10],
            ['VV+VH', 45],
            ['HH+HV', 15],
          ] as const);
    const product = pick(rnd, [
      ['SLC', 45],
      ['ORG', 40],
      ['SLC+ORG', 15],
    ] as const);
    const cls = rnd();
    if (ids.has(id)) continue;
    ids.add(id);
    produced++;
    yield {
      id,
      satellite: sat.info.id,
      acquired_at: acquiredAt,
      acquired_end: new Date(t1),
      footprint,
      img_mode: mode,
      product_type: product,
      polarization,
      orbit_direction: buf[5] > 0 ? 'ascending' : 'descending',
      look_side: side,
      look_angle: round(look),
      incidence_angle: round(centre.inc),
      incidence_near: round(rangeForLook(nearDeg, radius).inc),
      incidence_far: round(rangeForLook(farDeg, radius).inc),
      resolution_range: spec.rg,
      resolution_azimuth: spec.az,
      classification: cls < 0.01 ? 'restricted' : cls < 0.04 ? 'sensitive' : 'public',
      absolute_orbit: absoluteOrbit,
    };
  }
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 10);
  const seed = process.argv[3] ? Number(process.argv[3]) : undefined;
  for (const s of generateScenes({ count, seed })) process.stdout.write(`${JSON.stringify(s)}\n`);
}
