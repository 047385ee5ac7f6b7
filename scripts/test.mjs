#!/usr/bin/env node
// `npm test`: every test of the project. Unit and API tests (jest, on PGlite; again on PostgreSQL when
// DATABASE_URL is set), then the Playwright suite against the production build in the system's Chromium.
// Ends with a timing report (scripts/test-report.mjs) and one line `tests: N passed, N failed` over all runs.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstall, repo } from './ensure-install.mjs';
import { niced, run } from './processes.mjs';
import { playwrightProjects, printReport } from './test-report.mjs';

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

const started = Date.now();
const stages = [];
const since = (t) => (Date.now() - t) / 1000;
/** Runs one stage in the foreground and records how long it took. */
function stage(label, fn) {
  const t = Date.now();
  const value = fn();
  stages.push({ label, from: (t - started) / 1000, seconds: since(t) });
  return value;
}

stage('install (pnpm)', ensureInstall);
const missingTools = stage('system tools (Chromium, nginx, GDAL)', ensureSystemTools);
if (missingTools) console.log(missingTools);
const out = mkdtempSync(path.join(tmpdir(), 'portal-tests-'));
const results = [];
const jestReports = {};
let playwrightReport = null;
const bin = (name) => path.join(repo, 'node_modules/.bin', name);

/**
 * A background job at the lowest priority (nice 19): it takes only the CPU the foreground stage leaves idle, so the
 * tests in front are not slowed. Its output goes to a log file, printed if it fails.
 */
function background(label, [cmd, args], options = {}) {
  const t = Date.now();
  const log = path.join(out, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(...niced(19, cmd, args), { stdio: ['ignore', fd, fd], ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      closeSync(fd);
      stages.push({ label: `${label} (in the background)`, from: (t - started) / 1000, seconds: since(t) });
      if (code !== 0)
        console.log(`${label} failed (exit ${code}); its output:\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs jest in the foreground; `label` names the stage in the summary and the report. */
async function jest(label, args, env = {}) {
  const t = Date.now();
  const file = path.join(out, `${label}.json`);
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  const code = await run([bin('jest'), [...args, '--json', `--outputFile=${file}`]], {
    cwd: repo,
    env: { ...baseEnv, ...env },
  });
  const summary = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { numPassedTests: 0, numFailedTests: 1 };
  jestReports[label] = summary;
  results.push({
    label,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + (code !== 0 && summary.numFailedTests === 0 ? 1 : 0),
  });
  stages.push({
    label: `jest ${label}`,
    from: (t - started) / 1000,
    seconds: since(t),
    tests: summary.numTotalTests,
  });
}

// The portal's build and the end-to-end tests' database (migrations, geodata, demo data and the specs' fixtures,
// e2e/seed-fixtures.ts) are made while jest runs, on the CPU it leaves idle; the Playwright run waits for both.
const e2eDatabase = path.join(out, 'e2e-database');
const built = background('build (deploy/build-all.mjs)', [
  process.execPath,
  [path.join(repo, 'deploy/build-all.mjs')],
]);
const prepared = background(
  'e2e database (e2e/seed-fixtures.ts)',
  [path.join(repo, 'api/node_modules/.bin/tsx'), ['../e2e/seed-fixtures.ts', e2eDatabase]],
  {
    cwd: path.join(repo, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PGLITE_DIR: e2eDatabase,
      LOG_LEVEL: 'warn',
    },
  },
);

// Jest's workers: one per core (its default leaves one core to itself, which on two cores is one test file at a time).
const jestWorkers = `--maxWorkers=${Math.max(2, availableParallelism())}`;
await jest('unit', [jestWorkers]);
/**
 * API test files whose subject is what the service draws or reads as files (pictures, PDF documents, GeoTIFFs, area
 * files through GDAL), or not the database at all, rather than what it asks the database: their queries are the ones
 * every other file runs on both drivers, so the PostgreSQL run leaves them to the PGlite run instead of drawing and
 * parsing the same files twice.
 */
const DRAWN_ONCE = [
  'api/test/imagery.test.ts',
  'api/test/documents.test.ts',
  'api/test/documents-zh.test.ts',
  'api/test/web-samples.test.ts',
  'api/test/gdal/raster.test.ts',
  'api/test/gdal/imports.test.ts',
  'api/test/gdal/stac.test.ts',
  // Renders of the world model (a flood's two products, scenes over a coast): their stack, change and catalog
  // queries are those scene-stack, scene-change and catalog tests run on both drivers.
  'api/test/flood-change.test.ts',
  'api/test/scene-coast.test.ts',
  // Files whose subject is not the database at all: the import rules, the API document and its Chinese, the route
  // declarations, the deployment's recipes, static files, compression, hostile area files, COG bytes.
  'api/test/layers.test.ts',
  'api/test/openapi-zh.test.ts',
  'api/test/openapi-contract.test.ts',
  'api/test/route-declarations.test.ts',
  'api/test/deploy-recipes.test.ts',
  'api/test/static-site.test.ts',
  'api/test/compression.test.ts',
  'api/test/area-hostile-files.test.ts',
  'api/test/area-import.test.ts',
  'api/test/cog.test.ts',
  'api/test/stack-rasters.test.ts',
];
if (process.env.DATABASE_URL)
  await jest(
    'api-postgres',
    [
      '--selectProjects',
      'api',
      jestWorkers,
      '--testPathIgnorePatterns',
      '/node_modules/',
      ...DRAWN_ONCE.map((file) => `/${file.replace(/\./g, '\\.')}$`),
    ],
    { DATABASE_URL: process.env.DATABASE_URL },
  );

if ((await built) !== 0) results.push({ label: 'build', passed: 0, failed: 1 });
else {
  const t = Date.now();
  const file = path.join(out, 'e2e.json');
  const preparedOk = (await prepared) === 0;
  const code = await run([path.join(repo, 'e2e/node_modules/.bin/playwright'), ['test']], {
    cwd: path.join(repo, 'e2e'),
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      DATABASE_URL: '',
      ...(preparedOk ? { E2E_PREPARED_DATABASE: e2eDatabase } : {}),
    },
  });
  playwrightReport = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const stats = playwrightReport?.stats ?? { expected: 0, unexpected: 1, flaky: 0 };
  results.push({
    label: 'e2e',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (code !== 0 && !stats.unexpected ? 1 : 0),
  });
  stages.push({
    label: 'Playwright (all projects)',
    from: (t - started) / 1000,
    seconds: since(t),
    tests: stats.expected + stats.flaky + stats.unexpected,
  });
  for (const p of playwrightProjects(playwrightReport))
    stages.push({
      label: `  project ${p.project}`,
      from: (p.startMs - started) / 1000,
      seconds: p.seconds,
      tests: p.tests,
    });
}

printReport({
  stages,
  jest: jestReports,
  playwright: playwrightReport,
  repo,
  totalSeconds: since(started),
  file: path.join(out, 'timings.json'),
});
if (missingTools) console.log(missingTools);
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
