/**
 * The time series (POST /api/catalog/timeseries/): σ⁰ over a point or a polygon on each date of the scenes named or
 * of a scene's stack, by date; a bought scene read at its raster's pixels, another at its preview's (the preview
 * tiles' pixels, far fewer over a polygon); the products rendered on first use, once however many ask at once, and a
 * request that would render many answered 503 with their jobs queued; scenes the caller may not see a 404; hostile
 * bodies a 400.
 */
import { STACK_MAX_SCENES, type Timeseries } from '@portal/shared/domain/scene-stack';
import { SCENE_TILE_PX, sceneTileDegrees } from '@portal/shared/domain/scene-tiles';
import { insertScenes } from '../src/catalog/insert';
import { sceneTileLevels } from '../src/catalog/scene-tiles';
import { productGrid } from '../src/imagery/product-cog';
import { localStorage } from '../src/storage';
import { box, scene } from './catalog-fixtures';
import { stackSuite, VISIBLE_STACK } from './stack-fixture';

const suite = stackSuite(['S1']);
const { t, customer, admin } = suite;

beforeAll(async () => {
  // The stack's products, rendered by their jobs (as an order's are): the reads below find them stored.
  await t.call({
    method: 'POST',
    url: '/api/catalog/timeseries/',
    token: admin.token,
    payload: { stack: 'S1', geometry: POINT },
  });
  await t.app.jobs.runDue('product-package');
});

const POINT = { type: 'Point', coordinates: [10.5, 45.5] };
/** 10.3–10.7° E, 45.3–45.7° N: inside S1 and the whole stack. */
const SQUARE = {
  type: 'Polygon',
  coordinates: box(10.3, 45.3, 10.7, 45.7),
};

const post = (payload: unknown, token: string) =>
  t.call({ method: 'POST', url: '/api/catalog/timeseries/', token, payload: payload as object });
const series = async (payload: unknown, token: string) => {
  const res = await post(payload, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as Timeseries).entries;
};

describe('the series', () => {
  it('of a stack: one entry per date of the stack, by date, σ⁰ in dB', async () => {
    const entries = await series({ stack: 'S1', geometry: POINT }, customer.token);
    expect(entries.map((e) => e.scene)).toEqual(VISIBLE_STACK);
    const times = entries.map((e) => e.acquired_at);
    expect([...times].sort()).toEqual(times);
    for (const e of entries) {
      expect(e.count).toBe(1);
      expect(e.mean_db).toBe(e.median_db);
      expect(e.mean_db!).toBeGreaterThan(-40);
      expect(e.mean_db!).toBeLessThan(15);
    }
  });

  it('of scenes named: by date whatever their order; a point off the scenes has no data (nulls)', async () => {
    const entries = await series({ scenes: ['S2', 'S0', 'S2'], geometry: POINT }, customer.token);
    expect(entries.map((e) => e.scene)).toEqual(['S0', 'S2']);
    const away = await series(
      { scenes: ['S1'], geometry: { type: 'Point', coordinates: [20, 10] } },
      customer.token,
    );
    expect(away).toEqual([
      {
        scene: 'S1',
        acquired_at: '2025-01-01T05:00:00.000Z',
        mean_db: null,
        median_db: null,
        count: 0,
        full_resolution: false,
      },
    ]);
  });

  it('a polygon: the bought scene read at its raster’s pixels, another at its preview’s', async () => {
    const [bought] = await series({ scenes: ['S1'], geometry: SQUARE }, suite.bob);
    const [preview] = await series({ scenes: ['S1'], geometry: SQUARE }, customer.token);
    expect(bought.full_resolution).toBe(true);
    expect(preview.full_resolution).toBe(false);
    const s1 = { bbox: [10, 45, 11, 46] as [number, number, number, number], img_mode: 3 };
    const maxPx = t.config.productMaxPixels;
    const grid = productGrid(s1, maxPx);
    // 0.4° × 0.4° in the raster's pixels, and in the preview tiles' pixels.
    const rasterPixels = (0.4 / grid.transform[0]) * (0.4 / -grid.transform[4]);
    const previewDeg = sceneTileDegrees(sceneTileLevels(s1, maxPx).preview) / SCENE_TILE_PX;
    const previewPixels = (0.4 / previewDeg) ** 2;
    expect(Math.abs(bought.count / rasterPixels - 1)).toBeLessThan(0.05);
    expect(Math.abs(preview.count / previewPixels - 1)).toBeLessThan(0.1);
    expect(preview.count).toBeLessThan(bought.count / 2);
    // The same ground, read coarser: the means agree within a few dB (the preview's overview averages dB).
    expect(Math.abs(bought.mean_db! - preview.mean_db!)).toBeLessThan(4);
    // Staff read every scene at full resolution.
    const [staff] = await series({ scenes: ['S1'], geometry: SQUARE }, admin.token);
    expect(staff).toEqual(bought);
  });

  it('a scene the caller may not see, among others or as the stack: 404', async () => {
    for (const payload of [
      { scenes: ['S1', 'HIDDEN'], geometry: POINT },
      { scenes: ['NO-SUCH'], geometry: POINT },
      { stack: 'HIDDEN', geometry: POINT },
    ])
      expect((await post(payload, customer.token)).statusCode).toBe(404);
    expect((await post({ scenes: ['HIDDEN'], geometry: POINT }, admin.token)).statusCode).toBe(200);
  });
});

