/**
 * Area files as GIS tools write them: each fixture is written here by GDAL's ogr2ogr from a small GeoJSON source —
 * KML (KML driver), KMZ (LIBKML driver: a doc.kml linking to layers/<name>.kml) and zipped ESRI shapefiles in
 * EPSG:4326, 4490 (CGCS2000), 3857 (Web Mercator), 32650 (UTM 50N) and 4549 (CGCS2000 Gauss-Krüger CM 120°E) — and
 * uploaded through POST /api/catalog/area_file/. The area comes back in WGS-84 with the source's vertices (to 1e-6°),
 * a ring across ±180° cut into its two halves at the antimeridian.
 */
import JSZip from 'jszip';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { box } from '../box';
import { appOfFile, postForm } from '../helpers';
import { expectClean, gdal, gdalDirOfFile } from './gdal';

type Ring = [number, number][];
type Polygon = Ring[];

/** A polygon with a hole in Beijing (counter-clockwise outer ring, clockwise hole). */
const BEIJING: Polygon = [
  [
    [116.3, 40.0],
    [116.28, 39.84],
    [116.52, 39.86],
    [116.5, 40.02],
    [116.3, 40.0],
  ],
  [
    [116.38, 39.95],
    [116.4, 39.95],
    [116.4, 39.93],
    [116.38, 39.93],
    [116.38, 39.95],
  ],
];

/** Fiji, drawn as KML and GDAL see it: from 179°E eastwards over the antimeridian to 179°W. */
const ACROSS_180: Polygon = [
  [
    [179, -17],
    [-179, -17],
    [-179, -16],
    [179, -16],
    [179, -17],
  ],
];
/** The same ring started on the western side and drawn the other way round. */
const ACROSS_180_REVERSED: Polygon = [
  [
    [-179, -16],
    [-179, -17],
    [179, -17],
    [179, -16],
    [-179, -16],
  ],
];
const ACROSS_180_HALVES = [box(179, -17, 180, -16), box(-180, -17, -179, -16)];

/** Near the North Pole, as far north as each coordinate system holds. */
const POLAR_GEOGRAPHIC = box(100, 84, 130, 89);
const POLAR_MERCATOR = box(100, 80, 130, 85); // Web Mercator stops at 85.05°N
const POLAR_TRANSVERSE = box(110, 80, 124, 84); // UTM's northern limit, near the zones' central meridians

/** Web Mercator (spherical) metres of a longitude and latitude, and the edge of its world, x = ±20037508.342789244. */
const R = 6378137;
const MERCATOR_EDGE = 20037508.342789244;
const mercatorY = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const mercatorX = (lon: number) => (R * lon * Math.PI) / 180;

interface Fixture {
  /** The uploaded file's name. */
  file: string;
  /** What the API must answer: WGS-84 polygons (rings in any start and direction). */
  expected: Polygon[];
}

/**
 * Sources in WGS-84 (a name each), written to each format that can hold them; what the API answers is the source
 * polygon unless said otherwise.
 */
const SOURCES: Record<string, { polygon: Polygon; into: string[]; expected?: Polygon[] }> = {
  beijing: { polygon: BEIJING, into: ['kml', 'kmz', '4326', '4490', '3857', '32650', '4549'] },
  antimeridian: {
    polygon: ACROSS_180,
    into: ['kml', 'kmz', '4326', '4490', '3857'],
    expected: ACROSS_180_HALVES,
  },
  antimeridian_reversed: { polygon: ACROSS_180_REVERSED, into: ['kml', '4326'], expected: ACROSS_180_HALVES },
  polar: { polygon: POLAR_GEOGRAPHIC, into: ['kml', 'kmz', '4326', '4490'] },
  polar_mercator: { polygon: POLAR_MERCATOR, into: ['3857'] },
  polar_transverse: { polygon: POLAR_TRANSVERSE, into: ['32650', '4549'] },
};

const fileName = (source: string, into: string) =>
  into === 'kml' || into === 'kmz' ? `${source}.${into}` : `${source}-${into}.zip`;

const FIXTURES: Fixture[] = [
  ...Object.entries(SOURCES).flatMap(([source, { polygon, into, expected }]) =>
    into.map((format) => ({ file: fileName(source, format), expected: expected ?? [polygon] })),
  ),
  // Boxes reaching the edge of the Web Mercator world, written in EPSG:3857 metres.
  { file: 'mercator-east-edge-3857.zip', expected: [box(178, 10, 180, 12)] },
  { file: 'mercator-west-edge-3857.zip', expected: [box(-180, -12, -178, -10)] },
];

const featureCollection = (coordinates: number[][][], crs?: string) =>
  JSON.stringify({
    type: 'FeatureCollection',
    ...(crs ? { crs: { type: 'name', properties: { name: crs } } } : {}),
    features: [{ type: 'Feature', properties: { name: 'area' }, geometry: { type: 'Polygon', coordinates } }],
  });

