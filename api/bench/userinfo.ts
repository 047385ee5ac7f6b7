/**
 * BENCH userinfo: requests/s of GET /api/user/userinfo/ under autocannon (64 connections, 10 s, from a separate
 * client process) on PGlite and, when DATABASE_URL is set, on PostgreSQL; and login p50 latency at the production
 * argon2 cost.
 * Run alone: `npx tsx api/bench/userinfo.ts`. Prints `BENCH userinfo <metric> <value> <unit>` lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { openPglite } from '../src/db/pglite';
import { DEFAULT_PASSWORD } from '../src/seed/demo';
import { runLoad } from './load';
import { benchConfig, listening } from './serve';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function measure(label: string, db: Db): Promise<void> {
  const { app, base } = await listening(benchConfig(), db);
  try {
    const times: number[] = [];
    let token = '';
    let userId = 0;
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'customer', password: DEFAULT_PASSWORD }),
      });
      times.push(performance.now() - t0);
      const body = (await res.json()) as { data: { token: string; user_id: number }[] };
      token = body.data[0].token;
      userId = body.data[0].user_id;
    }
    times.sort((a, b) => a - b);
    console.log(`BENCH userinfo login_p50_${label} ${times[Math.floor(times.length / 2)].toFixed(1)} ms`);
    const load = await runLoad({
      url: base,
      path: '/api/user/userinfo/',
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, 'user-id': String(userId) },
      connections: 64,
      duration: DURATION_S,
    });
    if (load.errors) throw new Error(`userinfo bench: ${load.errors} errors or non-2xx responses`);
    console.log(`BENCH userinfo rps_${label} ${load.rps.toFixed(0)} req/s`);
    console.log(`BENCH userinfo latency_p50_${label} ${load.p50} ms`);
  } finally {
    await app.close();
  }
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const lite = await openPglite(dir);
  await migrate(lite);
  try {
    await measure('pglite', lite);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('# userinfo: DATABASE_URL not set, PostgreSQL figures skipped');
    return;
  }
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = openPg(u.toString(), 16);
  try {
    await migrate(db);
    await measure('postgres', db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (require.main === module) {
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
