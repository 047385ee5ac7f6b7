#!/usr/bin/env node
// Builds the whole portal into one web root: the shell at /, every remote published under /mf/<remote>/<version>/.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runPnpm } from '../scripts/pnpm.mjs';
import { REMOTES, REPO, webRoot } from './registry.mjs';
import { compressTree } from './compress.mjs';
import { writeContentSecurityPolicy } from './content-security-policy.mjs';
import { buildStacBrowser, STAC_BROWSER_OUTPUT } from '../stac-browser/build.mjs';

const root = webRoot();
const GLOBE_CONFIG = 'globe-config.json';

/**
 * Cesium's static folders (ARCHITECTURE §2), served once for every globe at the absolute CESIUM_BASE_URL `/cesium/`
 * (tooling/webpack.cjs): Workers, Assets (incl. the offline NaturalEarthII imagery), Widgets and ThirdParty of the
 * cesium package the globe's builds bundle (@portal/shared's version), replaced on every build.
 */
function copyCesiumStatic(dest) {
  const requireShared = createRequire(path.join(REPO, 'shared/package.json'));
  const build = path.join(path.dirname(requireShared.resolve('cesium/package.json')), 'Build/Cesium');
  rmSync(dest, { recursive: true, force: true });
  for (const folder of ['Workers', 'Assets', 'Widgets', 'ThirdParty'])
    cpSync(path.join(build, folder), path.join(dest, folder), { recursive: true });
}
runPnpm([
  '--filter',
  './shell',
  ...REMOTES.flatMap((r) => ['--filter', `./${r}`]),
  '--workspace-concurrency=2',
  'run',
  'build',
]);

mkdirSync(root, { recursive: true });
// The shell's files replace the previous shell; published remotes and the registry stay.
for (const name of readdirSync(root)) {
  if (!['mf', 'remotes.json', 'registry-history.json', GLOBE_CONFIG].includes(name))
    rmSync(path.join(root, name), { recursive: true, force: true });
}
cpSync(path.join(REPO, 'shell/dist'), root, { recursive: true });
copyCesiumStatic(path.join(root, 'cesium'));
// STAC Browser over the portal's STAC API (rebuilt only when its inputs change).
buildStacBrowser();
cpSync(STAC_BROWSER_OUTPUT, path.join(root, 'stac-browser'), { recursive: true });
// The globe's runtime configuration (shared/src/globe/config.ts): kept when it exists, so a deployment's own tile
// service survives a rebuild; by default no tile service, only the bundled offline imagery.
if (!existsSync(path.join(root, GLOBE_CONFIG)))
  writeFileSync(path.join(root, GLOBE_CONFIG), JSON.stringify({ tiles: null }, null, 2) + '\n');
writeContentSecurityPolicy(root);
for (const remote of REMOTES) {
  const r = spawnSync(process.execPath, [path.join(REPO, 'deploy/publish.mjs'), remote, '--skip-build'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
compressTree(root);
console.log(`portal built into ${path.relative(REPO, root) || '.'}`);
