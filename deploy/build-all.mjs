#!/usr/bin/env node
// Builds the whole portal into one web root: the shell at /, every remote published under /mf/<remote>/<version>/.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runPnpm } from '../scripts/pnpm.mjs';
import { REMOTES, REPO, webRoot } from './registry.mjs';
import { compressTree } from './compress.mjs';

const root = webRoot();
runPnpm(['--filter', './shell', ...REMOTES.flatMap((r) => ['--filter', `./${r}`]), '--workspace-concurrency=2', 'run', 'build']);

mkdirSync(root, { recursive: true });
// The shell's files replace the previous shell; published remotes and the registry stay.
for (const name of readdirSync(root)) {
  if (!['mf', 'remotes.json', 'registry-history.json', 'cesium'].includes(name)) rmSync(path.join(root, name), { recursive: true, force: true });
}
cpSync(path.join(REPO, 'shell/dist'), root, { recursive: true });
const cesium = path.join(REPO, 'shell/dist-cesium');
if (existsSync(cesium)) cpSync(cesium, path.join(root, 'cesium'), { recursive: true });
for (const remote of REMOTES) {
  const r = spawnSync(process.execPath, [path.join(REPO, 'deploy/publish.mjs'), remote, '--skip-build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
compressTree(root);
console.log(`portal built into ${path.relative(REPO, root) || '.'}`);
