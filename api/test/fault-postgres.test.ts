/**
 * Fault test (issue 13): PostgreSQL restarted under load. A throwaway PostgreSQL server of its own (initdb in a
 * temporary folder, a free port) so the shared test server is never touched. While the server is down the API
 * answers 503 (never a 500, never a crash); after it is back the API recovers by itself; every write it confirmed
 * (a balance change, one ledger row each) is in the database afterwards.
 * Needs PostgreSQL 15 with PostGIS (Debian: postgresql-15-postgis-3, installed by .ci/run); skipped without it.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { migrate } from '../src/db/migrate';
import { openPg } from '../src/db/pg';
import { testConfig } from './helpers';

jest.setTimeout(600_000);

const BIN = '/usr/lib/postgresql/15/bin';
// Once per test command: in the PGlite run (the PostgreSQL run of the API tests would only repeat it).
const available =
  existsSync(path.join(BIN, 'pg_ctl')) && existsSync('/usr/sbin/runuser') && !process.env.DATABASE_URL;
const maybe = available ? describe : describe.skip;
if (!available && !process.env.DATABASE_URL)
  console.warn('fault test skipped: PostgreSQL 15 binaries (postgresql-15) are not installed');

/** Runs a PostgreSQL binary as the postgres user when this process is root (initdb refuses root). */
function pgRun(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return execFileSync(
    asRoot ? '/usr/sbin/runuser' : path.join(BIN, bin),
    asRoot ? ['-u', 'postgres', '--', path.join(BIN, bin), ...args] : args,
    {
      stdio: 'pipe',
    },
  );
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

maybe('PostgreSQL restarted under load', () => {
  let dir: string;
  let port: number;
  let app: FastifyInstance;
  let base: string;
  const ctl = (action: 'start' | 'stop') =>
    pgRun('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      path.join(dir, 'log'),
      ...(action === 'start' ? ['-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`] : ['-m', 'fast']),
      action,
    ]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fault-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    pgRun('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    port = await freePort();
    ctl('start');
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const db = openPg(url, 8);
    await migrate(db);
    app = await buildApp(testConfig(), { db, startOutbox: false, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    try {
      ctl('stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while it is down, recovers by itself, and loses no confirmed write', async () => {
    const db = app.deps.db;
    const id = async (u: string) =>
      (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [u])).rows[0].id;
    const adminToken = await createSession(db, await id('admin'), app.deps.config);
    const customer = await id('customer');
    const before = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [customer])
    ).rows[0].n;

    // Load: 8 clients each changing the customer's balance by 1 fen, one request after another.
    const statuses = new Map<number, number>();
    let confirmed = 0;
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${base}/api/user/manage_customer/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ user_id: customer, balance_change: 1, note: 'fault test' }),
            signal: AbortSignal.timeout(20_000),
          });
          const body = (await res.json()) as { code: number };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200 && body.code === 0) confirmed++;
        } catch {
          statuses.set(-1, (statuses.get(-1) ?? 0) + 1);
        }
        if (statuses.get(503)) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, client));
    await new Promise((r) => setTimeout(r, 1500));

    ctl('stop');
    const down = await fetch(`${base}/api/ready`);
    expect(down.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));

    ctl('start');
    const back = Date.now();
    let recoveredMs = -1;
    while (Date.now() - back < 30_000) {
      const r = await fetch(`${base}/api/user/manage_customer/?size=1`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      if (r.status === 200) {
        recoveredMs = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await load;

    console.log(
      `fault test: recovered ${recoveredMs} ms after PostgreSQL was back; ${confirmed} writes confirmed; statuses ${JSON.stringify([...statuses])}`,
    );
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    // While down: 503s, never a 500 or a dropped connection.
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    // Every confirmed write is there (one ledger row each); no write is there that was not confirmed but one whose
    // answer was lost when the server went down mid-commit.
    const after = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [customer])
    ).rows[0].n;
    expect(after - before).toBeGreaterThanOrEqual(confirmed);
    expect(after - before).toBeLessThanOrEqual(confirmed + 8);
  });
});
