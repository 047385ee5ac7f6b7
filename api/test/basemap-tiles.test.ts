/**
 * The globe's basemap tiles (GET /api/geodata/tiles/{z}/{x}/{y}.png): what a globe shows of them, decoded as a
 * client would. Where land is, is checked against Natural Earth's land-10m polygons read here on their own (a
 * point-in-polygon test, not the service's own rasteriser).
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { feature } from 'topojson-client';
import { tileBbox, tilePng, WATER_RGB } from '../src/imagery/tile';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 600_000);
afterAll(() => t.close());

interface Tile {
  width: number;
  data: Buffer;
}

const tileUrl = (z: number | string, x: number | string, y: number | string) =>
  `/api/geodata/tiles/${z}/${x}/${y}.png`;

async function getTile(z: number, x: number, y: number): Promise<{ png: Buffer; tile: Tile }> {
  const res = await t.call({ method: 'GET', url: tileUrl(z, x, y) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toMatch(/public.*immutable/);
  const png = PNG.sync.read(res.rawPayload);
  expect([png.width, png.height]).toEqual([256, 256]);
  return { png: res.rawPayload, tile: { width: png.width, data: png.data } };
}

const rgbAt = (t: Tile, x: number, y: number) => {
  const o = (y * t.width + x) * 4;
  return [t.data[o], t.data[o + 1], t.data[o + 2]];
};
const isWater = (rgb: number[]) => rgb.every((v, c) => v === WATER_RGB[c]);

/** Natural Earth's land edges [x1, y1, x2, y2] that span some latitude of the box. */
function landEdges([, south, , north]: number[]): number[][] {
  type Topo = Parameters<typeof feature>[0];
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topo;
  const land = feature(topo, topo.objects.land) as unknown as {
    features: { geometry: { type: string; coordinates: number[][][] | number[][][][] } }[];
  };
  const edges: number[][] = [];
  for (const { geometry: g } of land.features) {
    const polygons =
      g.type === 'Polygon' ? [g.coordinates as number[][][]] : (g.coordinates as number[][][][]);
    for (const ring of polygons.flat())
      for (let i = 1; i < ring.length; i++) {
        const [x1, y1] = ring[i - 1];
        const [x2, y2] = ring[i];
        if (Math.max(y1, y2) >= south && Math.min(y1, y2) <= north) edges.push([x1, y1, x2, y2]);
      }
  }
  return edges;
}

/** Even-odd rule: is the point on land? (The rings crossing ±180° are far from the places tested.) */
function onLand(edges: number[][], lon: number, lat: number): boolean {
  let inside = false;
  for (const [x1, y1, x2, y2] of edges)
    if (y1 > lat !== y2 > lat && lon < x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
  return inside;
}

describe('basemap tiles', () => {
  it('draws open sea as the one water colour, the globe base colour', async () => {
    // South Pacific, between the Austral and Pitcairn islands: 140.6–137.8° W, 28.1–30.9° S.
    const { tile } = await getTile(6, 14, 42);
    let water = 0;
    for (let y = 0; y < 256; y++) for (let x = 0; x < 256; x++) if (isWater(rgbAt(tile, x, y))) water++;
    expect(water).toBe(256 * 256);
  });

  it.each([
    ['the Landes coast (sea west, land east)', 8, 254, 65],
    ['Hangzhou Bay and the coast of Shanghai and Ningbo', 8, 428, 84],
  ])('puts land where Natural Earth 1:10m does, within two pixels, on %s', async (_, z, x, y) => {
    const { tile } = await getTile(z, x, y);
    const [west, , east, north] = tileBbox({ z, x, y });
    const edges = landEdges(tileBbox({ z, x, y }));
    const step = (east - west) / 256;
    const land = (px: number, py: number) =>
      onLand(edges, west + (px + 0.5) * step, north - (py + 0.5) * step);
    let landSeen = 0;
    let seaSeen = 0;
    for (let py = 2; py < 254; py += 6)
      for (let px = 2; px < 254; px += 6) {
        const here = land(px, py);
        // Only where the polygons agree two pixels around: the coast itself may fall either way.
        const around = [
          [-2, 0],
          [2, 0],
          [0, -2],
          [0, 2],
          [-2, -2],
          [2, 2],
          [-2, 2],
          [2, -2],
        ].every(([dx, dy]) => land(px + dx, py + dy) === here);
        if (!around) continue;
        expect({ px, py, water: isWater(rgbAt(tile, px, py)) }).toEqual({ px, py, water: !here });
        if (here) landSeen++;
        else seaSeen++;
      }
    // Both sides of the coast are in the tile.
    expect(landSeen).toBeGreaterThan(100);
    expect(seaSeen).toBeGreaterThan(100);
  });

  it('keeps the coast sharp at level 10: the land/water edge is at most 2 px wide', async () => {
    // The Landes coast near Lacanau-Océan, 0.18° across: some 70 m a pixel.
    const { tile } = await getTile(10, 1016, 261);
    let rowsAcross = 0;
    for (let y = 0; y < 256; y++) {
      const first = Array.from({ length: 256 }, (_, x) => x).find((x) => !isWater(rgbAt(tile, x, y)));
      if (first === undefined || first < 4 || first > 240) continue;
      rowsAcross++;
      const land = rgbAt(tile, first + 6, y);
      // How far along from water to land each pixel is: mixed pixels are the edge's width.
      let mixed = 0;
      for (let x = first - 4; x < first + 6; x++) {
        const p = rgbAt(tile, x, y);
        let num = 0;
        let den = 0;
        for (let c = 0; c < 3; c++) {
          num += (p[c] - WATER_RGB[c]) * (land[c] - WATER_RGB[c]);
          den += (land[c] - WATER_RGB[c]) ** 2;
        }
        const cover = num / den;
        if (cover > 0.05 && cover < 0.95) mixed++;
      }
      expect({ y, mixed: Math.min(mixed, 2) }).toEqual({ y, mixed });
    }
    expect(rowsAcross).toBeGreaterThan(200);
  });

  it('sends the same bytes for the same tile, as rendered anew', async () => {
    const { png } = await getTile(7, 211, 42);
    const again = await getTile(7, 211, 42);
    expect(again.png.equals(png)).toBe(true);
    expect(tilePng({ z: 7, x: 211, y: 42 }).equals(png)).toBe(true);
    expect(tilePng({ z: 7, x: 211, y: 42 }).equals(tilePng({ z: 7, x: 212, y: 42 }))).toBe(false);
  });

  it.each([
    ['a level beyond the last', tileUrl(13, 0, 0), 'z'],
    ['a column beyond the level', tileUrl(1, 4, 0), 'x'],
    ['a row beyond the level', tileUrl(1, 3, 2), 'y'],
    ['a negative column', tileUrl(3, -1, 0), 'x'],
    ['a row that is no number', tileUrl(3, 1, 'a'), 'y'],
    ['another picture format', '/api/geodata/tiles/3/1/1.jpg', 'y'],
  ])('refuses %s with 400 and says what is served', async (_, url, field) => {
    const res = await t.call({ method: 'GET', url, lang: 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg).toMatch(/level z is 0 to 12/);
    expect(body.errors).toEqual([expect.objectContaining({ field })]);
    const zh = await t.call({ method: 'GET', url, lang: 'zh' });
    expect(zh.json().msg).toMatch(/瓦片编号超出范围/);
  });
});
