/**
 * The world changes over time (issue 54, item 2): two dates of one stack of the demo archive across a flood event,
 * drawn by the product renderer, show the water's extent grown on the floodplain (in the renderer's truth, and
 * independently on σ⁰: a 5 × 5 boxcar under −14 dB) while a town beside it stays as it was up to speckle; the same
 * place on the same day is the same in every scene of it; and the archive's repeat passes make stacks that satisfy
 * the stack rule (shared/src/domain/scene-stack.ts) across every flood event's dates.
 */
import { CONSTELLATION, IMAGING_MODES } from '@portal/shared/domain/constellation';
import { STACK_INCIDENCE_TOLERANCE_DEG, STACK_MIN_OVERLAP } from '@portal/shared/domain/scene-stack';
import type { SceneRow } from '../src/catalog/generate';
import { floodPair, floodStack, repeatPassScenes, REPEAT_SITES } from '../src/catalog/repeat-passes';
import { geometryBbox, type Bbox } from '../src/geo/bbox';
import { quicklookPixels } from '../src/imagery/pictures';
import { renderProduct, type RenderedProduct } from '../src/imagery/product-cog';
import { renderScene } from '../src/imagery/scene';
import { PLAIN } from '../src/imagery/subject';
import { FLOOD_EVENTS, GROWING_SITES } from '../src/imagery/world';
import { productScene } from './product-scene';

/** The test's flood: East Dongting Lake in July 2024, with Yueyang on its eastern shore. */
const EVENT = FLOOD_EVENTS.find((e) => e.id === 'dongting-2024')!;
const TOWN = { lon: 113.0948, lat: 29.3746 };
/** A modest product raster: some 50 m a pixel over the 25 km stripmap scene. */
const MAX_PX = 512;

const bboxOf = (r: SceneRow): Bbox => geometryBbox({ type: 'MultiPolygon', coordinates: r.footprint });
const render = (r: SceneRow): RenderedProduct =>
  renderProduct(
    productScene({ ...r, bbox: bboxOf(r), footprint: r.footprint.map((p) => p[0] as [number, number][]) }),
    MAX_PX,
  );

/** Share of the footprint's pixels (not NaN) that `isWater` says are water. */
function waterShare(p: RenderedProduct, isWater: (i: number) => boolean): number {
  let n = 0;
  let w = 0;
  for (let i = 0; i < p.db.length; i++)
    if (!Number.isNaN(p.db[i])) {
      n++;
      if (isWater(i)) w++;
    }
  return w / n;
}

/** The 5 × 5 boxcar mean of linear σ⁰ over the footprint's pixels, in dB (NaN outside). */
function boxcarDb(p: RenderedProduct): Float32Array {
  const { width, height } = p.grid;
  const out = new Float32Array(width * height).fill(Number.NaN);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (Number.isNaN(p.db[y * width + x])) continue;
      let sum = 0;
      let n = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || xx < 0 || yy >= height || xx >= width) continue;
          const v = p.db[yy * width + xx];
          if (Number.isNaN(v)) continue;
          sum += 10 ** (v / 10);
          n++;
        }
      out[y * width + x] = 10 * Math.log10(sum / n);
    }
  return out;
}

/** The mean dB (of the pixels' dB values) of a block of 21 × 21 pixels around a place, and its truth's water. */
function block(p: RenderedProduct, lon: number, lat: number): { meanDb: number; water: number } {
  const [a, , c, , e, f] = p.grid.transform;
  const cx = Math.floor((lon - c) / a);
  const cy = Math.floor((lat - f) / e);
  let sum = 0;
  let n = 0;
  let water = 0;
  for (let y = cy - 10; y <= cy + 10; y++)
    for (let x = cx - 10; x <= cx + 10; x++) {
      const i = y * p.grid.width + x;
      sum += p.db[i];
      water += p.truth.water[i];
      n++;
    }
  return { meanDb: sum / n, water };
}

