/**
 * BENCH soak: a long mixed load on PostgreSQL (DATABASE_URL) — archive search, STAC search, user info, cart list
 * and cart changes — at 32 connections from a separate client process, for SOAK_SECONDS (600 by default). Prints
 * requests per second, p95, errors (any non-2xx or transport error) and the API's resident memory at the start and
 * the end (goal: no errors, RSS growth under 10 %). Database `portal_soak` (20,000 scenes), made once and reused.
 * Run alone: `npm run bench -- soak` (SOAK_SECONDS=120 for a short run; NODE_OPTIONS=--expose-gc makes the RSS
 * figures follow a full collection).
 */
import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { seedCatalog } from '../src/catalog/insert';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { seedDemo } from '../src/seed/demo';
import { runLoad } from './load';
import { queryMix } from './search';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 32);
const MB = 1024 * 1024;

async function soakDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'portal_soak'");
  if (!exists.rows.length) await admin.query('CREATE DATABASE portal_soak');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/portal_soak';
  const db = openPg(u.toString(), Number(process.env.PG_POOL_MAX ?? 8));
  await migrate(db);
  return db;
}

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('BENCH soak skipped 1 (set DATABASE_URL to a PostgreSQL server with PostGIS)');
    return;
  }
  const db = await soakDatabase(url);
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' }),
    storageDir: mkdtempSync(path.join(os.tmpdir(), 'bench-files-')),
  };
  await seedDemo(db, config);
  await seedCatalog(db, 20_000);
  const app = await buildApp(config, { db, startOutbox: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'customer'");
    const token = await createSession(db, rows[0].id, {
      ...config,
      session: { idleSeconds: 86_400, absoluteSeconds: 86_400 },
    });
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
