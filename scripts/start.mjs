#!/usr/bin/env node
// `npm start`: installs what is missing, builds the whole portal in production mode and serves it with the API
// on one port (PORT, default 8080), on the embedded PGlite database unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall, repo } from './ensure-install.mjs';

ensureInstall();
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(repo, 'deploy/build-all.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '8080';
const tsx = path.join(repo, 'api/node_modules/.bin/tsx');
const server = spawn(tsx, ['src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, PORT: port },
});
console.log(`\nThe portal starts at http://localhost:${port}/ (API at http://localhost:${port}/api/)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
