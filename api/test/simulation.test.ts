/**
 * Simulation API (docs/requirements.md §7): every route, limits and messages (en, zh), isolation between users, the Satellite
 * header's coordinate systems, area files as targets, and the KML download read back by @tmcw/togeojson.
 */
import { wgs84ToGcj02 } from '@portal/shared/domain';
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appOfFile, postForm } from './helpers';

const t = appOfFile();
const alice = t.session('customer'); // the demo customer
const bob = t.session('presales'); // another signed-in account

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date(Math.ceil((Date.now() + HOUR) / 60_000) * 60_000);
const range = (days: number, from = START) => ({
  start_time: from.toISOString(),
  end_time: new Date(from.getTime() + days * DAY).toISOString(),
});
const BEIJING = { lat: 39.9, lon: 116.4 };
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/areas', name));

type Crs = 'WGS84' | 'GCJ02';
interface CallOpts {
  token?: string;
  lang?: 'en' | 'zh';
  crs?: Crs;
}
const headers = (crs?: Crs) => (crs ? { satellite: crs } : {});
const simulate = (payload: object, o: CallOpts = {}) =>
  t.call({
    method: 'POST',
    url: '/api/commodity/simulation/',
    token: o.token ?? alice.token,
    lang: o.lang ?? 'en',
    headers: headers(o.crs),
    payload,
  });
const get = (url: string, o: CallOpts = {}) =>
  t.call({
    method: 'GET',
    url,
    token: o.token ?? alice.token,
    lang: o.lang ?? 'en',
    headers: headers(o.crs),
  });

const postMultipart = (
  url: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  o: CallOpts = {},
) =>
  postForm(t, url, {
    fields,
    file,
    token: o.token ?? alice.token,
    lang: o.lang ?? 'en',
    headers: headers(o.crs),
  });

interface Opp {
  satellite_id: string;
  imaging_start: string;
  imaging_centre: string;
  imaging_end: string;
  look_angle: number;
  incidence_angle: number;
  look_side: string;
  orbit_direction: string;
  footprint: { type: string; coordinates: number[][][] | number[][][][] };
  tle_epoch: string;
  tle_synthetic: boolean;
}

