import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wgs84ToGcj02 } from '@portal/shared/domain';
import { appOfFile, postForm } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
const BEIJING = { type: 'bbox', bbox: [115.5, 38.5, 117.5, 40.5] };

async function search(
  body: Record<string, unknown>,
  opts: { token?: string; crs?: 'WGS84' | 'GCJ02'; lang?: 'en' | 'zh' } = {},
) {
  const res = await t.call({
    method: 'POST',
    url: '/api/catalog/search/',
    token: opts.token ?? customer.token,
    lang: opts.lang,
    headers: { satellite: opts.crs ?? 'WGS84' },
    payload: body,
  });
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
    expect(r.body.data[0].footprint.coordinates[0][0][0]).toEqual([116, 39]); // WGS-84, as stored
    expect(r.body.data[0].quicklook_url).toMatch(/^\/api\/catalog\/quicklook\/A\.png\?u=\d+&exp=\d+&sig=/);
  });

  it('drawn polygon and circle', async () => {
    const poly = {
      type: 'polygon',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [120.5, 29.5],
            [122.5, 29.5],
            [122.5, 31.5],
            [120.5, 29.5],
          ],
        ],
      },
    };
    expect(ids((await search({ areas: [poly] })).body)).toEqual(['B']);
    expect(
      ids((await search({ areas: [{ type: 'circle', center: [121.5, 30.5], radius_km: 20 }] })).body),
    ).toEqual(['B']);
    // 150 km from Shanghai's box: outside at 100 km, inside at 200 km.
    expect(
      ids((await search({ areas: [{ type: 'circle', center: [121.5, 32.45], radius_km: 100 }] })).body),
    ).toEqual([]);
    expect(
      ids((await search({ areas: [{ type: 'circle', center: [121.5, 32.45], radius_km: 200 }] })).body),
    ).toEqual(['B']);
  });

  it('image IDs, and several areas as a union', async () => {
    expect(ids((await search({ ids: ['B', 'A', 'nope'] })).body)).toEqual(['B', 'A']);
    expect(
      ids((await search({ areas: [BEIJING, { type: 'bbox', bbox: [121, 30, 122, 31] }] })).body),
    ).toEqual(['B', 'A']);
  });

  it('antimeridian: a box with west > east returns the union of both halves', async () => {
    expect(ids((await search({ areas: [{ type: 'bbox', bbox: [179, -20, -179, 20] }] })).body)).toEqual([
      'D',
      'C',
    ]);
    // Only the western half (179..180) still finds C, whose footprint straddles ±180°.
    expect(ids((await search({ areas: [{ type: 'bbox', bbox: [179, -20, 179.9, 20] }] })).body)).toEqual([
      'C',
    ]);
    // A polygon drawn across ±180° with longitudes beyond 180.
    const poly = {
      type: 'polygon',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [179, -20],
            [181, -20],
            [181, 20],
            [179, 20],
            [179, -20],
          ],
        ],
      },
    };
    expect(ids((await search({ areas: [poly] })).body)).toEqual(['D', 'C']);
    expect(
      ids((await search({ areas: [{ type: 'circle', center: [180, -16.5], radius_km: 30 }] })).body),
    ).toEqual(['C']);
    // Across ±180° with a hole across the line round D (drawn from the other side): the hole is kept in both halves.
    const holed = {
      type: 'polygon',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [179, -20],
            [-179, -20],
            [-179, 20],
            [179, 20],
            [179, -20],
          ],
          [
            [-179.1, 9],
            [-179.1, 12],
            [179.5, 12],
            [179.5, 9],
            [-179.1, 9],
          ],
        ],
      },
    };
    const holedResult = await search({ areas: [holed] });
    expect(ids(holedResult.body)).toEqual(['C']);
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

