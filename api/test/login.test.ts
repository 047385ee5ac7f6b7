import { DEFAULT_PASSWORD, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    throttle: {
      windowSeconds: 900,
      maxPerAccount: 5,
      maxPerIp: 12,
      maxPerAccountAnyAddress: 20,
      baseDelaySeconds: 30,
    },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, opts: { lang?: 'zh' | 'en'; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/user/login/',
    payload: { username, password },
    lang: opts.lang,
    remoteAddress: opts.ip ?? '10.0.0.1',
  });

describe('login', () => {
  it.each(['customer', 'CUSTOMER', '13800000005', 'customer@example.com'])(
    'succeeds with username, mobile or e-mail (%s)',
    async (ident) => {
      const res = await login(ident, DEFAULT_PASSWORD, { lang: 'en' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(0);
      expect(body.msg).toBe('Logged in');
      const d = body.data[0];
      expect(d.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(d).toMatchObject({
        user_id: d.user.id,
        coordinate_system: 'GCJ02',
        user: { username: 'customer', type: 'customer', mobile: '13800000005' },
      });
      // The token works and is stored only as a hash.
      const info = await t.call({
        method: 'GET',
        url: '/api/user/userinfo/',
        token: d.token,
        userId: d.user_id,
      });
      expect(info.json().data[0].username).toBe('customer');
      const stored = await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [d.token]);
      expect(stored.rows).toHaveLength(0);
    },
  );

  it('fails with a localized message for a wrong password or an unknown account', async () => {
    for (const [u, p] of [
      ['admin', 'wrong1234'],
      ['nobody', 'wrong1234'],
    ]) {
      const zh = await login(u, p, { lang: 'zh', ip: '10.0.0.2' });
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toEqual({
        code: 400,
        msg: '用户名或密码错误',
        errors: [{ field: 'password', message: '用户名或密码错误' }],
      });
      const en = await login(u, p, { lang: 'en', ip: '10.0.0.2' });
      expect(en.json().msg).toBe('Incorrect username or password');
    }
  });

  it('asks for both fields', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/login/', payload: {}, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'username', message: 'This field is required' },
      { field: 'password', message: 'This field is required' },
    ]);
  });

  it('failures from other addresses never lock the owner out; one address is slowed down progressively', async () => {
    // The owner signs in from their usual address once: it becomes a known address of the account.
    expect((await login('control', DEFAULT_PASSWORD, { ip: '10.1.1.1' })).statusCode).toBe(200);
    // An attacker tries 5 wrong passwords from each of 3 addresses.
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      for (let i = 0; i < 5; i++) expect((await login('control', 'wrong1234', { ip })).statusCode).toBe(400);
    // That pair of account and address now waits, even with the right password, without learning it was right.
    const blocked = await login('control', DEFAULT_PASSWORD, { lang: 'en', ip: '10.1.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, msg: 'Too many attempts, please try again later' });
    const first = Number(blocked.headers['retry-after']);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // The same account by its e-mail is the same account.
    expect(
      (await login('control@example.com', DEFAULT_PASSWORD, { lang: 'zh', ip: '10.1.0.1' })).json().msg,
    ).toBe('尝试次数过多，请稍后再试');
    // The owner, from the usual address, signs in at once.
    expect((await login('control', DEFAULT_PASSWORD, { ip: '10.1.1.1' })).statusCode).toBe(200);
    // Once the delay has passed, one more failure from that address doubles it.
    await t.db.query("UPDATE login_failures SET at = at - interval '31 seconds'");
    expect((await login('control', 'wrong1234', { ip: '10.1.0.1' })).statusCode).toBe(400);
    const second = Number(
      (await login('control', DEFAULT_PASSWORD, { ip: '10.1.0.1' })).headers['retry-after'],
    );
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
    // After the window every address may try again, and a success clears its pair.
    await t.db.query("UPDATE login_failures SET at = at - interval '1 hour'");
    expect((await login('control', DEFAULT_PASSWORD, { ip: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('past the per-account ceiling, only addresses that signed in to the account before get in', async () => {
    await t.db.query('DELETE FROM login_failures');
    expect((await login('sales', DEFAULT_PASSWORD, { ip: '10.5.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 4; j++) await login('sales', 'wrong1234', { ip: `10.5.1.${i}` });
    // 24 failures ≥ the ceiling of this test app (20): a new address is refused, the owner's usual one is not.
    expect((await login('sales', DEFAULT_PASSWORD, { ip: '10.5.9.9' })).statusCode).toBe(429);
    expect((await login('sales', DEFAULT_PASSWORD, { ip: '10.5.0.1' })).statusCode).toBe(200);
  });

  it('throttles one client address across accounts', async () => {
    for (let i = 0; i < 12; i++) await login(`ghost${i}`, 'wrong1234', { ip: '10.2.0.1' });
    expect((await login('presales', DEFAULT_PASSWORD, { ip: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login('presales', DEFAULT_PASSWORD, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('X-Forwarded-For from a client that is no configured proxy changes nothing (finding 7)', async () => {
    await t.db.query('DELETE FROM login_failures');
    for (let i = 0; i < 12; i++)
      await t.call({
        method: 'POST',
        url: '/api/user/login/',
        payload: { username: `nobody${i}`, password: 'wrong1234' },
        remoteAddress: '10.6.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    const res = await t.call({
      method: 'POST',
      url: '/api/user/login/',
      payload: { username: 'presales', password: DEFAULT_PASSWORD },
      remoteAddress: '10.6.0.1',
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('availability checks are limited per address (finding 10)', async () => {
    const check = (ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/verify_register/',
        payload: { email: 'a@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 120; i++) expect((await check('10.7.0.1')).statusCode).toBe(200);
    const refused = await check('10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('10.7.0.2')).statusCode).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    for (let i = 0; i < 4; i++) await login('admin', 'wrong1234', { ip: '10.3.0.1' });
    expect((await login('admin', DEFAULT_PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('admin', 'wrong1234', { ip: '10.3.0.1' });
    expect((await login('admin', DEFAULT_PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(200);
  });

  it('refuses a disabled account with 403', async () => {
    await t.db.query("UPDATE users SET is_active = false WHERE username = 'presales'");
    const res = await login('presales', DEFAULT_PASSWORD, { lang: 'en', ip: '10.4.0.1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('This account is disabled');
    await t.db.query("UPDATE users SET is_active = true WHERE username = 'presales'");
  });
});