describe('products rendered on first use', () => {
  it('ten series of a scene with no product yet, asked together, all arrive; one raster and one package are stored', async () => {
    await insertScenes(t.db, [
      scene({
        id: 'FRESH',
        satellite: 'TY-39',
        at: '2025-03-01T05:00:00Z',
        footprint: [box(10, 45, 11, 46)],
      }),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          { scenes: ['FRESH'], geometry: { type: 'Point', coordinates: [10.05 + i * 0.09, 45.5] } },
          customer.token,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const files: string[] = [];
    for await (const f of localStorage(t.config.storageDir).list('products/FRESH/')) files.push(f.key);
    expect(files.map((k) => k.slice(k.lastIndexOf('.')))).toEqual(['.tif', '.zip']);
  });

  it('more products to render than a request renders: 503 with Retry-After, and their jobs make them for the next', async () => {
    const ids = ['N1', 'N2', 'N3'];
    await insertScenes(
      t.db,
      ids.map((id, i) =>
        scene({
          id,
          satellite: 'TY-41',
          at: `2025-04-0${i + 1}T05:00:00Z`,
          footprint: [box(10, 45, 11, 46)],
        }),
      ),
    );
    const first = await t.call({
      method: 'POST',
      url: '/api/catalog/timeseries/',
      token: customer.token,
      lang: 'en',
      payload: { scenes: ids, geometry: POINT },
    });
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('30');
    expect(first.json().msg).toBe('The products of 3 images are being prepared: ask again shortly');
    // Asked again at once: no second job per scene.
    expect((await post({ scenes: ids, geometry: POINT }, customer.token)).statusCode).toBe(503);
    expect(await t.app.jobs.runDue('product-package')).toBe(3);
    const entries = await series({ scenes: ids, geometry: POINT }, customer.token);
    expect(entries.map((e) => e.count)).toEqual([1, 1, 1]);
  });
});

describe('hostile bodies', () => {
  const ring = box(10.3, 45.3, 10.7, 45.7)[0];
  it.each([
    ['no body', null],
    ['neither scenes nor a stack', { geometry: POINT }],
    ['both scenes and a stack', { scenes: ['S1'], stack: 'S1', geometry: POINT }],
    ['no scenes', { scenes: [], geometry: POINT }],
    [
      'too many scenes',
      { scenes: Array.from({ length: STACK_MAX_SCENES + 1 }, (_, i) => `S${i}`), geometry: POINT },
    ],
    ['an empty scene id', { scenes: [''], geometry: POINT }],
    ['no geometry', { scenes: ['S1'] }],
    [
      'a polygon not closed',
      { scenes: ['S1'], geometry: { type: 'Polygon', coordinates: [ring.slice(0, 4)] } },
    ],
    [
      'a polygon of three positions',
      { scenes: ['S1'], geometry: { type: 'Polygon', coordinates: [[ring[0], ring[1], ring[0]]] } },
    ],
    ['an empty ring', { scenes: ['S1'], geometry: { type: 'Polygon', coordinates: [[]] } }],
    ['a polygon with a hole', { scenes: ['S1'], geometry: { type: 'Polygon', coordinates: [ring, ring] } }],
    [
      'a polygon of 501 positions',
      {
        scenes: ['S1'],
        geometry: {
          type: 'Polygon',
          coordinates: [
            [...Array.from({ length: 500 }, (_, i) => [10 + i / 1000, 45 + (i % 2) / 10]), [10, 45]],
          ],
        },
      },
    ],
    ['a longitude off the globe', { scenes: ['S1'], geometry: { type: 'Point', coordinates: [1e20, 45] } }],
    ['a latitude off the globe', { scenes: ['S1'], geometry: { type: 'Point', coordinates: [10, -91] } }],
    ['a MultiPolygon', { scenes: ['S1'], geometry: { type: 'MultiPolygon', coordinates: [[ring]] } }],
    ['a number for a scene', { scenes: [1], geometry: POINT }],
  ])('%s: 400', async (_, payload) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/catalog/timeseries/',
      token: customer.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});
