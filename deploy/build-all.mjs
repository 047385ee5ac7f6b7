#!/usr/bin/env node
// Builds the whole portal into one web root: the shell at /, every remote published under /mf/<remote>/<version>/.
// The six webpack builds and STAC Browser's build run side by side, as many at once as the machine has cores
// (BUILD_CONCURRENCY changes it), the longest first; webpack keeps a persistent cache per package
// (tooling/webpack.cjs) and compression reuses what it compressed before (deploy/compress.mjs), so a rebuild redoes
// only what changed. Each phase prints its duration.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { pnpmCommand } from '../scripts/pnpm.mjs';
import { REMOTES, REPO, webRoot } from './registry.mjs';
import { compressTreeParallel } from './compress.mjs';
import { writeContentSecurityPolicy } from './content-security-policy.mjs';
import { renderShellPart } from './first-view.mjs';
import { STAC_BROWSER_OUTPUT, stacBrowserUpToDate } from '../stac-browser/build.mjs';

const root = webRoot();
const GLOBE_CONFIG = 'globe-config.json';
let phaseStart = Date.now();
/** Prints how long the phase just finished took, so a slow build shows where its time goes. */
function phase(name) {
  const now = Date.now();
  console.log(`build-all: ${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
}

/**
 * Cesium's static folders (docs/architecture.md §2), served once for every globe at the absolute CESIUM_BASE_URL `/cesium/`
 * (tooling/webpack.cjs): Workers, Assets (incl. the offline NaturalEarthII imagery), Widgets and ThirdParty of the
 * cesium package the globe's builds bundle (@portal/shared's version), replaced on every build.
 */
function copyCesiumStatic(dest) {
  const requireShared = createRequire(path.join(REPO, 'shared/package.json'));
  const build = path.join(path.dirname(requireShared.resolve('cesium/package.json')), 'Build/Cesium');
  rmSync(dest, { recursive: true, force: true });
  for (const folder of ['Workers', 'Assets', 'Widgets', 'ThirdParty'])
    cpSync(path.join(build, folder), path.join(dest, folder), { recursive: true });
}

/** Runs one command, its output's lines prefixed with `label`; resolves with its exit code. */
function run(label, cmd, args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        for (const line of lines) console.log(`${label}: ${line}`);
      });
      stream.on('end', () => partial && console.log(`${label}: ${partial}`));
    }
    child.on('error', (err) => {
      console.error(`${label}: ${err.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      console.log(
        `${label}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

/** Runs the jobs, up to `concurrency` at once, in the order given; resolves with the labels of those that failed. */
async function runPool(jobs, concurrency) {
  const failed = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if ((await job.start()) !== 0) failed.push(job.label);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return failed;
}

// The builds, longest first (STAC Browser only when its inputs changed): the globe's remotes bundle Cesium,
// mf-public the API reference and the PDF viewer; the shell is the smallest.
const [pnpm, ...pnpmArgs] = pnpmCommand();
const webpackBuild = (pkg) => ({
  label: pkg,
  start: () => run(pkg, pnpm, [...pnpmArgs, 'run', '--silent', 'build'], path.join(REPO, pkg)),
});
const order = ['mf-public', 'mf-image-query', 'mf-tasking', 'mf-admin', 'mf-order-center'];
const jobs = [
  ...(stacBrowserUpToDate()
    ? []
    : [
        {
          label: 'stac-browser',
          start: () =>
            run('stac-browser', process.execPath, [path.join(REPO, 'stac-browser/build.mjs')], REPO),
        },
      ]),
  ...[...order.filter((r) => REMOTES.includes(r)), ...REMOTES.filter((r) => !order.includes(r))].map(
    webpackBuild,
  ),
  webpackBuild('shell'),
];
const concurrency = Number(process.env.BUILD_CONCURRENCY) || availableParallelism();
const failed = await runPool(jobs, concurrency);
if (failed.length) {
  console.error(`build-all: ${failed.join(', ')} failed`);
  process.exit(1);
}
phase(`builds (${jobs.map((j) => j.label).join(', ')}; ${concurrency} at once)`);

mkdirSync(root, { recursive: true });
// The shell's files replace the previous shell; published remotes and the registry stay.
for (const name of readdirSync(root)) {
  if (!['mf', 'remotes.json', 'registry-history.json', GLOBE_CONFIG].includes(name))
    rmSync(path.join(root, name), { recursive: true, force: true });
}
cpSync(path.join(REPO, 'shell/dist'), root, { recursive: true });
copyCesiumStatic(path.join(root, 'cesium'));
// STAC Browser over the portal's STAC API (built above only when its inputs changed).
cpSync(STAC_BROWSER_OUTPUT, path.join(root, 'stac-browser'), { recursive: true });
// The globe's runtime configuration (shared/src/globe/config.ts): kept when it exists, so a deployment's own tile
// service survives a rebuild; by default no tile service, only the bundled offline imagery.
if (!existsSync(path.join(root, GLOBE_CONFIG)))
  writeFileSync(path.join(root, GLOBE_CONFIG), JSON.stringify({ tiles: null }, null, 2) + '\n');
phase('shell, Cesium and STAC Browser copied');

// Steps on the shell's copied files go here (before the policy, which may hash what they write).
// The shell's part of the first view (its header); the public remote's release renders its pages and composes them.
renderShellPart(root);
phase('first view of the shell rendered');

writeContentSecurityPolicy(root);
for (const remote of REMOTES) {
  // Compressed below, all at once.
  const r = spawnSync(
    process.execPath,
    [path.join(REPO, 'deploy/publish.mjs'), remote, '--skip-build', '--skip-compress', '--render-first-view'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
phase('remotes published');
// --no-compress: the caller compresses later (`npm start` does once the portal is served: scripts/start.mjs).
if (!process.argv.includes('--no-compress')) {
  const compressed = await compressTreeParallel(root, concurrency);
  phase(`compression (${compressed} files)`);
}
console.log(`portal built into ${path.relative(REPO, root) || '.'}`);
