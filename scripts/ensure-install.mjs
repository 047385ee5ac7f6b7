// Installs the workspace's dependencies when they are missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPnpm } from './pnpm.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const marker = path.join(repo, 'node_modules/.modules.yaml');
  const lock = path.join(repo, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // No Playwright browser download: the tests use the system's Chromium.
  runPnpm(['install', '--frozen-lockfile'], {
    cwd: repo,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

export { repo };
