import { sampleScene } from '../src/discern/sources';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  token = (await t.tokenOf('customer')).token;
});
afterAll(() => t.close());

const getwfs = (payload: Record<string, unknown>, withToken = token) =>
  t.call({ method: 'POST', url: '/api/discern/api/v1/geoserver/getwfs/', token: withToken, payload });

interface Feature {
  geometry: { type: string; coordinates: number[] | number[][][] };
  properties: Record<string, number | string>;
}

describe('POST /api/discern/api/v1/geoserver/getwfs/', () => {
  it('finds the ships planted in a sample, where they are, as WGS-84 points', async () => {
    const res = await getwfs({ sample_id: 3, algorithm: 'vessel' });
    expect(res.statusCode).toBe(200);
    const fc = res.json().data[0];
    const truth = sampleScene(3).truth.ships;
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.summary.provenance).toMatch(/synthetic/i);
    expect(fc.features).toHaveLength(truth.length);
    for (const ship of truth) {
      const d = Math.min(
        ...fc.features.map((f: Feature) =>
          Math.hypot(Number(f.properties.x) - ship.x, Number(f.properties.y) - ship.y),
        ),
      );
      expect(d).toBeLessThan(2);
    }
    // Sample 3 is centred on 113.75°E 22.20°N.
    for (const f of fc.features as Feature[]) {
      const [lon, lat] = f.geometry.coordinates as number[];
      expect(Math.abs(lon - 113.75)).toBeLessThan(1);
      expect(Math.abs(lat - 22.2)).toBeLessThan(1);
    }
  });

  it('outlines the slicks and the water of a sample as polygons, with the water area', async () => {
    const oil = (await getwfs({ sample_id: 7, algorithm: 'oil' })).json().data[0];
    expect(oil.features).toHaveLength(sampleScene(7).truth.slicks.length);
    for (const f of oil.features as Feature[]) expect(f.geometry.type).toBe('Polygon');
    const water = (await getwfs({ sample_id: 2, algorithm: 'water' })).json().data[0];
    const truth = sampleScene(2).truth.waterPixels;
    const [px, py] = water.summary.pixel_size_m;
    expect(
      Math.abs(water.summary.water_area_km2 - (truth * px * py) / 1e6) / ((truth * px * py) / 1e6),
    ).toBeLessThan(0.03);
    const ring = (water.features[0] as Feature).geometry.coordinates[0] as unknown as number[][];
    expect(ring[0]).toEqual(ring.at(-1));
  });

  it('runs on an archive scene the caller may see', async () => {
    const res = await getwfs({ scene_id: 'A', algorithm: 'water' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].summary).toMatchObject({ algorithm: 'water', width: 512, height: 512 });
  });

  it('answers 404 for an unknown sample or scene and 400 for a wrong body', async () => {
    expect((await getwfs({ sample_id: 9999, algorithm: 'water' })).statusCode).toBe(404);
    expect((await getwfs({ scene_id: 'NOPE', algorithm: 'water' })).statusCode).toBe(404);
    for (const payload of [{ sample_id: 'x', algorithm: 'water' }, { sample_id: 1, algorithm: 'fire' }, {}]) {
      expect((await getwfs(payload)).statusCode).toBe(400);
    }
  });
});
