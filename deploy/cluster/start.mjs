#!/usr/bin/env node
// The portal as it runs on several machines, on this one: PostgreSQL (DATABASE_URL, expected running), an S3 server
// (s3rver, in a temporary folder), the database prepared once, N API copies (RUN_JOBS=false, each on its own PORT),
// one worker, and nginx in front (deploy/nginx/start.mjs). The processes run the commands of deploy/commands.mjs,
// those of the Dockerfile, compose.yaml and deploy/k8s. Ctrl-C stops them all.
//   DATABASE_URL=postgres://… node deploy/cluster/start.mjs [--listen 8080] [--copies 2] [--no-prepare]
// A test imports `startCluster` and may kill and restart one copy (`cluster.restart('api-1', 'SIGKILL')`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIR, COMMANDS, PORTS, PROBES } from '../commands.mjs';
import { REPO } from '../registry.mjs';

// s3rver is a package of the API's (its tests' S3 server).
const requireApi = createRequire(path.join(REPO, API_DIR, 'package.json'));
const BUCKET = 'portal';
/** s3rver accepts these credentials; the API's AWS SDK reads them from its environment. */
const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** The port of API copy `i` (0-based): `first` (PORTS.api), then every tenth port (clear of the worker's health port). */
export const apiPort = (i, first = PORTS.api) => first + 10 * i;

/** Runs one process with its output's lines prefixed by its name; `done` resolves with its exit code. */
function run(name, [cmd, ...args], { cwd, env, quiet = false }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      if (!quiet) for (const line of lines) console.log(`${name}: ${line}`);
    });
  }
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { name, child, done };
}

/** Resolves once `url` answers 200 (polling), or rejects after `ms` or when `proc` exits first. */
async function waitFor(url, proc, ms = 180_000) {
  const deadline = Date.now() + ms;
  let exited = false;
  proc.done.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${proc.name} exited before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/**
 * Starts the whole system; resolves once nginx answers and every API copy is ready.
 * `apiPort` and `workerHealthPort` move the processes off the recipes' ports (a test beside other tests).
 * @param {{ listen?: number, copies?: number, apiPort?: number, workerHealthPort?: number, prepare?: boolean,
 *   webRoot?: string, quiet?: boolean, env?: Record<string, string> }} options
 */
export async function startCluster({
  listen = PORTS.web,
  copies = 2,
  apiPort: firstApiPort = PORTS.api,
  workerHealthPort = PORTS.workerHealth,
  prepare = true,
  webRoot = path.join(REPO, 'dist/web'),
  quiet = false,
  env: extraEnv = {},
} = {}) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a running PostgreSQL with PostGIS');
  const S3rver = requireApi('s3rver');
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-s3-'));
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-nginx-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const url = `http://127.0.0.1:${listen}`;
  const env = {
    ...process.env,
    ...S3RVER_KEYS,
    STORAGE_URL: `s3://${BUCKET}`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: url,
    TRUST_PROXY: '127.0.0.1',
    ...extraEnv,
  };
  const cwd = path.join(REPO, API_DIR);
  const processes = new Map();
  const start = (name, command, ownEnv = {}) => {
    const proc = run(name, command, { cwd, env: { ...env, ...ownEnv }, quiet });
    processes.set(name, { proc, command, ownEnv });
    return proc;
  };

  const stop = async () => {
    await Promise.all(
      [...processes.values()].map(({ proc }) => {
        if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
        return proc.done;
      }),
    );
    processes.clear();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(nginxDir, { recursive: true, force: true });
  };

  try {
    if (prepare) {
      const code = await start('migrate', COMMANDS.migrate).done;
      processes.delete('migrate');
      if (code !== 0) throw new Error(`preparing the database failed (${code})`);
    }
    const apis = Array.from({ length: copies }, (_, i) =>
      start(`api-${i + 1}`, COMMANDS.api, { PORT: String(apiPort(i, firstApiPort)), RUN_JOBS: 'false' }),
    );
    start('worker', COMMANDS.worker, { WORKER_HEALTH_PORT: String(workerHealthPort) });
    const nginxArgs = ['--listen', String(listen), '--web-root', webRoot, '--prefix', nginxDir];
    for (let i = 0; i < copies; i++) nginxArgs.push('--api', `127.0.0.1:${apiPort(i, firstApiPort)}`);
    const nginx = run('nginx', [process.execPath, path.join(REPO, 'deploy/nginx/start.mjs'), ...nginxArgs], {
      cwd: REPO,
      env,
      quiet,
    });
    processes.set('nginx', { proc: nginx });
    await Promise.all(
      apis.map((api, i) => waitFor(`http://127.0.0.1:${apiPort(i, firstApiPort)}${PROBES.readiness}`, api)),
    );
    await waitFor(`${url}${PROBES.readiness}`, nginx);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    /** Each API copy's own address, in the order of their names (api-1 …). */
    apiUrls: Array.from({ length: copies }, (_, i) => `http://127.0.0.1:${apiPort(i, firstApiPort)}`),
    /** nginx's access log: one line per request, the upstreams it tried last (a retry names two). */
    accessLog: path.join(nginxDir, 'access.log'),
    s3: { endpoint: env.S3_ENDPOINT, bucket: BUCKET },
    /** The running processes by name: api-1 … api-N, worker, nginx. */
    processes,
    /** Ends one process with `signal` (SIGKILL to simulate a crash) and starts it again with the same command. */
    async restart(name, signal = 'SIGTERM') {
      const entry = processes.get(name);
      if (!entry?.command) throw new Error(`no restartable process ${name}`);
      entry.proc.child.kill(signal);
      await entry.proc.done;
      start(name, entry.command, entry.ownEnv);
    },
    stop,
  };
}

/** The command line: starts the system, says where it is and each process's id, and stops it all on Ctrl-C. */
async function main() {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const cluster = await startCluster({
    listen: Number(flag('--listen', PORTS.web)),
    copies: Number(flag('--copies', 2)),
    apiPort: Number(flag('--api-port', PORTS.api)),
    workerHealthPort: Number(flag('--worker-health-port', PORTS.workerHealth)),
    prepare: !args.includes('--no-prepare'),
    quiet: args.includes('--quiet'),
    webRoot: path.resolve(flag('--web-root', path.join(REPO, 'dist/web'))),
  }).catch((err) => {
    console.error(`cluster: ${err.message}`);
    process.exit(1);
  });
  for (const [name, { proc }] of cluster.processes) console.log(`cluster: ${name} pid ${proc.child.pid}`);
  console.log(`cluster: files in s3://${cluster.s3.bucket} at ${cluster.s3.endpoint}`);
  console.log(`cluster: the portal is at ${cluster.url}/ (Ctrl-C stops everything)`);
  let stopping = false;
  for (const s of ['SIGINT', 'SIGTERM'])
    process.on(s, () => {
      if (stopping) return;
      stopping = true;
      console.log('cluster: stopping');
      cluster.stop().then(() => process.exit(0));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
