#!/usr/bin/env node
// `npm start`: installs what is missing, builds the whole portal in production mode and serves it with the API
// on one port (PORT, default 8080), on the embedded PGlite database unless DATABASE_URL is set.
// What a newcomer waits for is kept short (on two cores the machine is the limit, so the order matters):
// - the database is prepared (api/src/cli/prepare-database.ts: migrations, geodata, demo data) beside the build, at
//   the lowest priority, so it takes only the CPU the builds leave idle;
// - the server starts as soon as both are done, and the portal's files are compressed after that, while it serves
//   them (until then they are sent as they are; deploy/compress.mjs writes whole files only).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { webRoot } from '../deploy/registry.mjs';
import { ensureInstall, repo } from './ensure-install.mjs';
import { niced, run } from './processes.mjs';

const port = process.env.PORT ?? '8080';
const apiDir = path.join(repo, 'api');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
const apiEnv = { NODE_ENV: 'production', ...process.env, PORT: port };
const build = !process.argv.includes('--no-build');

ensureInstall();
const [built, prepared] = await Promise.all([
  build ? run([process.execPath, [path.join(repo, 'deploy/build-all.mjs'), '--no-compress']]) : 0,
  run(niced(19, tsx, ['src/cli/prepare-database.ts']), { cwd: apiDir, env: apiEnv }),
]);
if (built !== 0 || prepared !== 0) {
  console.error(`npm start: the ${built !== 0 ? 'build' : 'database preparation'} failed`);
  process.exit(built || prepared);
}
const server = spawn(tsx, ['src/server.ts'], { cwd: apiDir, stdio: 'inherit', env: apiEnv });
console.log(`\nThe portal starts at http://localhost:${port}/ (API at http://localhost:${port}/api/)\n`);
if (build) void run(niced(10, process.execPath, [path.join(repo, 'deploy/compress.mjs'), webRoot()]));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
