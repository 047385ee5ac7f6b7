/**
 * A scene's product raster as map tiles (GET /api/catalog/scenes/{id}/tilejson.json and …/tiles/{z}/{x}/{y}.png):
 * a customer who bought the scene, and staff, get every level down to the raster's pixels; another customer the
 * preview's levels (no finer than the quicklook) and 403 beyond, in their language; the tiles are PNGs of the
 * raster's σ⁰ stretched as asked, transparent outside the scene, drawn once and then served from the store;
 * hostile levels, rows, columns and stretches get a 400.
 */
import { PNG } from 'pngjs';
import { sceneTileLevels } from '../src/catalog/scene-tiles';
import { localStorage } from '../src/storage';
import { appOfFile, type Session } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
const admin = t.session('admin');
let bob: Session;

beforeAll(async () => {
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT 'bob', password_hash, 'customer', '13900000002', 'bob@example.com', 100000000 FROM users WHERE username = 'customer'`,
  );
  bob = await t.tokenOf('bob');
  // Bob buys scene A (Beijing); the demo customer buys nothing.
  const cost = (await get('/api/commodity/order_cost/?scene_ids=A', bob.token)).json().data[0].cost_fen;
  const order = await t.call({
    method: 'POST',
    url: '/api/commodity/orders/',
    token: bob.token,
    payload: { scene_ids: ['A'], quoted_cost_fen: cost },
  });
  expect(order.statusCode).toBe(200);
});

/** The test app's file storage (its own folder). */
const store = () => localStorage(t.config.storageDir);
const get = (url: string, token: string, lang: 'en' | 'zh' = 'en') =>
  t.call({ method: 'GET', url, token, lang, headers: { satellite: 'WGS84' } });

interface TileJson {
  tilejson: string;
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  preview_maxzoom: number;
  full_resolution: boolean;
  bounds: number[];
  crs: string;
}
const tileJson = async (who: Session, id: string, query = '') => {
  const res = await get(`/api/catalog/scenes/${id}/tilejson.json${query}`, who.token);
  expect(res.statusCode).toBe(200);
  return res.json() as TileJson;
};

/** The tile of a level that holds a point, as the globe's geographic scheme numbers it. */
function tileAt(z: number, lon: number, lat: number) {
  const deg = 180 / 2 ** z;
  return { z, x: Math.floor((lon + 180) / deg), y: Math.floor((90 - lat) / deg) };
}
const tileUrl = (id: string, { z, x, y }: { z: number; x: number; y: number }, query = '') =>
  `/api/catalog/scenes/${id}/tiles/${z}/${x}/${y}.png${query}`;
const decode = (bytes: Buffer) => PNG.sync.read(bytes);

// Scene A: Beijing, 116–117° E, 39–40° N (api/test/catalog-fixtures.ts).
const CENTRE = [116.5, 39.5] as const;

describe('levels', () => {
  it('the buyer and staff get every level, another customer the preview’s', async () => {
    const [bought, staff, other] = [
      await tileJson(bob, 'A'),
      await tileJson(admin, 'A'),
      await tileJson(customer, 'A'),
    ];
    expect(bought.full_resolution && staff.full_resolution).toBe(true);
    expect(other.full_resolution).toBe(false);
    expect(other.maxzoom).toBe(other.preview_maxzoom);
    expect(bought.maxzoom).toBeGreaterThan(bought.preview_maxzoom);
    expect(staff.maxzoom).toBe(bought.maxzoom);
    expect(bought).toMatchObject({
      tilejson: '3.0.0',
      minzoom: 0,
      crs: 'EPSG:4326',
      bounds: [116, 39, 117, 40],
    });
    expect(bought.tiles[0]).toBe('http://portal.test/api/catalog/scenes/A/tiles/{z}/{x}/{y}.png');
    // The preview is the quicklook's pixels (1° in 256): a level's tile pixel no finer than that.
    expect(180 / 2 ** other.preview_maxzoom / 256).toBeGreaterThanOrEqual(1 / 256);
    expect(180 / 2 ** (other.preview_maxzoom + 1) / 256).toBeLessThan(1 / 256);
  });

  it('a tile above the preview: 200 for the buyer and staff, 403 for another customer in their language', async () => {
    const { preview, full } = sceneTileLevels(
      { bbox: [116, 39, 117, 40], img_mode: 3 },
      t.config.productMaxPixels,
    );
    const fine = tileAt(full, ...CENTRE);
    expect((await get(tileUrl('A', fine), bob.token)).statusCode).toBe(200);
    expect((await get(tileUrl('A', fine), admin.token)).statusCode).toBe(200);
    for (const z of [preview + 1, full]) {
      const en = await get(tileUrl('A', tileAt(z, ...CENTRE)), customer.token);
      expect(en.statusCode).toBe(403);
      expect(en.json().msg).toBe(
        'This product is delivered only to customers who ordered it: order the image first',
      );
    }
    const zh = await get(tileUrl('A', tileAt(preview + 1, ...CENTRE)), customer.token, 'zh');
    expect(zh.json().msg).toBe('该影像的产品仅提供给已订购的用户，请先下单购买');
    const previewTile = await get(tileUrl('A', tileAt(preview, ...CENTRE)), customer.token);
    expect(previewTile.statusCode).toBe(200);
    expect(previewTile.headers['content-type']).toBe('image/png');
    // Past the raster's own pixels there is nothing finer to draw.
    expect((await get(tileUrl('A', tileAt(full + 1, ...CENTRE)), admin.token)).statusCode).toBe(404);
  });

  it('a scene the caller may not see is a 404, as a scene that does not exist', async () => {
    expect((await get('/api/catalog/scenes/NO-SUCH/tilejson.json', admin.token)).statusCode).toBe(404);
    expect((await get(tileUrl('NO-SUCH', tileAt(3, ...CENTRE)), admin.token)).statusCode).toBe(404);
  });
});

describe('pixels', () => {
  const z = 9;
  const inside = tileAt(z, ...CENTRE);

  it('a tile inside the scene is opaque σ⁰ in gray; one beyond its edge transparent there; one away from it empty', async () => {
    const png = decode((await get(tileUrl('A', inside), bob.token)).rawPayload);
    expect([png.width, png.height]).toEqual([256, 256]);
    const alpha = (p: PNG) => Array.from({ length: 256 * 256 }, (_, i) => p.data[i * 4 + 3]);
    expect(alpha(png).every((a) => a === 255)).toBe(true);
    const gray = Array.from({ length: 256 * 256 }, (_, i) => png.data[i * 4]);
    expect(gray.every((v, i) => v === png.data[i * 4 + 1] && v === png.data[i * 4 + 2])).toBe(true);
    expect(new Set(gray).size).toBeGreaterThan(50);

    // The tile holding the scene's north-west corner: the scene's part drawn, the rest transparent.
    const corner = decode((await get(tileUrl('A', tileAt(z, 116.001, 39.999)), bob.token)).rawPayload);
    const a = alpha(corner);
    expect(a.some((v) => v === 255)).toBe(true);
    expect(a.some((v) => v === 0)).toBe(true);

    const away = decode((await get(tileUrl('A', tileAt(z, 10, 10)), bob.token)).rawPayload);
    expect(alpha(away).every((v) => v === 0)).toBe(true);
  });

  it('the stretch changes the picture: a lower high end brightens it, a colour map colours it', async () => {
    const mean = (p: PNG) => {
      let s = 0;
      for (let i = 0; i < 256 * 256; i++) s += p.data[i * 4];
      return s / (256 * 256);
    };
    const base = decode((await get(tileUrl('A', inside), bob.token)).rawPayload);
    const bright = decode((await get(tileUrl('A', inside, '?max=-10'), bob.token)).rawPayload);
    expect(mean(bright)).toBeGreaterThan(mean(base) + 10);
    const viridis = decode((await get(tileUrl('A', inside, '?colormap=viridis'), bob.token)).rawPayload);
    expect(
      Array.from({ length: 100 }, (_, i) => viridis.data[i * 4] !== viridis.data[i * 4 + 1]).some(Boolean),
    ).toBe(true);
    // The tilejson of a stretch names it in its tile URLs.
    expect((await tileJson(bob, 'A', '?max=-10&colormap=viridis')).tiles[0]).toMatch(
      /\?max=-10&colormap=viridis$/,
    );
  });

  it('a tile is drawn once and kept in the store under the product’s version and the stretch', async () => {
    const stored = async () => {
      const keys: string[] = [];
      for await (const f of store().list('tiles/A/')) keys.push(f.key);
      return keys;
    };
    const before = await stored();
    const url = tileUrl('A', tileAt(9, 116.8, 39.8), '?gamma=2');
    const first = await get(url, bob.token);
    const after = await stored();
    expect(after.length).toBe(before.length + 1);
    const key = after.find((k) => !before.includes(k))!;
    expect(key).toMatch(/^tiles\/A\/[0-9a-f]{16}\/-25_0_2_gray\/9\/\d+\/\d+\.png$/);
    expect((await store().get(key)).equals(first.rawPayload)).toBe(true);
    expect((await get(url, bob.token)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await stored()).toEqual(after);
  });
});

describe('at once', () => {
  it('ten first tiles of a scene not drawn yet, asked together, all arrive; one raster and one package are stored', async () => {
    // Scene B (Shanghai) has had no product yet; ten different tiles over it are asked for together.
    const z = 9;
    const urls = Array.from({ length: 10 }, (_, i) => tileUrl('B', tileAt(z, 121.05 + i * 0.09, 30.5)));
    const answers = await Promise.all(urls.map((u) => get(u, admin.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const files: string[] = [];
    for await (const f of store().list('products/B/')) files.push(f.key);
    expect(files.map((k) => k.slice(k.lastIndexOf('.')))).toEqual(['.tif', '.zip']);
  });
});

describe('hostile requests', () => {
  it.each([
    ['a level beyond the finest', '/tiles/21/0/0.png'],
    ['a negative level', '/tiles/-1/0/0.png'],
    ['a column beyond the level', '/tiles/2/8/0.png'],
    ['a row beyond the level', '/tiles/2/0/4.png'],
    ['a row without .png', '/tiles/2/0/0'],
    ['a row in words', '/tiles/2/0/zero.png'],
    ['a fractional column', '/tiles/2/0.5/0.png'],
    ['min at or above max', '/tiles/2/0/0.png?min=0&max=-5'],
    ['min out of range', '/tiles/2/0/0.png?min=-1e9'],
    ['gamma out of range', '/tiles/2/0/0.png?gamma=0'],
    ['an unknown colour map', '/tiles/2/0/0.png?colormap=rainbow'],
    ['a number that is not one', '/tiles/2/0/0.png?max=NaN'],
  ])('%s: 400, nothing drawn', async (_, path) => {
    const res = await get(`/api/catalog/scenes/A${path}`, bob.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(0);
  });

  it('without a session: the sign-in answer (code 201), no picture', async () => {
    for (const url of [tileUrl('A', tileAt(3, ...CENTRE)), '/api/catalog/scenes/A/tilejson.json']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe(201);
    }
  });
});
