/**
 * API keys (issue 35, item 1): a person creates a key (shown once, stored as a hash), a script uses it as a bearer
 * token on the routes its scopes allow and on STAC, and a revoked or expired key is refused at once. Rate limited per
 * key; creating and revoking audited without the key.
 */
import { createHash } from 'node:crypto';
import { appOfFile, type TestApp } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
const staff = t.session('admin');
const BEIJING = { type: 'bbox', bbox: [115.5, 38.5, 117.5, 40.5] };

type Created = { id: number; key: string; prefix: string; scopes: string[]; expires_at: string | null };

async function createKey(
  body: Record<string, unknown>,
  who = customer,
  lang: 'en' | 'zh' = 'en',
): Promise<{ status: number; json: Record<string, unknown> & { data?: Created[] } }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/user/api_keys/',
    token: who.token,
    lang,
    payload: body,
  });
  return { status: res.statusCode, json: res.json() };
}
async function keyOf(scopes: string[], extra: Record<string, unknown> = {}): Promise<Created> {
  const r = await createKey({ name: `key ${scopes.join(' ')}`, scopes, ...extra });
  expect(r.status).toBe(200);
  return r.json.data![0];
}
/** A request as a script makes it: the key as the bearer, no User-Id. */
const withKey = (key: string, opts: { method: 'GET' | 'POST'; url: string; payload?: unknown }) =>
  t.call({ ...opts, token: key, lang: 'en', headers: { satellite: 'WGS84' } } as Parameters<
    TestApp['call']
  >[0]);
const stacSearch = (key: string) =>
  withKey(key, { method: 'GET', url: '/api/stac/search?bbox=115.5,38.5,117.5,40.5' });
const portalSearch = (key: string) =>
  withKey(key, { method: 'POST', url: '/api/catalog/search/', payload: { areas: [BEIJING] } });
