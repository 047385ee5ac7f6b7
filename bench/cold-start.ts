/**
 * BENCH web cold_start_s: what a newcomer waits for. A fresh clone of this repository's committed HEAD in a
 * temporary folder, then the README's `npm start` in it, timed until its /api/health answers; the packages come from
 * pnpm's store, as on a machine that installed them once.
 * - cold_start_s: the whole wait; cold_start_build_<phase>_s: deploy/build-all.mjs's phases within it;
 * - loadavg_1m_cold_start: the machine's 1-minute load average when it ended (other work makes it slower).
 * The build cache shared by clones (deploy/build-cache.mjs) starts empty, a first clone's case; COLD_START_CACHE=user
 * uses the user's cache instead, a second clone's case. It takes minutes: COLD_START=0 skips it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processGroup } from './process-group';

const REPO = path.resolve(__dirname, '..');
const TIMEOUT_MS = 30 * 60_000;
const bench = (metric: string, value: number | string, unit: string) =>
  console.log(`BENCH web ${metric} ${value} ${unit}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** `build-all: webpack builds 42.0 s` → ['webpack_builds', 42]. */
function buildPhase(line: string): [string, number] | null {
  const m = /^build-all: (.+?)(?: \(.*\))? ([\d.]+) s$/.exec(line.trim());
  return m ? [m[1].replace(/\W+/g, '_').toLowerCase(), Number(m[2])] : null;
}

export async function run(): Promise<void> {
  if (process.env.COLD_START === '0') {
    console.log('# cold start skipped (COLD_START=0)');
    return;
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-start-'));
  const clone = path.join(tmp, 'portal');
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO,
    encoding: 'utf8',
  }).stdout.trim();
  const port = await freePort();
  const started = Date.now();
  const cloned = spawnSync('git', ['clone', '-q', REPO, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('cold start: git clone failed');
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      ...(process.env.COLD_START_CACHE === 'user' ? {} : { PORTAL_BUILD_CACHE: path.join(tmp, 'cache') }),
    },
  });
  const phases: [string, number][] = [];
  const tail: string[] = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const p = buildPhase(line);
      if (p) phases.push(p);
      tail.push(line);
      if (tail.length > 30) tail.shift();
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const group = processGroup(child);
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (!group.running() || Date.now() - started > TIMEOUT_MS)
        throw new Error(`cold start: the portal did not answer /api/health\n${tail.join('\n')}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`# cold start of ${head} (fresh clone, npm start until /api/health answers)`);
    for (const [name, s] of phases) bench(`cold_start_build_${name}_s`, s.toFixed(1), 's');
    bench('cold_start_s', seconds.toFixed(0), 's');
    bench('loadavg_1m_cold_start', os.loadavg()[0].toFixed(2), 'load');
  } finally {
    await group.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
