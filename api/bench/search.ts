/**
 * BENCH search: archive search through HTTP (POST /api/catalog/search/, 100 per page, newest first).
 * - PostgreSQL + PostGIS (DATABASE_URL): a dedicated database `portal_bench` with 1,000,000 generated scenes
 *   (created once and reused), single-client p50/p95 over the query mix of issue 5 and autocannon throughput at
 *   64 connections from a separate client process (p95 over every response time, and autocannon's p97.5), errors,
 *   the CPU time per request of the API, PostgreSQL and the client, and the database size.
 * - PGlite with the embedded 20,000 scenes: single-client p50/p95.
 * Query mix: 70% AOI ≤ 1°×1° and ≤ 3 months; 20% ≤ 10°×10° and ≤ 1 year; 10% continental (40°×30°) or no time
 * range; one or two equality filters each. Run alone: `npx tsx api/bench/search.ts`.
 */
import { IMAGING_MODE_ORDER, SATELLITE_IDS } from '@portal/shared/domain';
import { createSession } from '../src/auth/sessions';
import { prng } from '../src/catalog/generate';
import { loadCatalog, clusterCatalog, vacuumCatalog } from '../src/catalog/insert';
import { LAND, surfaceAt } from '../src/catalog/landmask';
import type { Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { runLoad } from './load';
import { benchConfig, benchDatabase, listening } from './serve';

const PG_SCENES = Number(process.env.BENCH_SCENES ?? 1_000_000);
const LITE_SCENES = 20_000;
const SEED = 20260101;
const END = new Date(Date.UTC(2026, 0, 1));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
/** Seconds at 64 connections before the measured 15 (the figures are of the steady state). */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 300);
/** Connections to PostgreSQL: a few per core serve 64 clients best (more only queue inside the server). */
const POOL = Number(process.env.PG_POOL_MAX ?? 8);

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
    { satellites: [SATELLITE_IDS[Math.floor(rnd() * SATELLITE_IDS.length)]] },
    { img_modes: [IMAGING_MODE_ORDER[Math.floor(rnd() * IMAGING_MODE_ORDER.length)]] },
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
    const body: Record<string, unknown> = {
      areas: [{ type: 'bbox', bbox: [west, south, Math.min(180, west + w), Math.min(85, south + h)] }],
      size: 100,
      sort: 'newest',
    };
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

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measure(label: string, db: Db, throughput: boolean) {
  const config = benchConfig();
  const { app, base } = await listening(config, db);
  try {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'customer'");
    const token = await createSession(db, rows[0].id, config);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      satellite: 'WGS84',
    };
    const mix = queryMix(SINGLE + 50);
    for (const b of mix.slice(0, 50))
      await fetch(`${base}/api/catalog/search/`, { method: 'POST', headers, body: JSON.stringify(b) }).then(
        (r) => r.arrayBuffer(),
      ); // warm-up
    const times: number[] = [];
    let failures = 0;
    for (const b of mix.slice(50)) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/catalog/search/`, {
        method: 'POST',
        headers,
        body: JSON.stringify(b),
      });
      const body = (await res.json()) as { code: number };
      times.push(performance.now() - t0);
      if (res.status !== 200 || body.code !== 0) failures++;
    }
    console.log(`BENCH search ${label}_single_p50 ${pct(times, 50).toFixed(1)} ms`);
    console.log(`BENCH search ${label}_single_p95 ${pct(times, 95).toFixed(1)} ms`);
    console.log(`BENCH search ${label}_single_errors ${failures} count`);
    if (!throughput) return;
    // Distinct queries only (more than the run can send), from a separate client process.
    const load = await runLoad({
      url: base,
      path: '/api/catalog/search/',
      method: 'POST',
      headers,
      connections: 64,
      duration: DURATION_S,
      warmup: WARMUP_S,
      bodies: queryMix(20_000, 11).map((b) => JSON.stringify(b)),
    });
    console.log(`BENCH search ${label}_c64_rps ${load.rps.toFixed(0)} req/s`);
    console.log(`BENCH search ${label}_c64_p50 ${load.p50} ms`);
    console.log(`BENCH search ${label}_c64_p95 ${load.p95.toFixed(0)} ms`);
    console.log(`BENCH search ${label}_c64_p97_5 ${load.p97_5} ms`);
    console.log(`BENCH search ${label}_c64_errors ${load.errors} count`);
    console.log(`BENCH search ${label}_c64_api_cpu ${load.apiCpuMs.toFixed(2)} ms/req`);
    if (load.pgCpuMs !== null)
      console.log(`BENCH search ${label}_c64_postgres_cpu ${load.pgCpuMs.toFixed(2)} ms/req`);
    console.log(`BENCH search ${label}_c64_client_cpu ${load.clientCpuMs.toFixed(2)} ms/req`);
  } finally {
    await app.close();
  }
}

/** The 1M-scene PostgreSQL database, generated once (portal_bench) and reused. */
async function searchDatabase(url: string): Promise<Db> {
  const db = await benchDatabase(url, 'portal_bench', { fresh: false, pool: POOL });
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM scenes');
  if (rows[0].n < PG_SCENES) {
    const t0 = Date.now();
    await db.query('TRUNCATE scenes CASCADE');
    // Bulk load without the secondary indexes, then build them once (the definitions of the migrations).
    const { rows: defs } = await db.query<{ name: string; def: string }>(
      "SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = 'scenes' AND indexname <> 'scenes_pkey'",
    );
    const { rows: clustered } = await db.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'scenes'::regclass AND i.indisclustered",
    );
    for (const d of defs) await db.exec(`DROP INDEX ${d.name}`);
    await loadCatalog(db, { count: PG_SCENES, seed: SEED, end: END }, 5000, (n) => {
      if (n % 100_000 === 0)
        console.error(`  generated ${n} scenes (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    });
    for (const d of defs) await db.exec(d.def);
    for (const c of clustered) await db.exec(`ALTER TABLE scenes CLUSTER ON ${c.name}`);
    await clusterCatalog(db);
    await vacuumCatalog(db);
    console.log(`BENCH search pg_load_1m ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  return db;
}

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await searchDatabase(url);
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
    await clusterCatalog(lite);
    await vacuumCatalog(lite);
    await measure('pglite_20k', lite, false);
  } finally {
    await lite.close();
  }
}

if (require.main === module)
  run().catch((e) => {
    console.error(e);
    process.exit(1);
  });
