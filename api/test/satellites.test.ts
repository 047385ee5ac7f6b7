/** Satellites and TLEs: the seeded synthetic elements, staff uploads, validation messages (en, zh), stale epochs. */
import { generateSunSynchronousTle, SATELLITES } from '@portal/shared/orbit';
import { seedOrbit } from '../src/seed/orbit';
import { appOfFile } from './helpers';

const t = appOfFile();
const admin = t.session('admin');
const customer = t.session('customer');

const DAY = 86_400_000;
const tle = (id: string, ageDays: number, altitudeKm = 525) =>
  generateSunSynchronousTle({
    noradId: 46000 + Number(id.slice(3)),
    name: id,
    altitudeKm,
    ltanHours: 9,
    epoch: Date.now() - ageDays * DAY,
  });
const list = async (lang?: 'en' | 'zh') =>
  (await t.call({ method: 'GET', url: '/api/commodity/satellites/', token: customer.token, lang })).json();
const upload = (payload: object, lang: 'en' | 'zh' = 'en', token = admin.token) =>
  t.call({ method: 'POST', url: '/api/commodity/satellites/tle/', token, payload, lang });

it('lists the four satellites with their modes and the seeded synthetic TLE (epoch near now)', async () => {
  const res = await list('en');
  expect(res.code).toBe(0);
  expect(res.data.map((s: { id: string }) => s.id)).toEqual(['TY-38', 'TY-39', 'TY-40', 'TY-41']);
  const hisea = res.data[0];
  expect(hisea).toMatchObject({
    name: 'HiSea-1',
    name_zh: '海丝一号',
    band: 'C',
    look_angle: { min: 13, max: 40 },
  });
  expect(hisea.img_modes.map((m: { code: number }) => m.code)).toEqual([1, 3, 4, 5]);
  expect(hisea.img_modes[0]).toMatchObject({ code: 1, name: 'Spotlight', swath_width_km: 7 });
  for (const s of res.data) {
    expect(s.tle).toMatchObject({ synthetic: true, stale: false });
    expect(Math.abs(Date.parse(s.tle.epoch) - Date.now())).toBeLessThan(DAY);
    expect(s.tle.line1).toHaveLength(69);
  }
  expect((await list('zh')).data[0].name).toBe('海丝一号');
});

it('the orbit seed is idempotent', async () => {
  expect(await seedOrbit(t.db)).toEqual([]);
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM satellite_tles');
  expect(rows[0].n).toBe(SATELLITES.length);
});

it('staff upload a 3LE named after the satellite; it replaces the synthetic elements', async () => {
  const e = tle('TY-39', 1);
  const res = await upload({ text: `0 TY-39 CHAOHU-1\n${e.line1}\n${e.line2}\n` });
  expect(res.json()).toMatchObject({
    code: 0,
    msg: 'TLE uploaded',
    data: [{ satellite_id: 'TY-39', synthetic: false, stale: false, warnings: [] }],
  });
  const s = (await list()).data.find((x: { id: string }) => x.id === 'TY-39');
  expect(s.tle).toMatchObject({ synthetic: false, line1: e.line1, line2: e.line2, name: 'TY-39 CHAOHU-1' });
});

it('a bare TLE needs satellite_id; a name like HiSea-1 or 海丝一号 in the title line is matched too', async () => {
  const e = tle('TY-38', 2);
  const unknown = await upload({ text: `${e.line1}\n${e.line2}` });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ code: 400, errors: [{ field: 'satellite_id' }] });
  expect(unknown.json().errors[0].message).toMatch(/Cannot tell which satellite/);
  expect((await upload({ text: `${e.line1}\n${e.line2}`, satellite_id: 'TY-38' })).json()).toMatchObject({
    code: 0,
    data: [{ satellite_id: 'TY-38' }],
  });
  expect((await upload({ text: `海丝一号\n${e.line1}\n${e.line2}` })).json().data[0].satellite_id).toBe(
    'TY-38',
  );
  expect((await upload({ text: `HISEA 1\n${e.line1}\n${e.line2}` })).json().data[0].satellite_id).toBe(
    'TY-38',
  );
  const two = await upload({ text: `${e.line1}\n${e.line2}\n${e.line1}\n${e.line2}`, satellite_id: 'TY-38' });
  expect(two.json()).toMatchObject({ code: 400, msg: 'With satellite_id, upload exactly one element set' });
});

it('an epoch older than 7 days is accepted with a warning in the answer (en and zh)', async () => {
  const e = tle('TY-40', 12);
  const en = (await upload({ text: `TY-40\n${e.line1}\n${e.line2}` }, 'en')).json();
  expect(en).toMatchObject({
    code: 0,
    msg: 'TLE uploaded, but its epoch is more than 7 days old: predictions will be less accurate',
    data: [{ stale: true }],
  });
  expect(en.data[0].age_days).toBeGreaterThan(11.9);
  expect(en.data[0].warnings).toEqual([expect.stringMatching(/12\.0 days old \(more than 7\)/)]);
  const zh = (await upload({ text: `TY-40\n${e.line1}\n${e.line2}` }, 'zh')).json();
  expect(zh.msg).toBe('TLE 已上传，但历元早于7天前，预报精度会降低');
  expect(zh.data[0].warnings[0]).toMatch(/超过 7 天/);
  expect((await list()).data.find((x: { id: string }) => x.id === 'TY-40').tle.stale).toBe(true);
});

it('format errors are 400 with the parser messages per line, localized; nothing is stored', async () => {
  const e = tle('TY-41', 0);
  const bad = e.line1.slice(0, 68) + String((Number(e.line1[68]) + 1) % 10);
  const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM satellite_tles')).rows[0].n;
  const en = await upload({ text: `TY-41\n${bad}\n${e.line2}` }, 'en');
  expect(en.statusCode).toBe(400);
  expect(en.json()).toMatchObject({
    code: 400,
    msg: 'The TLE data is invalid',
    errors: [{ field: 'text', message: expect.stringMatching(/^Line 2: checksum is \d, expected \d\./) }],
  });
  const zh = await upload({ text: `TY-41\n${bad}\n${e.line2}` }, 'zh');
  expect(zh.json()).toMatchObject({
    msg: 'TLE 数据有误',
    errors: [{ field: 'text', message: expect.stringMatching(/^第 2 行：校验和/) }],
  });
  expect((await upload({ text: `TY-41\n${e.line1}` })).json().errors[0].message).toMatch(/line 2/i);
  expect((await upload({ text: '' })).json()).toMatchObject({
    code: 400,
    errors: [{ field: 'text', message: 'This field is required' }],
  });
  expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM satellite_tles')).rows[0].n).toBe(
    before,
  );
});

it('customers may list but not upload', async () => {
  const e = tle('TY-41', 0);
  expect((await upload({ text: `TY-41\n${e.line1}\n${e.line2}` }, 'en', customer.token)).statusCode).toBe(
    403,
  );
});
