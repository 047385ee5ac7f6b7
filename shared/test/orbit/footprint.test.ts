/** Swath footprints: width of every imaging mode within 2%, valid GeoJSON across the antimeridian. */
import {
  IMAGING_MODES,
  swathEdges,
  ringSignedArea2,
  ringToGeoJson,
  unwrapLongitudes,
  searchAccess,
  syntheticConstellation,
  type FootprintGeometry,
  type Position,
} from '../../src/orbit';
import { TEST_EPOCH_MS } from './targets';

const sats = syntheticConstellation(TEST_EPOCH_MS);
const DAY = 86_400_000;
const R = 6371.0088;

/** Great-circle distance, km (mean radius; < 0.5% from the ellipsoid over these lengths). */
function haversineKm([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}

function expectValidGeoJson(g: FootprintGeometry): void {
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  for (const [ring] of polygons) {
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ringSignedArea2(ring)).toBeGreaterThan(0); // counter-clockwise
    for (const [lon, lat] of ring) {
      expect(lon).toBeGreaterThanOrEqual(-180);
      expect(lon).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
    // No edge may jump across the map: a ring never crosses the antimeridian after the split.
    for (let i = 1; i < ring.length; i++) expect(Math.abs(ring[i][0] - ring[i - 1][0])).toBeLessThan(180);
  }
}

describe('swath footprint', () => {
  const targets = [
    { latDeg: 31.23, lonDeg: 121.47 },
    { latDeg: 80, lonDeg: 30 },
    { latDeg: -70, lonDeg: -60 },
    { latDeg: 0, lonDeg: 10 },
  ];

  it.each(Object.values(IMAGING_MODES))('$name.en is $swathWidthKm km wide within 2%', (mode) => {
    for (const target of targets) {
      const opportunities = searchAccess({
        satellites: sats,
        start: TEST_EPOCH_MS,
        end: TEST_EPOCH_MS + 7 * DAY,
        target,
        imagingMode: mode.code,
        sceneDurationS: 4,
      });
      expect(opportunities.length).toBe(5);
      for (const o of opportunities) {
        expect(o.footprint.type).toBe('Polygon');
        // Width across the swath at the centre instant, from the same beam the footprint was drawn with.
        const sat = sats.find((p) => p.satelliteId === o.satelliteId)!;
        const edges = swathEdges(sat, o.centreTimeMs, o.centreTimeMs, o.lookSide, o.beam, 2);
        const width = haversineKm(edges.near[0], edges.far[0]);
        expect(Math.abs(width - mode.swathWidthKm) / mode.swathWidthKm).toBeLessThan(0.02);
        expectValidGeoJson(o.footprint);
        expect(o.beam.farDeg).toBeGreaterThan(o.beam.nearDeg);
      }
    }
  });

  it('splits footprints that cross the antimeridian into a valid MultiPolygon', () => {
    const opportunities = searchAccess({
      satellites: sats,
      start: TEST_EPOCH_MS,
      end: TEST_EPOCH_MS + 7 * DAY,
      target: { latDeg: -16.5, lonDeg: 179.9 },
      imagingMode: 5,
      limit: 10,
    });
    expect(opportunities.length).toBe(10);
    const multi = opportunities.filter((o) => o.footprint.type === 'MultiPolygon');
    expect(multi.length).toBeGreaterThan(0);
    for (const o of opportunities) expectValidGeoJson(o.footprint);
    for (const o of multi) {
      const lons = (o.footprint.coordinates as Position[][][]).map(([ring]) => ring.map((p) => p[0]));
      expect(lons.some((l) => l.includes(180))).toBe(true);
      expect(lons.some((l) => l.includes(-180))).toBe(true);
    }
  });

  it('orients and splits arbitrary rings', () => {
    const cw: Position[] = [
      [179, 0],
      [179, 1],
      [-179, 1],
      [-179, 0],
    ];
    const g = ringToGeoJson(cw);
    expect(g.type).toBe('MultiPolygon');
    expectValidGeoJson(g);
    const simple = ringToGeoJson([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ]);
    expect(simple).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    });
  });
});

describe('longitude unwrapping', () => {
  it('takes whole turns off in one step, whatever the magnitude (a ±1e20 ring used to loop for ever)', () => {
    expect(
      unwrapLongitudes([
        [179, 0],
        [-179, 1],
        [178, 2],
      ]),
    ).toEqual([
      [179, 0],
      [181, 1],
      [178, 2],
    ]);
    expect(
      unwrapLongitudes([
        [10, 0],
        [10 + 3 * 360 + 5, 1],
      ]),
    ).toEqual([
      [10, 0],
      [15, 1],
    ]);
    const huge = unwrapLongitudes([
      [1e20, 0],
      [-1e20, 1],
      [0, 2],
      [1e308, 3],
    ]);
    expect(huge).toHaveLength(4);
    expect(huge.every(([lon]) => Number.isFinite(lon))).toBe(true);
  });
});
