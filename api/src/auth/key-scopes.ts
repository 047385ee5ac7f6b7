/**
 * Which routes an API key may call, and with which scope (issue 35). A key reaches only the routes listed here: the
 * programmatic part of the portal (search, STAC, orders, tasking). Everything else (the account, its password, the
 * keys themselves, staff pages, alerts) needs a person signed in to the portal, so a key gets 403 there. The role
 * rules of each route (config.access) still apply on top: a customer's key never reaches a staff route.
 */
import type { ApiKeyScope } from '@portal/shared/domain/api-keys';

const CATALOG: readonly ApiKeyScope[] = ['catalog:read'];
const ORDERS: readonly ApiKeyScope[] = ['orders:write'];
const TASKING: readonly ApiKeyScope[] = ['tasking:write'];
const SUBSCRIPTIONS: readonly ApiKeyScope[] = ['subscriptions:write'];
const INGEST: readonly ApiKeyScope[] = ['ingest'];

/** `METHOD /api/path` (as the route registers) → the scopes, any one of which lets a key call it. */
export const KEY_ROUTE_SCOPES: Readonly<Record<string, readonly ApiKeyScope[]>> = {
  // The archive catalog: search, scenes, quicklooks, product links, exports and their jobs, area files
  'POST /api/catalog/search/': CATALOG,
  'GET /api/catalog/scenes/:id/': CATALOG,
  'GET /api/catalog/scenes/:id/quicklook/': CATALOG,
  'POST /api/catalog/scenes/:id/download/': CATALOG,
  'POST /api/catalog/export/': CATALOG,
  'POST /api/catalog/area_file/': CATALOG,
  // Saved searches that alert, the key's owner's own: read with either scope, written only with the write scope
  'GET /api/catalog/subscriptions/': [...CATALOG, ...SUBSCRIPTIONS],
  'POST /api/catalog/subscriptions/': SUBSCRIPTIONS,
  'GET /api/catalog/subscriptions/:id/': [...CATALOG, ...SUBSCRIPTIONS],
  'PUT /api/catalog/subscriptions/:id/': SUBSCRIPTIONS,
  'DELETE /api/catalog/subscriptions/:id/': SUBSCRIPTIONS,
  'GET /api/jobs/:id/': CATALOG,
  'GET /api/jobs/:id/file/': CATALOG,
  'GET /api/geodata/regions/': CATALOG,
  'GET /api/geodata/regions/:code/': CATALOG,
  'GET /api/geodata/places/': CATALOG,
  'GET /api/geodata/places/:id/': CATALOG,
  'GET /api/commodity/satellites/': [...CATALOG, ...TASKING],
  // STAC API
  'GET /api/stac': CATALOG,
  'GET /api/stac/conformance': CATALOG,
  'GET /api/stac/queryables': CATALOG,
  'GET /api/stac/collections': CATALOG,
  'GET /api/stac/collections/:collectionId': CATALOG,
  'GET /api/stac/collections/:collectionId/items': CATALOG,
  'GET /api/stac/collections/:collectionId/items/:itemId': CATALOG,
  'GET /api/stac/search': CATALOG,
  'POST /api/stac/search': CATALOG,
  // Archive orders: the price, the order, its state, its cancellation and its download links
  'GET /api/commodity/order_cost/': ORDERS,
  'POST /api/commodity/conflict_check/': ORDERS,
  'POST /api/commodity/orders/': ORDERS,
  'GET /api/commodity/orders/': ORDERS,
  'GET /api/commodity/orders/:id/': ORDERS,
  'POST /api/commodity/orders/cancel/': ORDERS,
  'POST /api/commodity/orders/download/': ORDERS,
  // Tasking orders: prices, new orders, their state, changes and cancellation, area files
  'GET /api/commodity/prices/': TASKING,
  'POST /api/commodity/missions/new_order/': TASKING,
  'GET /api/commodity/missions/': TASKING,
  'GET /api/commodity/missions/:id/': TASKING,
  'PUT /api/commodity/missions/:id/': TASKING,
  'POST /api/commodity/missions/destroy_many/': TASKING,
  'POST /api/commodity/missions/map_file_import/': TASKING,
  // STAC Transactions: the ground segment adds, replaces and deletes scenes with a staff key
  'POST /api/stac/collections/:collectionId/items': INGEST,
  'PUT /api/stac/collections/:collectionId/items/:itemId': INGEST,
  'DELETE /api/stac/collections/:collectionId/items/:itemId': INGEST,
};

/** The scopes that let a key call a route (HEAD as its GET); none: no key may call it. */
export function scopesForRoute(method: string, url: string): readonly ApiKeyScope[] {
  return KEY_ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${url}`] ?? [];
}
