import { DEFAULT_PASSWORD, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userinfo = (token: string) => t.call({ method: 'GET', url: '/api/user/userinfo/', token });
const login = (username: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/login/',
    payload: { username, password },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
  });

async function lastLink(recipient: string): Promise<{ id: string; token: string }> {
  const { rows } = await t.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  const m = /http:\/\/portal\.test\/reset\/([\w-]+)\?token=([\w-]+)/.exec(rows[0]?.body ?? '');
  if (!m) throw new Error('no reset link in the outbox');
  return { id: m[1], token: m[2] };
}

describe('password change', () => {
  it('revokes the other sessions, keeps this one, and the new password works', async () => {
    const a = (await login('customer', DEFAULT_PASSWORD)).json().data[0].token;
    const b = (await login('customer', DEFAULT_PASSWORD)).json().data[0].token;
    const res = await t.call({
      method: 'POST',
      url: '/api/user/password_change/',
      token: a,
      lang: 'en',
      payload: {
        old_password: DEFAULT_PASSWORD,
        new_password: 'NewPass2026',
        confirm_password: 'NewPass2026',
      },
    });
    expect(res.json()).toEqual({ code: 0, msg: 'Password changed', data: [] });
    expect((await userinfo(a)).json().code).toBe(0);
    expect((await userinfo(b)).json().code).toBe(201);
    expect((await login('customer', DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await login('customer', 'NewPass2026')).statusCode).toBe(200);
  });

  it('checks the current password and the §5 rules', async () => {
    const { token } = await t.tokenOf('sales');
    const change = (payload: object) =>
      t.call({ method: 'POST', url: '/api/user/password_change/', token, lang: 'en', payload });
    expect(
      (
        await change({
          old_password: 'nope12345',
          new_password: 'NewPass2026',
          confirm_password: 'NewPass2026',
        })
      ).json().errors,
    ).toEqual([{ field: 'old_password', message: 'The current password is incorrect' }]);
    expect(
      (
        await change({ old_password: DEFAULT_PASSWORD, new_password: 'short1', confirm_password: 'short1' })
      ).json().errors,
    ).toEqual([
      { field: 'new_password', message: 'needs both number and characters, at least 8 characters' },
    ]);
    expect(
      (
        await change({
          old_password: DEFAULT_PASSWORD,
          new_password: 'NewPass2026',
          confirm_password: 'NewPass2027',
        })
      ).json().errors,
    ).toEqual([{ field: 'confirm_password', message: "The passwords you entered don't match" }]);
  });
});

describe('password reset', () => {
  const request = (account: string, lang: 'zh' | 'en' = 'en', ip = '10.20.0.1') =>
    t.call({ method: 'POST', url: '/api/password_reset/', payload: { account }, lang, remoteAddress: ip });
  const confirm = (payload: object) =>
    t.call({ method: 'POST', url: '/api/password_reset/confirm/', payload, lang: 'en' });

  it('answers the same whether or not an account exists', async () => {
    const known = await request('control@example.com');
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().msg).toMatch(/If an account matches/);
    const out = await t.db.query("SELECT 1 FROM outbox WHERE recipient = 'nobody@example.com'");
    expect(out.rows).toHaveLength(0);
  });

  it('sends a single-use link to /reset/{id} that resets the password and revokes every session', async () => {
    const { token: session } = await t.tokenOf('control');
    await request('control@example.com', 'en', '10.20.0.2');
    const link = await lastLink('control@example.com');
    expect(
      (await t.call({ method: 'POST', url: '/api/password_reset/verify/', payload: link })).json().code,
    ).toBe(0);
    const ok = await confirm({ ...link, password: 'Reset2026x', confirm_password: 'Reset2026x' });
    expect(ok.json()).toEqual({ code: 0, msg: 'Your password has been reset, please log in', data: [] });
    expect((await userinfo(session)).json().code).toBe(201);
    expect((await login('control', 'Reset2026x')).statusCode).toBe(200);
    const again = await confirm({ ...link, password: 'Other2026x', confirm_password: 'Other2026x' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 422, msg: 'This reset link is invalid or has expired' });
    expect((await login('control', 'Other2026x')).statusCode).toBe(400);
  });

  it('works by mobile (SMS channel) and refuses an expired or forged link', async () => {
    await request('13800000004', 'zh', '10.20.0.3');
    const link = await lastLink('13800000004');
    expect(
      (
        await confirm({
          ...link,
          token: link.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          password: 'Reset2026x',
          confirm_password: 'Reset2026x',
        })
      ).statusCode,
    ).toBe(422);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = $1", [
      link.id,
    ]);
    expect(
      (await t.call({ method: 'POST', url: '/api/password_reset/verify/', payload: link })).statusCode,
    ).toBe(422);
    expect(
      (await confirm({ ...link, password: 'Reset2026x', confirm_password: 'Reset2026x' })).statusCode,
    ).toBe(422);
    expect((await login('presales', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('is valid for 30 minutes by default', async () => {
    await request('admin@example.com', 'en', '10.20.0.4');
    const link = await lastLink('admin@example.com');
    const { rows } = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets WHERE id = $1',
      [link.id],
    );
    expect(rows[0].minutes).toBe(30);
  });

  it('validates the account field and the new password', async () => {
    expect((await request('not-a-mobile')).json().errors).toEqual([
      { field: 'account', message: 'This mobile number is invalid' },
    ]);
    expect((await request('bad@mail')).json().errors).toEqual([
      { field: 'account', message: 'This email address is invalid' },
    ]);
    expect(
      (await confirm({ id: 'x', token: 'y', password: 'short', confirm_password: 'short' })).statusCode,
    ).toBe(400);
  });

  it('throttles repeated requests from one address with 429', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++)
      last = (await request(`someone${i}@example.com`, 'en', '10.21.0.1')).statusCode;
    expect(last).toBe(429);
  });
});

describe('password change under attack (finding 9)', () => {
  it('wrong old passwords are throttled like logins, and the guessing session is ended', async () => {
    const t2 = await startTestApp();
    try {
      const { token } = await t2.tokenOf('customer');
      const change = () =>
        t2.call({
          method: 'POST',
          url: '/api/user/password_change/',
          token,
          payload: { old_password: 'Wrong12345', new_password: 'Newpass123', confirm_password: 'Newpass123' },
          lang: 'en',
        });
      for (let i = 0; i < 5; i++) expect((await change()).statusCode).toBe(400);
      const refused = await change();
      expect(refused.statusCode).toBe(429);
      // The session is over: the next call asks to log in again.
      const after = await t2.call({ method: 'GET', url: '/api/user/userinfo/', token });
      expect(after.json().code).toBe(201);
    } finally {
      await t2.close();
    }
  });
});
