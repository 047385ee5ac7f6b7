/**
 * BENCH scale (issue 34) on PostgreSQL (DATABASE_URL): the portal as several machines run it, on this one
 * (deploy/cluster/start.mjs: an S3 server, N API copies, the worker, nginx in front). The mixed load of the
 * multi-copy test (searches, cart, quotes and orders, downloads; api/test/support/cluster-load.ts) through nginx for
 * SCALE_SECONDS against one copy, then against two: requests/s and p95 side by side. Then, on one copy, 20 clients
 * download a 100 MB file from the bucket at once (the feedback attachment route, which streams through
 * sendStoredFile) while the copy's resident memory (RSS) is sampled: it must not grow by the files' size.
 * Database `portal_bench_scale`, made afresh each run. The cluster runs under plain node in its own process (its
 * S3 server, s3rver, cannot be loaded under tsx); the load generator runs in this process and shares the cores.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openPg } from '../api/src/db/pg';
import { openStorage } from '../api/src/storage';
import { freePort, percentile, prepareOrders, runMixedLoad, signIn } from '../api/test/support/cluster-load';
import { processGroup } from './process-group';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 16);
const DOWNLOADS = 20;
const FILE_MB = 100;
const MB = 1024 * 1024;
const DB_NAME = 'portal_bench_scale';
const REPO = path.resolve(__dirname, '..');

interface RunningCluster {
  url: string;
  apiUrl: string;
  apiPid: number;
  s3Endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/** Starts deploy/cluster/start.mjs with `copies` API copies; resolves once it says where the portal is. */
async function startCluster(copies: number, dbUrl: string, webRoot: string): Promise<RunningCluster> {
  // API copies' ports 10 apart (start.mjs); a random base keeps clear of a portal running on the default ports.
  const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    [
      path.join(REPO, 'deploy/cluster/start.mjs'),
      '--quiet',
      '--copies',
      String(copies),
      '--listen',
      String(await freePort()),
      '--api-port',
      String(apiPort),
      '--worker-health-port',
      String(await freePort()),
      '--web-root',
      webRoot,
    ],
    {
      // Plain node: the parent's tsx loader stays out of the cluster's own process.
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: dbUrl,
        CATALOG_SEED_SCENES: '3000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  const group = processGroup(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('the portal is at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the cluster exited (${code}) before it was ready:\n${out}`)),
    );
  });
  const line = (re: RegExp) => {
    const m = re.exec(out);
    if (!m) throw new Error(`the cluster did not say ${re}:\n${out}`);
    return m;
  };
  const storage = line(/files in s3:\/\/(\S+) at (\S+)/);
  return {
    url: line(/the portal is at (\S+?)\/? /)[1],
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiPid: Number(line(/api-1 pid (\d+)/)[1]),
    bucket: storage[1],
    s3Endpoint: storage[2],
    stop: () => group.stop(),
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function mixedLoad(copies: number, dbUrl: string, webRoot: string) {
  const cluster = await startCluster(copies, dbUrl, webRoot);
  try {
    const customer = await signIn(cluster.url, 'customer');
    const scenes = await prepareOrders(cluster.url, customer, { want: 1200 });
    const download = await storeAttachment(cluster, dbUrl, customer.userId, 256 * 1024);
    // Warm-up (not counted): the copies' code and caches.
    const targets = {
      url: cluster.url,
      token: customer.token,
      cartScenes: scenes.slice(0, 10),
      orderScenes: scenes.slice(10, 200),
      downloadPath: download,
      downloadBytes: 256 * 1024,
    };
    await runMixedLoad(targets, { clients: CLIENTS, seconds: 5 });
    const f = await runMixedLoad(
      { ...targets, orderScenes: scenes.slice(200) },
      { clients: CLIENTS, seconds: SECONDS },
    );
    const memory = copies === 1 ? await downloads(cluster, dbUrl, customer) : null;
    return {
      rps: f.sent / f.seconds,
      p50: percentile(f.times, 50),
      p95: percentile(f.times, 95),
      sent: f.sent,
      failed: f.failed,
      orders: f.confirmedOrders.size,
      memory,
    };
  } finally {
    await cluster.stop();
  }
}

/** Stores `bytes` in the cluster's bucket through the storage interface, as a feedback attachment of the customer. */
async function storeAttachment(cluster: RunningCluster, dbUrl: string, userId: number, bytes: number) {
  // s3rver's credentials (deploy/cluster/start.mjs); the AWS SDK reads them from the environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const storage = openStorage({
    storageDir: '',
    storageUrl: `s3://${cluster.bucket}`,
    s3: { endpoint: cluster.s3Endpoint, region: 'us-east-1', forcePathStyle: true },
  });
  const key = `feedback/${userId}/bench-${bytes}.pdf`;
  // A stream of 1 MB chunks: the bench holds no copy of the whole file either.
  const chunk = Buffer.alloc(Math.min(bytes, MB), 0x20);
  Buffer.from('%PDF-1.4\n').copy(chunk);
  await storage.put(
    key,
    Readable.from(
      (function* () {
        for (let sent = 0; sent < bytes; sent += chunk.length)
          yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      })(),
    ),
  );
  const db = openPg(dbUrl, 1);
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO feedback (user_id, module, type, contact, description, attachment_key, attachment_name,
                             attachment_size, attachment_type)
       VALUES ($1, 'image_query', 'bug', 'bench@example.com', 'scale bench', $2, 'bench.pdf', $3, 'application/pdf')
       RETURNING id`,
      [userId, key, bytes],
    );
    return `/feedback/feedback_info/download/?id=${rows[0].id}`;
  } finally {
    await db.close();
  }
}

/** 20 clients download a 100 MB stored file from the copy at once; its RSS before and at the highest meanwhile. */
async function downloads(
  cluster: RunningCluster,
  dbUrl: string,
  customer: { token: string; userId: number },
) {
  const bytes = FILE_MB * MB;
  const url = `${cluster.apiUrl}/api${await storeAttachment(cluster, dbUrl, customer.userId, bytes)}`;
  const before = rssMb(cluster.apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(cluster.apiPid))), 100);
  const t0 = performance.now();
  const sizes = await Promise.all(
    Array.from({ length: DOWNLOADS }, async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${customer.token}` } });
      let n = 0;
      for await (const c of res.body as unknown as AsyncIterable<Uint8Array>) n += c.length;
      return res.status === 200 ? n : -res.status;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const complete = sizes.filter((n) => n === bytes).length;
  return { before, peak, growth: peak - before, seconds, complete, mbps: (complete * FILE_MB) / seconds };
}

