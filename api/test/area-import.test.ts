/**
 * The area importer on real files (api/test/fixtures/areas; binary ones made by generate.ts with @mapbox/shp-write):
 * KML by hand, KMZ, zipped shapefiles in WGS-84, UTM 50N and Web Mercator, and malformed files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AREA_LIMITS,
  AreaImportError,
  areaFromGeoJson,
  importAreaFile,
  type AreaImportResult,
} from '../src/geo/area-import';
import { ringSignedArea2 } from '@portal/shared/orbit';
import { ringAreaKm2 } from '../src/geo/polygons';

const dir = path.join(__dirname, 'fixtures/areas');
const file = (name: string) => readFileSync(path.join(dir, name));
const load = (name: string, as = name) => importAreaFile(file(name), as);

/** The polygon of area.kml, counter-clockwise (RFC 7946), hole clockwise. */
const OUTER = [
  [116.3, 40.0],
  [116.28, 39.84],
  [116.52, 39.86],
  [116.5, 40.02],
  [116.3, 40.0],
];
const HOLE = [
  [116.38, 39.95],
  [116.4, 39.95],
  [116.4, 39.93],
  [116.38, 39.93],
  [116.38, 39.95],
];

async function failure(p: Promise<unknown>): Promise<AreaImportError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AreaImportError);
    return err as AreaImportError;
  }
  throw new Error('expected the import to fail');
}

function expectSameRings(actual: number[][][], expected: number[][][], tol = 1e-7) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((ring, i) => {
    expect(ring).toHaveLength(expected[i].length);
    ring.forEach((p, j) => {
      expect(Math.abs(p[0] - expected[i][j][0])).toBeLessThan(tol);
      expect(Math.abs(p[1] - expected[i][j][1])).toBeLessThan(tol);
    });
  });
}

describe('accepted files', () => {
  it('a hand-written KML: the polygon with its hole, re-wound to RFC 7946, the point ignored, the name kept', async () => {
    const a = await load('area.kml');
    expect(a).toMatchObject({
      format: 'kml',
      name: 'Beijing north test area',
      polygonCount: 1,
      vertexCount: 8,
      simplified: false,
    });
    expect(a.geometry.type).toBe('Polygon');
    expectSameRings(a.geometry.coordinates as number[][][], [OUTER, HOLE]);
    // ~ 20 km × 17 km less the hole
    expect(a.areaKm2).toBeGreaterThan(300);
    expect(a.areaKm2).toBeLessThan(360);
    expect(a.centroid.lat).toBeCloseTo(39.93, 1);
    expect(a.centroid.lon).toBeCloseTo(116.4, 1);
  });

  it('the KMZ (the same KML zipped as doc.kml) gives the same area', async () => {
    const kml = await load('area.kml');
    const kmz = await load('area.kmz');
    expect(kmz.format).toBe('kmz');
    expect(kmz.geometry).toEqual(kml.geometry);
  });

  it.each([
    ['area-shp.zip', 'WGS-84 .prj'],
    ['area-utm50n.zip', 'UTM zone 50N .prj (reprojected by proj4)'],
    ['area-3857.zip', 'Web Mercator EPSG:3857 .prj (reprojected by proj4)'],
  ])('a zipped shapefile (%s, %s) gives the KML polygon in WGS-84', async (name) => {
    const a = await load(name);
    expect(a.format).toBe('shp');
    expect(a.geometry.type).toBe('Polygon');
    expectSameRings(a.geometry.coordinates as number[][][], [OUTER, HOLE], 1e-6);
  });

  it('two polygons in a shapefile become a MultiPolygon; the centroid is that of the largest', async () => {
    const a = await load('two-areas-shp.zip');
    expect(a.geometry.type).toBe('MultiPolygon');
    expect(a.polygonCount).toBe(2);
    expect(a.centroid.lat).toBeCloseTo(39.93, 1); // the Beijing polygon (~330 km²) beats the Shanghai one (~105 km²)
  });

  it('a polygon of 5,000 vertices is simplified (Douglas–Peucker) to at most 300, keeping its area within 1%', async () => {
    const a = await load('many-vertices.kml');
    expect(a.originalVertexCount).toBe(5000);
    expect(a.simplified).toBe(true);
    expect(a.vertexCount).toBeLessThanOrEqual(AREA_LIMITS.simplifyToVertices);
    const unsimplified = await importAreaFile(file('many-vertices.kml'), 'x.kml', {
      ...AREA_LIMITS,
      simplifyToVertices: 10_000,
      maxVertices: 10_000,
    });
    expect(unsimplified.vertexCount).toBe(5000);
    expect(Math.abs(unsimplified.areaKm2 - a.areaKm2) / unsimplified.areaKm2).toBeLessThan(0.01);
    expect(ringAreaKm2((a.geometry.coordinates as [number, number][][])[0])).toBeCloseTo(a.areaKm2, 0);
  });

  it('the extension decides, case-insensitively', async () => {
    expect((await load('area.kml', 'AREA.KML')).format).toBe('kml');
  });
});

