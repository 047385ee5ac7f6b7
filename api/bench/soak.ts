/**
 * BENCH soak: a long mixed load on PostgreSQL (DATABASE_URL) — archive search, STAC search, user info, cart list
 * and cart changes — at 32 connections from a separate client process, for SOAK_SECONDS (600 by default). Prints
 * requests per second, p95, errors (any non-2xx or transport error) and the API's resident memory at the start and
 * the end (goal: no errors, RSS growth under 10 %). Database `portal_soak` (20,000 scenes), made once and reused.
 * Run alone: `npm run bench -- soak` (SOAK_SECONDS=120 for a short run; NODE_OPTIONS=--expose-gc makes the RSS
 * figures follow a full collection).
 */
import { seedCatalog } from '../src/catalog/insert';
import { seedDemo } from '../src/seed/demo';
import { runLoad } from './load';
import { queryMix } from './search';
import { benchConfig, benchDatabase, listening, postgresUrl, runSession } from './serve';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 32);
const MB = 1024 * 1024;

export async function run(): Promise<void> {
  const url = postgresUrl('soak');
  if (!url) return;
  const db = await benchDatabase(url, 'portal_soak', { fresh: false });
  const config = benchConfig();
  await seedDemo(db, config);
  await seedCatalog(db, 20_000);
  const { app, base } = await listening(config, db);
  try {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'customer'");
    const token = await runSession(db, rows[0].id, config);
    const scenes = await db.query<{ id: string }>(
      "SELECT id FROM scenes WHERE classification = 'public' ORDER BY acquired_at DESC LIMIT 20",
    );
    const searches = queryMix(8, 11).map((b) => JSON.stringify(b));
    const mix = [
      ...searches.map((body) => ({ method: 'POST' as const, path: '/api/catalog/search/', body })),
      { method: 'GET' as const, path: '/api/stac/search?bbox=100,20,120,40&limit=50' },
      {
        method: 'POST' as const,
        path: '/api/stac/search',
        body: JSON.stringify({ bbox: [-10, 35, 30, 60], limit: 20 }),
      },
      { method: 'GET' as const, path: '/api/user/userinfo/' },
      { method: 'GET' as const, path: '/api/commodity/manage_carts/?size=20' },
      {
        method: 'POST' as const,
        path: '/api/commodity/manage_carts/',
        body: JSON.stringify({ scene_ids: scenes.rows.slice(0, 5).map((r) => r.id) }),
      },
    ];
    global.gc?.();
    const rssStart = process.memoryUsage().rss;
    const load = await runLoad({
      url: base,
      path: '/api/health',
      method: 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, satellite: 'WGS84' },
      connections: CONNECTIONS,
      duration: SECONDS,
      warmup: 10,
      mix,
    });
    global.gc?.();
    const rssEnd = process.memoryUsage().rss;
    console.log(`BENCH soak duration ${SECONDS} s`);
    console.log(`BENCH soak connections ${CONNECTIONS} count`);
    console.log(`BENCH soak requests ${load.requests} count`);
    console.log(`BENCH soak rps ${load.rps.toFixed(0)} req/s`);
    console.log(`BENCH soak p95 ${load.p95} ms`);
    console.log(`BENCH soak errors ${load.errors} count`);
    console.log(`BENCH soak rss_start ${(rssStart / MB).toFixed(0)} MB`);
    console.log(`BENCH soak rss_end ${(rssEnd / MB).toFixed(0)} MB`);
    console.log(`BENCH soak rss_growth ${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} %`);
  } finally {
    await app.close();
    await db.close();
  }
}

if (require.main === module) run().catch((err) => (console.error(err), process.exit(1)));
