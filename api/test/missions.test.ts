/**
 * Tasking orders (issue 15): docs/requirements.md §5's messages in zh and en, limits of angles, coordinates and dates, the
 * application form, area files, the charge and refunds on the ledger, editing and deleting while pending review
 * only, the lifecycle table, who reaches an order, and the alerts a change of state writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES } from '@portal/shared/domain';
import { postForm, startTestApp, type TestApp } from './helpers';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import { customerWithMoney, ONE_SHOT_FEN } from './tasking-fixtures';

let t: TestApp;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
let admin: { token: string; userId: number };
let sales: { token: string; userId: number };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const FORM = { name: 'application.pdf', data: PDF, field: 'application_form' };
const AREAS = path.join(__dirname, 'fixtures/areas');

/** A complete order as the form sends it (multipart text). */
const VALID: Record<string, string> = { ...MISSION_EXAMPLE };
const COST = ONE_SHOT_FEN;

beforeAll(async () => {
  t = await startTestApp();
  alice = await customerWithMoney(t, 'alicetask', '13700000001', 10 * COST);
  bob = await customerWithMoney(t, 'bobtask', '13700000002', 10 * COST);
  admin = await t.tokenOf('admin');
  sales = await t.tokenOf('sales');
  await t.db.query('UPDATE users SET sales_id = $1 WHERE id = $2', [sales.userId, alice.userId]);
});
afterAll(() => t.close());

const WGS = { satellite: 'WGS84' };
function submit(
  fields: Record<string, string>,
  o: {
    token?: string;
    lang?: 'zh' | 'en';
    file?: { name: string; data: Buffer; field?: string } | null;
  } = {},
) {
  return postForm(t, '/api/commodity/missions/new_order/', {
    fields,
    file: o.file === null ? undefined : (o.file ?? FORM),
    token: o.token ?? alice.token,
    lang: o.lang ?? 'en',
    headers: WGS,
  });
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, lang: 'en', headers: WGS, payload });
const balanceOf = async (id: number) =>
  Number(
    (await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [id])).rows[0].b,
  );
const errorsOf = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

