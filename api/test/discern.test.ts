import JSZip from 'jszip';
import { shapefileZip } from '../src/analysis/shapefile-zip';
import { findSample } from '../src/catalog/samples';
import { sampleForPicture } from '../src/catalog/analysis-job';
import { sampleScene as sceneOf } from '../src/analysis/sources';
import { shp } from '../src/geo/shpjs-loader';
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

/** The picture of a sample an analysis reads, as the API draws it, with what was planted in it. */
const sampleScene = async (id: number, algorithm: 'water' | 'oil' | 'vessel') =>
  sceneOf(sampleForPicture((await findSample(t.db, id))!), algorithm);

const getwfs = (payload: Record<string, unknown>, withToken = token) =>
  t.call({ method: 'POST', url: '/api/discern/api/v1/geoserver/getwfs/', token: withToken, payload });

interface Feature {
  id: number;
  geometry: { type: string; coordinates: number[] | number[][][] };
  properties: Record<string, number | string>;
}

const getZip = (payload: unknown, withToken = token) =>
  t.call({
    method: 'POST',
    url: '/api/discern/api/v1/geoserver/get_zip/',
    token: withToken,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    lang: 'en',
  });

/** A zipped shapefile read the way the area importer reads customers' files (shpjs), with its sidecar files. */
async function readShapefileZip(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const names = Object.keys(zip.files).sort();
  const base = names.find((n) => n.endsWith('.shp'))!.slice(0, -4);
  const file = (ext: string) => zip.file(`${base}.${ext}`)!.async('nodebuffer');
  const cpg = (await file('cpg')).toString();
  return {
    names,
    base,
    geometries: shp.parseShp(await file('shp')) as { type: string; coordinates: number[] | number[][][] }[],
    rows: shp.parseDbf(await file('dbf'), cpg),
    prj: (await file('prj')).toString(),
    cpg,
  };
}

/** Twice the signed area of a ring (> 0: counter-clockwise, lon/lat axes). */
const signedArea = (ring: number[][]) =>
  ring.slice(1).reduce((s, p, i) => s + (ring[i][0] * p[1] - p[0] * ring[i][1]), 0);

