import { wgs84ToGcj02 } from '@portal/shared/domain';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let customer: { token: string; userId: number };
const BEIJING = { type: 'bbox', bbox: [115.5, 38.5, 117.5, 40.5] };

beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  customer = await t.tokenOf('customer');
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>, opts: { token?: string; crs?: 'WGS84' | 'GCJ02'; lang?: 'en' | 'zh' } = {}) {
  const res = await t.call({ method: 'POST', url: '/api/catalog/search/', token: opts.token ?? customer.token, lang: opts.lang, headers: { satellite: opts.crs ?? 'WGS84' }, payload: body });
  return { status: res.statusCode, body: res.json() };
}
const ids = (b: { data: { id: string }[] }) => b.data.map((x) => x.id);

describe('search modes', () => {
  it('drawn rectangle: public scenes inside, newest first; total exact', async () => {
    const r = await search({ areas: [BEIJING] });
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual(['A']);
    expect(r.body.total).toBe(1);
    expect(r.body.total_exact).toBe(true);
    expect(r.body.next).toBeNull();
    expect(r.body.data[0].footprint.type).toBe('MultiPolygon');
    expect(r.body.data[0].quicklook_url).toMatch(/^\/api\/catalog\/quicklook\/A\.png\?exp=\d+&sig=/);
  });

  it('drawn polygon and circle', async () => {
    const poly = { type: 'polygon', geometry: { type: 'Polygon', coordinates: [[[120.5, 29.5], [122.5, 29.5], [122.5, 31.5], [120.5, 29.5]]] } };
    expect(ids((await search({ areas: [poly] })).body)).toEqual(['B']);
    expect(ids((await search({ areas: [{ type: 'circle', center: [121.5, 30.5], radius_km: 20 }] })).body)).toEqual(['B']);
    // 150 km from Shanghai's box: outside at 100 km, inside at 200 km.
    expect(ids((await search({ areas: [{ type: 'circle', center: [121.5, 32.45], radius_km: 100 }] })).body)).toEqual([]);
    expect(ids((await search({ areas: [{ type: 'circle', center: [121.5, 32.45], radius_km: 200 }] })).body)).toEqual(['B']);
  });

  it('image IDs, and several areas as a union', async () => {
    expect(ids((await search({ ids: ['B', 'A', 'nope'] })).body)).toEqual(['B', 'A']);
    expect(ids((await search({ areas: [BEIJING, { type: 'bbox', bbox: [121, 30, 122, 31] }] })).body)).toEqual(['B', 'A']);
  });

  it('antimeridian: a box with west > east returns the union of both halves', async () => {
    expect(ids((await search({ areas: [{ type: 'bbox', bbox: [179, -20, -179, 20] }] })).body)).toEqual(['D', 'C']);
    // Only the western half (179..180) still finds C, whose footprint straddles ±180°.
    expect(ids((await search({ areas: [{ type: 'bbox', bbox: [179, -20, 179.9, 20] }] })).body)).toEqual(['C']);
    // A polygon drawn across ±180° with longitudes beyond 180.
    const poly = { type: 'polygon', geometry: { type: 'Polygon', coordinates: [[[179, -20], [181, -20], [181, 20], [179, 20], [179, -20]]] } };
    expect(ids((await search({ areas: [poly] })).body)).toEqual(['D', 'C']);
    expect(ids((await search({ areas: [{ type: 'circle', center: [180, -16.5], radius_km: 30 }] })).body)).toEqual(['C']);
  });

  it('coordinates in GCJ-02 by default: a box drawn in GCJ-02 is converted, and footprints come back in GCJ-02', async () => {
    // A tiny box around A's south-west corner (116, 39) as GCJ-02 shows it (~0.006° east of WGS-84 there).
    const [gx, gy] = wgs84ToGcj02(116.0002, 39.0002);
    const tiny = { type: 'bbox', bbox: [gx - 0.0001, gy - 0.0001, gx + 0.0001, gy + 0.0001] };
    const r = await search({ areas: [tiny] }, { crs: 'GCJ02' });
    expect(ids(r.body)).toEqual(['A']);
    const corner = r.body.data[0].footprint.coordinates[0][0][0];
    const [ex, ey] = wgs84ToGcj02(116, 39);
    expect(corner[0]).toBeCloseTo(ex, 5);
    expect(corner[1]).toBeCloseTo(ey, 5);
    // 116.003E is inside A in WGS-84 but west of it in GCJ-02 (which is ~0.006° east of WGS-84 here).
    const edge = { type: 'bbox', bbox: [116.0029, 39.5, 116.0031, 39.5002] };
    expect(ids((await search({ areas: [edge] }, { crs: 'WGS84' })).body)).toEqual(['A']);
    expect(ids((await search({ areas: [edge] }, { crs: 'GCJ02' })).body)).toEqual([]);
  });
});

