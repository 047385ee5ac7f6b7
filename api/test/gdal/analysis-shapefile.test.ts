/**
 * The analyses' zipped shapefiles (POST /api/discern/api/v1/geoserver/get_zip/) as GDAL's ogrinfo opens them
 * through /vsizip/: no warning, getwfs/'s feature count and geometry type, a WGS-84 CRS, valid geometries; an
 * empty result is an empty layer GDAL opens all the same.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { shapefileZip } from '../../src/analysis/shapefile-zip';
import { appOfFile } from '../helpers';
import { expectClean, gdal, gdalDirOfFile, isWgs84, parseFeatures, parseSummary } from './gdal';

const tmp = gdalDirOfFile('portal-gdal-analysis-');
const t = appOfFile({ catalog: true });
const customer = t.session('customer');

const analysis = (kind: 'getwfs' | 'get_zip', algorithm: string) =>
  t.call({
    method: 'POST',
    url: `/api/discern/api/v1/geoserver/${kind}/`,
    token: customer.token,
    payload: { sample_id: 7, algorithm },
  });

async function ogrSummary(zip: string, layer: string) {
  const run = await gdal('ogrinfo', ['-ro', '-al', '-so', `/vsizip/${zip}`]);
  expectClean(run);
  const layers = parseSummary(run.stdout);
  expect(layers.map((l) => l.name)).toEqual([layer]);
  return layers[0];
}

it.each([
  ['vessel', 'Point'],
  ['oil', 'Polygon'],
  ['water', 'Polygon'],
])('ogrinfo opens the %s shapefile: its features, %s, WGS-84', async (algorithm, geometry) => {
  const res = await analysis('get_zip', algorithm);
  expect(res.statusCode).toBe(200);
  const zip = path.join(tmp.dir, `sample-7-${algorithm}.zip`);
  writeFileSync(zip, res.rawPayload);
  const count = (await analysis('getwfs', algorithm)).json().data[0].summary.count;
  const layer = await ogrSummary(zip, `sample-7-${algorithm}`);
  expect(layer).toMatchObject({ driver: 'ESRI Shapefile', geometry, featureCount: count });
  expect(isWgs84(layer.srs)).toBe(true);
  expect(Object.keys(layer.fields)).toEqual(expect.arrayContaining(['id', 'algorithm']));
  const valid = await gdal('ogrinfo', [
    '-ro',
    '-dialect',
    'SQLite',
    '-sql',
    `SELECT id, ST_IsValid(GEOMETRY) AS valid FROM "sample-7-${algorithm}"`,
    `/vsizip/${zip}`,
  ]);
  expectClean(valid);
  expect(parseFeatures(valid.stdout).map((f) => f.valid)).toEqual(Array(count).fill('1'));
});

it('an analysis that finds nothing is an empty layer of its geometry type', async () => {
  const fc = (await analysis('getwfs', 'oil')).json().data[0];
  const zip = path.join(tmp.dir, 'nothing.zip');
  writeFileSync(zip, await shapefileZip({ ...fc, features: [] }, 'nothing'));
  const layer = await ogrSummary(zip, 'nothing');
  expect(layer).toMatchObject({ geometry: 'Polygon', featureCount: 0 });
  expect(isWgs84(layer.srs)).toBe(true);
});
