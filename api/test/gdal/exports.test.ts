/**
 * The catalog's exports (POST /api/catalog/export/: CSV, GeoJSON, KML, XLSX) as GDAL's ogrinfo reads them: no
 * warning, every scene, valid WGS-84 geometries (a footprint across ±180° in its two halves) whatever the request's
 * Satellite coordinate system, typed fields and a CRS. The CSV names its geometry column WKT (GDAL and QGIS detect
 * it) and states its CRS in a `crs` column (a lone CSV has no .prj); the KML gives each scene a TimeSpan and typed
 * ExtendedData (a Schema), which GDAL's LIBKML driver reads as typed fields.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appOfFile } from '../helpers';
import {
  expectClean,
  gdal,
  isWgs84,
  parseFeatures,
  parseSummary,
  gdalDirOfFile,
  type FeatureValues,
  type LayerSummary,
} from './gdal';
import { SCENES, loadScenes } from './scenes';

const FORMATS = ['csv', 'geojson', 'kml', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
const IDS = SCENES.map((s) => s.row.id);

/** How GDAL opens each export (the CSV's column types are guessed from its values). */
const OPEN: Record<Format, string[]> = {
  csv: ['-oo', 'AUTODETECT_TYPE=YES'],
  geojson: [],
  kml: [],
  xlsx: [],
};

const files = {} as Record<Format, string>;
const tmp = gdalDirOfFile('portal-gdal-exports-');
const t = appOfFile();
const customer = t.session('customer');

beforeAll(async () => {
  await loadScenes(t.db);
  for (const format of FORMATS) {
    const res = await t.call({
      method: 'POST',
      url: '/api/catalog/export/',
      token: customer.token,
      // GCJ-02, the portal's default display system: exports for GIS tools stay WGS-84 all the same.
      headers: { satellite: 'GCJ02' },
      payload: { ids: IDS, format },
    });
    expect(res.statusCode).toBe(200);
    files[format] = path.join(tmp.dir, `scenes.${format}`);
    writeFileSync(files[format], res.rawPayload);
  }
});

/** `ogrinfo -al -so`: the run (no warning) and its one layer. */
async function summary(format: Format): Promise<LayerSummary> {
  const run = await gdal('ogrinfo', ['-ro', '-al', '-so', ...OPEN[format], files[format]]);
  expectClean(run);
  const layers = parseSummary(run.stdout);
  expect(layers).toHaveLength(1);
  return layers[0];
}

/** Features selected by an SQLite-dialect query (SpatiaLite functions) over the export's layer. */
async function query(format: Format, layer: string, columns: string): Promise<FeatureValues[]> {
  const run = await gdal('ogrinfo', [
    '-ro',
    ...OPEN[format],
    '-dialect',
    'SQLite',
    '-sql',
    `SELECT ${columns} FROM "${layer}" ORDER BY id`,
    files[format],
  ]);
  expectClean(run);
  return parseFeatures(run.stdout);
}