describe('regions, places and imported files', () => {
  const region = (code: string) => ({ type: 'region', code });
  it('an administrative region: a province, a country, and a country across ±180°', async () => {
    expect(ids((await search({ areas: [region('110000')] })).body)).toEqual(['A']); // Beijing
    expect(ids((await search({ areas: [region('310000')] })).body)).toEqual(['B']); // Shanghai
    expect(ids((await search({ areas: [region('CN')] })).body)).toEqual(['B', 'A']);
    expect(ids((await search({ areas: [region('FJ')] })).body)).toEqual(['C']); // Fiji: both sides of ±180°
    expect(ids((await search({ areas: [region('110000'), region('310000')] })).body)).toEqual(['B', 'A']);
  });

  async function place(q: string, kind: string) {
    const res = await t.call({
      method: 'GET',
      url: `/api/geodata/places/?q=${encodeURIComponent(q)}&limit=10`,
      token: customer.token,
      lang: 'en',
    });
    const found = (res.json().data as { id: number | string; kind: string; name_en: string }[]).find(
      (p) => p.kind === kind && p.name_en === q,
    );
    if (!found) throw new Error(`no ${kind} named ${q}`);
    return { type: 'place', id: String(found.id) };
  }
  it('a place name: provinces and cities search their region, towns a 10 km circle', async () => {
    expect(ids((await search({ areas: [await place('Shanghai', 'province')] })).body)).toEqual(['B']);
    expect(ids((await search({ areas: [await place('Langfang', 'city')] })).body)).toEqual(['A']);
    expect(ids((await search({ areas: [await place('Daxing', 'town')] })).body)).toEqual(['A']); // inside A
    // Labasa (Fiji) lies ~15 km west of C: its circle misses C, although Fiji's polygon would not.
    expect(ids((await search({ areas: [await place('Labasa', 'town')] })).body)).toEqual([]);
    const unknown = await search({ areas: [{ type: 'place', id: '99999999' }] }, { lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('The administrative region or place was not found');
  });

  async function importFile(name: string, crs: 'WGS84' | 'GCJ02' = 'WGS84') {
    const res = await postForm(t, '/api/catalog/area_file/', {
      file: { name, data: readFileSync(path.join(__dirname, 'fixtures/areas', name)) },
      token: customer.token,
      lang: 'en',
      headers: { satellite: crs },
    });
    return { status: res.statusCode, body: res.json() };
  }
  it.each(['area.kml', 'area.kmz', 'area-utm50n.zip'])(
    'an imported %s (a polygon in Beijing) finds A',
    async (name) => {
      const r = await importFile(name);
      expect(r.status).toBe(200);
      expect(r.body.data[0].geometry.type).toMatch(/Polygon$/);
      expect(
        ids((await search({ areas: [{ type: 'polygon', geometry: r.body.data[0].geometry }] })).body),
      ).toEqual(['A']);
    },
  );
  it('an imported file in GCJ-02 round-trips through the search in GCJ-02', async () => {
    const r = await importFile('area.kml', 'GCJ02');
    const [gx, gy] = wgs84ToGcj02(116.3, 40.0); // the file's first vertex, shown in GCJ-02
    const first = r.body.data[0].geometry.coordinates.flat(3).slice(0, 2);
    expect(first[0]).toBeCloseTo(gx, 6);
    expect(first[1]).toBeCloseTo(gy, 6);
    expect(
      ids(
        (await search({ areas: [{ type: 'polygon', geometry: r.body.data[0].geometry }] }, { crs: 'GCJ02' }))
          .body,
      ),
    ).toEqual(['A']);
  });
  it('a file that is not an area file is refused with its message', async () => {
    const r = await importFile('malformed.kml');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The file is damaged or malformed and could not be read');
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
    [
      'classification (only visible ones)',
      { classifications: ['sensitive', 'public'] },
      ['D', 'B', 'A', 'C'],
    ],
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
    expect(r.body.msg).toBe('Please select an area or enter an image ID');
  });
  it('radius, polygon vertices and unknown regions', async () => {
    expect((await search({ areas: [{ type: 'circle', center: [0, 0], radius_km: 1001 }] })).status).toBe(400);
    // A 1200-vertex star around Beijing: beyond the vertex limit, simplified rather than refused.
    const ring = Array.from({ length: 1200 }, (_, i) => [
      116.5 + Math.cos((i / 1200) * 2 * Math.PI) + (i % 2) * 0.3,
      39.5 + Math.sin((i / 1200) * 2 * Math.PI),
    ]);
    ring.push(ring[0]);
    const big = await search(
      { areas: [{ type: 'polygon', geometry: { type: 'Polygon', coordinates: [ring] } }] },
      { lang: 'en' },
    );
    expect(big.status).toBe(200);
    expect(ids(big.body)).toEqual(['A']);
    const region = await search({ areas: [{ type: 'region', code: 'NO-SUCH' }] }, { lang: 'en' });
    expect(region.status).toBe(404);
    expect(region.body.msg).toBe('The administrative region or place was not found');
  });
});
