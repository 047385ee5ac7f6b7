/**
 * STAC API Transactions (issue 35, item 3): staff add, replace and delete archive scenes as STAC Items, and an added
 * scene is found at once by STAC, the portal's archive search and the export, seen only by whom its classification
 * allows; bad Items are 400s naming the field, and nothing is written for a refused request.
 */
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { groundSegmentItem, STAC_EXTENSIONS } from './stac-item';

let t: TestApp;
let staff: string;
let customer: string;
const ITEMS = '/api/stac/collections/sar-archive/items';
const EXTENSIONS = STAC_EXTENSIONS;

beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  staff = (await t.tokenOf('admin')).token;
  customer = (await t.tokenOf('customer')).token;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** A scene over the Gulf of Thailand (no fixture scene there) as the ground segment sends it. */
const item = (id: string, properties: Json = {}, top: Json = {}): Json => ({
  ...groundSegmentItem(id, {
    bbox: [100, 10, 100.5, 10.5],
    start: '2026-01-01T02:00:00Z',
    end: '2026-01-01T02:00:04Z',
    properties,
  }),
  ...top,
});

const post = (body: unknown, token = staff) =>
  t.call({ method: 'POST', url: ITEMS, token, payload: body as Json, lang: 'en' });
const put = (id: string, body: unknown, token = staff) =>
  t.call({ method: 'PUT', url: `${ITEMS}/${id}`, token, payload: body as Json, lang: 'en' });
const del = (id: string, token = staff) =>
  t.call({ method: 'DELETE', url: `${ITEMS}/${id}`, token, lang: 'en' });
const getItem = (id: string, token = staff) => t.call({ method: 'GET', url: `${ITEMS}/${id}`, token });
const stacSearchIds = async (body: Json, token = staff) => {
  const res = await t.call({ method: 'POST', url: '/api/stac/search', token, payload: body });
  expect(res.statusCode).toBe(200);
  return (res.json().features as { id: string }[]).map((f) => f.id);
};
/** The portal's archive search over the Gulf of Thailand, as the image query page sends it. */
const archiveSearchIds = async (token = staff) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/catalog/search/',
    token,
    headers: { satellite: 'WGS84' },
    payload: { areas: [{ type: 'bbox', bbox: [99.5, 9.5, 101, 11] }] },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((s) => s.id);
};
const sceneCount = async (id: string) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM scenes WHERE id = $1', [id])).rows[0].n);
const auditActions = async (id: string) =>
  (
    await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'scene' AND coalesce(after, before)->>'id' = $1 ORDER BY id",
      [id],
    )
  ).rows.map((r) => r.action);