/** An OGR date-time as printed (2025/01/10 03:00:00.250+00) → ISO 8601 in UTC. */
const ogrDateTime = (v: string) => {
  const m = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)(?:\+00)?$/.exec(v);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}Z`).toISOString() : `not a date-time: ${v}`;
};

const sorted = [...SCENES].sort((a, b) => (a.row.id < b.row.id ? -1 : 1));

/** Each footprint valid, in WGS-84 degrees (its bounds those of the stored footprint), across ±180° in two parts. */
function expectFootprints(rows: FeatureValues[]) {
  expect(rows.map((r) => r.id)).toEqual(sorted.map((s) => s.row.id));
  rows.forEach((r, i) => {
    const footprint = sorted[i].row.footprint as number[][][][];
    const xs = footprint.flat(2).map((p) => p[0]);
    const ys = footprint.flat(2).map((p) => p[1]);
    expect({ id: r.id, valid: r.valid, parts: Number(r.parts) }).toEqual({
      id: sorted[i].row.id,
      valid: '1',
      parts: footprint.length,
    });
    // To 1e-6°: a footprint shifted into GCJ-02 (by some 0.006° in China) fails.
    const micro = (v: number) => Math.round(v * 1e6) / 1e6;
    expect({ id: r.id, bounds: [r.minx, r.miny, r.maxx, r.maxy].map((v) => micro(Number(v))) }).toEqual({
      id: r.id,
      bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map(micro),
    });
  });
}

const footprintColumns = (g: string) =>
  `id, ST_IsValid(${g}) AS valid, ST_NumGeometries(${g}) AS parts, ST_MinX(${g}) AS minx, ` +
  `ST_MinY(${g}) AS miny, ST_MaxX(${g}) AS maxx, ST_MaxY(${g}) AS maxy`;

/** The scene's attributes every tabular or feature export carries, with the type a GIS must see. */
const TYPED = {
  id: 'String',
  satellite: 'String',
  img_mode: 'Integer',
  product_type: 'String',
  polarization: 'String',
  look_angle: 'Real',
  incidence_angle: 'Real',
  resolution: 'Real',
  absolute_orbit: 'Integer',
};
const DATES = { acquired_at: 'DateTime', acquired_end: 'DateTime' };

describe('CSV', () => {
  it('GDAL detects the WKT geometry column and the types of the columns; every row names its CRS', async () => {
    const layer = await summary('csv');
    expect(layer).toMatchObject({ driver: 'CSV', featureCount: SCENES.length });
    expect(layer.geometry).toMatch(/^(Multi Polygon|Unknown \(any\))$/);
    expect(layer.fields).toMatchObject({ ...TYPED, ...DATES, WKT: 'String', crs: 'String' });
    const rows = await query('csv', layer.name, `${footprintColumns('geometry')}, crs, acquired_at`);
    expectFootprints(rows);
    expect(rows.map((r) => r.crs)).toEqual(IDS.map(() => 'EPSG:4326'));
    expect(rows.map((r) => ogrDateTime(r.acquired_at))).toEqual(
      sorted.map((s) => s.row.acquired_at.toISOString()),
    );
  });
});

describe('GeoJSON', () => {
  it('multipolygons in WGS-84 with typed properties', async () => {
    const layer = await summary('geojson');
    expect(layer).toMatchObject({
      driver: 'GeoJSON',
      featureCount: SCENES.length,
      geometry: 'Multi Polygon',
    });
    expect(isWgs84(layer.srs)).toBe(true);
    expect(layer.fields).toMatchObject({ ...TYPED, ...DATES });
    expectFootprints(await query('geojson', layer.name, footprintColumns('geometry')));
  });
});

describe('KML', () => {
  it('the LIBKML driver reads WGS-84 polygons, typed ExtendedData and each scene’s TimeSpan', async () => {
    const layer = await summary('kml');
    expect(layer).toMatchObject({ driver: 'LIBKML', featureCount: SCENES.length });
    expect(isWgs84(layer.srs)).toBe(true);
    // KML's Schema has no date type: the times are the TimeSpan's begin and end.
    expect(layer.fields).toMatchObject({ ...TYPED, begin: 'DateTime', end: 'DateTime' });
    const rows = await query('kml', layer.name, `${footprintColumns('geometry')}, "begin", "end"`);
    expectFootprints(rows);
    expect(rows.map((r) => [ogrDateTime(r.begin), ogrDateTime(r.end)])).toEqual(
      sorted.map((s) => [s.row.acquired_at.toISOString(), s.row.acquired_end.toISOString()]),
    );
  });

  it('the file declares a Schema of typed SimpleFields and a TimeSpan per Placemark', () => {
    const text = readFileSync(files.kml, 'utf8');
    const count = (re: RegExp) => text.match(re)?.length ?? 0;
    const simpleField = (name: string) =>
      new RegExp(`<SimpleField (?=[^>]*name="${name}")[^>]*type="(\\w+)"`).exec(text)?.[1];
    expect({
      schemas: count(/<Schema [^>]*id="[^"]+"/g),
      img_mode: simpleField('img_mode'),
      look_angle: simpleField('look_angle'),
      satellite: simpleField('satellite'),
      placemarks: count(/<Placemark\b/g),
      timeSpans: count(/<TimeSpan>\s*<begin>[^<]+<\/begin>\s*<end>[^<]+<\/end>\s*<\/TimeSpan>/g),
      schemaData: count(/<SchemaData schemaUrl="#[^"]+">/g),
    }).toEqual({
      schemas: 1,
      img_mode: 'int',
      look_angle: 'double',
      satellite: 'string',
      placemarks: SCENES.length,
      timeSpans: SCENES.length,
      schemaData: SCENES.length,
    });
  });
});

describe('XLSX', () => {
  it('a sheet of typed cells, the footprint as valid WKT in WGS-84', async () => {
    const layer = await summary('xlsx');
    expect(layer).toMatchObject({ driver: 'XLSX', featureCount: SCENES.length });
    expect(layer.fields).toMatchObject(TYPED);
    const wkt = Object.keys(layer.fields).find((f) => /wkt/i.test(f));
    expect(wkt).toBeDefined();
    expectFootprints(await query('xlsx', layer.name, footprintColumns(`ST_GeomFromText("${wkt}")`)));
  });
});
