/**
 * A worker killed in the middle of a job: the job completes once after a restart. A real worker process
 * (src/worker.ts through tsx) on the test's database — its PostgreSQL database when DATABASE_URL is set, else a
 * PGlite folder holding a copy of the test's database — runs a large export; the handler's test-only pause point
 * (JOB_TEST_PAUSE_FILE: it writes that file half-way and waits) holds it mid-work while the test SIGKILLs the
 * worker. A second worker sweeps the lost job (active past JOB_EXPIRE_SECONDS) and runs it again.
 * Exports write no ledger row (they are free): the test checks one file and one alert.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db';
import { loadFixture } from './catalog-fixtures';
import { onPostgres, startTestApp, type TestApp } from './helpers';
import { openPgliteWorker } from './support/pglite-worker-db';

const apiDir = path.resolve(__dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-crash-'));
const marker = path.join(work, 'paused');
const pgliteDir = path.join(work, 'pglite');

let t: TestApp;
const workers: ChildProcess[] = [];
beforeAll(async () => {
  t = await startTestApp({
    jobs: {
      run: true,
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireSeconds: 1,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
      exportInlineRows: 2,
      workerHealthPort: 0,
      workerHealthHost: '127.0.0.1',
    },
  });
  await t.app.jobs.configureQueues(); // the export job is sent with these retries and expiry
  await loadFixture(t.db);
});
afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

function startWorker(databaseEnv: Record<string, string>, pause: boolean): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv,
    STORAGE_DIR: t.config.storageDir,
    LOG_LEVEL: process.env.JOBS_CRASH_LOG ?? 'warn',
    JOB_RETRY_LIMIT: '3',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_EXPIRE_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    JOB_MAINTENANCE_SECONDS: '1',
  };
  if (pause) env.JOB_TEST_PAUSE_FILE = marker;
  else delete env.JOB_TEST_PAUSE_FILE;
  // node itself with tsx's loader (not the tsx command, whose child process a SIGKILL would not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', process.env.JOBS_CRASH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; !(await ok()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exportsDir = () => path.join(t.config.storageDir, 'exports');
const storedExports = () => (existsSync(exportsDir()) ? readdirSync(exportsDir()) : []);

it('completes an export exactly once after its worker is killed mid-job', async () => {
  const { token, userId } = await t.tokenOf('customer');
  const res = await t.call({
    method: 'POST',
    url: '/api/catalog/export/',
    token,
    payload: { ids: ['A', 'B', 'C', 'D'], format: 'geojson' },
  });
  expect(res.statusCode).toBe(202);
  const jobId: string = res.json().data[0].id;

  // The worker's database: the test's own PostgreSQL database, or a PGlite folder with a copy of it.
  let databaseEnv: Record<string, string>;
  if (onPostgres) {
    const url = (t.db as unknown as { pool: { options: { connectionString: string } } }).pool.options
      .connectionString;
    databaseEnv = { DATABASE_URL: url };
  } else {
    const dump = await (t.db as Db & { dump(): Promise<Buffer> }).dump();
    writeFileSync(path.join(work, 'dump.tar'), dump);
    execFileSync('mkdir', ['-p', pgliteDir]);
    execFileSync('tar', ['-xf', path.join(work, 'dump.tar'), '-C', pgliteDir], { stdio: 'ignore' });
    databaseEnv = { DATABASE_URL: '', PGLITE_DIR: pgliteDir };
  }

  const first = startWorker(databaseEnv, true);
  await until('the job to be under way', () => existsSync(marker));
  first.kill('SIGKILL');
  await exited(first);
  expect(storedExports()).toEqual([]);

  const second = startWorker(databaseEnv, false);
  await until('the export file', () => storedExports().length > 0);
  second.kill('SIGTERM'); // graceful: the job in hand finishes first
  expect(await exited(second)).toBe(0);

  // What the worker left: on PGlite, a copy of its folder (read where jest can load PGlite).
  let db: Db = t.db;
  let dispose = async () => {};
  if (!onPostgres) {
    const copy = execFileSync('tar', ['-cf', '-', '-C', pgliteDir, ...readdirSync(pgliteDir)], {
      maxBuffer: 1 << 30,
    });
    const inspected = await openPgliteWorker(copy);
    db = inspected;
    dispose = () => inspected.close();
  }
  try {
    const job = await db.query<{ state: string; retry_count: number }>(
      "SELECT state, retry_count FROM pgboss.job WHERE name = 'export' AND id = $1",
      [jobId],
    );
    expect(job.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    const alerts = await db.query<{ detail: string }>(
      "SELECT detail FROM notifications WHERE user_id = $1 AND kind = 'export'",
      [userId],
    );
    expect(alerts.rows).toEqual([{ detail: `/api/jobs/${jobId}/file/` }]);
    expect(storedExports()).toEqual([`${jobId}.geojson`]);
    const file = JSON.parse(readFileSync(path.join(exportsDir(), `${jobId}.geojson`), 'utf8'));
    expect(file.features.map((f: { id: string }) => f.id).sort()).toEqual(['A', 'B', 'C', 'D']);
  } finally {
    await dispose();
  }
});
