/**
 * The change between two scenes (GET /api/catalog/scenes/{id}/change/{other} and its tiles): a scene against itself
 * changes nowhere; the area compared is what both cover; a caller who may read both products compares them at full
 * resolution, anyone else at the preview's; the layer's tiles are CHANGE_COLOURS where the areas count change and
 * transparent elsewhere, 403 above the preview for a caller who did not buy both; a pair compared once however many
 * ask at once; hostile thresholds and tile addresses a 400, scenes one may not see a 404.
 */
import {
  CHANGE_COLOURS,
  DEFAULT_CHANGE_THRESHOLD_DB,
  type SceneChange,
} from '@portal/shared/domain/scene-stack';
import { PNG } from 'pngjs';
import { insertScenes } from '../src/catalog/insert';
import { sceneTileLevels } from '../src/catalog/scene-tiles';
import { KM_PER_DEGREE } from '../src/imagery/grid';
import { localStorage } from '../src/storage';
import { box, scene } from './catalog-fixtures';
import { stackSuite } from './stack-fixture';

const suite = stackSuite(['S1', 'S0']);
const { t, customer, admin } = suite;

beforeAll(async () => {
  await t.app.jobs.runDue('product-package');
});

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const change = async (before: string, after: string, token: string, query = '') => {
  const res = await get(`/api/catalog/scenes/${before}/change/${after}${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as SceneChange;
};
const km2 = (w: number, s: number, e: number, n: number) =>
  (e - w) * (n - s) * KM_PER_DEGREE ** 2 * Math.cos((((s + n) / 2) * Math.PI) / 180);

/** The tile of a level that holds a point, as the globe's geographic scheme numbers it. */
function tileAt(z: number, lon: number, lat: number) {
  const deg = 180 / 2 ** z;
  return { z, x: Math.floor((lon + 180) / deg), y: Math.floor((90 - lat) / deg) };
}
const tileUrl = (a: string, b: string, { z, x, y }: { z: number; x: number; y: number }, q = '') =>
  `/api/catalog/scenes/${a}/change/${b}/tiles/${z}/${x}/${y}.png${q}`;

describe('the change', () => {
  it('of a scene with itself: nothing changed over the whole scene', async () => {
    const self = await change('S1', 'S1', suite.bob);
    expect(self).toMatchObject({
      before: 'S1',
      after: 'S1',
      threshold_db: DEFAULT_CHANGE_THRESHOLD_DB,
      increase_km2: 0,
      decrease_km2: 0,
      changed_km2: 0,
      full_resolution: true,
    });
    expect(Math.abs(self.compared_km2 / km2(10, 45, 11, 46) - 1)).toBeLessThan(0.02);
  });

  it('compares what both cover; a lower threshold counts more change, a higher one less', async () => {
    const c = await change('S1', 'S2', admin.token);
    expect(Math.abs(c.compared_km2 / km2(10.2, 45.1, 11, 46) - 1)).toBeLessThan(0.02);
    expect(c.changed_km2).toBeCloseTo(c.increase_km2 + c.decrease_km2, 2);
    const low = await change('S1', 'S2', admin.token, '?threshold=1');
    const high = await change('S1', 'S2', admin.token, '?threshold=10');
    expect(low.changed_km2).toBeGreaterThan(c.changed_km2);
    expect(high.changed_km2).toBeLessThanOrEqual(c.changed_km2);
    expect(low.threshold_db).toBe(1);
    // Two dates of the same ground, with speckle of their own: a few per cent of it beyond ±3 dB, not most.
    expect(c.changed_km2 / c.compared_km2).toBeLessThan(0.3);
  });

  it('at full resolution for those who may read both, at the preview’s for anyone else', async () => {
    const both = await change('S0', 'S1', suite.bob);
    const one = await change('S1', 'S2', suite.bob);
    const none = await change('S0', 'S1', customer.token);
    const staff = await change('S0', 'S1', admin.token);
    expect([both.full_resolution, one.full_resolution, none.full_resolution, staff.full_resolution]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(staff).toEqual(both);
    // The raster's pixel (1°/512 north–south here) and the preview tiles' (some 1°/182).
    expect(both.pixel_m).toBeLessThan(300);
    expect(none.pixel_m).toBeGreaterThan(2 * both.pixel_m);
    expect(Math.abs(none.compared_km2 / both.compared_km2 - 1)).toBeLessThan(0.05);
  });

  it('between scenes the caller may not see, or that do not exist: 404; scenes that do not meet: nothing compared', async () => {
    for (const [a, b] of [
      ['S1', 'HIDDEN'],
      ['HIDDEN', 'S1'],
      ['S1', 'NO-SUCH'],
    ])
      expect((await get(`/api/catalog/scenes/${a}/change/${b}`, customer.token)).statusCode).toBe(404);
    const apart = await change('S1', 'X-AWAY', admin.token);
    expect(apart).toMatchObject({ compared_km2: 0, changed_km2: 0 });
  });
});

describe('the change layer’s tiles', () => {
  const levels = sceneTileLevels({ bbox: [10, 45, 11, 46], img_mode: 3 }, 512);

  it('above the preview: 403 for a caller who did not buy both, 200 for one who did; past the pixels 404', async () => {
    const above = tileAt(levels.preview + 1, 10.5, 45.5);
    expect((await get(tileUrl('S1', 'S2', above), suite.bob)).statusCode).toBe(403);
    expect((await get(tileUrl('S0', 'S1', above), customer.token)).statusCode).toBe(403);
    const ok = await get(tileUrl('S0', 'S1', above), suite.bob);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(
      (await get(tileUrl('S0', 'S1', tileAt(levels.preview, 10.5, 45.5)), customer.token)).statusCode,
    ).toBe(200);
    expect(
      (await get(tileUrl('S0', 'S1', tileAt(levels.full + 1, 10.5, 45.5)), admin.token)).statusCode,
    ).toBe(404);
  });

  it('colours what the areas count: nothing for a scene and itself; the two colours or none, as the threshold says', async () => {
    const z = levels.preview;
    const tile = tileAt(z, 10.5, 45.5);
    const pixels = async (a: string, b: string, q = '') => {
      const png = PNG.sync.read((await get(tileUrl(a, b, tile, q), admin.token)).rawPayload);
      const seen = new Map<string, number>();
      for (let i = 0; i < 256 * 256; i++) {
        const k = Array.from(png.data.subarray(i * 4, i * 4 + 4)).join(',');
        seen.set(k, (seen.get(k) ?? 0) + 1);
      }
      return seen;
    };
    expect([...(await pixels('S1', 'S1')).keys()]).toEqual(['0,0,0,0']);
    const allowed = new Set([
      CHANGE_COLOURS.increase.join(','),
      CHANGE_COLOURS.decrease.join(','),
      '0,0,0,0',
    ]);
    const low = await pixels('S0', 'S1', '?threshold=0.5');
    expect([...low.keys()].every((k) => allowed.has(k))).toBe(true);
    expect(low.size).toBeGreaterThan(1);
    // A higher threshold colours fewer pixels.
    const coloured = (m: Map<string, number>) => 256 * 256 - (m.get('0,0,0,0') ?? 0);
    expect(coloured(await pixels('S0', 'S1', '?threshold=10'))).toBeLessThan(coloured(low));
  });

  it('a tile away from what both cover is transparent; one is drawn once and kept in the store', async () => {
    const away = PNG.sync.read((await get(tileUrl('S0', 'S1', tileAt(8, 30, 30)), admin.token)).rawPayload);
    expect(away.data.every((v) => v === 0)).toBe(true);
    const list = async () => {
      const keys: string[] = [];
      for await (const f of localStorage(t.config.storageDir).list('change-tiles/S0/S1/')) keys.push(f.key);
      return keys;
    };
    const before = await list();
    const url = tileUrl('S0', 'S1', tileAt(levels.preview, 10.8, 45.2), '?threshold=2.5');
    const first = await get(url, admin.token);
    const after = await list();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((k) => !before.includes(k))).toMatch(
      /^change-tiles\/S0\/S1\/[0-9a-f]{16}\/2\.5\/\d+\/\d+\/\d+\.png$/,
    );
    expect((await get(url, admin.token)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await list()).toEqual(after);
  });
});

describe('at once', () => {
  it('ten changes of a pair never compared, asked together, all arrive; one change raster is stored', async () => {
    await insertScenes(t.db, [
      scene({ id: 'P1', satellite: 'TY-38', at: '2025-05-01T05:00:00Z', footprint: [box(10, 45, 11, 46)] }),
      scene({ id: 'P2', satellite: 'TY-38', at: '2025-05-12T05:00:00Z', footprint: [box(10, 45, 11, 46)] }),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        get(`/api/catalog/scenes/P1/change/P2?threshold=${1 + i}`, admin.token),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const stored = async (prefix: string) => {
      const keys: string[] = [];
      for await (const f of localStorage(t.config.storageDir).list(prefix)) keys.push(f.key);
      return keys.map((k) => k.slice(k.lastIndexOf('.')));
    };
    expect(await stored('changes/P1/P2/')).toEqual(['.tif']);
    expect(await stored('products/P1/')).toEqual(['.tif', '.zip']);
    expect(await stored('products/P2/')).toEqual(['.tif', '.zip']);
  });
});

describe('hostile requests', () => {
  it.each([
    ['a threshold below the range', '/change/S1?threshold=0.1'],
    ['a threshold above the range', '/change/S1?threshold=21'],
    ['a threshold in words', '/change/S1?threshold=three'],
    ['a threshold that is not a number', '/change/S1?threshold=NaN'],
    ['an infinite threshold', '/change/S1?threshold=Infinity'],
    ['a level beyond the finest', '/change/S1/tiles/21/0/0.png'],
    ['a negative level', '/change/S1/tiles/-1/0/0.png'],
    ['a column beyond the level', '/change/S1/tiles/2/8/0.png'],
    ['a row beyond the level', '/change/S1/tiles/2/0/4.png'],
    ['a row without .png', '/change/S1/tiles/2/0/0'],
    ['a fractional column', '/change/S1/tiles/2/0.5/0.png'],
    ['a tile threshold out of range', '/change/S1/tiles/2/0/0.png?threshold=1e9'],
  ])('%s: 400', async (_, path) => {
    const res = await get(`/api/catalog/scenes/S0${path}`, suite.bob);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('without a session: the sign-in answer (code 201), no picture', async () => {
    for (const url of ['/api/catalog/scenes/S0/change/S1', tileUrl('S0', 'S1', tileAt(3, 10.5, 45.5))]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.json().code).toBe(201);
    }
  });
});
