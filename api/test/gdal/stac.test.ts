/**
 * The STAC API as GDAL reads it over HTTP, with the API listening on 127.0.0.1: with a session token (GDAL's
 * GDAL_HTTP_HEADERS), ogrinfo over /api/stac/search?bbox=… finds the scenes the catalog search finds for that bbox,
 * and the STACIT driver opens the same search as a raster mosaic of the items' `data` assets (EPSG:4326, from their
 * proj: fields). Without a token both fail, and GDAL reports the API's 401.
 */
import { productGrid } from '../../src/imagery/product-cog';
import { startTestApp, type TestApp } from '../helpers';
import { freePort, gdal, isWgs84, parseFeatures, requireGdal, type Run } from './gdal';
import { SCENES, loadScenes } from './scenes';

let t: TestApp;
let token: string;
let origin: string;

beforeAll(async () => {
  requireGdal();
  // The items' links and assets name the public address: the API's own, so GDAL can follow them.
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApp({ publicUrl: origin });
  await t.app.listen({ host: '127.0.0.1', port });
  await loadScenes(t.db);
  // Staff: every product is theirs to read (a customer reads only the products they ordered).
  ({ token } = await t.tokenOf('admin'));
});
afterAll(() => t?.close());

const withToken = (tok: string | undefined) =>
  tok ? ['--config', 'GDAL_HTTP_HEADERS', `Authorization: Bearer ${tok}`] : [];
const searchUrl = (bbox: number[]) => `${origin}/api/stac/search?bbox=${bbox.join(',')}&limit=100`;
const stacit = (bbox: number[]) => `STACIT:"${searchUrl(bbox)}":asset=data`;

/** The ids the portal's own catalog search finds in a bbox (west > east crosses ±180°). */
async function catalogIds(bbox: number[]): Promise<string[]> {
  const res = await t.call({
    method: 'POST',
    url: '/api/catalog/search/',
    token,
    headers: { satellite: 'WGS84' },
    payload: { areas: [{ type: 'bbox', bbox }], size: 100 },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((s) => s.id).sort();
}

const ogrinfoSearch = (bbox: number[], tok?: string) =>
  gdal('ogrinfo', ['-ro', '-al', '-geom=NO', ...withToken(tok), searchUrl(bbox)]);

const expectNoWarning = (run: Run) => expect(run.stderr).not.toMatch(/warning|error/i);

const CHINA = [115, 29, 123, 41];
const ACROSS_180 = [179, -22, -179, -15];

describe('with a session token', () => {
  it.each([
    ['China', CHINA],
    ['across ±180°', ACROSS_180],
  ])('ogrinfo over /api/stac/search (%s) finds the catalog search’s scenes', async (_, bbox) => {
    const expected = await catalogIds(bbox);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const run = await ogrinfoSearch(bbox, token);
    expect(run.code).toBe(0);
    expectNoWarning(run);
    expect(run.stdout).toMatch(/using driver `GeoJSON' successful/);
    expect(
      parseFeatures(run.stdout)
        .map((f) => f.id)
        .sort(),
    ).toEqual(expected);
  });

  it('gdalinfo opens the search as a STACIT mosaic in EPSG:4326 over the found scenes’ bboxes', async () => {
    const ids = await catalogIds(CHINA);
    const boxes = SCENES.filter((s) => ids.includes(s.row.id)).map((s) => s.bbox);
    const run = await gdal('gdalinfo', ['-json', ...withToken(token), stacit(CHINA)]);
    expect(run.code).toBe(0);
    expectNoWarning(run);
    const info = JSON.parse(run.stdout) as {
      driverShortName: string;
      size: [number, number];
      coordinateSystem: { wkt: string };
      cornerCoordinates: { upperLeft: [number, number]; lowerRight: [number, number] };
      geoTransform: number[];
      files?: string[];
    };
    // GDAL 3.6's STACIT driver builds a VRT over the items' assets, read through /vsicurl/.
    expect(info.driverShortName).toBe('VRT');
    expect(info.files).toHaveLength(ids.length);
    expect(isWgs84(info.coordinateSystem.wkt)).toBe(true);
    const west = Math.min(...boxes.map((b) => b[0]));
    const south = Math.min(...boxes.map((b) => b[1]));
    const east = Math.max(...boxes.map((b) => b[2]));
    const north = Math.max(...boxes.map((b) => b[3]));
    const micro = (v: number) => Math.round(v * 1e6) / 1e6;
    // One grid for rasters of different pixel sizes (their scenes' latitudes differ): the corners within a pixel.
    const [, resX, , , , resY] = info.geoTransform;
    const { upperLeft, lowerRight } = info.cornerCoordinates;
    expect(upperLeft.map(micro)).toEqual([west, north]);
    expect(Math.abs(lowerRight[0] - east)).toBeLessThanOrEqual(resX);
    expect(Math.abs(lowerRight[1] - south)).toBeLessThanOrEqual(-resY);

    // Each asset is a GeoTIFF GDAL opens over HTTP (its signed link needs no token), on its scene's bbox.
    const corners: number[][] = [];
    const sizes: [number, number][] = [];
    for (const file of info.files!) {
      expect(file.startsWith(`/vsicurl/${origin}/`)).toBe(true);
      const asset = await gdal('gdalinfo', ['-json', file]);
      expect(asset.code).toBe(0);
      expectNoWarning(asset);
      const tif = JSON.parse(asset.stdout);
      expect(tif.driverShortName).toBe('GTiff');
      expect(tif.metadata.IMAGE_STRUCTURE.LAYOUT).toBe('COG');
      sizes.push(tif.size);
      expect(isWgs84(tif.coordinateSystem.wkt)).toBe(true);
      corners.push([...tif.cornerCoordinates.upperLeft, ...tif.cornerCoordinates.lowerRight].map(micro));
    }
    expect(corners.sort()).toEqual(boxes.map(([w, s, e, n]) => [w, n, e, s]).sort());
    // Each at its scene's product grid (the test app's size cap).
    const grids = SCENES.filter((x) => ids.includes(x.row.id)).map(({ bbox, row }) =>
      productGrid({ bbox, img_mode: row.img_mode }, t.config.productMaxPixels),
    );
    expect(sizes.sort()).toEqual(grids.map((g) => [g.width, g.height]).sort());
  });
});

describe('without a token', () => {
  it('ogrinfo fails and GDAL reports HTTP 401', async () => {
    const run = await ogrinfoSearch(CHINA);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/\b401\b/);
  });

  it('gdalinfo STACIT: fails and GDAL reports HTTP 401', async () => {
    const run = await gdal('gdalinfo', [stacit(CHINA)]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/\b401\b/);
  });

  it('a token that is not a session is refused the same way', async () => {
    const run = await ogrinfoSearch(CHINA, 'not-a-session');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/\b401\b/);
  });
});
