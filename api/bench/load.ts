/**
 * Runs autocannon in a child process (load-client.cjs) against an API listening in this process, and measures
 * the CPU time that the API process and the PostgreSQL server processes spend per request meanwhile.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  duration: number;
  /** Seconds of load before the measured run (not counted: the API's code and caches warm up). */
  warmup?: number;
  /** Request bodies, sent in turn. */
  bodies?: string[];
  /** A mixed load instead of one request: each connection sends these in turn (with `headers`). */
  mix?: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: string }[];
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  /** 95th percentile of the response times (ms), from every response. */
  p95: number;
  p97_5: number;
  errors: number;
  /** CPU milliseconds per request of this process (the API). */
  apiCpuMs: number;
  /** CPU milliseconds per request of the local PostgreSQL server processes (Linux /proc; null elsewhere). */
  pgCpuMs: number | null;
  /** CPU milliseconds per request of the load generator (it shares the machine). */
  clientCpuMs: number;
}

/** Total CPU ticks of the processes named `postgres` (a local server), or null where /proc is missing. */
function postgresTicks(): number | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const d of dirs) {
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const file = path.join(dir, 'load.json');
  writeFileSync(file, JSON.stringify(opts));
  // CPU counters start when the client begins its measured run (after any warm-up).
  let cpu0 = process.cpuUsage();
  let pg0 = postgresTicks();
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = fork(path.join(__dirname, 'load-client.cjs'), [file], {
        execArgv: [],
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      });
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.on('message', (m) => {
        if (m !== 'measure') return;
        cpu0 = process.cpuUsage();
        pg0 = postgresTicks();
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`load client exited with ${code}`)),
      );
    });
    const cpu = process.cpuUsage(cpu0);
    const pg1 = postgresTicks();
    const r = JSON.parse(out) as {
      requests: { average: number; total: number };
      latency: { p50: number; p97_5: number };
      errors: number;
      non2xx: number;
      timeouts: number;
      clientCpuMs: number;
      p95Ms: number;
    };
    const n = Math.max(1, r.requests.total);
    return {
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p95: r.p95Ms,
      p97_5: r.latency.p97_5,
      errors: r.errors + r.non2xx + r.timeouts,
      apiCpuMs: (cpu.user + cpu.system) / 1000 / n,
      pgCpuMs: pg0 === null || pg1 === null ? null : ((pg1 - pg0) * TICK_MS) / n,
      clientCpuMs: r.clientCpuMs / n,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
