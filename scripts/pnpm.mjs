#!/usr/bin/env node
// Runs the workspace's pinned pnpm, whatever the machine has: a pnpm on PATH of the pinned major,
// else the pinned version through `npm exec` (Node ships npm; corepack cannot verify signatures on every registry).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.split('@')[1];

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, COREPACK_ENABLE_STRICT: '0' },
  });
  return probe.status === 0 && probe.stdout.trim().split('.')[0] === pinned.split('.')[0];
}

export function pnpmCommand() {
  return pnpmOnPath() ? ['pnpm'] : ['npm', 'exec', '--yes', `pnpm@${pinned}`, '--'];
}

export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) runPnpm(process.argv.slice(2));
