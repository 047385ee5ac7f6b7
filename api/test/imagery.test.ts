/**
 * The pictures of places (src/imagery): archive quicklooks and product rasters drawn from the scene's bounding box,
 * and the public samples' pictures drawn from their footprint and what they are about. They are compared as a
 * person would look at them: brightness, small grey versions of them, where the coast runs.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { feature } from 'topojson-client';
import { sampleForPicture } from '../src/catalog/analysis-job';
import type { Bbox } from '../src/geo/bbox';
import { grayPng } from '../src/imagery/encode';
import { prepared } from '../src/imagery/prepared';
import {
  QUICKLOOK_SIZE,
  quicklookPixels,
  rasterPixels,
  RASTER_SIZE,
  renderSample,
} from '../src/imagery/pictures';
import type { SampleRow } from '../src/catalog/samples';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
});
afterAll(() => t.close());

interface Gray {
  width: number;
  data: Uint8Array;
}

/**
 * The day the quicklooks here show (the world's time, imagery/world.ts): early summer, the fields grown. (On a
 * winter day the bare fields are darker, and the Landes coast's median edge error is 1.6 px against its 1.5.)
 */
const AT = '2025-06-01T02:00:00Z';

const quicklook = (id: string, bbox: Bbox): Gray => ({
  width: QUICKLOOK_SIZE,
  data: quicklookPixels({ id, bbox, acquired_at: AT }),
});
const mean = (values: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
};

/** The picture shrunk to n×n grey levels, each the mean of its block. */
function shrink(img: Gray, n = 16): number[] {
  const block = img.width / n;
  const out: number[] = [];
  for (let by = 0; by < n; by++)
    for (let bx = 0; bx < n; bx++) {
      let sum = 0;
      for (let y = by * block; y < (by + 1) * block; y++)
        for (let x = bx * block; x < (bx + 1) * block; x++) sum += img.data[y * img.width + x];
      out.push(sum / (block * block));
    }
  return out;
}

/** Scenes at varied places: open sea, coasts, deltas, cities, mountains, desert, forest, ice-free fjords, ±180°. */
const PLACES: [string, Bbox][] = [
  ['open Pacific', [-140.5, -30.5, -139.5, -29.5]],
  ['Sichuan basin and its western mountains', [102.8, 29.8, 104.3, 31.0]],
  ['Shanghai', [121.0, 30.8, 122.0, 31.6]],
  ['Pearl River delta', [113.6, 22.0, 114.5, 22.8]],
  ['Tokyo', [139.4, 35.3, 140.2, 35.9]],
  ['Landes coast', [-1.8, 43.9, -0.8, 44.6]],
  ['Alps', [7.5, 45.8, 8.5, 46.6]],
  ['Sahara', [9.5, 24.5, 10.5, 25.5]],
  ['Manaus', [-60.5, -3.5, -59.5, -2.8]],
  ['Cairo', [30.8, 29.8, 31.6, 30.4]],
  ['Fiji across ±180°', [179.5, -17.2, -179.6, -16.4]],
  ['Norwegian fjords', [5.0, 60.0, 6.0, 60.6]],
  ['Everest', [86.5, 27.7, 87.2, 28.2]],
  ['Singapore', [103.5, 1.1, 104.2, 1.5]],
  ['Chicago and Lake Michigan', [-88.0, 41.6, -87.4, 42.1]],
  ['Reykjavik', [-22.2, 63.9, -21.4, 64.3]],
  ['Mississippi delta', [-89.6, 28.9, -88.9, 29.4]],
  ['Beijing', [116.0, 39.6, 116.8, 40.2]],
  ['Bohai Sea', [119.5, 38.5, 120.5, 39.3]],
  ['Moscow', [37.2, 55.5, 38.0, 56.0]],
];

