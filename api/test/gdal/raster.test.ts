/**
 * A scene's product package (the signed download of POST /api/catalog/scenes/:id/download/) holds
 * <id>_SAMPLE/<id>_SAMPLE.tif, a 512×512 GeoTIFF that gdalinfo opens inside the zip (/vsizip/) in EPSG:4326 with
 * the corners of the scene's footprint bbox; across ±180° the bbox runs west > east (RFC 7946 §5.2) and the raster
 * from west to east + 360°.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { appOfFile } from '../helpers';
import { expectClean, gdal, gdalDirOfFile, isWgs84 } from './gdal';
import { loadScenes, sceneById } from './scenes';

const tmp = gdalDirOfFile('portal-gdal-raster-');
const t = appOfFile();
// Staff: every product is theirs to read (a customer reads only the products they ordered).
const admin = t.session('admin');
beforeAll(() => loadScenes(t.db));

/** Downloads a scene's product package through its signed link (once); returns the zip's path. */
const downloaded = new Map<string, string>();
async function downloadProduct(id: string): Promise<string> {
  if (downloaded.has(id)) return downloaded.get(id)!;
  const link = await t.call({
    method: 'POST',
    url: `/api/catalog/scenes/${id}/download/`,
    token: admin.token,
    payload: {},
  });
  expect(link.statusCode).toBe(200);
  const zip = await t.call({ method: 'GET', url: link.json().data[0].url });
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
  cornerCoordinates: Record<'upperLeft' | 'lowerLeft' | 'upperRight' | 'lowerRight', [number, number]>;
}

const micro = (v: number) => Math.round(v * 1e6) / 1e6;

it.each(['GDAL-BEIJING', 'GDAL-FIJI'])(
  '%s: the product GeoTIFF opens in gdalinfo in EPSG:4326 with the corners of the scene’s bbox',
  async (id) => {
    const [west, south, east, north] = sceneById(id).bbox;
    // The scene's details give the same bbox (west > east across ±180°).
    const detail = await t.call({
      method: 'GET',
      url: `/api/catalog/scenes/${id}/`,
      token: admin.token,
      headers: { satellite: 'WGS84' },
    });
    expect(detail.json().data[0].bbox).toEqual([west, south, east, north]);

    const zip = await downloadProduct(id);
    const run = await gdal('gdalinfo', ['-json', rasterIn(zip, id)]);
    expectClean(run);
    const info = JSON.parse(run.stdout) as GdalInfo;
    expect(info.driverShortName).toBe('GTiff');
    expect(info.size).toEqual([512, 512]);
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
  },
);

it('what a customer’s gdalinfo prints for the raster of a scene across ±180°', async () => {
  const zip = await downloadProduct('GDAL-FIJI');
  const run = await gdal('gdalinfo', [rasterIn(zip, 'GDAL-FIJI')]);
  expectClean(run);
  expect(run.stdout).toMatch(/^Driver: GTiff\/GeoTIFF$/m);
  expect(run.stdout).toMatch(/^Size is 512, 512$/m);
  expect(run.stdout).toMatch(/^Upper Left\s+\(\s*179\.5000000,\s*-16\.0000000\)/m);
  expect(run.stdout).toMatch(/^Lower Right\s+\(\s*180\.5000000,\s*-17\.0000000\)/m);
  const quoted = `gdalinfo ${rasterIn(zip, 'GDAL-FIJI')}\n${run.stdout}`;
  console.log(quoted.replaceAll(`${tmp.dir}/`, ''));
});