describe('POST /commodity/simulation/', () => {
  it('a point target: the 5 soonest opportunities (docs/requirements.md §9), each with its TLE epoch, stored under a tag', async () => {
    // A week: four satellites give a mid-latitude point at least five passes in it, whatever the hour of the run
    // (three days sometimes held only four).
    const res = await simulate({ target: BEIJING, ...range(7) }, { crs: 'WGS84' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: 'Simulation successful' });
    const sim = body.data[0];
    expect(sim).toMatchObject({
      satellites: 'any',
      lower_angle: 13,
      upper_angle: 40,
      left_right_mode: 'any',
      orbit_mode: 'any',
      img_mode: 3,
      limit: 5,
      target_source: 'point',
      target: { type: 'Point', coordinates: [116.4, 39.9] },
      target_point: BEIJING,
      opportunity_count: 5,
    });
    expect(sim.tag).toMatch(/^SIM-\d{8}-[0-9A-F]{6}$/);
    expect(sim.name).toBe(`Simulation ${sim.tag}`);
    const sats = (await get('/api/commodity/satellites/')).json().data as {
      id: string;
      tle: { epoch: string };
    }[];
    const opps = sim.opportunities as Opp[];
    expect(opps).toHaveLength(5);
    for (const [i, o] of opps.entries()) {
      if (i)
        expect(Date.parse(o.imaging_centre)).toBeGreaterThanOrEqual(Date.parse(opps[i - 1].imaging_centre));
      expect(Date.parse(o.imaging_centre)).toBeGreaterThanOrEqual(START.getTime());
      expect(Date.parse(o.imaging_start)).toBeLessThan(Date.parse(o.imaging_end));
      expect(o.look_angle).toBeGreaterThanOrEqual(13);
      expect(o.look_angle).toBeLessThanOrEqual(40);
      expect(o.footprint.type).toBe('Polygon');
      // The pass track: ±4 min every 20 s; at the imaging centre the sub-satellite point is within reach
      // (a look angle of at most 40° at ~500 km is well under 600 km of ground range).
      const track = (o as Opp & { track: { coordinates: [number, number][] } }).track.coordinates;
      expect(track).toHaveLength(25);
      const [lon, lat] = track[12];
      const km = 111.2 * Math.hypot(lat - BEIJING.lat, (lon - BEIJING.lon) * Math.cos((lat * Math.PI) / 180));
      expect(km).toBeLessThan(600);
      expect(o.tle_synthetic).toBe(true);
      expect(o.tle_epoch).toBe(sats.find((s) => s.id === o.satellite_id)!.tle.epoch);
    }
  });

  it('filters: satellites, look band, side, orbit direction, imaging mode and limit are honoured', async () => {
    const res = await simulate(
      {
        target: BEIJING,
        satellites: ['TY-39', 'TY-40'],
        lower_angle: 20,
        upper_angle: 35,
        left_right_mode: 'right',
        orbit_mode: 'ascending',
        img_mode: 1,
        limit: 3,
        ...range(30),
      },
      { crs: 'WGS84' },
    );
    const sim = res.json().data[0];
    expect(sim).toMatchObject({
      satellites: ['TY-39', 'TY-40'],
      lower_angle: 20,
      upper_angle: 35,
      img_mode: 1,
      limit: 3,
    });
    expect(sim.opportunities.length).toBeGreaterThanOrEqual(1);
    expect(sim.opportunities.length).toBeLessThanOrEqual(3);
    for (const o of sim.opportunities as Opp[]) {
      expect(['TY-39', 'TY-40']).toContain(o.satellite_id);
      expect(o).toMatchObject({ look_side: 'right', orbit_direction: 'ascending' });
      expect(o.look_angle).toBeGreaterThanOrEqual(20);
      expect(o.look_angle).toBeLessThanOrEqual(35);
    }
    const three = (await simulate({ target: BEIJING, limit: 3, ...range(3) })).json().data[0];
    expect(three.opportunities).toHaveLength(3);
  });

  it('CRS round trip: a GCJ-02 point (default header) gives the same opportunities as the WGS-84 point', async () => {
    const [gLon, gLat] = wgs84ToGcj02(BEIJING.lon, BEIJING.lat);
    expect(Math.hypot(gLon - BEIJING.lon, gLat - BEIJING.lat)).toBeGreaterThan(0.001); // the offset is real here
    const wgs = (await simulate({ target: BEIJING, ...range(4) }, { crs: 'WGS84' })).json().data[0];
    const gcj = (await simulate({ target: { lat: gLat, lon: gLon }, ...range(4) })).json().data[0];
    expect(gcj.target_point.lat).toBeCloseTo(gLat, 7);
    expect(gcj.target_point.lon).toBeCloseTo(gLon, 7);
    expect(gcj.opportunities).toHaveLength(wgs.opportunities.length);
    (gcj.opportunities as Opp[]).forEach((o, i) => {
      const w = wgs.opportunities[i] as Opp;
      expect(o.satellite_id).toBe(w.satellite_id);
      expect(Math.abs(Date.parse(o.imaging_centre) - Date.parse(w.imaging_centre))).toBeLessThanOrEqual(2);
      expect(Math.abs(o.look_angle - w.look_angle)).toBeLessThan(1e-3);
      // The footprint comes back in GCJ-02: the WGS-84 footprint shifted by the GCJ-02 transform.
      const gRing = (o.footprint.coordinates as number[][][])[0];
      const wRing = (w.footprint.coordinates as number[][][])[0];
      gRing.forEach((p, j) => {
        const [x, y] = wgs84ToGcj02(wRing[j][0], wRing[j][1]);
        expect(Math.abs(p[0] - x)).toBeLessThan(1e-5);
        expect(Math.abs(p[1] - y)).toBeLessThan(1e-5);
      });
    });
    // Stored once, in WGS-84: reading the GCJ-02 simulation with the WGS84 header gives the WGS-84 point.
    const back = (await get(`/api/commodity/simulation/${gcj.id}/`, { crs: 'WGS84' })).json().data[0];
    expect(back.target_point.lat).toBeCloseTo(BEIJING.lat, 7);
    expect(back.target_point.lon).toBeCloseTo(BEIJING.lon, 7);
  });

  it('a GeoJSON polygon target in the header system; the centroid must be imaged', async () => {
    const ring = [
      [116.3, 40.0],
      [116.28, 39.84],
      [116.52, 39.86],
      [116.5, 40.02],
      [116.3, 40.0],
    ];
    const res = await simulate({
      target: { type: 'Polygon', coordinates: [ring] },
      ...range(3),
      img_mode: 5,
    });
    const sim = res.json().data[0];
    expect(sim).toMatchObject({ target_source: 'polygon', target: { type: 'Polygon' } });
    (sim.target.coordinates[0] as number[][]).forEach((p, i) => {
      expect(p[0]).toBeCloseTo(ring[i][0], 6);
      expect(p[1]).toBeCloseTo(ring[i][1], 6);
    });
    expect(sim.area_km2).toBeGreaterThan(300);
    expect(sim.opportunities.length).toBeGreaterThan(0);
    expect(['full', 'partial']).toContain(sim.opportunities[0].coverage);
  });

  it('multipart with a KMZ target: the file is the area (WGS-84), its placemark names the simulation', async () => {
    // Ten days: two satellites between 15° and 40° may see a small area only once in three.
    const res = await postMultipart(
      '/api/commodity/simulation/',
      { ...range(10), satellites: 'TY-38,TY-40', limit: '2', lower_angle: '15' },
      { name: 'area.kmz', data: fixture('area.kmz') },
      { crs: 'WGS84' },
    );
    expect(res.json()).toMatchObject({ code: 0 });
    const sim = res.json().data[0];
    expect(sim).toMatchObject({
      name: 'Beijing north test area',
      target_source: 'file',
      file_name: 'area.kmz',
      satellites: ['TY-38', 'TY-40'],
      limit: 2,
      lower_angle: 15,
    });
    expect(sim.target.coordinates[0][0]).toEqual([116.3, 40]);
    expect(sim.target.coordinates).toHaveLength(2); // outer ring and hole
    expect(sim.opportunities).toHaveLength(2);
  });

  it('multipart with a zipped shapefile in UTM 50N (reprojected) and a name', async () => {
    const res = await postMultipart(
      '/api/commodity/simulation/',
      { ...range(3), name: 'UTM area' },
      { name: 'area-utm50n.zip', data: fixture('area-utm50n.zip') },
      { crs: 'WGS84' },
    );
    const sim = res.json().data[0];
    expect(sim).toMatchObject({ name: 'UTM area', target_source: 'file' });
    expect(sim.target.coordinates[0][0][0]).toBeCloseTo(116.3, 6);
    expect(sim.target.coordinates[0][0][1]).toBeCloseTo(40.0, 6);
  });

  it('refused area files answer with the importer messages (en, zh)', async () => {
    const txt = await postMultipart('/api/commodity/simulation/', range(3), {
      name: 'notes.txt',
      data: fixture('notes.txt'),
    });
    expect(txt.statusCode).toBe(400);
    expect(txt.json()).toMatchObject({
      code: 400,
      msg: 'Only kml, kmz and shp archive (zip) files are accepted',
      errors: [{ field: 'file' }],
    });
    const cut = await postMultipart(
      '/api/commodity/simulation/',
      range(3),
      { name: 'truncated.zip', data: fixture('truncated.zip') },
      { lang: 'zh' },
    );
    expect(cut.json()).toMatchObject({ code: 400, msg: '文件已损坏或格式有误，无法读取' });
    const huge = await postMultipart('/api/commodity/simulation/', range(3), {
      name: 'huge-area.kml',
      data: fixture('huge-area.kml'),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().msg).toBe('The area is larger than 500,000 km²');
  });

  it('nothing found: HTTP 422 with the docs/requirements.md §8 message (en, zh); nothing is stored', async () => {
    const before = (await get('/api/commodity/simulation/')).json().total;
    const short = {
      target: BEIJING,
      satellites: ['TY-38'],
      start_time: START.toISOString(),
      end_time: new Date(START.getTime() + 60_000).toISOString(),
    };
    const en = await simulate(short);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      code: 422,
      msg: 'Simulation failed! (adjust region or time range and re-simulate)',
    });
    expect((await simulate(short, { lang: 'zh' })).json().msg).toBe(
      '仿真失败！（请调整区域或时间范围后重新仿真）',
    );
    expect((await get('/api/commodity/simulation/')).json().total).toBe(before);
  });

  const limitCases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'min look angle below 13',
      { lower_angle: 12 },
      'lower_angle',
      'Min look angle 13 degrees',
      '最小侧视角为13度',
    ],
    [
      'max look angle above 40',
      { upper_angle: 41 },
      'upper_angle',
      'Max look angle 40 degrees',
      '最大侧视角为40度',
    ],
    [
      'min not below max',
      { lower_angle: 30, upper_angle: 20 },
      'upper_angle',
      'The min look angle must be less than the max look angle',
      '最小侧视角必须小于最大侧视角',
    ],
    [
      'a range over 30 days',
      range(31),
      'end_time',
      'The time range cannot exceed 30 days',
      '时间范围不能超过30天',
    ],
    [
      'a start two days ago',
      range(3, new Date(Date.now() - 2 * DAY)),
      'start_time',
      'The start time cannot be more than one day in the past',
      '开始时间不能早于当前时间一天以上',
    ],
    [
      'an end before the start',
      { start_time: START.toISOString(), end_time: new Date(START.getTime() - HOUR).toISOString() },
      'end_time',
      'The end time must be after the start time',
      '结束时间必须晚于开始时间',
    ],
    [
      'a time that is not ISO 8601',
      { start_time: 'tomorrow' },
      'start_time',
      'Invalid time (ISO 8601 expected, e.g. 2026-01-01T00:00:00Z)',
      '时间格式无效（应为 ISO 8601，例如 2026-01-01T00:00:00Z）',
    ],
    [
      'more than 50 opportunities',
      { limit: 51 },
      'limit',
      'The number of opportunities must be between 1 and 50',
      '机会数量为1到50',
    ],
    [
      'an unknown satellite',
      { satellites: ['TY-99'] },
      'satellites',
      'Unknown satellite (any, TY-38, TY-39, TY-40 or TY-41)',
      '未知卫星（可选 any、TY-38、TY-39、TY-40、TY-41）',
    ],
    [
      'a mode the satellite lacks (TOPS on HiSea-1)',
      { satellites: ['TY-38'], img_mode: 6 },
      'img_mode',
      'The selected satellite does not offer this imaging mode',
      '所选卫星不支持该成像模式',
    ],
    [
      'a latitude of 91',
      { target: { lat: 91, lon: 0 } },
      'target.lat',
      'Invalid target (latitude -90~90, longitude -180~180, or a GeoJSON polygon)',
      '目标无效（纬度 -90~90，经度 -180~180，或 GeoJSON 多边形）',
    ],
    [
      'no target',
      { target: undefined },
      'target',
      'Provide a target point, a polygon or an area file',
      '请提供目标点、多边形或区域文件',
    ],
  ];
  it.each(limitCases)('400 for %s, on the field, in en and zh', async (_what, change, field, en, zh) => {
    for (const [lang, msg] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const res = await simulate({ target: BEIJING, ...range(3), ...change }, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg });
      expect(res.json().errors).toContainEqual({ field, message: msg });
    }
  });

  it('a satellite without any TLE: 422 asking staff to upload one', async () => {
    await t.db.query(`DELETE FROM satellite_tles WHERE satellite_id = 'TY-41'`);
    try {
      const res = await simulate({ target: BEIJING, satellites: ['TY-41'], ...range(3) });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe(
        'No orbital elements (TLE) for the selected satellite; ask staff to upload them',
      );
    } finally {
      const { seedOrbit } = await import('../src/seed/orbit');
      await seedOrbit(t.db);
    }
  });
});

