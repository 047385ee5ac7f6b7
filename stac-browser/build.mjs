#!/usr/bin/env node
// Builds STAC Browser from its npm package (which ships sources only) with the portal's options, into
// stac-browser/dist/web; deploy/build-all.mjs copies that to the web root's /stac-browser/. The build takes minutes,
// so it is skipped while the output carries the stamp of the same inputs, and a build is kept in the user's build
// cache (deploy/build-cache.mjs) under that stamp, from where another clone of the portal copies it:
//   node stac-browser/build.mjs [--force]
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildCacheDir } from '../deploy/build-cache.mjs';

const here = import.meta.dirname;
const upstream = realpathSync(path.join(here, 'node_modules/@radiantearth/stac-browser'));
const sourceDir = path.join(here, 'dist/source');
export const STAC_BROWSER_OUTPUT = path.join(here, 'dist/web');
const stampFile = path.join(here, 'dist/web.stamp');

/** Our files that replace the package's, at the same paths: the options, the basemaps, the login dialog's text. */
const overridesDir = path.join(here, 'overrides');

/** What the output depends on: the package (its version), our dependency pins, our overrides and this script. */
function inputsStamp() {
  const hash = createHash('sha256');
  for (const file of [
    path.join(upstream, 'package.json'),
    path.join(here, 'package.json'),
    ...readdirSync(overridesDir, { recursive: true })
      .sort()
      .map((f) => path.join(overridesDir, f))
      .filter((f) => statSync(f).isFile()),
    import.meta.filename,
  ])
    hash.update(path.relative(here, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * The package's own manifest, but with only the build plugins this workspace package installs: vue-cli loads every
 * `@vue/cli-plugin-*` it lists, and the lint-only ones (eslint) are left out of the install.
 */
function buildManifest() {
  const pkg = JSON.parse(readFileSync(path.join(upstream, 'package.json'), 'utf8'));
  const ours = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  const installed = { ...ours.dependencies, ...ours.devDependencies };
  pkg.devDependencies = Object.fromEntries(
    Object.entries(pkg.devDependencies).filter(([name]) => name in installed),
  );
  return pkg;
}

/** Whether stac-browser/dist/web is the build of the current inputs. */
export function stacBrowserUpToDate(stamp = inputsStamp()) {
  return (
    existsSync(path.join(STAC_BROWSER_OUTPUT, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === stamp
  );
}

export function buildStacBrowser({ force = false } = {}) {
  const stamp = inputsStamp();
  if (!force && stacBrowserUpToDate(stamp)) {
    console.log('stac-browser: up to date');
    return;
  }
  rmSync(stampFile, { force: true });
  const cacheDir = buildCacheDir('stac-browser');
  const cached = cacheDir && path.join(cacheDir, stamp);
  if (!force && cached && existsSync(path.join(cached, 'index.html'))) {
    rmSync(STAC_BROWSER_OUTPUT, { recursive: true, force: true });
    cpSync(cached, STAC_BROWSER_OUTPUT, { recursive: true });
    writeFileSync(stampFile, stamp + '\n');
    console.log('stac-browser: copied from the build cache');
    return;
  }
  rmSync(sourceDir, { recursive: true, force: true });
  const installDir = path.join(upstream, 'node_modules');
  cpSync(upstream, sourceDir, { recursive: true, filter: (src) => src !== installDir });
  cpSync(path.join(upstream, 'config.js'), path.join(sourceDir, 'config.upstream.js'));
  cpSync(overridesDir, sourceDir, { recursive: true });
  writeFileSync(path.join(sourceDir, 'package.json'), JSON.stringify(buildManifest(), null, 2) + '\n');
  // Some sources import files by relative paths into the project's node_modules (`../../node_modules/ol/ol.css`).
  symlinkSync(path.join(here, 'node_modules'), path.join(sourceDir, 'node_modules'), 'dir');

  const started = Date.now();
  const cli = path.join(here, 'node_modules/@vue/cli-service/bin/vue-cli-service.js');
  const r = spawnSync(process.execPath, [cli, 'build', '--dest', STAC_BROWSER_OUTPUT], {
    cwd: sourceDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`STAC Browser build failed (exit ${r.status})`);
  writeFileSync(stampFile, stamp + '\n');
  if (cached) {
    // Whole builds only in the cache: copied beside it, then renamed into place.
    const tmp = `${cached}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(STAC_BROWSER_OUTPUT, tmp, { recursive: true });
    rmSync(cached, { recursive: true, force: true });
    renameSync(tmp, cached);
  }
  console.log(`stac-browser: built in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv[1] === import.meta.filename) buildStacBrowser({ force: process.argv.includes('--force') });
