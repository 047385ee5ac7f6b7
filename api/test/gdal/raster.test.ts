/**
 * A scene's product raster as a customer's GDAL reads it: <id>_SAMPLE/<id>_SAMPLE.tif inside the package (/vsizip/)
 * and the raster alone over HTTP (/vsicurl/ of its signed link, the API listening on 127.0.0.1). It is a Cloud
 * Optimized GeoTIFF (LAYOUT=COG): Float32 σ⁰ in dB, 512 × 512 DEFLATE tiles, internal overviews down to one tile,
 * NaN nodata, in EPSG:4326 with the corners of the scene's footprint bbox (across ±180° the bbox runs west > east,
 * RFC 7946 §5.2, and the raster from west to east + 360°), at the grid of its imaging mode (capped here at 2048
 * pixels a side), with the acquisition's facts in its metadata. A corner pixel is read with a few range requests.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { productGrid } from '../../src/imagery/product-cog';
import { startTestApp, type TestApp } from '../helpers';
import { expectClean, freePort, gdal, gdalDirOfFile, isWgs84 } from './gdal';
import { loadScenes, sceneById } from './scenes';

const MAX_PX = 2048;
const tmp = gdalDirOfFile('portal-gdal-raster-');
let t: TestApp;
let token: string;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApp({ publicUrl: origin, productMaxPixels: MAX_PX });
  await t.app.listen({ host: '127.0.0.1', port });
  await loadScenes(t.db);
  // Staff: every product is theirs to read (a customer reads only the products they ordered).
  ({ token } = await t.tokenOf('admin'));
});
afterAll(() => t?.close());

/** The scene's signed product link (the package; the raster alone is its `/raster.tif`). */
async function productLink(id: string): Promise<string> {
  const link = await t.call({
    method: 'POST',
    url: `/api/catalog/scenes/${id}/download/`,
    token,
    payload: {},
  });
  expect(link.statusCode).toBe(200);
  return link.json().data[0].url as string;
}

/** Downloads a scene's product package through its signed link (once); returns the zip's path. */
const downloaded = new Map<string, string>();
async function downloadProduct(id: string): Promise<string> {
  if (downloaded.has(id)) return downloaded.get(id)!;
  const zip = await t.call({ method: 'GET', url: await productLink(id) });
  expect(zip.statusCode).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  const file = path.join(tmp.dir, `${id}_SAMPLE.zip`);
  writeFileSync(file, zip.rawPayload);
  downloaded.set(id, file);
  return file;
}

const rasterIn = (zip: string, id: string) => `/vsizip/${zip}/${id}_SAMPLE/${id}_SAMPLE.tif`;

interface GdalInfo {
  driverShortName: string;
  size: [number, number];
  coordinateSystem?: { wkt: string };
  metadata: Record<string, Record<string, string>>;
  cornerCoordinates: Record<'upperLeft' | 'lowerLeft' | 'upperRight' | 'lowerRight', [number, number]>;
  bands: {
    type: string;
    block: [number, number];
    noDataValue?: number | string;
    unit?: string;
    description?: string;
    overviews?: { size: [number, number] }[];
  }[];
}

const micro = (v: number) => Math.round(v * 1e6) / 1e6;