describe('POST /api/discern/api/v1/geoserver/getwfs/', () => {
  it('finds the ships planted in a sample, where they are, as WGS-84 points', async () => {
    const res = await getwfs({ sample_id: 3, algorithm: 'vessel' });
    expect(res.statusCode).toBe(200);
    const fc = res.json().data[0];
    const truth = (await sampleScene(3, 'vessel')).truth.ships;
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

  it("measures the vessel demonstration's ships at their size: 20–400 m long, a few tens of metres wide", async () => {
    const demo = (await t.call({ method: 'GET', url: '/api/effect/data/' }))
      .json()
      .data.find((c: { service: string }) => c.service === 'vesselDetection');
    expect(demo.sample_ids.length).toBeGreaterThan(0);
    for (const id of demo.sample_ids as number[]) {
      const fc = (await getwfs({ sample_id: id, algorithm: 'vessel' })).json().data[0];
      const features = fc.features as Feature[];
      expect(features.length).toBeGreaterThan(0);
      const size = (f: Feature) => [Number(f.properties.length_m), Number(f.properties.width_m)];
      // Real ships: tens of metres to 400 m long, 20 m (a pixel) to 70 m wide, never wider than long.
      const unreal = features
        .map(size)
        .filter(([l, w]) => !(l >= 20 && l <= 400 && w >= 20 && w <= 70 && w <= l));
      expect({ id, unreal }).toEqual({ id, unreal: [] });
      // Found on the sample's detail, 20 m a pixel: a TOPS sample's own picture has 195 m pixels.
      expect(fc.summary.pixel_size_m).toEqual([20, 20]);
      const truth = (await sampleScene(id, 'vessel')).truth.ships;
      expect(features).toHaveLength(truth.length);
      for (const f of features) {
        // The length of the ship planted there, to a pixel and a half or a quarter.
        const ship = truth.find(
          (s) => Math.hypot(Number(f.properties.x) - s.x, Number(f.properties.y) - s.y) < 2,
        )!;
        expect(Math.abs(size(f)[0] - ship.lengthM!)).toBeLessThanOrEqual(Math.max(30, ship.lengthM! / 4));
      }
    }
  });

  it('outlines the slicks and the water of a sample as polygons, with the water area', async () => {
    const oil = (await getwfs({ sample_id: 7, algorithm: 'oil' })).json().data[0];
    expect(oil.features).toHaveLength((await sampleScene(7, 'oil')).truth.slicks.length);
    for (const f of oil.features as Feature[]) expect(f.geometry.type).toBe('Polygon');
    const water = (await getwfs({ sample_id: 2, algorithm: 'water' })).json().data[0];
    const truth = (await sampleScene(2, 'water')).truth.waterPixels;
    const [px, py] = water.summary.pixel_size_m;
    expect(
      Math.abs(water.summary.water_area_km2 - (truth * px * py) / 1e6) / ((truth * px * py) / 1e6),
    ).toBeLessThan(0.03);
    const ring = (water.features[0] as Feature).geometry.coordinates[0] as unknown as number[][];
    expect(ring[0]).toEqual(ring.at(-1));
    // RFC 7946 §3.1.6: outer rings counter-clockwise, holes clockwise.
    for (const f of [...oil.features, ...water.features] as Feature[]) {
      const rings = f.geometry.coordinates as unknown as number[][][];
      expect(rings.map((r, k) => signedArea(r) > 0 === (k === 0))).toEqual(rings.map(() => true));
    }
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

describe('POST /api/discern/api/v1/geoserver/get_zip/', () => {
  it.each(['vessel', 'oil', 'water'] as const)(
    "zips getwfs/'s features of a sample as a WGS-84 shapefile (%s)",
    async (algorithm) => {
      const payload = { sample_id: 7, algorithm };
      const res = await getZip(payload);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sample-7-${algorithm}.zip"`);
      const z = await readShapefileZip(res.rawPayload);
      const base = `sample-7-${algorithm}`;
      expect(z.names).toEqual(['cpg', 'dbf', 'prj', 'shp', 'shx'].map((ext) => `${base}.${ext}`));
      expect(z.prj).toMatch(/^GEOGCS\["GCS_WGS_1984",DATUM\["D_WGS_1984"/);
      expect(z.cpg).toBe('UTF-8');

      const features: Feature[] = (await getwfs(payload)).json().data[0].features;
      expect(features.length).toBeGreaterThan(0);
      expect(z.geometries).toHaveLength(features.length);
      expect(z.geometries.map((g) => g.type)).toEqual(features.map((f) => f.geometry.type));
      // Every attribute as a DBF field (names within dBase's 10 characters), values as getwfs/ gives them.
      expect(z.rows).toEqual(features.map((f) => ({ id: f.id, ...f.properties })));
      z.geometries.forEach((g, i) => {
        const expected = features[i].geometry.coordinates;
        if (g.type === 'Point') {
          const [lon, lat] = g.coordinates as number[];
          const [lon0, lat0] = expected as number[];
          expect(Math.abs(lon - lon0)).toBeLessThan(1e-6);
          expect(Math.abs(lat - lat0)).toBeLessThan(1e-6);
        } else {
          // The same rings, the outer one clockwise and holes counter-clockwise, as shapefiles have them.
          const rings = g.coordinates as number[][][];
          const same = (r: number[][], i: number) =>
            JSON.stringify(r) === JSON.stringify(expected[i]) ||
            JSON.stringify([...r].reverse()) === JSON.stringify(expected[i]);
          expect(rings.map(same)).toEqual(rings.map(() => true));
          expect(rings.map((r, k) => signedArea(r) < 0 === (k === 0))).toEqual(rings.map(() => true));
        }
      });
    },
  );

  it('writes a valid layer with no records when nothing is found', async () => {
    const fc = (await getwfs({ sample_id: 7, algorithm: 'oil' })).json().data[0];
    const z = await readShapefileZip(await shapefileZip({ ...fc, features: [] }, 'nothing'));
    expect(z.names).toEqual(['cpg', 'dbf', 'prj', 'shp', 'shx'].map((ext) => `nothing.${ext}`));
    expect(z.geometries).toEqual([]);
    expect(z.rows).toEqual([]);
  });

  it('runs on an archive scene the caller may see, under a file name of the scene', async () => {
    const res = await getZip({ scene_id: 'A', algorithm: 'water' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="scene-A-water.zip"');
    expect((await getZip({ scene_id: 'NOPE', algorithm: 'water' })).statusCode).toBe(404);
  });

  it('answers envelopes for bad input: unknown sample 404, wrong types and a null body 400, no session 201', async () => {
    const unknown = await getZip({ sample_id: 9999, algorithm: 'vessel' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 404, msg: 'The requested resource was not found' },
    ]);
    for (const payload of [
      { sample_id: 'x', algorithm: 'water' },
      { sample_id: 1, algorithm: 'fire' },
      { sample_id: 1e12, algorithm: 'water' },
      { sample_id: 1, scene_id: 'A', algorithm: 'water' },
      {},
      null,
      [],
    ]) {
      const res = await getZip(payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([
        JSON.stringify(payload),
        400,
        400,
      ]);
    }
    const anonymous = await getZip({ sample_id: 7, algorithm: 'water' }, '');
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([200, 201]);
  });
});
