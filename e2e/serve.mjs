// Starts the portal for the end-to-end tests: a fresh copy of the built portal and a fresh embedded database (a copy
// of E2E_PREPARED_DATABASE when given: a PGlite folder prepared beforehand by e2e/seed-fixtures.ts, as `npm test`
// does while jest runs, so that neither the database nor the fixtures are made while the tests wait).
// Everything the server prints is also appended to <data dir>/server.log (tests read the reset links the server
// logs there, since no mail is sent); the console shows warnings and errors only, as before.
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const [webRoot, dataDir, port] = process.argv.slice(2);
const repo = path.resolve(import.meta.dirname, '..');
rmSync(webRoot, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
// The built portal: dist/web, or WEB_ROOT where deploy/ built it elsewhere (deploy/registry.mjs).
cpSync(path.resolve(process.env.WEB_ROOT ?? path.join(repo, 'dist/web')), webRoot, { recursive: true });
const prepared = process.env.E2E_PREPARED_DATABASE;
if (prepared && existsSync(prepared)) cpSync(prepared, dataDir, { recursive: true });
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
const tsx = path.join(repo, 'api/node_modules/.bin/tsx');
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  // The address the tests open: absolute links (STAC's) must name it, as they name the public address when deployed.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_ROOT: webRoot,
  PGLITE_DIR: dataDir,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  // The webhook receivers the specs start listen on this machine's loopback address.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // Product rasters of 1024 pixels a side (a few seconds each) while the browsers share the CPU; the API's GDAL
  // suite reads them at 2048 (api/test/gdal/raster.test.ts).
  PRODUCT_MAX_PX: process.env.PRODUCT_MAX_PX ?? '1024',
};

// The fixtures the specs start from (e2e/seed-fixtures.ts), made in the database with the server's configuration
// before the server opens it: PGlite admits one process at a time.
let child = spawn(tsx, ['../e2e/seed-fixtures.ts', dataDir], {
  cwd: path.join(repo, 'api'),
  stdio: ['inherit', 'pipe', 'pipe'],
  env: serverEnv,
});
tee(child.stdout, process.stdout);
tee(child.stderr, process.stderr);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
const seeded = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
if (seeded !== 0) {
  console.error(`e2e fixtures: seed-fixtures.ts ended with ${seeded}`);
  log.end(() => process.exit(1));
} else {
  const server = spawn(tsx, ['src/server.ts'], {
    cwd: path.join(repo, 'api'),
    stdio: ['inherit', 'pipe', 'pipe'],
    env: serverEnv,
  });
  child = server;
  tee(server.stdout, process.stdout);
  tee(server.stderr, process.stderr);
  server.on('exit', (code) => log.end(() => process.exit(code ?? 0)));
}

/** pino level 40 is warn: lines below it go to the file only; anything that is not a pino line is always shown. */
function shownOnConsole(line) {
  try {
    const entry = JSON.parse(line);
    return typeof entry?.level !== 'number' || entry.level >= 40;
  } catch {
    return true;
  }
}

function tee(from, to) {
  let partial = '';
  from.on('data', (chunk) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop();
    for (const line of lines) if (shownOnConsole(line)) to.write(`${line}\n`);
  });
  from.on('end', () => {
    if (partial && shownOnConsole(partial)) to.write(`${partial}\n`);
  });
}