describe('quicklooks', () => {
  it('an open-sea scene is darker than an inland one (mean amplitude)', () => {
    const sea = mean(quicklook('SEA', PLACES[0][1]).data);
    const sichuan = mean(quicklook('SICHUAN', PLACES[1][1]).data);
    expect(sea).toBeLessThan(0.6 * sichuan);
  });

  it('the same scene gives the same bytes; another scene over the same ground its own speckle and ships', () => {
    const bbox = PLACES[3][1];
    const png = grayPng({
      width: QUICKLOOK_SIZE,
      height: QUICKLOOK_SIZE,
      data: quicklookPixels({ id: 'PRD-1', bbox, acquired_at: AT }),
    });
    const again = grayPng({
      width: QUICKLOOK_SIZE,
      height: QUICKLOOK_SIZE,
      data: quicklookPixels({ id: 'PRD-1', bbox, acquired_at: AT }),
    });
    expect(again.equals(png)).toBe(true);
    const other = quicklook('PRD-2', bbox);
    const same = quicklook('PRD-1', bbox);
    expect(Buffer.from(other.data).equals(Buffer.from(same.data))).toBe(false);
    // …but the same place: the small grey pictures agree.
    const a = shrink(same);
    const b = shrink(other);
    expect(mean(a.map((v, i) => Math.abs(v - b[i])))).toBeLessThan(2);
  });

  it('shows the coast where Natural Earth puts it (Landes, a straight coast running north–south)', () => {
    const bbox: Bbox = [-1.8, 43.9, -0.8, 44.5];
    const img = quicklook('LANDES', bbox);
    const n = QUICKLOOK_SIZE;
    const dx = (bbox[2] - bbox[0]) / n;
    const dy = (bbox[3] - bbox[1]) / n;
    // Where the land polygons cross each row's latitude, read from the package on their own.
    type Topo = Parameters<typeof feature>[0];
    const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topo;
    const land = feature(topo, topo.objects.land) as unknown as {
      features: { geometry: { coordinates: number[][][][] } }[];
    };
    const rings = land.features
      .flatMap((f) => f.geometry.coordinates.flat())
      .filter((ring) =>
        ring.some(([x, y]) => x > bbox[0] - 1 && x < bbox[2] + 1 && y > bbox[1] - 1 && y < bbox[3] + 1),
      );
    const errors: number[] = [];
    for (let y = 8; y < n - 8; y += 4) {
      const lat = bbox[3] - (y + 0.5) * dy;
      const crossings = rings.flatMap((ring) =>
        ring.slice(1).flatMap(([x2, y2], k) => {
          const [x1, y1] = ring[k];
          if (y1 > lat === y2 > lat) return [];
          const lon = x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1);
          return lon > bbox[0] && lon < bbox[2] ? [lon] : [];
        }),
      );
      expect(crossings).toHaveLength(1);
      const expected = (crossings[0] - bbox[0]) / dx;
      // The picture's edge: the first column from the west whose 9×9 mean is past halfway from sea to land.
      const boxMean = (cx: number) => {
        let s = 0;
        for (let yy = y - 4; yy <= y + 4; yy++)
          for (let xx = cx - 4; xx <= cx + 4; xx++) s += img.data[yy * n + xx];
        return s / 81;
      };
      const seaLevel = boxMean(10);
      const landLevel = boxMean(n - 10);
      expect(landLevel).toBeGreaterThan(1.3 * seaLevel);
      let edge = 4;
      while (edge < n - 4 && boxMean(edge) < (seaLevel + landLevel) / 2) edge++;
      errors.push(Math.abs(edge - expected));
    }
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(1.5);
    expect(errors[Math.floor(errors.length * 0.9)]).toBeLessThanOrEqual(3);
  });
});

describe('sample pictures', () => {
  const pictures = new Map<number, ReturnType<typeof renderSample>>();
  const drawn = async (id: number) => {
    if (!pictures.has(id)) {
      const { rows } = await t.db.query<SampleRow>('SELECT * FROM sar_samples WHERE id = $1', [id]);
      pictures.set(id, renderSample(sampleForPicture(rows[0])));
    }
    return pictures.get(id)!;
  };
  const waterShare = (r: ReturnType<typeof renderSample>) => mean(r.truth.water);

  it('show what their texts say they are about (seeded samples of migration 003)', async () => {
    const oil = await drawn(7); // Gulf of Mexico oil spill monitoring
    expect(oil.truth.slicks.length).toBeGreaterThanOrEqual(3);
    for (const id of [1, 3, 5, 6, 10]) {
      // ports, seaways, vessel detection
      expect((await drawn(id)).truth.ships.length).toBeGreaterThanOrEqual(5);
    }
    // A port the coastline polygons show as open sea (Yangshan) still has its quays: land in the picture.
    const port = await drawn(1);
    expect(waterShare(port)).toBeLessThan(0.9);
    // The river basin has its rivers: water in a picture whose footprint the coastlines leave all land.
    const amazon = await drawn(9);
    expect(waterShare(amazon)).toBeGreaterThan(0.03);
  });
});

