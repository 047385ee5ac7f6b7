import { DEFAULT_PASSWORD, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ throttle: { windowSeconds: 900, maxPerAccount: 5, maxPerIp: 12 } });
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

  it('throttles one account after 5 failures (429, localized), even with the right password, from any address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('control', 'wrong1234', { ip: `10.1.0.${i}` })).statusCode).toBe(400);
    const blocked = await login('control', DEFAULT_PASSWORD, { lang: 'en', ip: '10.1.0.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, msg: 'Too many attempts, please try again later' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account by its e-mail is the same account.
    expect(
      (await login('control@example.com', DEFAULT_PASSWORD, { lang: 'zh', ip: '10.1.0.98' })).json().msg,
    ).toBe('尝试次数过多，请稍后再试');
    // Other accounts are unaffected; after the window passes the account can log in again.
    expect((await login('sales', DEFAULT_PASSWORD, { ip: '10.1.0.97' })).statusCode).toBe(200);
    await t.db.query("UPDATE login_failures SET at = at - interval '1 hour'");
    expect((await login('control', DEFAULT_PASSWORD, { ip: '10.1.0.96' })).statusCode).toBe(200);
  });

  it('throttles one client address across accounts', async () => {
    for (let i = 0; i < 12; i++) await login(`ghost${i}`, 'wrong1234', { ip: '10.2.0.1' });
    expect((await login('presales', DEFAULT_PASSWORD, { ip: '10.2.0.1' })).statusCode).toBe(429);
    expect((await login('presales', DEFAULT_PASSWORD, { ip: '10.2.0.2' })).statusCode).toBe(200);
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
