/**
 * Test harness: every test file gets its own database.
 * - PGlite (default): an in-memory instance (hosted in a worker thread: jest's VM lacks the dynamic import()
 *   PGlite uses) loaded from a migrated template, built once and cached in the
 *   OS temp folder (keyed by the migrations and the PGlite version), so a file does not pay for PostGIS setup.
 * - PostgreSQL (DATABASE_URL set): a uniquely named database created from DATABASE_URL and dropped afterwards.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdtempSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db';
import { listMigrations, migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { DEFAULT_PASSWORD } from '../src/seed/demo';
import { loadGeodata } from '../src/geodata/load';
import { geodataVersion } from '../src/geodata/sources';
import { loadFixture } from './catalog-fixtures';
import { openPgliteWorker } from './support/pglite-worker-db';

// A guard against a hung test, not a measure: a file's first test may wait for the database template, which one
// worker builds while the others wait (about a minute on two busy cores).
jest.setTimeout(300_000);

export { DEFAULT_PASSWORD };
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** What a template database holds: the migrations and the geodata (and, for PGlite, its version). */
function templateKey(engine: string): string {
  return createHash('sha256')
    .update(engine)
    .update(JSON.stringify(listMigrations()))
    .update(geodataVersion())
    .digest('hex')
    .slice(0, 16);
}

