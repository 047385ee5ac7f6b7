import type { RoleGroup } from '@portal/shared/domain';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';

/**
 * THE authorization table (docs/requirements.md §6): who may call each route. Every route the server registers must have an
 * entry, and every entry must be a registered route, or this test fails.
 */
type Who = 'public' | 'user' | readonly RoleGroup[] | { types: readonly string[] };
const staffSales = ['staff', 'sales'] as const;
const TABLE: Record<string, Who> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/metrics': ['staff'],
  'GET /api/openapi.json': 'public',
  'POST /api/user/register/': 'public',
  'POST /api/user/verify_register/': 'public',
  'POST /api/user/login/': 'public',
  'POST /api/user/logout/': 'public',
  'POST /api/password_reset/': 'public',
  'POST /api/password_reset/verify/': 'public',
  'POST /api/password_reset/confirm/': 'public',
  'GET /api/user/userinfo/': 'user',
  'PUT /api/user/userinfo/': 'user',
  'POST /api/user/password_change/': 'user',
  'POST /api/user/real_person/': 'user',
  'GET /api/user/bills/': 'user',
  'GET /api/user/bills/export/': ['staff'],
  'GET /api/user/query_all_user/': staffSales,
  'GET /api/user/audit_user/': staffSales,
  'POST /api/user/audit_user/': staffSales,
  'GET /api/user/audit_user/:id/document/': staffSales,
  'GET /api/user/manage_customer/': staffSales,
  'POST /api/user/manage_customer/': staffSales,
  'DELETE /api/user/admin_myuser/:id/': staffSales,
  'GET /api/user/download_user/': staffSales,
  // API keys (issue 35): a person's own, signed in (never by a key: KEY_TABLE below)
  'POST /api/user/api_keys/': 'user',
  'GET /api/user/api_keys/': 'user',
  'DELETE /api/user/api_keys/:id/': 'user',
  // Webhooks (issue 35): a person's own endpoints and deliveries, signed in (never by a key)
  'GET /api/user/webhooks/': 'user',
  'POST /api/user/webhooks/': 'user',
  'GET /api/user/webhooks/:id/': 'user',
  'PUT /api/user/webhooks/:id/': 'user',
  'DELETE /api/user/webhooks/:id/': 'user',
  'GET /api/user/webhooks/:id/deliveries/': 'user',
  'POST /api/user/webhooks/:id/deliveries/:delivery/redeliver/': 'user',
  'POST /api/user/webhooks/:id/test/': 'user',
  // Organisations (docs/organisations.md): signed in; the role inside the organisation is checked by the domain
  // (organisations.test.ts, role by role); the invitation link works signed out
  'POST /api/org/': 'user',
  'GET /api/org/': 'user',
  'PUT /api/org/': 'user',
  'GET /api/org/members/': 'user',
  'PUT /api/org/members/:id/': 'user',
  'DELETE /api/org/members/:id/': 'user',
  'POST /api/org/invitations/': 'user',
  'GET /api/org/invitations/': 'user',
  'GET /api/org/invitations/preview/': 'public',
  'POST /api/org/invitations/accept/': 'public',
  'GET /api/org/budgets/': 'user',
  'POST /api/org/budgets/': 'user',
  'PUT /api/org/budgets/:id/': 'user',
  'GET /api/org/approvals/': 'user',
  'POST /api/org/approvals/:id/decide/': 'user',
  'GET /api/org/bill/': 'user',
  'GET /api/org/audit/': 'user',
  'GET /api/admin/orgs/': staffSales,
  'GET /api/admin/orgs/:id/': staffSales,
  'POST /api/admin/orgs/:id/balance/': ['staff'],
  // Administration: the audit log, for the system administrator only
  'GET /api/audit_log/': { types: ['admin'] },
  // Feedback
  'POST /api/feedback/feedback_info/': 'user',
  'GET /api/feedback/feedback_info/': 'user',
  'PUT /api/feedback/feedback_info/': ['staff'],
  'PATCH /api/feedback/feedback_info/': ['staff'],
  // Without an id: the list export, staff's (with an id, a user's own attachment: feedback.test.ts)
  'GET /api/feedback/feedback_info/download/': ['staff'],
  'GET /api/feedback/filter/': ['staff'],
  'GET /api/feedback/userinfo/': ['staff'],
  'POST /api/feedback/userinfo/users/': ['staff'],
  'GET /api/feedback/self_filter/': ['staff'],
  'POST /api/feedback/self_filter/': ['staff'],
  'GET /api/feedback/self_filter/:id/': ['staff'],
  'PUT /api/feedback/self_filter/:id/': ['staff'],
  'DELETE /api/feedback/self_filter/:id/': ['staff'],
  'GET /api/geodata/regions/': 'user',
  'GET /api/geodata/regions/:code/': 'user',
  'GET /api/geodata/places/': 'user',
  'GET /api/geodata/basemap/': 'user',
  'GET /api/geodata/tiles/:z/:x/:file': 'public',
  'GET /api/geodata/places/:id/': 'user',
  'GET /api/commodity/order_cost/': 'user',
  'POST /api/commodity/conflict_check/': 'user',
  'POST /api/commodity/orders/': 'user',
  'GET /api/commodity/orders/': 'user',
  'GET /api/commodity/orders/export/': staffSales,
  'GET /api/commodity/orders/:id/': 'user',
  'PATCH /api/commodity/orders/:id/': ['staff'],
  'POST /api/commodity/orders/cancel/': 'user',
  'POST /api/commodity/orders/download/': 'user',
  'GET /api/commodity/orders/file/:token': 'public',
  'GET /api/commodity/orders/manifest/:token': 'public',
  'GET /api/commodity/prices/': 'user',
  'POST /api/commodity/missions/new_order/': 'user',
  'GET /api/commodity/missions/': 'user',
  'GET /api/commodity/missions/mission_export/': 'user',
  'POST /api/commodity/missions/map_file_import/': 'user',
  'POST /api/commodity/missions/destroy_many/': 'user',
  'GET /api/commodity/missions/:id/': 'user',
  'PUT /api/commodity/missions/:id/': 'user',
  'POST /api/commodity/missions/:id/transition/': ['staff'],
  // The offer (docs/tasking-offer.md): quote and cancel the customer's own; staff waive fees and set prices
  'POST /api/commodity/missions/quote/': 'user',
  'POST /api/commodity/missions/:id/cancel/': 'user',
  'POST /api/commodity/missions/:id/waive_fee/': ['staff'],
  'GET /api/commodity/tasking_prices/': 'user',
  'PUT /api/commodity/tasking_prices/': ['staff'],
  'GET /api/commodity/series/': 'user',
  'GET /api/commodity/series/:id/': 'user',
  'POST /api/commodity/series/:id/cancel/': 'user',
  // Fulfilment (issue 16): staff only, but comments
  'GET /api/commodity/missions/get_orders/': ['staff'],
  'POST /api/commodity/missions/:id/review/': ['staff'],
  'PATCH /api/commodity/missions/:id/': ['staff'],
  'GET /api/commodity/missions/suspend/': ['staff'],
  'POST /api/commodity/missions/suspend/': ['staff'],
  'POST /api/commodity/missions/:id/sendgoods/': ['staff'],
  'POST /api/commodity/missions/:id/synctoc/': ['staff'],
  'GET /api/commodity/missions/:id/opportunities/': ['staff'],
  'POST /api/commodity/missions/:id/comments/': staffSales,
  'POST /api/commodity/tasks/': ['staff'],
  'GET /api/commodity/tasks/': ['staff'],
  'GET /api/commodity/tasks/taskmission/': staffSales,
  'GET /api/commodity/tasks/get_tasks/': ['staff'],
  'GET /api/commodity/tasks/overview/': ['staff'],
  'GET /api/commodity/tasks/task_export/': ['staff'],
  'GET /api/commodity/tasks/task_export_by_cekong/': ['staff'],
  'POST /api/commodity/tasks/receive/': ['staff'],
  'POST /api/commodity/tasks/sendgoods/': ['staff'],
  'GET /api/commodity/tasks/:id/': ['staff'],
  'PUT /api/commodity/tasks/:id/': ['staff'],
  'POST /api/commodity/tasks/:id/cancal/': ['staff'],
  'POST /api/commodity/tasks/:id/synctoc/': ['staff'],
  'GET /api/commodity/requirement_notices/': ['staff'],
  'POST /api/commodity/requirement_notices/ack/': ['staff'],
  'GET /api/commodity/notifications/': 'user',
  'POST /api/commodity/notifications/read/': 'user',
  'PUT /api/commodity/prices/': ['staff'],
  'GET /api/commodity/satellites/': 'user',
  'POST /api/commodity/satellites/tle/': ['staff'],
  'POST /api/commodity/simulation/': 'user',
  'GET /api/commodity/simulation/': 'user',
  'GET /api/commodity/simulation/:id/': 'user',
  'DELETE /api/commodity/simulation/:id/': 'user',
  'POST /api/commodity/simulation/update_name/': 'user',
  'GET /api/commodity/simulation/simulation_tag/': 'user',
  'GET /api/commodity/simulation/download_kml/': 'user',
  'POST /api/commodity/simulation/parse_file/': 'user',
  // Archive catalog, cart, sensitive-picture permissions, public samples, STAC (issue 5)
  'POST /api/catalog/search/': 'user',
  'GET /api/catalog/scenes/:id/': 'user',
  'GET /api/catalog/scenes/:id/quicklook/': 'user',
  'GET /api/catalog/scenes/:id/tilejson.json': 'user',
  'GET /api/catalog/scenes/:id/tiles/:z/:x/:y': 'user',
  // A scene's stack, time series and change (issue 54)
  'GET /api/catalog/scenes/:id/stack/': 'user',
  'POST /api/catalog/timeseries/': 'user',
  'GET /api/catalog/scenes/:id/change/:other': 'user',
  'GET /api/catalog/scenes/:id/change/:other/tiles/:z/:x/:y': 'user',
  'GET /api/catalog/quicklook/:file': 'public',
  'POST /api/catalog/scenes/:id/download/': 'user',
  'GET /api/catalog/download/:token': 'public',
  'GET /api/catalog/download/:token/raster.tif': 'public',
  'POST /api/catalog/export/': 'user',
  // Saved searches that alert (issue 35): a person's own
  'GET /api/catalog/subscriptions/': 'user',
  'POST /api/catalog/subscriptions/': 'user',
  'GET /api/catalog/subscriptions/:id/': 'user',
  'PUT /api/catalog/subscriptions/:id/': 'user',
  'DELETE /api/catalog/subscriptions/:id/': 'user',
  // Background jobs: a user's own export job; the queue's failed jobs and their retry, staff's
  'GET /api/jobs/:id/': 'user',
  'GET /api/jobs/:id/file/': 'user',
  'GET /api/admin/jobs/': ['staff'],
  'POST /api/admin/jobs/:id/retry/': ['staff'],
  'POST /api/catalog/area_file/': 'user',
  'POST /api/commodity/manage_carts/': 'user',
  'GET /api/commodity/manage_carts/': 'user',
  'PUT /api/commodity/manage_carts/': 'user',
  'GET /api/commodity/carts/': 'user',
  'DELETE /api/commodity/carts/': 'user',
  'GET /api/pic_query/user_pic_purview_data/': ['staff'],
  'POST /api/pic_query/user_pic_purview_data/': ['staff'],
  'PUT /api/pic_query/user_pic_purview_data/:id/': ['staff'],
  'DELETE /api/pic_query/user_pic_purview_data/:id/': ['staff'],
  'GET /api/pic_query/user_pic_purview_data/download/': ['staff'],
  'GET /api/web/sar_images/': 'public',
  'GET /api/web/sar_image/:id/': 'public',
  'GET /api/web/sar_image/:id/image.png': 'public',
  'GET /api/web/sar_image/:id/thumbnail.jpg': 'public',
  'GET /api/web/sar_image/:id/detail.png': 'public',
  'GET /api/web/sar_images_search_country/': 'public',
  'GET /api/web/partners/': 'public',
  // Application services (issue 18)
  'GET /api/effect/data/': 'public',
  'PUT /api/effect/data/': ['staff'],
  'GET /api/effect/data/:id/': 'public',
  'PUT /api/effect/data/:id/': ['staff'],
  'POST /api/discern/api/v1/geoserver/getwfs/': 'user',
  'POST /api/discern/api/v1/geoserver/get_zip/': 'user',
  'GET /api/shp_pdf/:id/': 'public',
  'GET /api/web/product_spec/': 'public',
  'GET /api/stac': 'public',
  'GET /api/stac/conformance': 'public',
  'GET /api/stac/queryables': 'public',
  'GET /api/stac/collections': 'public',
  'GET /api/stac/collections/:collectionId': 'public',
  'GET /api/stac/collections/:collectionId/items': 'user',
  // STAC Transactions (issue 35): staff add, replace and delete scenes
  'POST /api/stac/collections/:collectionId/items': ['staff'],
  'PUT /api/stac/collections/:collectionId/items/:itemId': ['staff'],
  'DELETE /api/stac/collections/:collectionId/items/:itemId': ['staff'],
  'GET /api/stac/collections/:collectionId/items/:itemId': 'user',
  'GET /api/stac/search': 'user',
  'POST /api/stac/search': 'user',
};

