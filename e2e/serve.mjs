// Starts the portal for the end-to-end tests: a fresh copy of the built portal and a fresh embedded database.
import { cpSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const [webRoot, dataDir, port] = process.argv.slice(2);
const repo = path.resolve(import.meta.dirname, '..');
rmSync(webRoot, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
cpSync(path.join(repo, 'dist/web'), webRoot, { recursive: true });
const server = spawn(path.join(repo, 'api/node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', WEB_ROOT: webRoot, PGLITE_DIR: dataDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
