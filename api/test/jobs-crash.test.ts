/**
 * A worker killed in the middle of a job: the job completes once after a restart. A real worker process
 * (src/worker.ts through tsx) on the test's database — its PostgreSQL database when DATABASE_URL is set, else a
 * PGlite folder holding a copy of the test's database — runs a large export; the handler's test-only pause point
 * (JOB_TEST_PAUSE_FILE: it writes that file half-way and waits) holds it mid-work while the test SIGKILLs the
 * worker. A second worker sweeps the lost job (active past JOB_EXPIRE_SECONDS) and runs it again.
 * Exports write no ledger row (they are free): the test checks one file and one alert.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db, Queryable } from '../src/db';
import { loadFixture } from './catalog-fixtures';
import { onPostgres, startTestApp, type TestApp } from './helpers';

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
      expireSeconds: 5,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
      exportInlineRows: 2,
      exportKeepDays: 7,
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
    JOB_EXPIRE_SECONDS: '5',
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

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !(await ok()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const JOB_SQL = "SELECT state, retry_count FROM pgboss.job WHERE name = 'export' AND id = $1";
const ALERTS_SQL = "SELECT detail FROM notifications WHERE user_id = $1 AND kind = 'export'";
interface Outcome {
  job: { state: string; retry_count: number }[];
  alerts: { detail: string }[];
}

async function inspect(db: Queryable, jobId: string, userId: number): Promise<Outcome> {
  return {
    job: (await db.query<Outcome['job'][0]>(JOB_SQL, [jobId])).rows,
    alerts: (await db.query<Outcome['alerts'][0]>(ALERTS_SQL, [userId])).rows,
  };
}

/** The same queries on the worker's PGlite folder, in a node process of its own. */
function inspectFolder(jobId: string, userId: number): Outcome {
  const script = `(async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: process.env.DIR });
    const job = (await db.query(process.env.JOB_SQL, [process.env.JOB_ID])).rows;
    const alerts = (await db.query(process.env.ALERTS_SQL, [Number(process.env.USER_ID)])).rows;
    await db.close();
    process.stdout.write(JSON.stringify({ job, alerts }));
  })().catch((e) => { console.error(e); process.exit(1); });`;
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: apiDir,
    env: { ...process.env, DIR: pgliteDir, JOB_SQL, ALERTS_SQL, JOB_ID: jobId, USER_ID: String(userId) },
  });
  return JSON.parse(out.toString('utf8')) as Outcome;
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
    mkdirSync(pgliteDir, { recursive: true });
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

  // What the worker left; on PGlite, read from its folder by a plain node process (jest cannot load PGlite).
  const { job, alerts } = onPostgres ? await inspect(t.db, jobId, userId) : inspectFolder(jobId, userId);
  // Completed, on a retry: the sweep took the killed attempt for lost (active past JOB_EXPIRE_SECONDS).
  expect(job).toHaveLength(1);
  expect(job[0].state).toBe('completed');
  expect(job[0].retry_count).toBeGreaterThanOrEqual(1);
  expect(alerts).toEqual([{ detail: `/api/jobs/${jobId}/file/` }]);
  expect(storedExports()).toEqual([`${jobId}.geojson`]);
  const file = JSON.parse(readFileSync(path.join(exportsDir(), `${jobId}.geojson`), 'utf8'));
  expect(file.features.map((f: { id: string }) => f.id).sort()).toEqual(['A', 'B', 'C', 'D']);
});
