import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userinfo = (token?: string, extra: { userId?: number | string; lang?: 'en' | 'zh' } = {}) =>
  t.call({ method: 'GET', url: '/api/user/userinfo/', token, ...extra });

describe('code 201 on protected routes (HTTP 200)', () => {
  it('answers a live session with the user info', async () => {
    const { token, userId } = await t.tokenOf('customer');
    const res = await userinfo(token, { userId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      data: [
        {
          id: userId,
          username: 'customer',
          type: 'customer',
          balance: 1_000_000,
          coordinate_system: 'GCJ02',
        },
      ],
    });
  });

  it('missing token -> 201 with a localized message', async () => {
    const zh = await userinfo(undefined, { lang: 'zh' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/^application\/json/);
    expect(zh.json()).toEqual({ code: 201, msg: '请先登录' });
    expect((await userinfo(undefined, { lang: 'en' })).json()).toEqual({
      code: 201,
      msg: 'Please log in first',
    });
  });

  it('invalid token -> 201', async () => {
    const res = await userinfo('not-a-real-token', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 201, msg: 'Your session has expired, please log in again' });
  });

  it('absolute expiry -> 201', async () => {
    const { token } = await t.tokenOf('customer');
    expect((await userinfo(token)).json().code).toBe(0);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL");
    expect((await userinfo(token)).json()).toEqual({ code: 201, msg: '登录已过期，请重新登录' });
  });

  it('idle expiry -> 201', async () => {
    const { token } = await t.tokenOf('customer');
    expect((await userinfo(token)).json().code).toBe(0);
    await t.db.query(
      'UPDATE sessions SET last_seen_at = now() - make_interval(secs => $1) WHERE revoked_at IS NULL',
      [t.config.session.idleSeconds + 5],
    );
    expect((await userinfo(token)).json().code).toBe(201);
  });

  it('a User-Id header that does not match the token -> 201; a matching one is fine', async () => {
    const { token, userId } = await t.tokenOf('customer');
    expect((await userinfo(token, { userId: userId + 1 })).json().code).toBe(201);
    expect((await userinfo(token, { userId: 'abc' })).json().code).toBe(201);
    expect((await userinfo(token, { userId })).json().code).toBe(0);
  });

  it('a revoked (logged out) session -> 201, and logout itself always succeeds', async () => {
    const { token } = await t.tokenOf('customer');
    const out = await t.call({ method: 'POST', url: '/api/user/logout/', token, lang: 'en' });
    expect(out.json()).toEqual({ code: 0, msg: 'Logged out', data: [] });
    expect((await userinfo(token)).json().code).toBe(201);
    expect((await t.call({ method: 'POST', url: '/api/user/logout/', token })).json().code).toBe(0);
  });

  it('public routes ignore a bad token instead of answering 201', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', token: 'garbage' });
    expect(res.json().code).toBe(0);
  });

  it('a deleted account loses its sessions', async () => {
    const { token } = await t.tokenOf('presales');
    await t.db.query("UPDATE users SET deleted_at = now() WHERE username = 'presales'");
    expect((await userinfo(token)).json().code).toBe(201);
    await t.db.query("UPDATE users SET deleted_at = NULL WHERE username = 'presales'");
  });
});