/**
 * What an API key may call (issue 35), and with which scope: every other route answers a key 403 (or, when public,
 * as it answers anyone), whatever its scopes. The route's row in TABLE still applies to the key's owner.
 */
const KEY_TABLE: Record<string, string> = {
  'POST /api/catalog/search/': 'catalog:read',
  'GET /api/catalog/scenes/:id/': 'catalog:read',
  'GET /api/catalog/scenes/:id/quicklook/': 'catalog:read',
  'GET /api/catalog/scenes/:id/tilejson.json': 'catalog:read',
  'GET /api/catalog/scenes/:id/tiles/:z/:x/:y': 'catalog:read',
  'GET /api/catalog/scenes/:id/stack/': 'catalog:read',
  'POST /api/catalog/timeseries/': 'catalog:read',
  'GET /api/catalog/scenes/:id/change/:other': 'catalog:read',
  'GET /api/catalog/scenes/:id/change/:other/tiles/:z/:x/:y': 'catalog:read',
  'POST /api/catalog/scenes/:id/download/': 'catalog:read',
  'POST /api/catalog/export/': 'catalog:read',
  'POST /api/catalog/area_file/': 'catalog:read',
  'GET /api/catalog/subscriptions/': 'catalog:read',
  'POST /api/catalog/subscriptions/': 'subscriptions:write',
  'GET /api/catalog/subscriptions/:id/': 'catalog:read',
  'PUT /api/catalog/subscriptions/:id/': 'subscriptions:write',
  'DELETE /api/catalog/subscriptions/:id/': 'subscriptions:write',
  'GET /api/jobs/:id/': 'catalog:read',
  'GET /api/jobs/:id/file/': 'catalog:read',
  'GET /api/geodata/regions/': 'catalog:read',
  'GET /api/geodata/regions/:code/': 'catalog:read',
  'GET /api/geodata/places/': 'catalog:read',
  'GET /api/geodata/places/:id/': 'catalog:read',
  'GET /api/commodity/satellites/': 'catalog:read',
  'GET /api/stac/collections/:collectionId/items': 'catalog:read',
  'POST /api/stac/collections/:collectionId/items': 'ingest',
  'PUT /api/stac/collections/:collectionId/items/:itemId': 'ingest',
  'DELETE /api/stac/collections/:collectionId/items/:itemId': 'ingest',
  'GET /api/stac/collections/:collectionId/items/:itemId': 'catalog:read',
  'GET /api/stac/search': 'catalog:read',
  'POST /api/stac/search': 'catalog:read',
  'GET /api/commodity/order_cost/': 'orders:write',
  'POST /api/commodity/conflict_check/': 'orders:write',
  'POST /api/commodity/orders/': 'orders:write',
  'GET /api/commodity/orders/': 'orders:write',
  'GET /api/commodity/orders/:id/': 'orders:write',
  'POST /api/commodity/orders/cancel/': 'orders:write',
  'POST /api/commodity/orders/download/': 'orders:write',
  'GET /api/commodity/prices/': 'tasking:write',
  'POST /api/commodity/missions/new_order/': 'tasking:write',
  'GET /api/commodity/missions/': 'tasking:write',
  'GET /api/commodity/missions/:id/': 'tasking:write',
  'PUT /api/commodity/missions/:id/': 'tasking:write',
  'POST /api/commodity/missions/destroy_many/': 'tasking:write',
  'POST /api/commodity/missions/map_file_import/': 'tasking:write',
  'POST /api/commodity/missions/quote/': 'tasking:write',
  'POST /api/commodity/missions/:id/cancel/': 'tasking:write',
  'GET /api/commodity/tasking_prices/': 'tasking:write',
  'GET /api/commodity/series/': 'tasking:write',
  'GET /api/commodity/series/:id/': 'tasking:write',
  'POST /api/commodity/series/:id/cancel/': 'tasking:write',
  'GET /api/org/': 'org:read',
  'GET /api/org/members/': 'org:read',
  'GET /api/org/budgets/': 'org:read',
  'GET /api/org/approvals/': 'org:read',
  'GET /api/org/bill/': 'org:read',
};

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
