import type { RoleGroup } from '@portal/shared/domain';
import { loadFixture } from './catalog-fixtures';
import { KEY_TABLE, TABLE, type Who } from './authz-table';
import { startTestApp, type TestApp } from './helpers';

/** Every registered route against THE authorization table and the key-scope table (./authz-table.ts). */

const CALLERS = [
  { who: 'anonymous', username: null, type: null, group: null },
  { who: 'customer', username: 'customer', type: 'customer', group: 'customer' },
  { who: 'sales', username: 'sales', type: 'sales', group: 'sales' },
  { who: 'presales', username: 'presales', type: 'presales', group: 'sales' },
  { who: 'staff (admin)', username: 'admin', type: 'admin', group: 'staff' },
  { who: 'staff (control)', username: 'control', type: 'control', group: 'staff' },
] as const;

const allowed = (w: Who, c: { group: RoleGroup | null; type: string | null }) =>
  w === 'public' ||
  (c.group !== null && (w === 'user' || ('types' in w ? w.types.includes(c.type!) : w.includes(c.group))));

let t: TestApp;
/** A signed download link is the whole credential of its route: the check uses a real one, minted for a public scene. */
let downloadToken: string;
/** The same for an order's product file and manifest: real links of a real order of the customer. */
let orderFileToken: string;
let orderManifestToken: string;
beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  const token = (await t.tokenOf('customer')).token;
  const cost = await t.call({ method: 'GET', url: '/api/commodity/order_cost/?scene_ids=A', token });
  const order = await t.call({
    method: 'POST',
    url: '/api/commodity/orders/',
    token,
    payload: { scene_ids: ['A'], quoted_cost_fen: cost.json().data[0].cost_fen },
  });
  const links = await t.call({
    method: 'POST',
    url: '/api/commodity/orders/download/',
    token,
    payload: { id: order.json().data[0].id },
  });
  orderFileToken = String(links.json().data[0].links[0].url).split('/').pop()!;
  // A product link is issued only for a scene the caller ordered (or to staff).
  const link = await t.call({ method: 'POST', url: '/api/catalog/scenes/A/download/', token, payload: {} });
  downloadToken = String(link.json().data[0].url).split('/').pop()!;
  orderManifestToken = String(links.json().data[0].manifest_url).split('/').pop()!;
});
const tokenFor = (url: string) =>
  url.includes('/orders/file/')
    ? orderFileToken
    : url.includes('/orders/manifest/')
      ? orderManifestToken
      : downloadToken;
afterAll(() => t.close());

it('every registered route has exactly one entry in the table, and every entry is registered', () => {
  const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
  expect(registered.length).toBeGreaterThan(10);
  expect(registered.filter((k) => !(k in TABLE))).toEqual([]);
  expect(Object.keys(TABLE).filter((k) => !registered.includes(k))).toEqual([]);
  expect(new Set(registered).size).toBe(registered.length);
});

it('every route allows and denies exactly as the table says, for every role', async () => {
  const mismatches: string[] = [];
  for (const route of t.app.apiRoutes) {
    const key = `${route.method} ${route.url}`;
    const url = route.url.replace(/:id/g, '999999').replace(':token', tokenFor(route.url));
    for (const c of CALLERS) {
      const token = c.username ? (await t.tokenOf(c.username)).token : undefined;
      const res = await t.call({
        method: route.method as 'GET',
        url,
        token,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : undefined;
      // STAC clients read statuses: no session there is 401 with WWW-Authenticate, not the portal's 201 envelope.
      const stac = url.startsWith('/api/stac');
      const noSession = stac
        ? res.statusCode === 401 && /^Bearer /.test(String(res.headers['www-authenticate']))
        : res.statusCode === 200 && code === 201;
      const denied = res.statusCode === 403 || noSession;
      const expectDenied = !allowed(TABLE[key], c);
      if (denied !== expectDenied)
        mismatches.push(
          `${key} as ${c.who}: expected ${expectDenied ? 'deny' : 'allow'}, got HTTP ${res.statusCode} code ${code}`,
        );
      // Denials take the contract's shape: 201 for no session, 403 for a signed-in account without the role.
      if (expectDenied && c.group === null && !noSession)
        mismatches.push(`${key} anonymous: not ${stac ? '401' : '201'}`);
      if (expectDenied && c.group !== null && res.statusCode !== 403)
        mismatches.push(`${key} as ${c.who}: not 403`);
    }
  }
  expect(mismatches).toEqual([]);
});

it('every route allows and denies an API key exactly as the key table says, for every scope', async () => {
  const KEY_CALLERS = [
    {
      who: 'customer key, every scope a customer may give',
      username: 'customer',
      group: 'customer',
      type: 'customer',
      scopes: ['catalog:read', 'orders:write', 'tasking:write', 'subscriptions:write'],
    },
    {
      who: 'customer key, catalog:read only',
      username: 'customer',
      group: 'customer',
      type: 'customer',
      scopes: ['catalog:read'],
    },
    {
      who: 'staff key, every scope',
      username: 'admin',
      group: 'staff',
      type: 'admin',
      scopes: ['catalog:read', 'orders:write', 'tasking:write', 'subscriptions:write', 'ingest'],
    },
  ] as const;
  const keys: string[] = [];
  for (const c of KEY_CALLERS) {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/api_keys/',
      token: (await t.tokenOf(c.username)).token,
      payload: { name: c.who, scopes: c.scopes },
    });
    keys.push(res.json().data[0].key);
  }
  const mismatches: string[] = [];
  for (const route of t.app.apiRoutes) {
    const key = `${route.method} ${route.url}`;
    if (!(key in TABLE)) continue; // the first test names it
    const url = route.url.replace(/:id/g, '999999').replace(':token', tokenFor(route.url));
    for (const [i, c] of KEY_CALLERS.entries()) {
      // The narrow key is tried where a key may go at all (elsewhere it is refused like the others).
      if (c.scopes.length === 1 && !(key in KEY_TABLE)) continue;
      const res = await t.call({
        method: route.method as 'GET',
        url,
        token: keys[i],
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const scope = KEY_TABLE[key];
      const expectDenied =
        TABLE[key] !== 'public' &&
        (!allowed(TABLE[key], c) || scope === undefined || !(c.scopes as readonly string[]).includes(scope));
      const denied = res.statusCode === 403;
      if (denied !== expectDenied)
        mismatches.push(
          `${key} with a ${c.who}: expected ${expectDenied ? '403' : 'allow'}, got HTTP ${res.statusCode}`,
        );
    }
  }
  expect(mismatches).toEqual([]);
  expect(Object.keys(KEY_TABLE).filter((k) => !(k in TABLE))).toEqual([]);
});

it('a route without config.access is refused when it registers', async () => {
  const Fastify = (await import('fastify')).default;
  const { registerContract } = await import('../src/plugins/contract');
  const app = Fastify();
  registerContract(app, { db: t.db, config: t.config, routes: [] });
  expect(() => app.get('/api/unguarded', async () => 'x')).toThrow(/declares no config\.access/);
  expect(() => app.get('/api/guarded', { config: { access: 'user' } }, async () => 'x')).not.toThrow();
  await app.close();
});
