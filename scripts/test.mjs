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
 * The GDAL suite of the API tests (api/test/gdal) runs Debian's gdal-bin (ogr2ogr, ogrinfo, gdalinfo): installed
 * here where the test command may (root with apt-get), otherwise named; without it those tests fail, saying so.
 */
function ensureGdal() {
  const has = (cmd) => !spawnSync(cmd, ['--version'], { stdio: 'ignore' }).error;
  if (has('ogrinfo')) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', 'gdal-bin'], { stdio: 'inherit', env }).status === 0;
    if (
      install() ||
      (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && install())
    )
      return;
  }
  console.log(
    "note: GDAL's command-line tools are missing and could not be installed here; the GDAL suite " +
      '(api/test/gdal) will fail until gdal-bin is installed (Debian: apt-get install gdal-bin).',
  );
}

ensureInstall();
ensureGdal();
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

for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