describe('filters', () => {
  const everywhere = { type: 'bbox', bbox: [-180, -90, 180, 90] };
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['time range', { start: '2025-01-01T00:00:00Z', end: '2025-02-28T00:00:00Z' }, ['B', 'A']],
    ['satellite', { satellites: ['TY-38', 'TY-41'] }, ['D', 'C']],
    ['imaging mode', { img_modes: [1, 6] }, ['D', 'B']],
    ['product type', { product_types: ['ORG'] }, ['B']],
    ['orbit direction', { orbit_direction: 'descending' }, ['D', 'B']],
    ['look side', { look_side: 'left' }, ['B']],
    ['incidence range', { incidence_min: 30, incidence_max: 36 }, ['D', 'A']],
    ['polarization', { polarizations: ['VV+VH', 'HH+HV'] }, ['D', 'B']],
    ['classification (only visible ones)', { classifications: ['sensitive', 'public'] }, ['D', 'B', 'A', 'C']],
    ['sort oldest', { sort: 'oldest' }, ['C', 'A', 'B', 'D']],
  ];
  it.each(cases)('%s', async (_n, f, expected) => {
    const r = await search({ areas: [everywhere], ...f });
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual(expected);
  });

  it('keyset pagination: pages of 1 with a next cursor, total carried along', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const r = await search({ areas: [everywhere], size: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...ids(r.body));
      expect(r.body.total).toBe(4);
      cursor = r.body.next ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(['D', 'B', 'A', 'C']);
  });
});

describe('limits and messages', () => {
  it('at most 5 target areas', async () => {
    const r = await search({ areas: Array(6).fill(BEIJING) }, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('At most 5 target areas (delete one first)');
    const zh = await search({ areas: Array(6).fill(BEIJING) }, { lang: 'zh' });
    expect(zh.body.msg).toBe('最多5个目标区域（请先删除一个）');
    expect((await search({ areas: Array(5).fill(BEIJING) })).status).toBe(200);
  });
  it('an area or an image ID is required', async () => {
    const r = await search({}, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Select an area or enter an image ID');
  });
  it('radius, polygon vertices and unknown regions', async () => {
    expect((await search({ areas: [{ type: 'circle', center: [0, 0], radius_km: 1001 }] })).status).toBe(400);
    const ring = Array.from({ length: 1200 }, (_, i) => [10 + Math.cos((i / 1200) * 2 * Math.PI) + (i % 2) * 0.3, 10 + Math.sin((i / 1200) * 2 * Math.PI)]);
    ring.push(ring[0]);
    const big = await search({ areas: [{ type: 'polygon', geometry: { type: 'Polygon', coordinates: [ring] } }] }, { lang: 'en' });
    expect([200, 422]).toContain(big.status); // simplified to ≤ 500 vertices, or refused with the importer's message
    const region = await search({ areas: [{ type: 'region', code: 'NO-SUCH' }] }, { lang: 'en' });
    expect(region.status).toBe(404);
    expect(region.body.msg).toBe('The administrative region or place was not found');
  });
});
