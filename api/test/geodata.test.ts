import { gcj02ToWgs84, wgs84ToGcj02 } from '@portal/shared/domain';
import { placeGeometry, regionGeometry, regionGeometrySql } from '../src/geodata/lookup';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.tokenOf('customer')).token;
}, 600_000); // the first run builds the template with the geodata
afterAll(() => t.close());

const get = async (url: string, opts: { lang?: 'en' | 'zh'; crs?: 'GCJ02' | 'WGS84' } = {}) => {
  const res = await t.call({
    method: 'GET',
    url,
    token,
    lang: opts.lang,
    headers: opts.crs ? { satellite: opts.crs } : {},
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe(0);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return body as { data: Array<Record<string, any>>; total: number };
};

describe('regions', () => {
  it("lists China's 34 provinces as the source gives them (with Hong Kong, Macao, Taiwan)", async () => {
    const { data, total } = await get('/api/geodata/regions/?parent=CN');
    expect(total).toBe(34);
    const names = data.map((r) => r.name_zh);
    expect(names).toEqual(
      expect.arrayContaining([
        '北京市',
        '浙江省',
        '广西壮族自治区',
        '香港特别行政区',
        '澳门特别行政区',
        '台湾省',
      ]),
    );
    const zj = data.find((r) => r.code === '330000')!;
    expect(zj).toMatchObject({
      name_en: 'Zhejiang',
      level: 'province',
      has_children: true,
      parent_code: 'CN',
    });
    expect(zj.geometry).toBeUndefined();
    expect(data.find((r) => r.code === '610000')!.name_en).toBe('Shaanxi');
  });

  it("lists a province's cities with zh and en names", async () => {
    const { data } = await get('/api/geodata/regions/?parent=330000', { lang: 'en' });
    expect(data).toHaveLength(11);
    expect(data.map((r) => r.name_zh)).toEqual(
      expect.arrayContaining(['杭州市', '宁波市', '温州市', '舟山市', '丽水市']),
    );
    expect(data.find((r) => r.code === '330100')).toMatchObject({
      name_zh: '杭州市',
      name_en: 'Hangzhou',
      name: 'Hangzhou',
      level: 'city',
    });
  });

  it('lists the countries with zh and en names by default', async () => {
    const { data } = await get('/api/geodata/regions/');
    expect(data.length).toBeGreaterThan(200);
    expect(data.find((r) => r.code === 'FR')).toMatchObject({
      name_zh: '法国',
      name_en: 'France',
      name: '法国',
      level: 'country',
    });
    expect(data.find((r) => r.code === 'CN')).toMatchObject({
      name_zh: '中国',
      name_en: 'China',
      has_children: true,
    });
    expect(data.find((r) => r.code === 'TW')).toBeUndefined(); // a province of CN here
  });

  it('puts Beijing and Shanghai in their polygons (WGS-84 in the database)', async () => {
    const within = async (lng: number, lat: number) =>
      (
        await t.db.query<{ code: string }>(
          `SELECT code FROM admin_regions WHERE ST_Contains(geom, ST_SetSRID(ST_MakePoint($1, $2), 4326)) ORDER BY code`,
          [lng, lat],
        )
      ).rows.map((r) => r.code);
    expect(await within(116.3913, 39.9075)).toEqual(expect.arrayContaining(['110000', 'CN'])); // Tiananmen
    expect(await within(121.4737, 31.2304)).toEqual(expect.arrayContaining(['310000', 'CN'])); // People's Square
    expect(await within(120.1551, 30.2741)).toEqual(expect.arrayContaining(['330000', '330100'])); // Hangzhou
    expect(await within(2.3522, 48.8566)).toEqual(['FR']); // Paris
    const holes = await t.db.query<{ code: string; n: number }>(
      `SELECT code, (SELECT sum(ST_NumInteriorRings(d.geom))::int FROM ST_Dump(geom) d) AS n FROM admin_regions WHERE code IN ('110000', '130000')`,
    );
    expect(holes.rows.find((r) => r.code === '110000')!.n).toBe(0); // no slivers left between Beijing's districts
    expect(await within(116.3913, 39.9075)).not.toContain('130000'); // … and Hebei stays outside Beijing
    expect(await within(116.9, 39.9)).toContain('130000'); // Hebei's exclave (Sanhe) between Beijing and Tianjin
    const invalid = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin_regions WHERE NOT ST_IsValid(geom) OR NOT ST_IsValid(geom_simplified)',
    );
    expect(invalid.rows[0].n).toBe(0);
  });

  it('returns a region with its simplified geometry in the Satellite CRS: GCJ-02 shifts China by a few hundred metres, not France', async () => {
    const gcj = (await get('/api/geodata/regions/330100/')).data[0];
    const wgs = (await get('/api/geodata/regions/330100/', { crs: 'WGS84' })).data[0];
    expect(gcj.name_zh).toBe('杭州市');
    expect(gcj.geometry.type).toBe('MultiPolygon');
    const pg = gcj.geometry.coordinates[0][0][0];
    const pw = wgs.geometry.coordinates[0][0][0];
    const metres = Math.hypot(
      (pg[0] - pw[0]) * 111320 * Math.cos((pw[1] * Math.PI) / 180),
      (pg[1] - pw[1]) * 110574,
    );
    expect(metres).toBeGreaterThan(200);
    expect(metres).toBeLessThan(900);
    const expected = wgs84ToGcj02(pw[0], pw[1]);
    expect(pg[0]).toBeCloseTo(expected[0], 5);
    expect(pg[1]).toBeCloseTo(expected[1], 5);
    const vertices = gcj.geometry.coordinates.flat(2).length;
    expect(vertices).toBeLessThan(2000);

    const fr1 = (await get('/api/geodata/regions/FR/')).data[0];
    const fr2 = (await get('/api/geodata/regions/FR/', { crs: 'WGS84' })).data[0];
    expect(fr1.geometry).toEqual(fr2.geometry);
    expect(fr1.bbox).toEqual(fr2.bbox);
  });

  it('answers 404 for an unknown code and 201 without a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/geodata/regions/XX9/', token });
    expect(res.statusCode).toBe(404);
    const anon = await t.call({ method: 'GET', url: '/api/geodata/regions/' });
    expect(anon.json().code).toBe(201);
  });
});