describe('adding a scene', () => {
  const id = 'TY39_SM_20260101T020000_001234';

  it('POST answers 201 with its Location, and the Item reads back through STAC as sent', async () => {
    const res = await post(item(id));
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(`http://portal.test${ITEMS}/${id}`);
    expect(res.json().id).toBe(id);
    const back = await getItem(id);
    expect(back.statusCode).toBe(200);
    const got = back.json();
    expect(got.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [(item(id).geometry as { coordinates: unknown }).coordinates],
    });
    expect(got.properties).toMatchObject({
      datetime: '2026-01-01T02:00:00.000Z',
      end_datetime: '2026-01-01T02:00:04.000Z',
      platform: 'TY-39',
      'sar:instrument_mode': 'SM',
      'sar:polarizations': ['VV', 'VH'],
      'sat:absolute_orbit': 1234,
      'view:incidence_angle': 31.5,
      'portal:classification': 'public',
    });
    expect(await auditActions(id)).toEqual(['scene.ingest']);
  });

  it('is found at once by STAC search, the archive search and the export, by staff and customers', async () => {
    expect(await stacSearchIds({ bbox: [99.5, 9.5, 101, 11] })).toEqual([id]);
    expect(await stacSearchIds({ bbox: [99.5, 9.5, 101, 11] }, customer)).toEqual([id]);
    expect(await stacSearchIds({ ids: [id], datetime: '2026-01-01T00:00:00Z/..' }, customer)).toEqual([id]);
    expect(await archiveSearchIds(customer)).toEqual([id]);
    const csv = await t.call({
      method: 'POST',
      url: '/api/catalog/export/',
      token: customer,
      payload: { areas: [{ type: 'bbox', bbox: [99.5, 9.5, 101, 11] }], format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter((l) => l.includes(id))).toHaveLength(1);
  });

  it('POST of an id that exists is 409 and changes nothing', async () => {
    const res = await post(item(id, { 'sat:absolute_orbit': 99 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(id);
    expect((await getItem(id)).json().properties['sat:absolute_orbit']).toBe(1234);
  });

  it("the system administrator's audit log lists the addition, naming the scene", async () => {
    const res = await t.call({ method: 'GET', url: '/api/audit_log/?subject_type=scene', token: staff });
    expect(res.json().code).toBe(0);
    const entry = (res.json().data as Json[]).find((e) => (e.after as Json | null)?.id === id);
    expect(entry).toMatchObject({ action: 'scene.ingest', subject_type: 'scene', actor_username: 'admin' });
    expect((entry!.after as Json).bbox).toEqual([100, 10, 100.5, 10.5]);
  });

  it('ten concurrent POSTs of one new id: one 201, nine 409, one row', async () => {
    const fresh = 'TY39_SM_20260101T030000_001235';
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(item(fresh)))).then((all) =>
      all.map((r) => r.statusCode).sort(),
    );
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await sceneCount(fresh)).toBe(1);
    expect(await auditActions(fresh)).toEqual(['scene.ingest']);
  });

  it('an Item may come as application/geo+json', async () => {
    const geo = 'TY39_SM_20260101T040000_001236';
    const res = await t.call({
      method: 'POST',
      url: ITEMS,
      token: staff,
      headers: { 'content-type': 'application/geo+json' },
      payload: JSON.stringify(item(geo)),
    });
    expect(res.statusCode).toBe(201);
    expect(await sceneCount(geo)).toBe(1);
  });

  it('an ItemCollection adds all its Items, or none when one is taken', async () => {
    const [a, b] = ['TY39_SM_20260102T020000_001240', 'TY39_SM_20260102T020100_001240'];
    const two = { type: 'FeatureCollection', features: [item(a), item(b)] };
    const res = await post(two);
    expect(res.statusCode).toBe(201);
    expect(res.json().features.map((f: Json) => f.id)).toEqual([a, b]);
    const bad = await post({
      type: 'FeatureCollection',
      features: [item('X1'), item('X2', { platform: 'TY-99' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('features.1.properties.platform');
    expect(await sceneCount('X1')).toBe(0);
    const c = 'TY39_SM_20260102T020200_001240';
    const again = await post({ type: 'FeatureCollection', features: [item(c), item(a)] });
    expect(again.statusCode).toBe(409);
    expect(await sceneCount(c)).toBe(0);
  });
});

describe('replacing and deleting', () => {
  const id = 'TY40_SL_20260105T010000_002000';

  it('PUT replaces the Item: the new footprint and fields are what searches find', async () => {
    const first = item(id, { platform: 'TY-40', 'sar:instrument_mode': 'SL', 'sar:polarizations': ['HH'] });
    expect((await post(first)).statusCode).toBe(201);
    const moved = item(id, {
      platform: 'TY-40',
      'sar:instrument_mode': 'SL',
      'sar:polarizations': ['HH', 'HV'],
      'view:incidence_angle': 35,
    });
    (moved.geometry as { coordinates: number[][][] }).coordinates = [
      [
        [105, 12],
        [105.2, 12],
        [105.2, 12.2],
        [105, 12],
      ],
    ];
    const res = await put(id, moved);
    expect(res.statusCode).toBe(200);
    expect(res.json().properties['sar:polarizations']).toEqual(['HH', 'HV']);
    expect(await stacSearchIds({ bbox: [104.9, 11.9, 105.3, 12.3] })).toEqual([id]);
    expect(await archiveSearchIds()).not.toContain(id);
    expect(await auditActions(id)).toEqual(['scene.ingest', 'scene.replace']);
  });

  it('an Item read back through STAC goes back unchanged with PUT (links, assets and all)', async () => {
    const served = (await getItem(id)).json();
    const res = await put(id, served);
    expect(res.statusCode).toBe(200);
    expect(res.json().properties).toEqual(served.properties);
    expect(res.json().geometry).toEqual(served.geometry);
  });

  it('PUT of an unknown id is 404, and one whose body names another id or collection is 400', async () => {
    const unknown = 'TY40_SL_20260105T010000_009999';
    expect((await put(unknown, item(unknown, { platform: 'TY-40' }))).statusCode).toBe(404);
    expect(await sceneCount(unknown)).toBe(0);
    const other = await put(id, item('SOMETHING_ELSE'));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('id');
    const elsewhere = await put(id, item(id, { platform: 'TY-40' }, { collection: 'another' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('collection');
  });

  it('DELETE removes the scene from every search; a second DELETE is 404', async () => {
    expect((await del(id)).statusCode).toBe(204);
    expect(await stacSearchIds({ bbox: [104.9, 11.9, 105.3, 12.3] })).toEqual([]);
    expect((await getItem(id)).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);
    expect(await auditActions(id)).toEqual([
      'scene.ingest',
      'scene.replace',
      'scene.replace',
      'scene.delete',
    ]);
  });

  it("DELETE of a scene in a customer's order is 409 saying why; the order and the scene stay whole", async () => {
    const ordered = 'TY39_SM_20260106T020000_003000';
    expect((await post(item(ordered))).statusCode).toBe(201);
    const cost = await t.call({
      method: 'GET',
      url: `/api/commodity/order_cost/?scene_ids=${ordered}`,
      token: customer,
    });
    const order = await t.call({
      method: 'POST',
      url: '/api/commodity/orders/',
      token: customer,
      payload: { scene_ids: [ordered], quoted_cost_fen: cost.json().data[0].cost_fen },
    });
    expect(order.json().code).toBe(0);
    const res = await del(ordered);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/in an order/);
    expect(await sceneCount(ordered)).toBe(1);
    const mine = await t.call({ method: 'GET', url: '/api/commodity/orders/', token: customer });
    expect(JSON.stringify(mine.json().data)).toContain(ordered);
  });

  it('DELETE of another collection is 404', async () => {
    const res = await t.call({ method: 'DELETE', url: '/api/stac/collections/other/items/A', token: staff });
    expect(res.statusCode).toBe(404);
    expect(await sceneCount('A')).toBe(1);
  });
});

describe('refused Items and callers', () => {
  const id = 'TY39_SM_20260110T020000_004000';
  /** The Item whose outline is the one ring `ring`. */
  const outlined = (ring: number[][]) => item(id, {}, { geometry: { type: 'Polygon', coordinates: [ring] } });

  it.each([
    ['missing geometry', item(id, {}, { geometry: undefined }), 'geometry', /has no geometry/],
    [
      'a date that is not RFC 3339',
      item(id, { datetime: '2026-13-45 25:00' }),
      'properties.datetime',
      /RFC 3339/,
    ],
    [
      'an unknown instrument mode',
      item(id, { 'sar:instrument_mode': 'XX' }),
      'properties.sar:instrument_mode',
      /must be one of SL, SM/,
    ],
    [
      'an unknown orbit state',
      item(id, { 'sat:orbit_state': 'sideways' }),
      'properties.sat:orbit_state',
      /one of/,
    ],
    [
      'a mode the satellite lacks',
      item(id, { 'sar:instrument_mode': 'TOPS', platform: 'TY-38' }),
      'properties.sar:instrument_mode',
      /no such imaging mode/,
    ],
    [
      'an end before the start',
      item(id, { end_datetime: '2025-12-31T00:00:00Z' }),
      'properties.end_datetime',
      /before/,
    ],
    ['another collection', item(id, {}, { collection: 'another' }), 'collection', /collection/],
    [
      'an extension the portal does not use',
      item(id, {}, { stac_extensions: [...EXTENSIONS, 'https://example.com/x.json'] }),
      'stac_extensions.3',
      /stac_extensions/,
    ],
    [
      'an open ring',
      outlined([
        [100, 10],
        [101, 10],
        [101, 11],
        [100, 11],
      ]),
      'geometry.coordinates.0',
      /ring/,
    ],
    [
      'a self-crossing outline',
      outlined([
        [100, 10],
        [101, 11],
        [101, 10],
        [100, 11],
        [100, 10],
      ]),
      'geometry',
      /not a valid surface/,
    ],
  ])('%s: 400 naming the field, nothing written', async (_, body, field, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    expect(res.json().msg).toMatch(message);
    expect(await sceneCount(id)).toBe(0);
  });

  it('the message is in the caller language', async () => {
    const res = await t.call({
      method: 'POST',
      url: ITEMS,
      token: staff,
      payload: item(id, {}, { geometry: undefined }),
      lang: 'zh',
    });
    expect(res.json().msg).toBe('条目缺少 geometry');
  });

  it("a customer's session is 403 and a visitor 401, and nothing is written", async () => {
    expect((await post(item(id), customer)).statusCode).toBe(403);
    expect((await put('A', item('A'), customer)).statusCode).toBe(403);
    expect((await del('A', customer)).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: ITEMS, payload: item(id) });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: `${ITEMS}/A` })).statusCode).toBe(401);
    expect(await sceneCount(id)).toBe(0);
    expect(await sceneCount('A')).toBe(1);
  });

  it('a restricted scene is not found by a customer without permission, and is by staff', async () => {
    const secret = 'TY39_SM_20260111T020000_004001';
    expect((await post(item(secret, { 'portal:classification': 'restricted' }))).statusCode).toBe(201);
    const ids = { ids: [secret] };
    expect(await stacSearchIds(ids, customer)).toEqual([]);
    expect((await getItem(secret, customer)).statusCode).toBe(404);
    expect(await archiveSearchIds(customer)).not.toContain(secret);
    expect(await stacSearchIds(ids)).toEqual([secret]);
    expect(await archiveSearchIds()).toContain(secret);
  });
});

describe('API keys', () => {
  const keyOf = async (token: string, scopes: string[]) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/api_keys/',
      token,
      payload: { name: 'ground segment', scopes },
    });
    expect(res.json().code).toBe(0);
    return String(res.json().data[0].key);
  };

  it('a staff key with the ingest scope adds a scene; one without it, or a customer key, is 403', async () => {
    const id = 'TY39_SM_20260120T020000_005000';
    const reader = await post(item(id), await keyOf(staff, ['catalog:read']));
    expect(reader.statusCode).toBe(403);
    expect((await post(item(id), await keyOf(customer, ['catalog:read']))).statusCode).toBe(403);
    expect(await sceneCount(id)).toBe(0);
    const ingest = await keyOf(staff, ['ingest']);
    const res = await post(item(id), ingest);
    expect(res.statusCode).toBe(201);
    expect(await auditActions(id)).toEqual(['scene.ingest']);
    expect((await del(id, ingest)).statusCode).toBe(204);
  });
});

it('the conformance document announces the Transaction extension', async () => {
  const res = await t.call({ method: 'GET', url: '/api/stac/conformance' });
  expect(res.json().conformsTo).toEqual(
    expect.arrayContaining([
      'https://api.stacspec.org/v1.0.0/ogcapi-features/extensions/transaction',
      'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete',
    ]),
  );
});
