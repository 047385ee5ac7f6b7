/**
 * BENCH search: archive search through HTTP (POST /api/catalog/search/, 100 per page, newest first).
 * - PostgreSQL + PostGIS (DATABASE_URL): a dedicated database `portal_bench` with 1,000,000 generated scenes
 *   (created once and reused), single-client p50/p95 over the query mix of issue 5 and autocannon throughput at
 *   64 connections (autocannon reports p97.5, not p95), errors, and the database size.
 * - PGlite with the embedded 20,000 scenes: single-client p50/p95.
 * Query mix: 70% AOI ≤ 1°×1° and ≤ 3 months; 20% ≤ 10°×10° and ≤ 1 year; 10% continental (40°×30°) or no time
 * range; one or two equality filters each. Run alone: `npx tsx api/bench/search.ts`.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { prng } from '../src/catalog/generate';
import { loadCatalog } from '../src/catalog/insert';
import { LAND, surfaceAt } from '../src/catalog/landmask';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';

const PG_SCENES = Number(process.env.BENCH_SCENES ?? 1_000_000);
const LITE_SCENES = 20_000;
const SEED = 20260101;
const END = new Date(Date.UTC(2026, 0, 1));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 300);

/** The query mix of issue 5 (deterministic). */
export function queryMix(n: number, seed = 7): Record<string, unknown>[] {
  const rnd = prng(seed);
  const DAY = 86_400_000;
  const span = 3 * 365 * DAY;
  const land = () => {
    for (;;) {
      const lon = -170 + rnd() * 340;
      const lat = -55 + rnd() * 125;
      if (surfaceAt(lon, lat) === LAND) return [lon, lat];
    }
  };
  const filters = (): Record<string, unknown>[] => [
    { satellites: [['TY-38', 'TY-39', 'TY-40', 'TY-41'][Math.floor(rnd() * 4)]] },
    { img_modes: [[1, 3, 4, 5, 6][Math.floor(rnd() * 5)]] },
    { orbit_direction: rnd() < 0.5 ? 'ascending' : 'descending' },
    { look_side: rnd() < 0.7 ? 'right' : 'left' },
    { product_types: [['SLC', 'ORG', 'SLC+ORG'][Math.floor(rnd() * 3)]] },
  ];
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const x = rnd();
    const [lon, lat] = land();
    let size: number, days: number | null;
    if (x < 0.7) [size, days] = [0.2 + rnd() * 0.8, 7 + rnd() * 83];
    else if (x < 0.9) [size, days] = [2 + rnd() * 8, 90 + rnd() * 275];
    else [size, days] = [30, rnd() < 0.5 ? null : 365];
    const w = x >= 0.9 ? 40 : size;
    const h = x >= 0.9 ? 30 : size;
    const west = Math.max(-180, lon - w / 2);
    const south = Math.max(-85, lat - h / 2);
    const body: Record<string, unknown> = { areas: [{ type: 'bbox', bbox: [west, south, Math.min(180, west + w), Math.min(85, south + h)] }], size: 100, sort: 'newest' };
    if (days !== null) {
      const end = END.getTime() - rnd() * (span - days * DAY);
      body.start = new Date(end - days * DAY).toISOString();
      body.end = new Date(end).toISOString();
    }
    const f = filters();
    Object.assign(body, f.splice(Math.floor(rnd() * f.length), 1)[0]);
    if (rnd() < 0.5) Object.assign(body, f[Math.floor(rnd() * f.length)]);
    out.push(body);
  }
  return out;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measure(label: string, db: Db, throughput: boolean) {
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' }), storageDir: mkdtempSync(path.join(os.tmpdir(), 'bench-files-')) };
  const app: FastifyInstance = await buildApp(config, { db, startOutbox: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'customer'");
    const token = await createSession(db, rows[0].id, config);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, satellite: 'WGS84' };
    const mix = queryMix(SINGLE + 50);
    for (const b of mix.slice(0, 50)) await fetch(`${base}/api/catalog/search/`, { method: 'POST', headers, body: JSON.stringify(b) }).then((r) => r.arrayBuffer()); // warm-up
    const times: number[] = [];
    let failures = 0;
    for (const b of mix.slice(50)) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/catalog/search/`, { method: 'POST', headers, body: JSON.stringify(b) });
      const body = (await res.json()) as { code: number };
      times.push(performance.now() - t0);
      if (res.status !== 200 || body.code !== 0) failures++;
    }
    console.log(`BENCH search ${label}_single_p50 ${pct(times, 50).toFixed(1)} ms`);
    console.log(`BENCH search ${label}_single_p95 ${pct(times, 95).toFixed(1)} ms`);
    console.log(`BENCH search ${label}_single_errors ${failures} count`);
    if (!throughput) return;
    const bodies = queryMix(2000, 11).map((b) => JSON.stringify(b));
    let k = 0;
    const result = await autocannon({
      url: base,
      connections: 64,
      duration: DURATION_S,
      requests: [{ method: 'POST', path: '/api/catalog/search/', headers, setupRequest: (req) => ({ ...req, body: bodies[k++ % bodies.length] }) }],
    });
    console.log(`BENCH search ${label}_c64_rps ${result.requests.average.toFixed(0)} req/s`);
    console.log(`BENCH search ${label}_c64_p50 ${result.latency.p50} ms`);
    console.log(`BENCH search ${label}_c64_p97_5 ${result.latency.p97_5} ms`);
    console.log(`BENCH search ${label}_c64_errors ${result.errors + result.non2xx + result.timeouts} count`);
  } finally {
    await app.close();
  }
}

/** The 1M-scene PostgreSQL database, generated once (portal_bench) and reused. */
async function benchDatabase(url: string): Promise<Db> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'portal_bench'");
  if (!exists.rows.length) await admin.query('CREATE DATABASE portal_bench');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/portal_bench';
  const db = openPg(u.toString(), 16);
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM scenes');
  if (rows[0].n < PG_SCENES) {
    const t0 = Date.now();
    await db.query('TRUNCATE scenes CASCADE');
    // Bulk load without the secondary indexes, then build them once.
    await db.exec('DROP INDEX IF EXISTS scenes_footprint_gist; DROP INDEX IF EXISTS scenes_time_idx; DROP INDEX IF EXISTS scenes_nonpublic_idx');
    await loadCatalog(db, { count: PG_SCENES, seed: SEED, end: END }, 5000, (n) => {
      if (n % 100_000 === 0) console.error(`  generated ${n} scenes (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    });
    await db.exec(`CREATE INDEX scenes_footprint_gist ON scenes USING gist (footprint);
      CREATE INDEX scenes_time_idx ON scenes (acquired_at DESC, id DESC);
      CREATE INDEX scenes_nonpublic_idx ON scenes (classification, acquired_at DESC) WHERE classification <> 'public';
      ANALYZE scenes`);
    console.log(`BENCH search pg_load_1m ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  return db;
}

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await benchDatabase(url);
    try {
      const size = await db.query<{ b: string }>("SELECT pg_database_size('portal_bench')::text AS b");
      console.log(`BENCH search pg_db_size_1m ${(Number(size.rows[0].b) / 1024 / 1024).toFixed(0)} MB`);
      await measure('pg_1m', db, true);
    } finally {
      await db.close();
    }
  } else {
    console.log('BENCH search pg_skipped 1 (set DATABASE_URL for the 1M-scene PostgreSQL figures)');
  }
  const lite = await openPglite('memory://');
  await migrate(lite);
  try {
    await loadCatalog(lite, { count: LITE_SCENES, seed: SEED, end: END });
    await lite.exec('ANALYZE scenes');
    await measure('pglite_20k', lite, false);
  } finally {
    await lite.close();
  }
}

if (require.main === module) run().catch((e) => {
  console.error(e);
  process.exit(1);
});