const auditRows = async (keyId: number) =>
  (
    await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE action LIKE 'user.api_key_%'
         AND coalesce(after, before)->>'key_id' = $1 ORDER BY id`,
      [String(keyId)],
    )
  ).rows;

it('shows the key once, lists it without the secret, and keeps only its hash', async () => {
  const r = await createKey({ name: 'nightly sync', scopes: ['catalog:read', 'orders:write'] });
  expect(r.status).toBe(200);
  expect(r.json.msg).toBe('Key created: copy it now, it will not be shown again');
  const made = r.json.data![0];
  expect(made.key).toMatch(/^sar_live_[A-Za-z0-9_-]{43}$/);
  expect(made.key.startsWith(made.prefix)).toBe(true);
  expect(made.prefix).toMatch(/^sar_live_.{6}$/);
  expect(made.scopes).toEqual(['catalog:read', 'orders:write']);
  expect(made.expires_at).toBeNull();

  const list = await t.call({ method: 'GET', url: '/api/user/api_keys/', token: customer.token });
  const listed = list.json().data.find((k: { id: number }) => k.id === made.id);
  expect(listed).toMatchObject({ name: 'nightly sync', prefix: made.prefix, last_used_at: null });
  expect(JSON.stringify(list.json())).not.toContain(made.key.slice(made.prefix.length));

  const stored = await t.db.query<{ row: string }>(
    'SELECT row_to_json(k)::text AS row FROM api_keys k WHERE id = $1',
    [made.id],
  );
  expect(stored.rows[0].row).not.toContain(made.key.slice(made.prefix.length));
  expect(stored.rows[0].row).toContain(createHash('sha256').update(made.key).digest('hex'));
  // Audited, without the key.
  const audit = await auditRows(made.id);
  expect(audit.map((a) => a.action)).toEqual(['user.api_key_create']);
  expect(JSON.stringify(audit)).not.toContain(made.key.slice(made.prefix.length));

  // Someone else's list does not show it.
  const other = await t.call({ method: 'GET', url: '/api/user/api_keys/', token: staff.token });
  expect(other.json().data.map((k: { id: number }) => k.id)).not.toContain(made.id);
});

it('searches STAC and the portal catalog with a catalog:read key, and the list shows its last use', async () => {
  const { id, key } = await keyOf(['catalog:read']);
  const stac = await stacSearch(key);
  expect(stac.statusCode).toBe(200);
  expect(stac.json().features.map((f: { id: string }) => f.id)).toEqual(['A']);
  const portal = await portalSearch(key);
  expect(portal.statusCode).toBe(200);
  expect(portal.json().data.map((s: { id: string }) => s.id)).toEqual(['A']);

  const list = await t.call({ method: 'GET', url: '/api/user/api_keys/', token: customer.token });
  const listed = list.json().data.find((k: { id: number }) => k.id === id);
  expect(listed.last_used_ip).toBe('127.0.0.1');
  expect(Date.parse(listed.last_used_at)).not.toBeNaN();
});

it('places an archive order with an orders:write key, and refuses scopes the key lacks with 403', async () => {
  const { key } = await keyOf(['orders:write']);
  const cost = await withKey(key, { method: 'GET', url: '/api/commodity/order_cost/?scene_ids=A' });
  expect(cost.json().code).toBe(0);
  const order = await withKey(key, {
    method: 'POST',
    url: '/api/commodity/orders/',
    payload: { scene_ids: ['A'], quoted_cost_fen: cost.json().data[0].cost_fen },
  });
  expect(order.statusCode).toBe(200);
  expect(order.json().data[0].scene_ids).toEqual(['A']);

  // No catalog:read: the search is refused, saying which scope is missing.
  const search = await stacSearch(key);
  expect(search.statusCode).toBe(403);
  expect(search.json().msg).toBe('This API key does not have the catalog:read scope');
  // The account's own pages and the keys themselves are never a key's, whatever its scopes.
  const all = await keyOf(['catalog:read', 'orders:write', 'tasking:write']);
  for (const url of ['/api/user/userinfo/', '/api/user/api_keys/']) {
    const res = await withKey(all.key, { method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('An API key cannot be used for this; sign in to the portal instead');
  }
  const zh = await t.call({ method: 'GET', url: '/api/user/userinfo/', token: all.key, lang: 'zh' });
  expect(zh.json().msg).toBe('API 密钥不能用于此操作，请登录门户后操作');
});

it('refuses the ingest scope to a customer, and bad requests change nothing', async () => {
  const before = (await t.db.query('SELECT id FROM api_keys')).rows.length;
  const ingest = await createKey({ name: 'ground segment', scopes: ['ingest'] });
  expect(ingest.status).toBe(403);
  expect(ingest.json.errors).toEqual([
    { field: 'scopes', message: 'Only staff may create a key with the ingest scope' },
  ]);
  const zh = await createKey({ name: 'ground segment', scopes: ['ingest'] }, customer, 'zh');
  expect(zh.json.msg).toBe('只有员工可以创建具有入库（ingest）权限的密钥');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: ' ', scopes: ['catalog:read'] }, 'name', 'Enter a name for the key'],
    [{ name: 'x', scopes: [] }, 'scopes', 'Choose at least one scope'],
    [
      { name: 'x', scopes: ['admin'] },
      'scopes.0',
      'A scope is one of catalog:read, orders:write, tasking:write, subscriptions:write or ingest',
    ],
    [
      { name: 'x', scopes: ['catalog:read'], expires_at: 'tomorrow' },
      'expires_at',
      'The expiry is not a valid time (ISO 8601, e.g. 2027-01-31T00:00:00Z)',
    ],
    [
      { name: 'x', scopes: ['catalog:read'], expires_at: '2020-01-01T00:00:00Z' },
      'expires_at',
      'The expiry must be in the future',
    ],
  ];
  for (const [body, field, message] of cases) {
    const r = await createKey(body);
    expect([r.status, r.json.errors]).toEqual([400, [{ field, message }]]);
  }
  expect((await t.db.query('SELECT id FROM api_keys')).rows.length).toBe(before);
  // Staff may.
  const staffKey = await createKey({ name: 'ground segment', scopes: ['ingest', 'catalog:read'] }, staff);
  expect(staffKey.status).toBe(200);
});

it('a revoked key is refused at once: 401 on STAC, code 201 on the portal', async () => {
  const { id, key } = await keyOf(['catalog:read']);
  expect((await stacSearch(key)).statusCode).toBe(200);
  const revoke = await t.call({
    method: 'DELETE',
    url: `/api/user/api_keys/${id}/`,
    token: customer.token,
    lang: 'en',
  });
  expect(revoke.json()).toMatchObject({ code: 0, msg: 'Key revoked: requests with it are refused' });

  const stac = await stacSearch(key);
  expect(stac.statusCode).toBe(401);
  expect(stac.headers['www-authenticate']).toBe('Bearer realm="stac", error="invalid_token"');
  // Even on the landing page, which anyone may read: the script learns at its first call that its key is dead.
  expect((await withKey(key, { method: 'GET', url: '/api/stac' })).statusCode).toBe(401);
  expect((await t.call({ method: 'GET', url: '/api/stac' })).statusCode).toBe(200);
  const portal = await portalSearch(key);
  expect([portal.statusCode, portal.json()]).toEqual([
    200,
    { code: 201, msg: 'The API key is invalid, expired or revoked' },
  ]);
  const list = await t.call({ method: 'GET', url: '/api/user/api_keys/', token: customer.token });
  expect(list.json().data.map((k: { id: number }) => k.id)).not.toContain(id);
  // Nobody revokes another's key: it is not found for them.
  const mine = await keyOf(['catalog:read']);
  const theirs = await t.call({
    method: 'DELETE',
    url: `/api/user/api_keys/${mine.id}/`,
    token: staff.token,
  });
  expect(theirs.statusCode).toBe(404);
  expect((await stacSearch(mine.key)).statusCode).toBe(200);
});

it('an expired key is refused the same way', async () => {
  const { id, key } = await keyOf(['catalog:read'], { expires_at: '2099-01-01T00:00:00+08:00' });
  expect((await stacSearch(key)).statusCode).toBe(200);
  // Its time comes (the database's clock decides).
  await t.db.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
  expect((await stacSearch(key)).statusCode).toBe(401);
  expect((await portalSearch(key)).json().code).toBe(201);
});

it('counts requests per key: over its rate it gets 429 with Retry-After, other keys go on', async () => {
  const { id, key } = await keyOf(['catalog:read']);
  const other = await keyOf(['catalog:read']);
  await t.db.query('UPDATE api_keys SET rate_per_minute = 3, bucket = 3 WHERE id = $1', [id]);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await stacSearch(key)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await portalSearch(key);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 429, msg: 'Too many attempts, please try again later' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await stacSearch(other.key)).statusCode).toBe(200);

  // Requests at once (on PostgreSQL, over several connections, as from several API copies) share one count.
  await t.db.query('UPDATE api_keys SET rate_per_minute = 5, bucket = 5 WHERE id = $1', [other.id]);
  const together = await Promise.all(Array.from({ length: 12 }, () => stacSearch(other.key)));
  const counted = together.map((r) => r.statusCode).sort();
  expect(counted).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
});

it('ten revokes of one key at once revoke it once, with one audit row', async () => {
  const { id } = await keyOf(['catalog:read']);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.call({ method: 'DELETE', url: `/api/user/api_keys/${id}/`, token: customer.token }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
  expect((await auditRows(id)).map((a) => a.action)).toEqual(['user.api_key_create', 'user.api_key_revoke']);
});

it('keeps at most 20 live keys a person: the 21st is refused until one is revoked', async () => {
  const sales = await t.tokenOf('sales');
  const made: number[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await createKey({ name: `key ${i}`, scopes: ['catalog:read'] }, sales);
    expect(r.status).toBe(200);
    made.push(r.json.data![0].id);
  }
  const refused = await createKey({ name: 'one more', scopes: ['catalog:read'] }, sales);
  expect([refused.status, refused.json.msg]).toEqual([
    422,
    'You can have at most 20 keys; revoke one you no longer use first',
  ]);
  await t.call({ method: 'DELETE', url: `/api/user/api_keys/${made[0]}/`, token: sales.token });
  expect((await createKey({ name: 'one more', scopes: ['catalog:read'] }, sales)).status).toBe(200);
});

it('saved searches: a catalog:read key reads them, only a subscriptions:write key saves, changes or deletes them', async () => {
  const SUBS = '/api/catalog/subscriptions/';
  const body = { name: 'Port watch', search: { areas: [BEIJING] }, channels: ['alert'] };
  const send = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({ method, url, token: key, lang: 'en', headers: { satellite: 'WGS84' }, payload } as Parameters<
      TestApp['call']
    >[0]);
  const saved = await t.call({ method: 'POST', url: SUBS, token: customer.token, payload: body });
  expect(saved.statusCode).toBe(200);
  const id = saved.json().data[0].id;

  const reader = (await keyOf(['catalog:read'])).key;
  expect((await send(reader, 'GET', SUBS)).statusCode).toBe(200);
  expect((await send(reader, 'GET', `${SUBS}${id}/`)).json().data[0]).toMatchObject({
    id,
    name: 'Port watch',
  });
  for (const [method, url, payload] of [
    ['POST', SUBS, body],
    ['PUT', `${SUBS}${id}/`, { name: 'Renamed by a reader' }],
    ['DELETE', `${SUBS}${id}/`, undefined],
  ] as const) {
    const res = await send(reader, method, url, payload);
    expect([method, res.statusCode, res.json().msg]).toEqual([
      method,
      403,
      'This API key does not have the subscriptions:write scope',
    ]);
  }
  const mine = await t.call({ method: 'GET', url: SUBS, token: customer.token });
  expect(mine.json().data.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
    [id, 'Port watch'],
  ]);

  const writer = (await keyOf(['subscriptions:write'])).key;
  expect((await send(writer, 'GET', `${SUBS}${id}/`)).statusCode).toBe(200);
  const made = await send(writer, 'POST', SUBS, { ...body, name: 'By script' });
  expect(made.statusCode).toBe(200);
  const renamed = await send(writer, 'PUT', `${SUBS}${id}/`, { name: 'Renamed by script' });
  expect(renamed.json().data[0].name).toBe('Renamed by script');
  expect((await send(writer, 'DELETE', `${SUBS}${made.json().data[0].id}/`)).statusCode).toBe(200);
  expect((await send(writer, 'GET', SUBS)).json().data.map((s: { id: number }) => s.id)).toEqual([id]);
});