describe('rings across the antimeridian (one rule with the search: an edge jumping more than 180° crosses ±180°)', () => {
  const kml = (coords: string) =>
    Buffer.from(
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs>` +
        `<LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`,
    );
  const rings = (g: AreaImportResult['geometry']) =>
    (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as number[][][][];

  it('a 1°×1° KML box from 179.5°E to 179.5°W is accepted as ~12,364 km², cut at ±180° into two valid halves', async () => {
    const a = await importAreaFile(kml('179.5,0 -179.5,0 -179.5,1 179.5,1 179.5,0'), 'dateline.kml');
    expect(a.areaKm2).toBeGreaterThan(12_300);
    expect(a.areaKm2).toBeLessThan(12_400);
    expect(a.geometry.type).toBe('MultiPolygon');
    const parts = rings(a.geometry);
    expect(parts).toHaveLength(2);
    const lons = parts.map(([outer]) => outer.map((p) => p[0]));
    expect(lons.map((l) => [Math.min(...l), Math.max(...l)]).sort((x, y) => x[0] - y[0])).toEqual([
      [-180, -179.5],
      [179.5, 180],
    ]);
    for (const [outer] of parts) {
      expect(outer[0]).toEqual(outer[outer.length - 1]);
      expect(ringSignedArea2(outer as [number, number][])).toBeGreaterThan(0); // counter-clockwise
    }
  });

  it('the same box starting west of the line, and clockwise, gives the same two halves', async () => {
    const east = await importAreaFile(kml('179.5,0 -179.5,0 -179.5,1 179.5,1 179.5,0'), 'a.kml');
    const west = await importAreaFile(kml('-179.5,1 179.5,1 179.5,0 -179.5,0 -179.5,1'), 'b.kml');
    expect(west.areaKm2).toBeCloseTo(east.areaKm2, 0);
    const key = (g: AreaImportResult['geometry']) =>
      rings(g)
        .map(([outer]) => Math.min(...outer.map((p) => p[0])))
        .sort((x, y) => x - y);
    expect(key(west.geometry)).toEqual(key(east.geometry));
  });

  it('a hole across the line becomes a notch in each half (valid polygons, the hole area still left out)', () => {
    const a = areaFromGeoJson({
      type: 'Polygon',
      coordinates: [
        [
          [178, -2],
          [-178, -2],
          [-178, 2],
          [178, 2],
          [178, -2],
        ],
        [
          [-179.5, -0.5],
          [179.5, -0.5],
          [179.5, 0.5],
          [-179.5, 0.5],
          [-179.5, -0.5],
        ],
      ],
    });
    const parts = rings(a.geometry);
    expect(parts).toHaveLength(2);
    const [west, east] = [...parts].sort((p, q) => q[0][0][0] - p[0][0][0]);
    expect(west).toHaveLength(1);
    expect(east).toHaveLength(1);
    expect(west[0]).toEqual(
      expect.arrayContaining([
        [179.5, -0.5],
        [179.5, 0.5],
      ]),
    );
    expect(east[0]).toEqual(
      expect.arrayContaining([
        [-179.5, -0.5],
        [-179.5, 0.5],
      ]),
    );
    // 4°×4° less 1°×1°, near the equator
    expect(a.areaKm2 / (111.195 * 111.195)).toBeCloseTo(15, 1);
  });

  it('a ring round the pole (longitudes travelling a whole turn) is kept as drawn', () => {
    const a = areaFromGeoJson({
      type: 'Polygon',
      coordinates: [
        [
          [-180, 89],
          [-90, 89],
          [0, 89],
          [90, 89],
          [180, 89],
          [180, 90],
          [-180, 90],
          [-180, 89],
        ],
      ],
    });
    expect(a.geometry.type).toBe('Polygon');
    expect(a.areaKm2).toBeGreaterThan(0);
  });
});

describe('refused files, each with its error', () => {
  const cases: [string, string, string, number, string][] = [
    ['a text file', 'notes.txt', 'format', 400, 'areaFormat'],
    ['a shapefile zip renamed .shp', 'area-shp.zip', 'format', 400, 'areaFormat'],
    ['a truncated zip', 'truncated.zip', 'corrupt', 400, 'areaCorrupt'],
    ['a KML with mismatched tags', 'malformed.kml', 'corrupt', 400, 'areaCorrupt'],
    ['a text file named .kml', 'notes.txt', 'corrupt', 400, 'areaCorrupt'],
    ['a text file named .kmz', 'notes.txt', 'corrupt', 400, 'areaCorrupt'],
    ['a KML without polygons', 'no-polygon.kml', 'noPolygon', 400, 'areaNoPolygon'],
    ['a zip without a shapefile', 'no-shp.zip', 'noShapefile', 400, 'areaNoShapefile'],
    ['a shapefile with an unreadable .prj', 'bad-prj.zip', 'projection', 400, 'areaProjection'],
    [
      'projected coordinates without a .prj',
      'area-utm50n-no-prj.zip',
      'notGeographic',
      400,
      'areaNotGeographic',
    ],
    ['150 polygons', 'many-polygons.kml', 'tooManyPolygons', 422, 'areaTooManyPolygons'],
    ['an area of ~1.2 million km²', 'huge-area.kml', 'areaTooLarge', 422, 'areaTooLarge'],
  ];
  const names: Record<string, string> = {
    'a shapefile zip renamed .shp': 'area.shp',
    'a text file named .kml': 'notes.kml',
    'a text file named .kmz': 'notes.kmz',
  };
  it.each(cases)('%s', async (what, fixture, code, status, key) => {
    const err = await failure(load(fixture, names[what] ?? fixture));
    expect(err).toMatchObject({ code, status, key });
    expect(err.errors).toEqual([{ field: 'file', key }]);
  });

  it('a file over the size limit is 413', async () => {
    const err = await failure(
      importAreaFile(file('area.kml'), 'area.kml', { ...AREA_LIMITS, maxFileBytes: 100 }),
    );
    expect(err).toMatchObject({ code: 'fileTooLarge', status: 413, key: 'tooLarge' });
  });

  it('a zip that inflates beyond the limit is 413 (zip-bomb guard)', async () => {
    const err = await failure(
      importAreaFile(file('area.kmz'), 'area.kmz', { ...AREA_LIMITS, maxUnzippedBytes: 100 }),
    );
    expect(err).toMatchObject({ code: 'fileTooLarge', status: 413 });
  });

  it('too many vertices even after simplification is 422', async () => {
    const err = await failure(
      importAreaFile(file('many-polygons.kml'), 'many.kml', {
        ...AREA_LIMITS,
        maxPolygons: 1000,
        maxVertices: 100,
        simplifyToVertices: 100,
      }),
    );
    expect(err).toMatchObject({ code: 'tooManyVertices', status: 422 });
  });
});

describe('drawn geometries go through the same rules', () => {
  it('a GeoJSON polygon is cleaned (closing, duplicates) and wound counter-clockwise', () => {
    const a: AreaImportResult = areaFromGeoJson({
      type: 'Polygon',
      coordinates: [
        [
          [116.3, 40.0],
          [116.5, 40.02],
          [116.5, 40.02],
          [116.52, 39.86],
          [116.28, 39.84],
          [116.3, 40.0],
        ],
      ],
    });
    expectSameRings(a.geometry.coordinates as number[][][], [OUTER]);
  });

  it('out-of-range coordinates and degenerate rings are refused on the given field', () => {
    expect(() =>
      areaFromGeoJson({
        type: 'Polygon',
        coordinates: [
          [
            [200, 0],
            [201, 0],
            [201, 1],
            [200, 0],
          ],
        ],
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'notGeographic',
        errors: [{ field: 'target', key: 'areaNotGeographic' }],
      }),
    );
    expect(() =>
      areaFromGeoJson({
        type: 'Polygon',
        coordinates: [
          [
            [1, 1],
            [2, 2],
            [3, 3],
            [1, 1],
          ],
        ],
      }),
    ).toThrow(expect.objectContaining({ code: 'noPolygon' }));
  });
});
