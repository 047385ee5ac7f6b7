/**
 * What every bench starts with: the API's configuration, its database on the PostgreSQL server of DATABASE_URL,
 * the API listening on a free port, and a session that lasts the run.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';

/** The configuration of the environment (with `env` over it), quiet, its files in a fresh temporary folder. */
export const benchConfig = (env: Record<string, string> = {}): Config => ({
  ...loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env }),
  storageDir: mkdtempSync(path.join(os.tmpdir(), 'bench-files-')),
});

/** The API on `db`, listening on a free port of 127.0.0.1, and its base URL. */
export async function listening(config: Config, db: Db): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp(config, { db, startOutbox: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** DATABASE_URL; without it, prints the bench's `BENCH <name> <metric> 1` line that says it was skipped. */
export function postgresUrl(name: string, metric = 'skipped'): string | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) console.log(`BENCH ${name} ${metric} 1 (set DATABASE_URL to a PostgreSQL server with PostGIS)`);
  return url;
}

/**
 * The migrated database `name` on the server of `url`: made anew (`fresh`), or made when missing and reused;
 * `pool` connections (PG_POOL_MAX, 8 by default).
 */
export async function benchDatabase(
  url: string,
  name: string,
  opts: { fresh: boolean; pool?: number },
): Promise<ReturnType<typeof openPg>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (opts.fresh) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } else {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rows.length) await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = openPg(u.toString(), opts.pool ?? Number(process.env.PG_POOL_MAX ?? 8));
  await migrate(db);
  return db;
}

/** A session of the user that outlasts the run (a day idle or in all). */
export const runSession = (db: Db, userId: number, config: Config) =>
  createSession(db, userId, { ...config, session: { idleSeconds: 86_400, absoluteSeconds: 86_400 } });