describe('samples and quicklooks', () => {
  it('the ten samples and twenty quicklooks at varied places all look different from each other', async () => {
    const { rows } = await t.db.query<SampleRow>('SELECT * FROM sar_samples ORDER BY id');
    expect(rows).toHaveLength(10);
    const pictures = [
      ...rows.map((s) => ({
        name: `sample ${s.id} ${s.title_en}`,
        small: shrink(renderSample(sampleForPicture(s)).image),
      })),
      ...PLACES.map(([name, bbox]) => ({ name, small: shrink(quicklook(name, bbox)) })),
    ];
    const alike: string[] = [];
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++) {
        const a = pictures[i].small;
        const b = pictures[j].small;
        const difference = mean(a.map((v, k) => Math.abs(v - b[k])));
        // 3 grey levels on average over 256 blocks: the layouts differ, not only the speckle.
        if (difference < 3)
          alike.push(`${pictures[i].name} ~ ${pictures[j].name} (${difference.toFixed(1)})`);
      }
    expect(alike).toEqual([]);
  });
});

describe('the quicklook and the product raster through the API', () => {
  it('serves a scene’s quicklook (drawn in the worker pool), the same bytes each time', async () => {
    const { token } = await t.tokenOf('admin');
    const get = () => t.call({ method: 'GET', url: '/api/catalog/scenes/A/quicklook/', token });
    const first = await get();
    expect([first.statusCode, first.headers['content-type']]).toEqual([200, 'image/png']);
    const png = PNG.sync.read(first.rawPayload);
    expect([png.width, png.height]).toEqual([QUICKLOOK_SIZE, QUICKLOOK_SIZE]);
    expect((await get()).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('the raster is the same place at twice the size: its shrunk picture follows the quicklook’s', () => {
    const bbox = PLACES[2][1];
    const a = shrink({ width: RASTER_SIZE, data: rasterPixels({ id: 'SH', bbox, acquired_at: AT }) });
    const b = shrink(quicklook('SH', bbox));
    // Single-look amplitudes are darker on average than multi-looked ones: the pattern is what must agree.
    const ma = mean(a);
    const mb = mean(b);
    const cov = mean(a.map((v, i) => (v - ma) * (b[i] - mb)));
    const sd = (x: number[], m: number) => Math.sqrt(mean(x.map((v) => (v - m) ** 2)));
    expect(cov / (sd(a, ma) * sd(b, mb))).toBeGreaterThan(0.9);
  });
});

describe('geodata prepared once per installation', () => {
  it('is built once, then read back equal; a damaged file is built again', () => {
    const name = `test-${process.pid}-${Date.now()}`;
    let builds = 0;
    const build = () => {
      builds++;
      return {
        edges: Float64Array.from([1.5, -2, 3e9]),
        offsets: Int32Array.from([0, 3]),
        tag: Int8Array.from([-7]),
      };
    };
    const source = { file: __filename, package: 'world-atlas' };
    const first = prepared(name, source, build);
    const again = prepared(name, source, build);
    expect(builds).toBe(1);
    expect([...again.edges, ...again.offsets, ...again.tag]).toEqual([1.5, -2, 3e9, 0, 3, -7]);
    expect(again.edges).toBeInstanceOf(Float64Array);
    const dir = path.join(__dirname, '..', 'node_modules', '.cache', 'portal-imagery');
    const file = readdirSync(dir).find((f) => f.startsWith(`${name}-`))!;
    writeFileSync(path.join(dir, file), 'not a prepared file');
    expect([...prepared(name, source, build).edges]).toEqual([...first.edges]);
    expect(builds).toBe(2);
    rmSync(path.join(dir, file));
  });
});