it.each(['GDAL-BEIJING', 'GDAL-FIJI'])(
  '%s: the product is a COG in EPSG:4326 with the corners of the scene’s bbox, its mode’s grid and its facts',
  async (id) => {
    const { row, bbox } = sceneById(id);
    const [west, south, east, north] = bbox;
    const zip = await downloadProduct(id);
    const run = await gdal('gdalinfo', ['-json', rasterIn(zip, id)]);
    expectClean(run);
    const info = JSON.parse(run.stdout) as GdalInfo;
    expect(info.driverShortName).toBe('GTiff');
    expect(info.metadata.IMAGE_STRUCTURE).toMatchObject({ LAYOUT: 'COG', COMPRESSION: 'DEFLATE' });
    const grid = productGrid({ bbox, img_mode: row.img_mode }, MAX_PX);
    expect(info.size).toEqual([grid.width, grid.height]);
    expect(Math.max(...info.size)).toBeLessThanOrEqual(MAX_PX);
    expect(isWgs84(info.coordinateSystem?.wkt ?? '')).toBe(true);
    const eastEdge = east < west ? east + 360 : east;
    const corners = Object.fromEntries(
      Object.entries(info.cornerCoordinates)
        .filter(([k]) => k !== 'center')
        .map(([k, [x, y]]) => [k, [micro(x), micro(y)]]),
    );
    expect(corners).toEqual({
      upperLeft: [west, north],
      lowerLeft: [west, south],
      upperRight: [eastEdge, north],
      lowerRight: [eastEdge, south],
    });
    const [band] = info.bands;
    expect(band).toMatchObject({ type: 'Float32', block: [512, 512], unit: 'dB', noDataValue: 'NaN' });
    // Overviews halve down to one tile.
    const overviews = band.overviews!.map((o) => o.size);
    expect(overviews.length).toBeGreaterThan(0);
    expect(Math.max(...overviews.at(-1)!)).toBeLessThanOrEqual(512);
    expect(overviews[0]).toEqual([Math.ceil(grid.width / 2), Math.ceil(grid.height / 2)]);
    expect(info.metadata['']).toMatchObject({
      SCENE_ID: id,
      SATELLITE: row.satellite,
      POLARIZATION: row.polarization,
      ORBIT_DIRECTION: row.orbit_direction,
      LOOK_SIDE: row.look_side,
      INCIDENCE_ANGLE_DEG: String(row.incidence_angle),
      ACQUISITION_START: new Date(row.acquired_at).toISOString(),
      PIXEL_SPACING_M: grid.spacingM.toFixed(2),
    });
  },
);

it('GDAL reads the raster alone over HTTP (/vsicurl/) and a corner pixel with a handful of range requests', async () => {
  const url = `${origin}${await productLink('GDAL-BEIJING')}/raster.tif`;
  const env = { GDAL_DISABLE_READDIR_ON_OPEN: 'EMPTY_DIR', CPL_DEBUG: 'ON', CPL_CURL_VERBOSE: 'NO' };
  const run = await gdal('gdallocationinfo', ['-valonly', `/vsicurl/${url}`, '0', '0'], env);
  expect({ code: run.code, errors: run.stderr.split('\n').filter((l) => /^ERROR/.test(l)) }).toEqual({
    code: 0,
    errors: [],
  });
  const value = Number(run.stdout.trim());
  // σ⁰ in dB of a land pixel with speckle.
  expect(value).toBeGreaterThan(-50);
  expect(value).toBeLessThan(20);
  const ranges = run.stderr.split('\n').filter((l) => /VSICURL: Downloading \d+-\d+/.test(l));
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges.length).toBeLessThanOrEqual(5);

  // The same pixel as in the package: one product, stored once.
  const local = await gdal('gdallocationinfo', [
    '-valonly',
    rasterIn(await downloadProduct('GDAL-BEIJING'), 'GDAL-BEIJING'),
    '0',
    '0',
  ]);
  expect(local.stdout.trim()).toBe(run.stdout.trim());
});

it('what a customer’s gdalinfo prints for the raster of a scene across ±180°', async () => {
  const zip = await downloadProduct('GDAL-FIJI');
  const run = await gdal('gdalinfo', [rasterIn(zip, 'GDAL-FIJI')]);
  expectClean(run);
  expect(run.stdout).toMatch(/^Driver: GTiff\/GeoTIFF$/m);
  expect(run.stdout).toMatch(/^\s+LAYOUT=COG$/m);
  expect(run.stdout).toMatch(/^Upper Left\s+\(\s*179\.5000000,\s*-16\.0000000\)/m);
  expect(run.stdout).toMatch(/^Lower Right\s+\(\s*180\.5000000,\s*-17\.0000000\)/m);
  const quoted = `gdalinfo ${rasterIn(zip, 'GDAL-FIJI')}\n${run.stdout}`;
  console.log(quoted.replaceAll(`${tmp.dir}/`, ''));
});
