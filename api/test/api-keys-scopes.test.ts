/**
 * Which routes an API key may call, and with which scopes (issue 35): each route declares them beside its access
 * (`config.keyScopes`), and the registered routes give this list. It is the table the routes' scopes moved from,
 * entry for entry; a route that declares none stays closed to keys (authz.test.ts calls every route with a key).
 * The first scope of a route is the one a refusal names.
 */
import { startTestApp, type TestApp } from './helpers';

const KEY_ROUTES: Record<string, string[]> = {
  'POST /api/catalog/search/': ['catalog:read'],
  'GET /api/catalog/scenes/:id/': ['catalog:read'],
  'GET /api/catalog/scenes/:id/quicklook/': ['catalog:read'],
  'GET /api/catalog/scenes/:id/tilejson.json': ['catalog:read'],
  'GET /api/catalog/scenes/:id/tiles/:z/:x/:y': ['catalog:read'],
  'GET /api/catalog/scenes/:id/stack/': ['catalog:read'],
  'POST /api/catalog/timeseries/': ['catalog:read'],
  'GET /api/catalog/scenes/:id/change/:other': ['catalog:read'],
  'GET /api/catalog/scenes/:id/change/:other/tiles/:z/:x/:y': ['catalog:read'],
  'POST /api/catalog/scenes/:id/download/': ['catalog:read'],
  'POST /api/catalog/export/': ['catalog:read'],
  'POST /api/catalog/area_file/': ['catalog:read'],
  'GET /api/catalog/subscriptions/': ['catalog:read', 'subscriptions:write'],
  'POST /api/catalog/subscriptions/': ['subscriptions:write'],
  'GET /api/catalog/subscriptions/:id/': ['catalog:read', 'subscriptions:write'],
  'PUT /api/catalog/subscriptions/:id/': ['subscriptions:write'],
  'DELETE /api/catalog/subscriptions/:id/': ['subscriptions:write'],
  'GET /api/jobs/:id/': ['catalog:read'],
  'GET /api/jobs/:id/file/': ['catalog:read'],
  'GET /api/geodata/regions/': ['catalog:read'],
  'GET /api/geodata/regions/:code/': ['catalog:read'],
  'GET /api/geodata/places/': ['catalog:read'],
  'GET /api/geodata/places/:id/': ['catalog:read'],
  'GET /api/commodity/satellites/': ['catalog:read', 'tasking:write'],
  'GET /api/stac': ['catalog:read'],
  'GET /api/stac/conformance': ['catalog:read'],
  'GET /api/stac/queryables': ['catalog:read'],
  'GET /api/stac/collections': ['catalog:read'],
  'GET /api/stac/collections/:collectionId': ['catalog:read'],
  'GET /api/stac/collections/:collectionId/items': ['catalog:read'],
  'GET /api/stac/collections/:collectionId/items/:itemId': ['catalog:read'],
  'GET /api/stac/search': ['catalog:read'],
  'POST /api/stac/search': ['catalog:read'],
  'GET /api/commodity/order_cost/': ['orders:write'],
  'POST /api/commodity/conflict_check/': ['orders:write'],
  'POST /api/commodity/orders/': ['orders:write'],
  'GET /api/commodity/orders/': ['orders:write'],
  'GET /api/commodity/orders/:id/': ['orders:write'],
  'POST /api/commodity/orders/cancel/': ['orders:write'],
  'POST /api/commodity/orders/download/': ['orders:write'],
  'GET /api/commodity/prices/': ['tasking:write'],
  'POST /api/commodity/missions/new_order/': ['tasking:write'],
  'GET /api/commodity/missions/': ['tasking:write'],
  'GET /api/commodity/missions/:id/': ['tasking:write'],
  'PUT /api/commodity/missions/:id/': ['tasking:write'],
  'POST /api/commodity/missions/destroy_many/': ['tasking:write'],
  'POST /api/commodity/missions/map_file_import/': ['tasking:write'],
  'POST /api/commodity/missions/quote/': ['tasking:write'],
  'POST /api/commodity/missions/:id/cancel/': ['tasking:write'],
  'GET /api/commodity/tasking_prices/': ['tasking:write'],
  'GET /api/commodity/series/': ['tasking:write'],
  'GET /api/commodity/series/:id/': ['tasking:write'],
  'POST /api/commodity/series/:id/cancel/': ['tasking:write'],
  'GET /api/org/': ['org:read'],
  'GET /api/org/members/': ['org:read'],
  'GET /api/org/budgets/': ['org:read'],
  'GET /api/org/approvals/': ['org:read'],
  'GET /api/org/bill/': ['org:read'],
  'POST /api/stac/collections/:collectionId/items': ['ingest'],
  'PUT /api/stac/collections/:collectionId/items/:itemId': ['ingest'],
  'DELETE /api/stac/collections/:collectionId/items/:itemId': ['ingest'],
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('lists, from the registered routes, the routes a key may call with their scopes', () => {
  const declared = Object.fromEntries(
    t.app.apiRoutes.filter((r) => r.keyScopes.length).map((r) => [`${r.method} ${r.url}`, [...r.keyScopes]]),
  );
  expect(declared).toEqual(KEY_ROUTES);
});

it('lets a key make the HEAD request of a GET route with the GET route’s scopes', async () => {
  const owner = await t.tokenOf('customer');
  const keyWith = async (scopes: string[]) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/api_keys/',
      token: owner.token,
      payload: { name: `head ${scopes.join(' ')}`, scopes },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { key: string }[] }).data[0].key;
  };
  const head = (key: string, url: string) => t.call({ method: 'HEAD', url, token: key, lang: 'en' });
  const catalog = await keyWith(['catalog:read']);
  const orders = await keyWith(['orders:write']);
  expect((await head(catalog, '/api/commodity/satellites/')).statusCode).toBe(200);
  expect((await head(orders, '/api/commodity/satellites/')).statusCode).toBe(403);
  expect((await head(catalog, '/api/user/userinfo/')).statusCode).toBe(403);
});
