/**
 * BENCH tiles: what a scene's product raster and its map tiles cost (issue 54's goals, printed, never asserted):
 * - a product COG rendered on one thread at the default size cap (4096 px a side): a spotlight and a ScanSAR wide
 *   scene (wall and CPU seconds, and the file's size);
 * - on the API (PGlite, listening on 127.0.0.1, staff session): 256-px tiles of a stored product drawn cold from
 *   the COG (p50, p95, one at a time), warm (kept) tiles under autocannon at 32 connections (requests/s, p95), and
 *   the process's RSS before and after 10,000 warm tiles over 200 distinct ones.
 * Run alone: `npm run bench -- tiles`. Prints `BENCH tiles <metric> <value> <unit>` lines.
 */
import { imagingMode, SATELLITE_IDS } from '@portal/shared/domain/constellation';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { productVersion, storeProduct } from '../src/catalog/product';
import { productSceneOf, visibleScene } from '../src/catalog/scene-access';
import { sceneTileLevels } from '../src/catalog/scene-tiles';
import { insertScenes } from '../src/catalog/insert';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { renderProductCog, type SceneForProduct } from '../src/imagery/product-cog';
import { seedDemo } from '../src/seed/demo';
import { localStorage } from '../src/storage';
import { box, scene } from '../test/catalog-fixtures';
import { productScene } from '../test/product-scene';
import { runLoad } from './load';
import { benchConfig, listening, runSession } from './serve';

const MAX_PX = 4096;

/** A spotlight scene of 7 km over Ningbo's port, a ScanSAR wide one of 170 km over Hangzhou Bay. */
const SPOTLIGHT = productScene({ id: 'BENCH-SL', img_mode: 1, bbox: [121.82, 29.9, 121.9, 29.97] });
const WIDE = productScene({ id: 'BENCH-WS', img_mode: 5, bbox: [120.6, 29.4, 122.4, 30.95] });

function renderTimed(s: SceneForProduct) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const bytes = renderProductCog(s, MAX_PX);
  const c = process.cpuUsage(c0);
  return { wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6, mb: bytes.length / 1e6 };
}

const percentile = (ms: number[], p: number) =>
  [...ms].sort((a, b) => a - b)[Math.floor((ms.length - 1) * p)];

export async function run(): Promise<void> {
  for (const s of [SPOTLIGHT, WIDE]) {
    const name = imagingMode(s.img_mode).key;
    const r = renderTimed(s);
    console.log(`BENCH tiles product_${name}_wall ${r.wall.toFixed(1)} s`);
    console.log(`BENCH tiles product_${name}_cpu ${r.cpu.toFixed(1)} s`);
    console.log(`BENCH tiles product_${name}_size ${r.mb.toFixed(1)} MB`);
  }

  const db = await openPglite(mkdtempSync(path.join(os.tmpdir(), 'bench-tiles-')));
  await migrate(db);
  const config = { ...benchConfig(), productMaxPixels: MAX_PX };
  await seedDemo(db, config);
  const bay = scene({
    id: 'BENCH-TILES',
    satellite: SATELLITE_IDS[0],
    at: '2025-06-01T02:00:00Z',
    footprint: [box(121, 29.8, 122, 30.8)],
    img_mode: 3,
  });
  await insertScenes(db, [bay]);
  const { app, base } = await listening(config, db);
  try {
    const admin = (await db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'admin'`)).rows[0];
    const token = await runSession(db, admin.id, config);
    const headers = { authorization: `Bearer ${token}` };
    const s = productSceneOf((await visibleScene(db, 'BENCH-TILES', { userId: null, seesAll: true }))!);
    const t0 = performance.now();
    await storeProduct(localStorage(config.storageDir), s, MAX_PX);
    console.log(
      `BENCH tiles product_stored_api ${((performance.now() - t0) / 1000).toFixed(1)} s (${productVersion(s, MAX_PX)})`,
    );

    const { full } = sceneTileLevels(s, MAX_PX);
    const deg = 180 / 2 ** full;
    const [x0, y0] = [Math.floor((121.2 + 180) / deg), Math.floor((90 - 30.6) / deg)];
    const tiles = Array.from(
      { length: 200 },
      (_, i) =>
        `/api/catalog/scenes/BENCH-TILES/tiles/${full}/${x0 + (i % 20)}/${y0 + Math.floor(i / 20)}.png`,
    );

    const cold: number[] = [];
    for (const url of tiles.slice(0, 100)) {
      const t = performance.now();
      const res = await fetch(`${base}${url}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`tiles bench: ${url} answered ${res.status}`);
      cold.push(performance.now() - t);
    }
    console.log(`BENCH tiles cold_p50 ${percentile(cold, 0.5).toFixed(1)} ms`);
    console.log(`BENCH tiles cold_p95 ${percentile(cold, 0.95).toFixed(1)} ms`);

    const warm = await runLoad({
      url: base,
      path: tiles[0],
      method: 'GET',
      headers,
      connections: 32,
      duration: 10,
      warmup: 2,
    });
    console.log(`BENCH tiles warm_rps ${warm.rps.toFixed(0)} req/s`);
    console.log(`BENCH tiles warm_p95 ${warm.p95} ms`);

    for (const url of tiles) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
    const rssBefore = process.memoryUsage().rss;
    for (let i = 0; i < 10_000; i += 50)
      await Promise.all(
        tiles
          .slice(i % 200, (i % 200) + 50)
          .map(async (url) => (await fetch(`${base}${url}`, { headers })).arrayBuffer()),
      );
    const rssAfter = process.memoryUsage().rss;
    console.log(`BENCH tiles rss_before_10000 ${(rssBefore / 1e6).toFixed(0)} MB`);
    console.log(`BENCH tiles rss_after_10000 ${(rssAfter / 1e6).toFixed(0)} MB`);
  } finally {
    await app.close();
    await db.close();
  }
}

if (require.main === module) void run();