/** Whether the process that made a lock folder still runs (a lock just made, whose pid is not written yet, does). */
function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Made a moment ago (its pid comes next), or left by a builder that died in that moment.
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The file of the PGlite template (a data directory's tarball), built first if need be. */
async function pgliteTemplate(): Promise<string> {
  // The resolved path names the installed version (pnpm store layout), so an upgrade rebuilds the template.
  // The worker's start options and dump are part of what the template is.
  const key = templateKey(
    require.resolve('@electric-sql/pglite') +
      require.resolve('@electric-sql/pglite-postgis') +
      readFileSync(path.join(__dirname, 'support/pglite-worker.js'), 'utf8'),
  );
  const file = path.join(os.tmpdir(), `portal-pglite-template-${key}.tar`);
  // One builder at a time (loading geodata takes a while): the others wait for its file. The lock names its
  // builder's process, so a builder that died (a killed test run) is replaced at once rather than waited for.
  const lock = `${file}.lock`;
  let holding = false;
  while (!holding && !existsSync(file)) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      holding = true;
    } catch {
      if (!lockHolderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (holding && existsSync(file)) rmSync(lock, { recursive: true, force: true });
  else if (holding) {
    try {
      const db = await openPgliteWorker();
      await migrate(db);
      await loadGeodata(db); // geodata once into the template (src/geodata)
      const dump = await db.dump();
      await db.close();
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, dump);
      renameSync(tmp, file); // atomic: parallel workers never read a half-written template
    } finally {
      rmSync(lock, { recursive: true, force: true }); // also after a failure: the next waiter builds it
    }
  }
  return file;
}

const databaseUrl = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A migrated PostgreSQL database with the geodata, built once per content (one builder at a time, under an
 * advisory lock) and copied by CREATE DATABASE … TEMPLATE for each test file. Older templates are dropped.
 */
async function pgTemplate(admin: pg.Client, url: string): Promise<string> {
  const name = `portal_test_tpl_${templateKey('postgres')}`;
  const exists = async () =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock(724011)');
  try {
    if (await exists()) return name;
    const old = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_test\\_tpl\\_%'",
    );
    for (const r of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = openPg(databaseUrl(url, building), 2);
    try {
      await migrate(db);
      await loadGeodata(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(724011)');
  }
}

/** An isolated, migrated database and a function that disposes of it. */
export async function isolatedDb(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPgliteWorker(await pgliteTemplate());
    await migrate(db); // no-op when the template is current
    return { db, dispose: () => db.close() };
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await pgTemplate(admin, url)}`);
  } finally {
    await admin.end();
  }
  const db = openPg(databaseUrl(url, name), 5);
  await migrate(db); // no-op when the template is current
  return {
    db,
    async dispose() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  return {
    ...base,
    // Cheap argon2 in tests only; production cost is in config.ts.
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    storageDir: mkdtempSync(path.join(os.tmpdir(), 'portal-files-')),
    webRoot: path.join(os.tmpdir(), 'portal-no-web-root'),
    publicUrl: 'http://portal.test',
    // Products of 512 pixels a side (a second each) unless a test asks for more: the product files' own tests do.
    productMaxPixels: 512,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A fresh session token of an account (no argon2 on the way). */
  tokenOf(username: string): Promise<{ token: string; userId: number }>;
  call(
    opts: InjectOptions & { token?: string; userId?: number | string; lang?: 'en' | 'zh' },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, dispose } = await isolatedDb();
  const config = testConfig(overrides);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { db, startOutbox: false, logger: false });
    await app.ready();
  } catch (err) {
    await dispose(); // a failed start leaves no database (or worker) behind to hold the test run open
    throw err;
  }
  return {
    app,
    db,
    config,
    async tokenOf(username) {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE lower(username) = lower($1) AND deleted_at IS NULL',
        [username],
      );
      if (!rows[0]) throw new Error(`no user ${username}`);
      return { token: await createSession(db, rows[0].id, config), userId: rows[0].id };
    },
    call({ token, userId, lang, headers, ...opts }) {
      const h: Record<string, string> = { ...(headers as Record<string, string>) };
      if (token) h.authorization = `Bearer ${token}`;
      if (userId !== undefined) h['user-id'] = String(userId);
      if (lang) h['accept-language'] = lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
      return app.inject({ ...opts, headers: h });
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** A signed-in account: its session token and id. */
export type Session = { token: string; userId: number };

/**
 * The app of one test file, as its tests use it: started in a beforeAll (the hand-made catalog of
 * catalog-fixtures.ts loaded when `catalog` is set) and closed in an afterAll, both declared where this is called;
 * `session(name)` is an account's session, signed in after the start. Its parts are read inside tests and hooks
 * declared after the call, once the app has started.
 */
export function appOfFile(
  opts: { catalog?: boolean; config?: Partial<Config> } = {},
): TestApp & { session(username: string): Session } {
  let t: TestApp | undefined;
  const names = new Set<string>();
  const sessions = new Map<string, Session>();
  const started = () => {
    if (!t) throw new Error('the test app is read before its beforeAll has run');
    return t;
  };
  beforeAll(async () => {
    t = await startTestApp(opts.config);
    if (opts.catalog) await loadFixture(t.db);
    for (const name of names) sessions.set(name, await t.tokenOf(name));
  });
  afterAll(() => t?.close());
  const signedIn = (username: string) => {
    const s = sessions.get(username);
    if (!s) throw new Error(`${username} is read before the test app has signed in`);
    return s;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    tokenOf: (username) => started().tokenOf(username),
    call: (o) => started().call(o),
    close: () => started().close(),
    session(username) {
      if (t) throw new Error(`session(${username}) is asked for after the start: use tokenOf`);
      names.add(username);
      return {
        get token() {
          return signedIn(username).token;
        },
        get userId() {
          return signedIn(username).userId;
        },
      };
    },
  };
}

/**
 * POSTs a multipart form to `url`: `fields` and `file` as `multipart` takes them, the rest as TestApp.call does, the
 * form's content type ahead of `headers`.
 */
export function postForm(
  t: Pick<TestApp, 'call'>,
  url: string,
  {
    fields = {},
    file,
    headers,
    ...opts
  }: {
    fields?: Record<string, string>;
    file?: Parameters<typeof multipart>[1];
    token?: string;
    lang?: 'en' | 'zh';
    headers?: Record<string, string | undefined>;
  },
) {
  const body = multipart(fields, file);
  return t.call({
    method: 'POST',
    url,
    ...opts,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...headers },
  });
}

/** A multipart body: text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; field?: string },
) {
  const boundary = '----portaltest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
