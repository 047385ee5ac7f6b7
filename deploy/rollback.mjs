#!/usr/bin/env node
// Switches a remote back to the version it ran before its last release. Usage: node deploy/rollback.mjs <remote>
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, currentVersion, readHistory, switchVersion, webRoot } from './registry.mjs';
import { composeFirstViews, FIRST_VIEW_REMOTE } from './first-view.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`usage: rollback.mjs <${REMOTES.join('|')}>`);
  process.exit(2);
}
const history = readHistory();
const versions = history[remote] ?? [];
const current = currentVersion(remote);
const at = versions.lastIndexOf(current);
const previous = at > 0 ? versions[at - 1] : undefined;
if (!previous || !existsSync(path.join(webRoot(), 'mf', remote, previous, 'mf-manifest.json'))) {
  console.error(`${remote}: no earlier version to roll back to (current ${current ?? 'none'})`);
  process.exit(1);
}
switchVersion(remote, previous, { record: false });
// The first view shows the release now current (its own rendered pages).
if (remote === FIRST_VIEW_REMOTE) composeFirstViews();
history[remote] = versions.slice(0, at); // the rolled-back release leaves the history; publishing it again re-adds it
writeFileSync(path.join(webRoot(), 'registry-history.json'), JSON.stringify(history, null, 2) + '\n');
console.log(`rolled back ${remote}: ${current} -> ${previous}`);
