#!/usr/bin/env node
// `npm test`: every test of the project. Unit and API tests (jest, on PGlite; again on PostgreSQL when
// DATABASE_URL is set), then the Playwright suite against the production build in the system's Chromium.
// Ends with one line `tests: N passed, N failed` over all runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstall, repo } from './ensure-install.mjs';

/**
 * What the tests run besides Node: Chromium for Playwright (CHROMIUM_PATH, default /usr/bin/chromium), nginx for the
 * deployment's e2e run (NGINX, default `nginx` on the PATH), and GDAL's command-line tools for the GDAL suite of the API
 * tests (api/test/gdal: ogr2ogr, ogrinfo, gdalinfo). Installed here with apt-get where the test command may (as root
 * on Debian); otherwise one line says what to install, and the tests that need it fail saying so.
 */
const runs = (cmd, args) => !spawnSync(cmd, args, { stdio: 'ignore' }).error;
const SYSTEM_TOOLS = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { pkg: 'nginx', present: () => runs(process.env.NGINX ?? 'nginx', ['-v']) },
  { pkg: 'gdal-bin', present: () => runs('ogrinfo', ['--version']) },
];

function ensureSystemTools() {
  let missing = SYSTEM_TOOLS.filter((t) => !t.present()).map((t) => t.pkg);
  if (missing.length && process.getuid?.() === 0 && runs('apt-get', ['--version'])) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (...args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    console.log(`npm test: installing ${missing.join(', ')} (apt-get)`);
    // The package lists may be missing or stale on a fresh machine: refreshed once when the install fails.
    if (!apt('install', '-y', '-qq', ...missing) && apt('update', '-qq'))
      apt('install', '-y', '-qq', ...missing);
    missing = SYSTEM_TOOLS.filter((t) => !t.present()).map((t) => t.pkg);
  }
  return missing.length
    ? `npm test: install ${missing.join(' ')} first (Debian: apt-get install ${missing.join(' ')}; ` +
        'CHROMIUM_PATH and NGINX name them elsewhere): the tests that need them fail without them'
    : null;
}

ensureInstall();
const missingTools = ensureSystemTools();
if (missingTools) console.log(missingTools);
const out = mkdtempSync(path.join(tmpdir(), 'portal-tests-'));
const results = [];
const bin = (name) => path.join(repo, 'node_modules/.bin', name);

function jest(label, args, env = {}) {
  const file = path.join(out, `${label}.json`);
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  const r = spawnSync(bin('jest'), [...args, '--json', `--outputFile=${file}`], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...baseEnv, ...env },
  });
  const summary = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { numPassedTests: 0, numFailedTests: 1 };
  results.push({
    label,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + (r.status !== 0 && summary.numFailedTests === 0 ? 1 : 0),
  });
}

jest('unit', []);
if (process.env.DATABASE_URL)
  jest('api-postgres', ['--selectProjects', 'api'], { DATABASE_URL: process.env.DATABASE_URL });

const build = spawnSync(process.execPath, [path.join(repo, 'deploy/build-all.mjs')], { stdio: 'inherit' });
if (build.status !== 0) results.push({ label: 'build', passed: 0, failed: 1 });
else {
  const file = path.join(out, 'e2e.json');
  const r = spawnSync(path.join(repo, 'e2e/node_modules/.bin/playwright'), ['test'], {
    cwd: path.join(repo, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, DATABASE_URL: '' },
  });
  const stats = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8')).stats
    : { expected: 0, unexpected: 1, flaky: 0 };
  results.push({
    label: 'e2e',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (r.status !== 0 && !stats.unexpected ? 1 : 0),
  });
}

if (missingTools) console.log(missingTools);
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
