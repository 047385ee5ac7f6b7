/**
 * Search the archive, order the newest scene over an area and download its product package — with an API key.
 *
 *   PORTAL_URL=https://portal.example.com PORTAL_API_KEY=sar_live_… npx tsx examples/search-order-download.ts
 *
 * The key needs the scopes `catalog:read` (search) and `orders:write` (price, order, download links); create one
 * in the portal under Order centre → API keys. Ordering charges the account's balance.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createPortalClient, dataOf, type PortalClient } from '../src';

/** The area to search: [west, south, east, north] in WGS84 degrees (here, around Beijing). */
const AREA: [number, number, number, number] = [115.5, 38.5, 117.5, 40.5];

export async function searchOrderDownload(
  portal: PortalClient,
  baseUrl: string,
  outFile: string,
  log: (line: string) => void = console.log,
) {
  // 1. Search the archive: the newest scenes whose footprint meets the area (the body is the portal's own search).
  const scenes = dataOf(
    await portal.POST('/api/catalog/search/', {
      body: { areas: [{ type: 'bbox', bbox: AREA }], sort: 'newest', size: 10, geometry: false },
    }),
  );
  if (scenes.length === 0) throw new Error('No scene covers the area');
  const scene = scenes[0];
  log(`Found ${scenes.length} scenes; ordering ${scene.id} (${scene.satellite}, ${scene.acquired_at})`);

  // 2. Price it. The order states the cost it was quoted, so it never pays a price that changed meanwhile (409).
  const [quote] = dataOf(
    await portal.GET('/api/commodity/order_cost/', { params: { query: { scene_ids: scene.id } } }),
  );
  if (quote.balance_after_fen < 0) throw new Error('The balance does not cover the order');
  log(`Cost: ${(quote.cost_fen / 100).toFixed(2)} CNY`);

  // 3. Place the order. The Idempotency-Key makes a retry after a network error return the same order, not a second.
  const [order] = dataOf(
    await portal.POST('/api/commodity/orders/', {
      params: { header: { 'idempotency-key': randomUUID() } },
      body: { scene_ids: [scene.id], quoted_cost_fen: quote.cost_fen },
    }),
  );
  log(`Order ${order.id}: ${order.status}`);

  // 4. Ask for the order's download links: signed, valid for an hour, resumable with HTTP Range.
  const [{ links }] = dataOf(
    await portal.POST('/api/commodity/orders/download/', { body: { id: order.id } }),
  );

  // 5. Download the product package (a zip). A signed link needs no key: any HTTP client or download manager works.
  const res = await fetch(new URL(links[0].url, baseUrl));
  if (!res.ok) throw new Error(`Download failed: HTTP ${res.status}`);
  await writeFile(outFile, Buffer.from(await res.arrayBuffer()));
  log(`Saved ${outFile}`);
  return { sceneId: scene.id, orderId: order.id, file: outFile };
}

// Run as a script: the portal's address and the key from the environment.
if (require.main === module) {
  const baseUrl = process.env.PORTAL_URL ?? 'http://localhost:8080';
  const apiKey = process.env.PORTAL_API_KEY;
  if (!apiKey) throw new Error('Set PORTAL_API_KEY to an API key with catalog:read and orders:write');
  const portal = createPortalClient({ baseUrl, apiKey });
  searchOrderDownload(portal, baseUrl, 'product.zip').catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