describe('two dates of a stack across a flood event', () => {
  const { before, during } = floodPair(EVENT.id);
  const b = render(before);
  const d = render(during);

  it('are dated before the water rose and at its height, on one grid', () => {
    expect(+before.acquired_at).toBeLessThan(Date.parse(EVENT.start));
    expect(+during.acquired_at).toBeGreaterThan(Date.parse(EVENT.start));
    expect(+during.acquired_at).toBeLessThan(Date.parse(EVENT.end));
    expect([d.grid.width, d.grid.height]).toEqual([b.grid.width, b.grid.height]);
    // The scene lies in the flood's box.
    const [w, s, e, n] = bboxOf(during);
    expect(w > EVENT.box[0] && s > EVENT.box[1] && e < EVENT.box[2] && n < EVENT.box[3]).toBe(true);
  });

  it("the water's extent grew by a clear margin: in the renderer's truth", () => {
    const was = waterShare(b, (i) => b.truth.water[i] === 1);
    const is = waterShare(d, (i) => d.truth.water[i] === 1);
    expect(is - was).toBeGreaterThan(0.1);
    expect(is).toBeGreaterThan(3 * was);
  });

  it('…and on σ⁰ alone (5 × 5 boxcar under −14 dB), agreeing with the truth within a few per cent', () => {
    const bb = boxcarDb(b);
    const dd = boxcarDb(d);
    const was = waterShare(b, (i) => bb[i] < -14);
    const is = waterShare(d, (i) => dd[i] < -14);
    expect(is - was).toBeGreaterThan(0.1);
    const truth = waterShare(d, (i) => d.truth.water[i] === 1);
    expect(Math.abs(is - truth)).toBeLessThan(0.05);
  });

  it('the town beside the floodplain is unchanged within speckle (mean dB of a block < 1 dB apart), and dry', () => {
    const townBefore = block(b, TOWN.lon, TOWN.lat);
    const townDuring = block(d, TOWN.lon, TOWN.lat);
    expect(Math.abs(townDuring.meanDb - townBefore.meanDb)).toBeLessThan(1);
    expect([townBefore.water, townDuring.water]).toEqual([0, 0]);
    // A town: brighter than the fields around it.
    expect(townDuring.meanDb).toBeGreaterThan(-6);
  });

  it('the quicklooks (the same model at the scenes’ times) agree: the flooded one is darker', () => {
    const mean = (a: Uint8Array) => a.reduce((s, v) => s + v, 0) / a.length;
    const q = (r: SceneRow) =>
      mean(quicklookPixels({ id: r.id, bbox: bboxOf(r), acquired_at: r.acquired_at }));
    expect(q(during)).toBeLessThan(0.9 * q(before));
  });
});

describe('the world is bound to places and days, not to scenes', () => {
  const box: Bbox = [112.9, 29.2, 113.0, 29.3];
  const at = new Date('2024-07-10T22:00:00Z');
  const draw = (key: string, bbox: Bbox, when = at) =>
    renderScene({ bbox, width: 200, height: 200, key, subject: PLAIN, at: when, calibrated: true });

  it('two scenes of the same place and day differ only in speckle and ships: the same water, the same mean σ⁰', () => {
    const one = draw('scene-one', box);
    const two = draw('scene-two', box);
    expect(Buffer.from(two.truth.water).equals(Buffer.from(one.truth.water))).toBe(true);
    const mean = (a: Float32Array) => a.reduce((s, v) => s + v, 0) / a.length;
    const ratio = mean(two.intensity!) / mean(one.intensity!);
    expect(Math.abs(10 * Math.log10(ratio))).toBeLessThan(0.3);
  });

  it('a scene shifted by whole pixels draws the same water where the two overlap', () => {
    const step = (box[2] - box[0]) / 200;
    const shifted: Bbox = [box[0] + 20 * step, box[1], box[2] + 20 * step, box[3]];
    const one = draw('scene-one', box).truth.water;
    const two = draw('scene-two', shifted).truth.water;
    let differ = 0;
    for (let y = 0; y < 200; y++)
      for (let x = 20; x < 200; x++) if (one[y * 200 + x] !== two[y * 200 + x - 20]) differ++;
    expect(differ / (200 * 180)).toBeLessThan(0.005);
  });

  it('the season: the same river is wider in the wet season than in the dry one', () => {
    const wet = draw('k', box, new Date('2025-07-25T00:00:00Z')).truth.waterPixels;
    const dry = draw('k', box, new Date('2025-01-25T00:00:00Z')).truth.waterPixels;
    expect(wet).toBeGreaterThan(1.3 * dry);
  });

  it('the crop calendar: a plain’s fields are brighter at full growth than bare in winter', () => {
    const fields: Bbox = [115.6, 37.6, 115.7, 37.7]; // the North China Plain, winter wheat then maize
    const mean = (a: Float32Array) => a.reduce((s, v) => s + v, 0) / a.length;
    const august = mean(draw('k', fields, new Date('2025-08-13T00:00:00Z')).intensity!);
    const february = mean(draw('k', fields, new Date('2025-02-01T00:00:00Z')).intensity!);
    expect(10 * Math.log10(august / february)).toBeGreaterThan(1);
  });

  it('a building site is built up over the years: brighter at its end than at its start', () => {
    const site = GROWING_SITES.find((s) => s.id === 'new-capital-egypt')!;
    const mean = (a: Float32Array) => a.reduce((s, v) => s + v, 0) / a.length;
    const at = (d: string) => mean(draw('k', site.box, new Date(d)).intensity!);
    expect(10 * Math.log10(at(site.to) / at(site.from))).toBeGreaterThan(3);
  });
});