describe('a user’s own simulations', () => {
  let mine: { id: number; tag: string; name: string };
  beforeAll(async () => {
    mine = (await simulate({ target: BEIJING, ...range(2), name: 'Mine' }, { crs: 'WGS84' })).json().data[0];
  });

  it('GET lists only the caller’s, newest first, paginated with total, total_exact and a cursor', async () => {
    const all = (await get('/api/commodity/simulation/?size=100')).json();
    expect(all).toMatchObject({ code: 0, total_exact: true, next: null });
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data[0].id).toBe(mine.id);
    expect(all.data[0]).not.toHaveProperty('opportunities');
    expect(all.data[0].opportunity_count).toBeGreaterThan(0);
    const p1 = (await get('/api/commodity/simulation/?size=2')).json();
    expect(p1.data).toHaveLength(2);
    expect(p1.next).toEqual(expect.any(String));
    const p2 = (await get(`/api/commodity/simulation/?size=2&cursor=${p1.next}`)).json();
    expect(p2.data[0].id).toBe(all.data[2].id);
    const page2 = (await get('/api/commodity/simulation/?size=2&page=2')).json();
    expect(page2.data.map((x: { id: number }) => x.id)).toEqual(p2.data.map((x: { id: number }) => x.id));
    expect((await get('/api/commodity/simulation/', { token: bob.token })).json()).toMatchObject({
      total: 0,
      data: [],
    });
  });

  it('GET by id, rename, tag: the owner only; anyone else gets 404', async () => {
    const rename = (name: string, token = alice.token) =>
      t.call({
        method: 'POST',
        url: '/api/commodity/simulation/update_name/',
        token,
        lang: 'en',
        payload: { id: mine.id, name },
      });
    const one = (await get(`/api/commodity/simulation/${mine.id}/`)).json();
    expect(one.data[0]).toMatchObject({ id: mine.id, name: 'Mine', tag: mine.tag });
    expect(one.data[0].opportunities.length).toBeGreaterThan(0);
    const renamed = await rename('  Renamed  ');
    expect(renamed.json()).toMatchObject({ code: 0, msg: 'Saved', data: [{ id: mine.id, name: 'Renamed' }] });
    expect((await get(`/api/commodity/simulation/simulation_tag/?id=${mine.id}`)).json()).toEqual({
      code: 0,
      msg: 'Success',
      data: [{ id: mine.id, tag: mine.tag, name: 'Renamed' }],
    });
    const blank = await rename('   ');
    expect(blank.json()).toMatchObject({
      code: 400,
      errors: [{ field: 'name', message: 'This field is required' }],
    });

    const notFound = { code: 404, msg: 'The requested resource was not found' };
    expect((await get(`/api/commodity/simulation/${mine.id}/`, { token: bob.token })).json()).toEqual(
      notFound,
    );
    expect(
      (await get(`/api/commodity/simulation/simulation_tag/?id=${mine.id}`, { token: bob.token })).json(),
    ).toEqual(notFound);
    expect(
      (await get(`/api/commodity/simulation/download_kml/?id=${mine.id}`, { token: bob.token })).json(),
    ).toEqual(notFound);
    const steal = await rename('Stolen', bob.token);
    expect(steal.statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/commodity/simulation/${mine.id}/`,
          token: bob.token,
          lang: 'en',
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(`/api/commodity/simulation/${mine.id}/`)).json().data[0].name).toBe('Renamed');
  });

  it('download_kml: a KML 2.2 document whose Placemarks read back (togeojson) as the same footprints', async () => {
    const detail = (await get(`/api/commodity/simulation/${mine.id}/`, { crs: 'WGS84' })).json().data[0];
    const res = await get(`/api/commodity/simulation/download_kml/?id=${mine.id}`); // GCJ-02 header: KML stays WGS-84
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(res.headers['content-disposition']).toContain(`${mine.tag}.kml`);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, msg) => void (level !== 'warning' && errors.push(msg)),
    }).parseFromString(res.body, 'text/xml');
    expect(errors).toEqual([]);
    expect(doc.documentElement!.getAttribute('xmlns')).toBe('http://www.opengis.net/kml/2.2');
    const fc = kmlToGeoJson(doc);
    const [target, ...opps] = fc.features;
    expect(target.geometry).toEqual({ type: 'Point', coordinates: [116.4, 39.9] });
    expect(opps).toHaveLength(detail.opportunities.length);
    opps.forEach((f, i) => {
      const o = detail.opportunities[i] as Opp;
      expect(f.geometry).toEqual(o.footprint);
      expect(f.properties).toMatchObject({
        satellite_id: o.satellite_id,
        imaging_start: o.imaging_start,
        imaging_end: o.imaging_end,
        look_angle: String(o.look_angle),
        tle_epoch: o.tle_epoch,
        tle_synthetic: String(o.tle_synthetic),
        timespan: { begin: o.imaging_start, end: o.imaging_end },
      });
    });
  });

  it('DELETE removes it (Delete successfully); afterwards every route answers 404', async () => {
    const del = await t.call({
      method: 'DELETE',
      url: `/api/commodity/simulation/${mine.id}/`,
      token: alice.token,
      lang: 'en',
    });
    expect(del.json()).toEqual({ code: 0, msg: 'Delete successfully', data: [] });
    expect((await get(`/api/commodity/simulation/${mine.id}/`)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/commodity/simulation/${mine.id}/`, token: alice.token }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/commodity/simulation/download_kml/?id=${mine.id}`)).statusCode).toBe(404);
  });
});

describe('POST /commodity/simulation/parse_file/', () => {
  it('returns the file’s area in the header system (WGS-84, or GCJ-02 by default)', async () => {
    const w = await postMultipart(
      '/api/commodity/simulation/parse_file/',
      {},
      { name: 'area.kml', data: fixture('area.kml') },
      { crs: 'WGS84' },
    );
    expect(w.json()).toMatchObject({
      code: 0,
      msg: 'Upload successful',
      data: [
        {
          format: 'kml',
          name: 'Beijing north test area',
          polygon_count: 1,
          vertex_count: 8,
          original_vertex_count: 8,
          simplified: false,
        },
      ],
    });
    const wg = w.json().data[0].geometry;
    expect(wg.coordinates[0][0]).toEqual([116.3, 40]);
    const g = (
      await postMultipart(
        '/api/commodity/simulation/parse_file/',
        {},
        { name: 'area.kml', data: fixture('area.kml') },
      )
    ).json().data[0];
    const [x, y] = wgs84ToGcj02(116.3, 40);
    expect(g.geometry.coordinates[0][0][0]).toBeCloseTo(x, 7);
    expect(g.geometry.coordinates[0][0][1]).toBeCloseTo(y, 7);
    const [cx, cy] = wgs84ToGcj02(w.json().data[0].centroid.lon, w.json().data[0].centroid.lat);
    expect(g.centroid.lon).toBeCloseTo(cx, 7);
    expect(g.centroid.lat).toBeCloseTo(cy, 7);
  });

  it('KMZ, shapefile (WGS-84, Web Mercator) and simplified dense areas', async () => {
    for (const name of ['area.kmz', 'area-shp.zip', 'area-3857.zip']) {
      const res = (
        await postMultipart(
          '/api/commodity/simulation/parse_file/',
          {},
          { name, data: fixture(name) },
          { crs: 'WGS84' },
        )
      ).json();
      expect(res.data[0].geometry.coordinates[0][0][0]).toBeCloseTo(116.3, 6);
    }
    const dense = (
      await postMultipart(
        '/api/commodity/simulation/parse_file/',
        {},
        { name: 'many-vertices.kml', data: fixture('many-vertices.kml') },
      )
    ).json().data[0];
    expect(dense).toMatchObject({ simplified: true, original_vertex_count: 5000 });
    expect(dense.vertex_count).toBeLessThanOrEqual(300);
  });

  it('wrong format, malformed, no polygon, too many polygons: clear messages in en and zh', async () => {
    const cases: [string, number, string, string][] = [
      [
        'notes.txt',
        400,
        'Only kml, kmz and shp archive (zip) files are accepted',
        '仅支持 kml、kmz 和 shp 压缩包（zip）文件',
      ],
      [
        'malformed.kml',
        400,
        'The file is damaged or malformed and could not be read',
        '文件已损坏或格式有误，无法读取',
      ],
      ['no-polygon.kml', 400, 'The file contains no polygon', '文件中没有面（多边形）'],
      ['no-shp.zip', 400, 'The archive contains no shapefile (.shp)', '压缩包中没有 shapefile（.shp）文件'],
      ['many-polygons.kml', 422, 'The file contains more than 100 polygons', '文件中的多边形超过100个'],
    ];
    for (const [name, status, en, zh] of cases) {
      for (const [lang, msg] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const res = await postMultipart(
          '/api/commodity/simulation/parse_file/',
          {},
          { name, data: fixture(name) },
          { lang },
        );
        expect([name, res.statusCode]).toEqual([name, status]);
        expect(res.json()).toMatchObject({ code: status, msg, errors: [{ field: 'file', message: msg }] });
      }
    }
    const none = await postMultipart('/api/commodity/simulation/parse_file/', { other: 'x' });
    expect(none.json()).toMatchObject({
      code: 400,
      errors: [{ field: 'file', message: 'This field is required' }],
    });
  });

  it('a file over 30 MB is refused with 413 and the docs/requirements.md §8 message', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024 + 10, 0x20);
    const res = await postMultipart(
      '/api/commodity/simulation/parse_file/',
      {},
      { name: 'big.kml', data: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: 'The file is larger than 30MB and was refused' });
  });
});

it('every simulation and satellite route is in the OpenAPI document', async () => {
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const p of [
    '/api/commodity/simulation/',
    '/api/commodity/simulation/{id}/',
    '/api/commodity/simulation/update_name/',
    '/api/commodity/simulation/simulation_tag/',
    '/api/commodity/simulation/download_kml/',
    '/api/commodity/simulation/parse_file/',
    '/api/commodity/satellites/',
    '/api/commodity/satellites/tle/',
  ]) {
    expect(doc.paths).toHaveProperty([p]);
  }
  expect(Object.keys(doc.paths['/api/commodity/simulation/'])).toEqual(
    expect.arrayContaining(['get', 'post']),
  );
  expect(Object.keys(doc.paths['/api/commodity/simulation/{id}/'])).toEqual(
    expect.arrayContaining(['get', 'delete']),
  );
});
