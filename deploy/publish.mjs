#!/usr/bin/env node
// Releases one remote on its own: builds it (unless --skip-build), copies the build to the immutable
// /mf/<remote>/<version>/ and switches the registry to it. The shell and the other remotes are not rebuilt.
// Usage: node deploy/publish.mjs <remote> [--version <v>] [--skip-build] [--skip-compress] [--render-first-view]
// (--skip-compress: the caller compresses the web root afterwards, as deploy/build-all.mjs does for all remotes at once;
// --render-first-view: the public remote's first view is rendered again even when its release already has one)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runPnpm } from '../scripts/pnpm.mjs';
import { REMOTES, REPO, switchVersion, webRoot } from './registry.mjs';
import { compressTreeParallel } from './compress.mjs';
import { composeFirstViews, FIRST_VIEW_REMOTE, renderReleasePart } from './first-view.mjs';

const args = process.argv.slice(2);
const remote = args[0];
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!REMOTES.includes(remote)) {
  console.error(`usage: publish.mjs <${REMOTES.join('|')}> [--version <v>] [--skip-build] [--skip-compress]`);
  process.exit(2);
}

if (!args.includes('--skip-build')) runPnpm(['--filter', `@portal/${remote}`, 'run', 'build']);

const dist = path.join(REPO, remote, 'dist');
const manifest = path.join(dist, 'mf-manifest.json');
if (!existsSync(manifest)) {
  console.error(`${remote}: no build found at ${path.relative(REPO, dist)} (mf-manifest.json missing)`);
  process.exit(1);
}
// The version names the content: the manifest lists every hashed file of the build.
const version =
  flag('--version') ?? createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
const target = path.join(webRoot(), 'mf', remote, version);
if (!existsSync(target)) {
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
}
// The public remote's first view goes with its release (deploy/first-view.mjs); also into a release made before.
const firstView = remote === FIRST_VIEW_REMOTE;
// It is rendered from the sources, whose shared components may have changed under the same release
// (deploy/build-all.mjs asks again with --render-first-view).
if (firstView && (args.includes('--render-first-view') || !existsSync(path.join(target, 'first-view.json'))))
  renderReleasePart(target, `/mf/${remote}/${version}/`);
// Also when the folder exists: compression does only what an earlier, interrupted release left undone.
if (!args.includes('--skip-compress')) await compressTreeParallel(target);
const entry = switchVersion(remote, version);
if (firstView) composeFirstViews();
console.log(`published ${remote} ${version} -> ${entry.entry}`);