describe('places', () => {
  const search = async (q: string, lang: 'zh' | 'en' = 'zh') =>
    (await get(`/api/geodata/places/?q=${encodeURIComponent(q)}`, { lang })).data;

  it("finds Shanghai the city, then the municipality, for '上海', and Shanghai first for 'Shangh'", async () => {
    const zh = await search('上海');
    expect(zh.slice(0, 2)).toMatchObject([
      { name: '上海', name_zh: '上海', name_en: 'Shanghai', kind: 'town', country_code: 'CN' },
      { name: '上海市', name_zh: '上海市', name_en: 'Shanghai', kind: 'province', admin_code: '310000' },
    ]);
    expect(zh[0].population).toBeGreaterThan(10_000_000);
    const en = await get('/api/geodata/places/?q=Shangh&limit=5', { lang: 'en' });
    expect(en.data[0]).toMatchObject({ name_en: 'Shanghai', name: 'Shanghai', country_code: 'CN' });
    expect(en.data[0].population).toBeGreaterThan(10_000_000);
    expect(en.data.length).toBeLessThanOrEqual(5);
  });

  it('finds foreign cities by their Chinese names, exact names first', async () => {
    expect((await search('鹿特丹'))[0]).toMatchObject({
      name: '鹿特丹',
      name_en: 'Rotterdam',
      kind: 'town',
      country_code: 'NL',
      country_name: '荷兰',
    });
    expect((await search('纽约'))[0]).toMatchObject({
      name: '纽约',
      name_en: 'New York City',
      country_code: 'US',
    });
    expect((await search('东京'))[0]).toMatchObject({ name: '东京', name_en: 'Tokyo', country_code: 'JP' });
    // The English page names them in English; the Chinese name stays in name_zh.
    expect((await search('鹿特丹', 'en'))[0]).toMatchObject({ name: 'Rotterdam', name_zh: '鹿特丹' });
    // A prefix finds the city too, and Rotterdam is still found by its English name.
    expect((await search('鹿特')).map((p) => p.name_en)).toContain('Rotterdam');
    expect((await search('rotterdam', 'en'))[0]).toMatchObject({ name_en: 'Rotterdam', country_code: 'NL' });
  });

  it('finds countries and world towns, ranked by exactness then population', async () => {
    expect((await get(`/api/geodata/places/?q=${encodeURIComponent('法国')}`)).data[0]).toMatchObject({
      kind: 'country',
      country_code: 'FR',
    });
    const paris = (await get('/api/geodata/places/?q=paris', { lang: 'en' })).data[0];
    expect(paris).toMatchObject({
      name_en: 'Paris',
      kind: 'town',
      country_code: 'FR',
      country_name: 'France',
      admin_code: 'FR',
    });
    // a contains match when no prefix fills the list
    const hz = (await get(`/api/geodata/places/?q=${encodeURIComponent('州市')}&limit=3`)).data;
    expect(hz).toHaveLength(3);
    expect(hz.every((p) => p.name_zh.includes('州市'))).toBe(true);
  });

  it("gives a town a circle and an administrative place its polygon (in the request's CRS)", async () => {
    const paris = (await get('/api/geodata/places/?q=paris', { lang: 'en' })).data[0];
    const detail = (await get(`/api/geodata/places/${paris.id}/?radius_km=5`)).data[0];
    expect(detail).toMatchObject({ id: paris.id, radius_km: 5, region_code: null });
    expect(detail.geometry.type).toBe('Polygon');
    const ring = detail.geometry.coordinates[0] as number[][];
    expect(ring.length).toBeGreaterThanOrEqual(60);
    const r = Math.hypot(
      (ring[0][0] - detail.point[0]) * 111320 * Math.cos((detail.point[1] * Math.PI) / 180),
      (ring[0][1] - detail.point[1]) * 110574,
    );
    expect(r).toBeGreaterThan(4900);
    expect(r).toBeLessThan(5100);

    const sh = (await search('上海')).find((p) => p.kind === 'province')!;
    const shDetail = (await get(`/api/geodata/places/${sh.id}/`, { crs: 'WGS84' })).data[0];
    expect(shDetail).toMatchObject({
      region_code: '310000',
      radius_km: null,
      geometry: { type: 'MultiPolygon' },
    });
    const shGcj = (await get(`/api/geodata/places/${sh.id}/`)).data[0];
    const [gx, gy] = gcj02ToWgs84(shGcj.point[0], shGcj.point[1]);
    expect(gx).toBeCloseTo(shDetail.point[0], 5);
    expect(gy).toBeCloseTo(shDetail.point[1], 5);
    expect((await t.call({ method: 'GET', url: '/api/geodata/places/999999999/', token })).statusCode).toBe(
      404,
    );
  });
});