/** Share of the smaller of two footprints that the other covers (sampled on a 160 × 160 grid over both). */
function overlap(a: SceneRow, b: SceneRow): number {
  const inside = (mp: number[][][][], x: number, y: number) => {
    let c = false;
    for (const poly of mp)
      for (const ring of poly)
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i];
          const [xj, yj] = ring[j];
          if (yi > y !== yj > y && x < xi + ((y - yi) / (yj - yi)) * (xj - xi)) c = !c;
        }
    return c;
  };
  const [aw, as, ae, an] = bboxOf(a);
  const [bw, bs, be, bn] = bboxOf(b);
  const [w, s, e, n] = [Math.min(aw, bw), Math.min(as, bs), Math.max(ae, be), Math.max(an, bn)];
  let inA = 0;
  let inB = 0;
  let both = 0;
  for (let i = 0; i < 160; i++)
    for (let j = 0; j < 160; j++) {
      const x = w + ((i + 0.5) * (e - w)) / 160;
      const y = s + ((j + 0.5) * (n - s)) / 160;
      const ia = inside(a.footprint, x, y);
      const ib = inside(b.footprint, x, y);
      inA += +ia;
      inB += +ib;
      both += +(ia && ib);
    }
  return both / Math.min(inA, inB);
}

/** Whether a scene belongs to the stack of a reference (the stack rule). */
const stacksWith = (ref: SceneRow, s: SceneRow) =>
  s.satellite === ref.satellite &&
  s.orbit_direction === ref.orbit_direction &&
  s.look_side === ref.look_side &&
  Math.abs(s.incidence_angle - ref.incidence_angle) <= STACK_INCIDENCE_TOLERANCE_DEG &&
  overlap(ref, s) >= STACK_MIN_OVERLAP;

describe("the archive's repeat passes", () => {
  it.each(FLOOD_EVENTS.map((e) => [e.id, e] as const))(
    'a stack across the flood %s: at least 8 scenes of one geometry, before, during and after it',
    (_, e) => {
      const stack = floodStack(e.id);
      expect(stack.length).toBeGreaterThanOrEqual(8);
      expect(stack.length).toBeLessThanOrEqual(40);
      const ref = stack[0];
      expect(stack.filter((s) => !stacksWith(ref, s)).map((s) => s.id)).toEqual([]);
      const t = (s: SceneRow) => +s.acquired_at;
      expect(stack.some((s) => t(s) < Date.parse(e.start))).toBe(true);
      const during = stack.filter((s) => t(s) > Date.parse(e.start) && t(s) < Date.parse(e.end));
      expect(during.length).toBeGreaterThanOrEqual(2);
      expect(stack.some((s) => t(s) > Date.parse(e.end))).toBe(true);
    },
  );

  it("come back at the satellite's repeat cycle, with ids in the archive's form and orbits that follow the time", () => {
    const stack = floodStack(EVENT.id);
    const sat = CONSTELLATION.find((s) => s.id === stack[0].satellite)!;
    const code = IMAGING_MODES[stack[0].img_mode as keyof typeof IMAGING_MODES].sceneIdCode;
    for (let k = 1; k < stack.length; k++) {
      const days = (+stack[k].acquired_at - +stack[k - 1].acquired_at) / 86_400_000;
      const cycles = Math.round(days / sat.repeatCycle.days);
      expect(Math.abs(days - cycles * sat.repeatCycle.days)).toBeLessThan(0.01);
      const orbits = stack[k].absolute_orbit - stack[k - 1].absolute_orbit;
      expect(Math.abs(orbits - cycles * sat.repeatCycle.orbits)).toBeLessThanOrEqual(cycles * 0.1 + 1);
    }
    for (const s of stack) {
      const orbit = String(s.absolute_orbit).padStart(6, '0');
      expect(s.id).toMatch(new RegExp(`^${s.satellite.replace('-', '')}_${code}_\\d{8}T\\d{6}_${orbit}$`));
    }
  });

  it('cover a few dozen sites with 10 to 40 scenes a stack, each id once, deterministically', () => {
    const end = new Date('2026-12-01T00:00:00Z');
    const all = repeatPassScenes({ end });
    expect(REPEAT_SITES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(REPEAT_SITES.length * 10);
    expect(all.length).toBeLessThan(REPEAT_SITES.length * 2 * 40);
    expect(repeatPassScenes({ end }).map((s) => s.id)).toEqual(all.map((s) => s.id));
    // Every flood event and building site has its site.
    const sites = new Set(REPEAT_SITES.flatMap((s) => [s.flood, s.growing]));
    for (const id of [...FLOOD_EVENTS.map((e) => e.id), ...GROWING_SITES.map((s) => s.id)])
      expect(sites.has(id)).toBe(true);
  });
});