/** A shapefile's files (.shp, .shx, .dbf, .prj, .cpg) in a zip, as a customer sends it. */
async function zipDir(dir: string): Promise<Buffer> {
  const zip = new JSZip();
  for (const name of readdirSync(dir)) zip.file(name, readFileSync(path.join(dir, name)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * Writes a fixture from a GeoJSON source with ogr2ogr: KML, KMZ, or a zipped shapefile in an EPSG code's CRS (in
 * the source's own CRS for 'source'). Returns its bytes.
 */
async function write(source: string, out: string, format: string): Promise<Buffer> {
  if (format === 'kml' || format === 'kmz') {
    expectClean(await gdal('ogr2ogr', ['-f', format === 'kml' ? 'KML' : 'LIBKML', out, source]));
    return readFileSync(out);
  }
  const shpDir = out.replace(/\.zip$/, '');
  mkdirSync(shpDir);
  const shp = path.join(shpDir, `${path.basename(source, '.geojson')}.shp`);
  const reproject = format === 'source' ? [] : ['-t_srs', `EPSG:${format}`];
  expectClean(await gdal('ogr2ogr', ['-f', 'ESRI Shapefile', ...reproject, shp, source]));
  return zipDir(shpDir);
}

const files = new Map<string, Buffer>();
const tmp = gdalDirOfFile('portal-gdal-imports-');

beforeAll(async () => {
  const src = (name: string) => path.join(tmp.dir, `${name}.geojson`);
  for (const [name, { polygon, into }] of Object.entries(SOURCES)) {
    writeFileSync(src(name), featureCollection(polygon));
    for (const format of into) {
      const file = fileName(name, format);
      files.set(file, await write(src(name), path.join(tmp.dir, file), format));
    }
  }
  const mercatorBox = (x0: number, x1: number, lat0: number, lat1: number) => [
    [
      [x0, mercatorY(lat0)],
      [x1, mercatorY(lat0)],
      [x1, mercatorY(lat1)],
      [x0, mercatorY(lat1)],
      [x0, mercatorY(lat0)],
    ],
  ];
  const EPSG_3857 = 'urn:ogc:def:crs:EPSG::3857';
  writeFileSync(
    src('mercator-east-edge'),
    featureCollection(mercatorBox(mercatorX(178), MERCATOR_EDGE, 10, 12), EPSG_3857),
  );
  writeFileSync(
    src('mercator-west-edge'),
    featureCollection(mercatorBox(-MERCATOR_EDGE, mercatorX(-178), -12, -10), EPSG_3857),
  );
  for (const edge of ['mercator-east-edge', 'mercator-west-edge']) {
    const file = `${edge}-3857.zip`;
    files.set(file, await write(src(edge), path.join(tmp.dir, file), 'source'));
  }
});
const t = appOfFile();
const customer = t.session('customer');

async function upload(name: string) {
  const res = await postForm(t, '/api/catalog/area_file/', {
    file: { name, data: files.get(name)! },
    token: customer.token,
    lang: 'en',
    headers: { satellite: 'WGS84' },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A ring's vertices without the closing one, starting at its smallest vertex and turning counter-clockwise. */
function canonical(ring: Ring): Ring {
  const open = ring.slice(0, -1);
  const area2 = open.reduce((a, [x, y], i) => {
    const [x2, y2] = open[(i + 1) % open.length];
    return a + x * y2 - x2 * y;
  }, 0);
  const ccw = area2 < 0 ? [...open].reverse() : open;
  const start = ccw.reduce((best, p, i) => {
    const q = ccw[best];
    return p[0] < q[0] - 1e-9 || (Math.abs(p[0] - q[0]) <= 1e-9 && p[1] < q[1]) ? i : best;
  }, 0);
  return [...ccw.slice(start), ...ccw.slice(0, start)];
}

const TOLERANCE = 1e-6;
const sameRing = (a: Ring, b: Ring) => {
  const [ca, cb] = [canonical(a), canonical(b)];
  return (
    ca.length === cb.length &&
    ca.every(([x, y], i) => Math.abs(x - cb[i][0]) <= TOLERANCE && Math.abs(y - cb[i][1]) <= TOLERANCE)
  );
};
const samePolygon = (a: Polygon, b: Polygon) =>
  a.length === b.length &&
  sameRing(a[0], b[0]) &&
  a.slice(1).every((hole) => b.slice(1).some((other) => sameRing(hole, other)));

/** Rings rounded to 1e-7° for a readable failure message. */
const rounded = (polygons: Polygon[]) =>
  polygons.map((p) => p.map((r) => canonical(r).map(([x, y]) => [+x.toFixed(7), +y.toFixed(7)])));

it('the fixtures are what GDAL wrote: a LIBKML KMZ links doc.kml to layers/<name>.kml', async () => {
  const zip = await JSZip.loadAsync(files.get('beijing.kmz')!);
  expect(Object.keys(zip.files).filter((f) => f.endsWith('.kml'))).toEqual(['doc.kml', 'layers/beijing.kml']);
  expect(await zip.file('doc.kml')!.async('string')).toContain('layers/beijing.kml');
  const prj = async (name: string) =>
    (await JSZip.loadAsync(files.get(name)!)).file(/\.prj$/)[0].async('string');
  // ESRI names, as ArcGIS and QGIS write them.
  expect(await prj('beijing-4490.zip')).toMatch(/^GEOGCS\["GCS_China_Geodetic_Coordinate_System_2000"/);
  expect(await prj('beijing-4549.zip')).toMatch(/^PROJCS\["CGCS2000_3_Degree_GK_CM_120E"/);
  expect(await prj('beijing-32650.zip')).toMatch(/^PROJCS\["WGS_1984_UTM_Zone_50N"/);
  expect(await prj('mercator-east-edge-3857.zip')).toMatch(
    /^PROJCS\["WGS_1984_Web_Mercator_Auxiliary_Sphere"/,
  );
});

it.each(FIXTURES)('$file round-trips to its WGS-84 polygons', async ({ file, expected }) => {
  const { status, body } = await upload(file);
  expect({ status, msg: body.msg }).toEqual({ status: 200, msg: expect.anything() });
  const geometry = body.data[0].geometry as { type: string; coordinates: unknown };
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Polygon[];
  const unmatched = expected.filter((e) => !polygons.some((p) => samePolygon(p, e)));
  expect({ count: polygons.length, unmatched: rounded(unmatched), got: rounded(polygons) }).toEqual({
    count: expected.length,
    unmatched: [],
    got: expect.anything(),
  });
});