async function freshDatabase(url: string): Promise<string> {
  const admin = openPg(url, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${DB_NAME}`;
  const db = openPg(u.toString(), 1);
  await db.query('CREATE EXTENSION IF NOT EXISTS postgis');
  await db.close();
  return u.toString();
}

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('BENCH scale skipped: it needs PostgreSQL with PostGIS (DATABASE_URL)');
    return;
  }
  const dbUrl = await freshDatabase(url);
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>portal</title>');
  try {
    const one = await mixedLoad(1, dbUrl, webRoot);
    const two = await mixedLoad(2, dbUrl, webRoot);
    const fmt = (n: number, d = 0) => n.toFixed(d);
    for (const [copies, r] of [
      [1, one],
      [2, two],
    ] as const) {
      console.log(`BENCH scale copies${copies}_rps ${fmt(r.rps, 1)} req/s`);
      console.log(`BENCH scale copies${copies}_p95 ${fmt(r.p95)} ms`);
      console.log(`BENCH scale copies${copies}_errors ${r.failed} requests`);
    }
    const m = one.memory!;
    console.log(`BENCH scale download_rss_before ${fmt(m.before)} MB`);
    console.log(`BENCH scale download_rss_peak ${fmt(m.peak)} MB`);
    console.log(`BENCH scale download_rss_growth ${fmt(m.growth)} MB`);
    console.log(`BENCH scale download_complete ${m.complete} of ${DOWNLOADS}`);
    console.table({
      'mixed load, 1 copy': {
        'req/s': fmt(one.rps, 1),
        'p50 ms': fmt(one.p50),
        'p95 ms': fmt(one.p95),
        requests: one.sent,
        failed: one.failed,
        orders: one.orders,
      },
      'mixed load, 2 copies': {
        'req/s': fmt(two.rps, 1),
        'p50 ms': fmt(two.p50),
        'p95 ms': fmt(two.p95),
        requests: two.sent,
        failed: two.failed,
        orders: two.orders,
      },
    });
    console.table({
      [`${DOWNLOADS} × ${FILE_MB} MB downloads, 1 copy`]: {
        'RSS before MB': fmt(m.before),
        'RSS peak MB': fmt(m.peak),
        'growth MB': fmt(m.growth),
        'all files MB': DOWNLOADS * FILE_MB,
        complete: `${m.complete}/${DOWNLOADS}`,
        seconds: fmt(m.seconds, 1),
        'MB/s': fmt(m.mbps),
      },
    });
  } finally {
    rmSync(webRoot, { recursive: true, force: true });
  }
}