describe("the order form's rules (docs/requirements.md §5)", () => {
  it.each(['zh', 'en'] as const)(
    'an empty form gets every listed message in %s, remarks never',
    async (lang) => {
      const res = await submit({}, { lang, file: null });
      expect(res.statusCode).toBe(400);
      const errors = errorsOf(res);
      const m = (k: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[k][lang];
      expect(errors).toMatchObject({
        anchoring_satellite: m('selectAnchorSatellite'),
        img_mode: m('selectShootingMode'),
        target_name: m('enterTargetName'),
        shooting_market: m('enterShootingDuration'),
        id_date_1: m('enterShootingPeriod'),
        id_date_2: m('chooseEndDate'),
        img_usage: m('chooseImagePurpose'),
        end_user: m('enterEndUser'),
        unit_demand: m('enterOrganizationName'),
        demand_contact: m('enterContactName'),
      });
      expect(errors.comments).toBeUndefined();
    },
  );

  it.each([
    ['upper_angle', '40.5', 'Max look angle 40 degrees'],
    ['lower_angle', '12', 'Min look angle 13 degrees'],
    ['Latitude', '90.5', VALIDATION_MESSAGES.latLonInvalid.en],
    ['Longitude', '-181', VALIDATION_MESSAGES.latLonInvalid.en],
    ['Longitude', '121°E', VALIDATION_MESSAGES.latLonInvalid.en],
    ['id_date_2', '2026-11-30T00:00:00Z', 'The end time must be after the start time'],
    ['id_date_1', 'tomorrow', VALIDATION_MESSAGES.enterShootingPeriod.en],
    ['p_number', '0', 'This value is invalid'],
  ])('%s = %j is refused with "%s", and nothing is written', async (field, value, message) => {
    const before = await balanceOf(alice.userId);
    const res = await submit({ ...VALID, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[field]).toBe(message);
    expect(await balanceOf(alice.userId)).toBe(before);
  });

  it('the application form is required and must be a doc, docx or pdf by its bytes', async () => {
    expect(errorsOf(await submit(VALID, { file: null })).application_form).toBe(
      VALIDATION_MESSAGES.applicationFormRequired.en,
    );
    const exe = { name: 'form.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), field: 'application_form' };
    expect(errorsOf(await submit(VALID, { file: exe })).application_form).toBe(
      VALIDATION_MESSAGES.applicationFormType.en,
    );
  });

  it.each([
    ['area.kml', 1],
    ['area.kmz', 1],
    ['area-shp.zip', 1],
  ])('map_file_import reads %s into target areas', async (name) => {
    const res = await postForm(t, '/api/commodity/missions/map_file_import/', {
      file: { name, data: readFileSync(path.join(AREAS, name)) },
      token: alice.token,
      lang: 'en',
      headers: WGS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].geometry.type).toMatch(/Polygon/);
  });
});

describe('submitting, editing and deleting', () => {
  let pointId: number;

  it('a submitted order waits for review, its cost charged once on the ledger, with an alert', async () => {
    const before = await balanceOf(alice.userId);
    const res = await submit(VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Tasking order submitted, pending review');
    const m = res.json().data[0];
    pointId = m.id;
    expect(m).toMatchObject({
      order_state: 100,
      mission_state: 1,
      editable: true,
      cost_fen: COST,
      Latitude: 29.87,
      Longitude: 121.55,
      application_form: 'application.pdf',
      username: 'alicetask',
    });
    expect(m.order_no).toMatch(/^TO\d{8}\d{6}$/);
    expect(m.steps.map((s: { color: string }) => s.color)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
    expect(await balanceOf(alice.userId)).toBe(before - COST);
    const ledger = await t.db.query<{ amount_fen: string; scene: string }>(
      'SELECT amount_fen, scene FROM ledger WHERE reference = $1',
      [`mission:${m.id}`],
    );
    expect(ledger.rows.map((r) => [r.scene, Number(r.amount_fen)])).toEqual([['tasking_spend', -COST]]);
    const alerts = (await call('GET', '/api/commodity/notifications/', alice.token)).json();
    expect(alerts.unread).toBe(1);
    expect(alerts.data[0]).toMatchObject({
      type_status_text: 'Tasking order pending review',
      detail: null,
      tasknumber_text: `${m.order_no} Port of Ningbo`,
      mission_id: m.id,
      read: false,
    });
  });

  it('an area drawn with its point, in GCJ-02, is kept in WGS-84 and answered in the caller’s system', async () => {
    const area = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [121, 29],
            [121.2, 29],
            [121.2, 29.2],
            [121, 29],
          ],
        ],
      ],
    };
    // The point is required with areas too (docs/requirements.md §5: every field but the remarks), word for word in both languages.
    for (const [lang, text] of [
      ['en', 'Latitude and longitude are decimals (north and east positive, e.g. 25.08, -31.34)'],
      ['zh', '经纬度为小数（北纬、东经为正，如 25.08、-31.34）'],
    ] as const) {
      const refused = await postForm(t, '/api/commodity/missions/new_order/', {
        fields: { ...VALID, Latitude: '', Longitude: '', target: JSON.stringify(area) },
        file: FORM,
        token: alice.token,
        lang,
        headers: { satellite: 'GCJ02' },
      });
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)).toMatchObject({ Latitude: text, Longitude: text });
    }
    const res = await postForm(t, '/api/commodity/missions/new_order/', {
      fields: { ...VALID, Latitude: '29.1', Longitude: '121.1', target: JSON.stringify(area) },
      file: FORM,
      token: alice.token,
      lang: 'en',
      headers: { satellite: 'GCJ02' },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data[0];
    expect(saved.Latitude).toBeCloseTo(29.1, 6);
    expect(saved.target.coordinates[0][0][0][0]).toBeCloseTo(121, 6);
    const wgs = (await call('GET', `/api/commodity/missions/${saved.id}/`, alice.token)).json().data[0];
    // GCJ-02 is offset from WGS-84 by a few hundred metres in China.
    expect(Math.abs(wgs.target.coordinates[0][0][0][0] - 121)).toBeGreaterThan(0.001);
  });

  it('a pending order is edited (the balance moves by the difference); a reviewed one is refused', async () => {
    const before = await balanceOf(alice.userId);
    const edited = await call('PUT', `/api/commodity/missions/${pointId}/`, alice.token, {
      ...VALID,
      p_number: 3,
      target_name: 'Port of Ningbo, berth 3',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data[0]).toMatchObject({
      p_number: 3,
      cost_fen: 3 * COST,
      target_name: 'Port of Ningbo, berth 3',
    });
    expect(await balanceOf(alice.userId)).toBe(before - 2 * COST);
    expect((await call('PUT', `/api/commodity/missions/${pointId}/`, bob.token, VALID)).statusCode).toBe(404);

    const reviewed = await call('POST', `/api/commodity/missions/${pointId}/transition/`, admin.token, {
      to_state: 101,
    });
    expect(reviewed.json().data[0]).toMatchObject({ order_state: 101, editable: false });
    const refused = await call('PUT', `/api/commodity/missions/${pointId}/`, alice.token, VALID);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe(
      'This tasking order has been reviewed and can no longer be changed or deleted',
    );
  });

  it('destroy_many deletes only the caller’s own pending orders, all or none, refunding each', async () => {
    const a = (await submit(VALID)).json().data[0].id;
    const b = (await submit(VALID)).json().data[0].id;
    const bobs = (await submit(VALID, { token: bob.token })).json().data[0].id;
    const destroy = (ids: number[], token = alice.token) =>
      call('POST', '/api/commodity/missions/destroy_many/', token, { ids });
    expect((await destroy([a, bobs])).statusCode).toBe(404);
    const reviewed = await destroy([a, pointId]);
    expect(reviewed.statusCode).toBe(422);
    expect(errorsOf(reviewed)).toEqual({
      'ids.1': 'This tasking order has been reviewed and can no longer be changed or deleted',
    });
    const before = await balanceOf(alice.userId);
    const done = await destroy([a, b]);
    expect(done.json()).toMatchObject({ code: 0, msg: 'Delete successfully', data: [{ deleted: 2 }] });
    expect(await balanceOf(alice.userId)).toBe(before + 2 * COST);
    expect((await call('GET', `/api/commodity/missions/${a}/`, alice.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/commodity/missions/${bobs}/`, bob.token)).statusCode).toBe(200);
  });
});

describe('the lifecycle', () => {
  it('refuses a transition the table does not allow, records allowed ones, and refunds a failure once', async () => {
    const id = (await submit(VALID)).json().data[0].id;
    const move = (to_state: number) =>
      call('POST', `/api/commodity/missions/${id}/transition/`, admin.token, {
        to_state,
        note: `to ${to_state}`,
      });
    const skip = await move(104);
    expect(skip.statusCode).toBe(422);
    expect(skip.json().msg).toBe(
      'The tasking order is in state "Tasking order pending review" and cannot move to this one',
    );
    expect((await move(999)).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/commodity/missions/${id}/transition/`, alice.token, { to_state: 101 }))
        .statusCode,
    ).toBe(403);
    for (const s of [101, 102]) expect((await move(s)).statusCode).toBe(200);
    // Past planning, the order follows its tasks: no state is set by hand.
    const byHand = await move(103);
    expect(byHand.statusCode).toBe(422);
    expect(byHand.json().msg).toContain('"Order created"; its later states follow its tasks');
    const before = await balanceOf(alice.userId);
    const failed = await move(1033); // planning failed
    expect(failed.json().data[0]).toMatchObject({ order_state: 1033, mission_state: 102 });
    expect(failed.json().data[0].steps.map((s: { color: string }) => s.color)).toEqual([
      'red',
      'grey',
      'grey',
      'grey',
      'grey',
    ]);
    expect(await balanceOf(alice.userId)).toBe(before + COST);
    const again = await move(1031); // a failed order stays failed: no second refund
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe('The tasking order is over ("Planning failed"); nothing more can be done');
    expect(await balanceOf(alice.userId)).toBe(before + COST);
    const detail = (await call('GET', `/api/commodity/missions/${id}/`, alice.token)).json().data[0];
    expect(
      detail.history.map((h: { from_state: number | null; to_state: number }) => [h.from_state, h.to_state]),
    ).toEqual([
      [null, 100],
      [100, 101],
      [101, 102],
      [102, 1033],
    ]);
    expect(detail.history[1]).toMatchObject({ by: 'admin', note: 'to 101' });
    const refunds = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger WHERE reference = $1 AND scene = 'tasking_refund'`,
      [`mission:${id}`],
    );
    expect(refunds.rows[0].n).toBe(1);
  });
});

describe('who reaches an order and its alerts', () => {
  it('a customer only their own, sales and staff all; alerts follow', async () => {
    const mine = (await call('GET', '/api/commodity/missions/?size=100', alice.token)).json();
    expect(mine.data.every((m: { username: string }) => m.username === 'alicetask')).toBe(true);
    const id = mine.data[0].id;
    expect((await call('GET', `/api/commodity/missions/${id}/`, bob.token)).statusCode).toBe(404);
    const bySales = (await call('GET', '/api/commodity/missions/?size=100&scope=all', sales.token)).json();
    expect(new Set(bySales.data.map((m: { username: string }) => m.username))).toEqual(
      new Set(['alicetask', 'bobtask']),
    );
    expect((await call('GET', `/api/commodity/missions/${id}/`, sales.token)).statusCode).toBe(200);
    const all = (await call('GET', '/api/commodity/missions/?size=100&scope=all', admin.token)).json();
    expect(new Set(all.data.map((m: { username: string }) => m.username))).toEqual(
      new Set(['alicetask', 'bobtask']),
    );
    expect(
      (await call('GET', '/api/commodity/missions/?order_state=1033&scope=all', admin.token)).json().total,
    ).toBe(1);

    const salesAlerts = (await call('GET', '/api/commodity/notifications/?size=100', sales.token)).json();
    expect(salesAlerts.data.every((n: { username: string }) => n.username === 'alicetask')).toBe(true);
    const bobAlerts = (await call('GET', '/api/commodity/notifications/', bob.token)).json();
    expect(bobAlerts.data.every((n: { username: string }) => n.username === 'bobtask')).toBe(true);
    // Marking someone else's alert read changes nothing; one's own, all at once.
    expect(
      (
        await call('POST', '/api/commodity/notifications/read/', bob.token, { ids: [salesAlerts.data[0].id] })
      ).json().data[0].marked,
    ).toBe(0);
    const unread = (await call('GET', '/api/commodity/notifications/', alice.token)).json().unread;
    expect(unread).toBeGreaterThan(3);
    expect(
      (await call('POST', '/api/commodity/notifications/read/', alice.token, { ids: 'all' })).json().data[0]
        .marked,
    ).toBe(unread);
    expect((await call('GET', '/api/commodity/notifications/', alice.token)).json().unread).toBe(0);

    const xlsx = await call('GET', '/api/commodity/missions/mission_export/', alice.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', '/api/commodity/missions/mission_export/?format=csv', bob.token);
    expect(csv.body).not.toContain('alicetask');
  });
});
