/**
 * BENCH imagery: what a picture of a place costs (api/src/imagery) on one thread: the first picture of a thread
 * (Natural Earth's coasts and relief and the towns loaded), then the median and worst of an archive quicklook
 * (256 px, 4 looks), a product raster (512 px, single-look) and a public sample's picture (512 px) over varied places,
 * and a tile of the globe's basemap (256 px PNG, levels 3–12).
 * Run alone: `npm run bench -- imagery`.
 */
import { performance } from 'node:perf_hooks';
import type { Bbox } from '../api/src/geo/bbox';
import { quicklookPixels, rasterPixels, renderSample } from '../api/src/imagery/pictures';
import { tilePng, type TileAddress } from '../api/src/imagery/tile';

const PLACES: Bbox[] = [
  [-140.5, -30.5, -139.5, -29.5], // open sea
  [102.8, 29.8, 104.3, 31.0], // Sichuan
  [121.0, 30.8, 122.0, 31.6], // Shanghai
  [113.6, 22.0, 114.5, 22.8], // Pearl River delta
  [7.5, 45.8, 8.5, 46.6], // Alps
  [-88.0, 41.6, -87.4, 42.1], // Chicago
  [179.5, -17.2, -179.6, -16.4], // Fiji, across ±180°
  [-1.8, 43.9, -0.8, 44.6], // Landes coast
];
/** Basemap tiles over coasts, lakes and open sea, from a province's view to a city's. */
const TILES: TileAddress[] = [
  { z: 3, x: 13, y: 2 }, // East Asia's coast, 22.5°
  { z: 5, x: 53, y: 10 }, // Zhejiang and Shanghai
  { z: 6, x: 14, y: 42 }, // open sea
  { z: 8, x: 254, y: 65 }, // Landes coast
  { z: 8, x: 428, y: 84 }, // Hangzhou Bay
  { z: 10, x: 1016, y: 261 },
  { z: 12, x: 6860, y: 1337 }, // Shanghai
];
const ROUNDS = 3;

const SAMPLE = {
  id: 3,
  lon: 113.75,
  lat: 22.2,
  img_mode: 6,
  title_zh: '珠江口船舶检测',
  title_en: 'Pearl River estuary vessel detection',
  description_zh: 'TOPS 模式宽幅覆盖，用于船舶检测。',
  description_en: 'Wide TOPS coverage used for vessel detection.',
};

/** Wall time and CPU time of the process (ms; one thread draws): on a shared machine the CPU time is steadier. */
function timed(fn: () => unknown): { wall: number; cpu: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 };
}

/** The day the scenes drawn here show (the world's time, api/src/imagery/world.ts). */
const AT = '2025-06-01T02:00:00Z';

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];

export async function run(): Promise<void> {
  const first = timed(() => quicklookPixels({ id: 'warm-up', bbox: PLACES[0], acquired_at: AT }));
  const quicklook: { wall: number; cpu: number }[] = [];
  const raster: { wall: number; cpu: number }[] = [];
  const sample: { wall: number; cpu: number }[] = [];
  const tile: { wall: number; cpu: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of TILES) tile.push(timed(() => tilePng(t)));
    PLACES.forEach((bbox, i) => {
      quicklook.push(timed(() => quicklookPixels({ id: `Q${r}-${i}`, bbox, acquired_at: AT })));
      raster.push(timed(() => rasterPixels({ id: `R${r}-${i}`, bbox, acquired_at: AT })));
    });
    sample.push(timed(() => renderSample({ ...SAMPLE, id: SAMPLE.id + 100 * r })));
  }
  const rows: [string, number][] = [
    ['first_picture', first.wall],
    ['first_picture_cpu', first.cpu],
  ];
  for (const [name, runs] of [
    ['quicklook', quicklook],
    ['raster', raster],
    ['sample', sample],
    ['basemap_tile', tile],
  ] as const) {
    rows.push([`${name}_p50`, median(runs.map((x) => x.wall))]);
    rows.push([`${name}_max`, Math.max(...runs.map((x) => x.wall))]);
    rows.push([`${name}_cpu_p50`, median(runs.map((x) => x.cpu))]);
  }
  for (const [metric, ms] of rows) console.log(`BENCH imagery ${metric} ${ms.toFixed(1)} ms`);
  console.table(Object.fromEntries(rows.map(([m, ms]) => [m, { ms: Math.round(ms) }])));
}

if (require.main === module) void run();
