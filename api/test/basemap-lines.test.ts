/**
 * The globe's vector basemap agrees with its tiles (GET /api/geodata/basemap/): over Hangzhou Bay the boundaries
 * run on land only, never across the bay or along a coast of their own, and the coast line is the tiles' coast
 * (Natural Earth 1:10m land, as imagery/land.ts draws it into tiles and pictures).
 */
import { gcj02ToWgs84 } from '@portal/shared/domain';
import { pixelGrid } from '../src/imagery/grid';
import { landMask } from '../src/imagery/land';
import { appOfFile } from './helpers';

const t = appOfFile();
const customer = t.session('customer');

type Line = [number, number][];
interface Answer {
  level: string;
  boundaries: { code: string; level: string; geometry: { type: string; coordinates: unknown } }[];
  coasts: { type: string; coordinates: unknown }[];
}

async function basemapOf(bbox: [number, number, number, number], crs: 'WGS84' | 'GCJ02' = 'WGS84') {
  const [w, s, e, n] = bbox;
  const res = await t.call({
    method: 'GET',
    url: `/api/geodata/basemap/?west=${w}&south=${s}&east=${e}&north=${n}`,
    token: customer.token,
    headers: { satellite: crs },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as Answer;
}

const linesOf = (g: { type: string; coordinates: unknown }): Line[] =>
  g.type === 'LineString' ? [g.coordinates as Line] : (g.coordinates as Line[]);

/** Land (1) and sea (0) of the tiles' polygons in a square of `halfKm` around a point, on a grid of `n`². */
function landAround([lon, lat]: [number, number], halfKm: number, n = 5): Uint8Array {
  const dLat = halfKm / 111.32;
  const dLon = dLat / Math.cos((lat * Math.PI) / 180);
  return landMask(pixelGrid([lon - dLon, lat - dLat, lon + dLon, lat + dLat], n, n));
}

const BAY: [number, number, number, number] = [120.6, 29.8, 122.2, 30.9];

describe('basemap lines over Hangzhou Bay', () => {
  it('draws the boundaries on land: no vertex lies out at sea', async () => {
    for (const view of [BAY, [118, 27, 124, 32] as typeof BAY]) {
      const a = await basemapOf(view);
      const vertices = a.boundaries.flatMap((b) => linesOf(b.geometry).flat());
      expect(vertices.length).toBeGreaterThan(50);
      // At sea: no land within 2 km (the bay is 20 to 90 km wide; the old outlines crossed it).
      const atSea = vertices.filter((p) => landAround(p, 2).every((v) => v === 0));
      expect({ view, atSea: atSea.slice(0, 8) }).toEqual({ view, atSea: [] });
    }
  });

  it('keeps the borders between provinces and between cities', async () => {
    const a = await basemapOf([118, 27, 124, 32]);
    const codes = a.boundaries.map((b) => b.code);
    // Zhejiang, Shanghai, Jiangsu, Anhui, and Hangzhou, Ningbo, Jiaxing meet on land.
    expect(codes).toEqual(
      expect.arrayContaining(['330000', '310000', '320000', '340000', '330100', '330200']),
    );
  });

  it('draws the coast where the tiles have it, within a pixel of their polygons', async () => {
    const a = await basemapOf(BAY);
    expect(a.level).toBe('city');
    const vertices = a.coasts.flatMap((g) => linesOf(g).flat());
    expect(vertices.length).toBeGreaterThan(200);
    // A view of 1.6° on some 1,000 pixels: 0.0016° (about 170 m) a pixel. Land and sea meet within it.
    const offCoast = vertices.filter((p) => {
      const around = landAround(p, 0.17, 7);
      return around.every((v) => v === 1) || around.every((v) => v === 0);
    });
    expect(offCoast.length).toBeLessThanOrEqual(vertices.length * 0.01);
  });

  it('answers the coast in the session’s coordinate system, and none for a country-wide view', async () => {
    const gcj = await basemapOf(BAY, 'GCJ02');
    const vertices = gcj.coasts.flatMap((g) => linesOf(g).flat());
    expect(vertices.length).toBeGreaterThan(200);
    // GCJ-02 moves Zhejiang some 500 m: the positions sent are on the coast only once converted back.
    const onCoast = (p: [number, number]) => {
      const around = landAround(p, 0.17, 7);
      return around.some((v) => v === 1) && around.some((v) => v === 0);
    };
    const back = vertices.map(([x, y]) => gcj02ToWgs84(x, y) as [number, number]);
    expect(back.filter(onCoast).length).toBeGreaterThanOrEqual(vertices.length * 0.99);
    expect((await basemapOf([70, 10, 140, 55])).coasts).toEqual([]);
  });
});
