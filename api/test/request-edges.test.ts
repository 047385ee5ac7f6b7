/**
 * Requests at the edges of the JSON body, on both drivers: a body-less call (DELETE, a POST that takes nothing) sent
 * with `Content-Type: application/json` and no body is a call without a body, as many HTTP clients send it; a route
 * that needs a body answers an empty one as a missing body, naming its fields; and a body that is not JSON is a 400
 * saying so, in the reader's language.
 */
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an empty body with a JSON content type is an empty body', () => {
  it('DELETE with Content-Type: application/json and no body runs, as without the header', async () => {
    const { token } = await t.tokenOf('customer');
    const made = await t.call({
      method: 'POST',
      url: '/api/user/api_keys/',
      token,
      payload: { name: 'edge', scopes: ['catalog:read'] },
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().data[0].id;
    const revoke = await t.call({
      method: 'DELETE',
      url: `/api/user/api_keys/${id}/`,
      token,
      lang: 'en',
      headers: JSON_TYPE,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ code: 0 });
    const left = await t.call({ method: 'GET', url: '/api/user/api_keys/', token });
    expect(left.json().data.map((k: { id: number }) => k.id)).not.toContain(id);
  });

  it('a POST that takes no body, sent with the JSON type and no body, runs', async () => {
    const { token } = await t.tokenOf('customer');
    const out = await t.call({ method: 'POST', url: '/api/user/logout/', token, headers: JSON_TYPE });
    expect(out.statusCode).toBe(200);
    expect(out.json().code).toBe(0);
    // The session is over.
    const info = await t.call({ method: 'GET', url: '/api/user/userinfo/', token });
    expect(info.json().code).toBe(201);
  });

  it('a route that needs a body answers an empty JSON body as a missing one, naming its fields', async () => {
    const login = (headers: Record<string, string>) =>
      t.call({ method: 'POST', url: '/api/user/login/', lang: 'en', headers });
    const empty = await login(JSON_TYPE);
    const none = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(none.json());
    expect(empty.json().errors.length).toBeGreaterThan(0);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['en', 'The request body is not valid JSON'],
    ['zh', '请求体不是有效的 JSON'],
  ] as const)('is a 400 that says so (%s)', async (lang, msg) => {
    for (const payload of ['{bad', '{"username": "a",}', '   ']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/login/',
        lang,
        headers: JSON_TYPE,
        payload,
      });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toEqual({ code: 400, msg, errors: [{ field: 'body', message: msg }] });
    }
  });
});