describe('lookup for the archive search (WGS-84)', () => {
  it('gives region and place geometries and an SQL fragment', async () => {
    const zj = await regionGeometry(t.db, '330000');
    expect(zj?.type).toBe('MultiPolygon');
    expect(await regionGeometry(t.db, 'nope')).toBeNull();
    const { rows } = await t.db.query<{ hit: boolean }>(
      `SELECT ST_Intersects(${regionGeometrySql('$1')}, ST_SetSRID(ST_MakePoint(120.1551, 30.2741), 4326)) AS hit`,
      ['330000'],
    );
    expect(rows[0].hit).toBe(true);
    const { rows: ids } = await t.db.query<{ id: number }>(
      `SELECT id FROM places WHERE name_en = 'Paris' AND country_code = 'FR' LIMIT 1`,
    );
    const g = await placeGeometry(t.db, ids[0].id);
    expect(g).toMatchObject({ kind: 'town', radius_km: 10, region_code: null });
    expect(await placeGeometry(t.db, 999999999)).toBeNull();
  });
});

describe("the globe's vector basemap", () => {
  const url = (w: number, s: number, e: number, n: number) =>
    `/api/geodata/basemap/?west=${w}&south=${s}&east=${e}&north=${n}`;

  it('draws a province-wide view with province and city outlines and names the cities in both languages', async () => {
    // Zhejiang and around (WGS-84).
    const v = (await get(url(115.5, 26, 125.5, 32.5), { crs: 'WGS84' })).data[0];
    expect(v.level).toBe('province');
    const codes = v.boundaries.map((b: { code: string }) => b.code);
    expect(codes).toEqual(expect.arrayContaining(['330000', '330100', '310000']));
    // Nothing far away: no Beijing, no Xinjiang.
    expect(codes).not.toContain('110000');
    expect(codes).not.toContain('650000');
    for (const b of v.boundaries) {
      expect(['LineString', 'MultiLineString']).toContain(b.geometry.type);
      const pts: number[][] =
        b.geometry.type === 'LineString' ? b.geometry.coordinates : b.geometry.coordinates.flat();
      // Clipped to the view widened by a tenth.
      for (const [x, y] of pts) {
        expect(x).toBeGreaterThanOrEqual(115.5 - 1.01);
        expect(x).toBeLessThanOrEqual(125.5 + 1.01);
        expect(y).toBeGreaterThanOrEqual(26 - 0.66);
        expect(y).toBeLessThanOrEqual(32.5 + 0.66);
      }
    }
    const hz = v.labels.find((l: { name_zh: string }) => l.name_zh === '杭州市');
    expect(hz).toMatchObject({ kind: 'city', name_en: expect.stringMatching(/^Hangzhou/) });
    expect(hz.point[0]).toBeCloseTo(120.2, 0);
    expect(v.labels.every((l: { kind: string }) => l.kind === 'province' || l.kind === 'city')).toBe(true);
  });

  it('chooses the level by the width of the view and answers in the Satellite CRS', async () => {
    const wide = (await get(url(70, 10, 140, 55), { crs: 'WGS84' })).data[0];
    expect(wide.level).toBe('country');
    expect(wide.boundaries.some((b: { level: string }) => b.level === 'city')).toBe(false);
    expect(wide.labels.map((l: { name_zh: string }) => l.name_zh)).toContain('浙江省');
    const near = (await get(url(119.8, 29.9, 120.6, 30.5), { crs: 'WGS84' })).data[0];
    expect(near.level).toBe('city');
    expect(near.labels.length).toBeGreaterThan(0);
    const wgs = (await get(url(117.5, 27, 123.5, 31.5), { crs: 'WGS84' })).data[0];
    const gcj = (await get(url(117.5, 27, 123.5, 31.5), { crs: 'GCJ02' })).data[0];
    const a = wgs.labels.find((l: { name_zh: string }) => l.name_zh === '杭州市');
    const b = gcj.labels.find((l: { name_zh: string }) => l.name_zh === '杭州市');
    const back = gcj02ToWgs84(b.point[0], b.point[1]);
    expect(back[0]).toBeCloseTo(a.point[0], 4);
    expect(back[1]).toBeCloseTo(a.point[1], 4);
  });

  it('draws the whole world with country outlines', async () => {
    const world = (await get(url(-180, -90, 180, 90), { crs: 'WGS84' })).data[0];
    expect(world.level).toBe('country');
    expect(world.boundaries.map((b: { code: string }) => b.code)).toEqual(
      expect.arrayContaining(['CN', 'FR']),
    );
  });

  it('refuses an empty or inverted view', async () => {
    for (const q of [
      url(120, 30, 119, 31),
      url(119, 31, 120, 30),
      url(120, 30, 120, 31),
      '/api/geodata/basemap/?west=1',
    ])
      expect((await t.call({ method: 'GET', url: q, token })).statusCode).toBe(400);
  });
});
