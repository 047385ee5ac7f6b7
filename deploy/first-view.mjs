// The first view: for the pages a visitor opens first, web-root/first-view/<page>.html is the shell's page with the
// page already in it (the shell's header and the public remote's content, rendered in Node from the same
// components), so it shows before any script arrives; a small inline script (shell/src/first-view-boot.js) loads
// the portal when the visitor first needs it, and signs a visitor in (shell/src/first-view-session.ts). Both servers
// send these pages for their routes (nginx's portal.conf.template, the API's static site).
// - the shell's part is rendered when the shell is built (deploy/build-all.mjs), into first-view/shell.json;
// - the public remote's part with each release (deploy/publish.mjs), into its release folder, first-view.json;
// - the pages are composed again whenever either changes (build, release, rollback), from the current release.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { REPO, currentVersion, webRoot } from './registry.mjs';
import { compressTree } from './compress.mjs';

export const FIRST_VIEW_DIR = 'first-view';
/** The remote whose pages have a first view (its src/prerender.tsx). */
export const FIRST_VIEW_REMOTE = 'mf-public';
const SHELL_PART = 'shell.json';
const RELEASE_PART = 'first-view.json';

/**
 * The inline boot script, exactly as the pages carry it: shell/src/first-view-boot.js bundled with the modules it
 * imports, for the browsers the portal supports. The pages' policy allows it by its hash.
 */
const BOOT_SCRIPT = buildSync({
  entryPoints: [path.join(REPO, 'shell/src/first-view-boot.js')],
  absWorkingDir: REPO,
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2019',
  minify: true,
  legalComments: 'none',
  logLevel: 'error',
}).outputFiles[0].text.trim();
export const bootScriptHash = () => `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** `/` → index, `/userGuide` → userGuide: the file both servers look for (`/first-view$uri.html`). */
const pageName = (route) => (route === '/' ? 'index' : route.slice(1));

function filesBySize(dir, found = new Map()) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) filesBySize(file, found);
    else found.set(stat.size, [...(found.get(stat.size) ?? []), file]);
  }
  return found;
}

/**
 * The User-Agent pattern of mobile browsers (docs/requirements.md §1): the boot script sends them from / to /phonehome, and nginx
 * before it (deploy/nginx/start.mjs).
 */
export const MOBILE_BROWSERS = JSON.parse(
  readFileSync(path.join(REPO, 'shared/src/domain/mobile-browsers.json'), 'utf8'),
).pattern;

const PORTAL_RELEASE = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;

/**
 * Renders a part's first views (`<part>/src/prerender.tsx`) into `out`. Assets the components name by their source
 * file (`new URL('./x.jpg', import.meta.url)`) are pointed at the same file in the release: `release` is its folder,
 * `publicUrl` its URL.
 */
export function renderFirstViews(part, out, { release, publicUrl } = {}) {
  const r = spawnSync(
    path.join(REPO, 'node_modules/.bin/tsx'),
    [
      '--tsconfig',
      path.join(REPO, 'tsconfig.base.json'),
      path.join(REPO, 'deploy/first-view-render.tsx'),
      part,
      out,
    ],
    {
      cwd: part,
      stdio: 'inherit',
      // What webpack's DefinePlugin gives the bundles (tooling/webpack.cjs): the footer names the release.
      env: { ...process.env, NODE_ENV: 'production', PORTAL_VERSION: PORTAL_RELEASE },
    },
  );
  if (r.status !== 0) throw new Error(`first view of ${path.basename(part)}: rendering failed`);
  const sources = new Set();
  const text = readFileSync(out, 'utf8');
  for (const m of text.matchAll(/file:\/\/[^"\\\s)]+/g)) sources.add(m[0]);
  if (!sources.size) return;
  if (!release) throw new Error(`first view of ${path.basename(part)}: assets named but no release given`);
  const bySize = filesBySize(release);
  let fixed = text;
  for (const url of sources) {
    const bytes = readFileSync(fileURLToPath(url));
    const twin = (bySize.get(bytes.length) ?? []).find((f) => readFileSync(f).equals(bytes));
    if (!twin) throw new Error(`first view: ${url} is not in the release ${release}`);
    fixed = fixed.replaceAll(url, publicUrl + path.relative(release, twin).split(path.sep).join('/'));
  }
  writeFileSync(out, fixed);
}

/** Renders the shell's header for every public page into the web root (after the shell's files were copied there). */
export function renderShellPart(root = webRoot()) {
  mkdirSync(path.join(root, FIRST_VIEW_DIR), { recursive: true });
  renderFirstViews(path.join(REPO, 'shell'), path.join(root, FIRST_VIEW_DIR, SHELL_PART));
}

/** Renders the public remote's pages into its release folder `release` (URL `publicUrl`). */
export function renderReleasePart(release, publicUrl) {
  renderFirstViews(path.join(REPO, FIRST_VIEW_REMOTE), path.join(release, RELEASE_PART), {
    release,
    publicUrl,
  });
}

/** The shell's federation manifest (tooling/webpack.cjs): the files of the singletons it shares. */
export const SHELL_MANIFEST = 'assets/mf-manifest.json';

const jsOf = (entry) => entry?.assets?.js?.sync ?? [];

/**
 * The files the portal loads first on a public page, for the boot script to fetch ahead at idle
 * (shell/src/first-view-boot.js): the shell's entry and the singletons it shares, the public remote's manifest,
 * entry and `./app`, and those of its shared modules the shell does not provide (the shell's copies win,
 * tooling/pin-shared-to-shell.cjs). The remote's pages past the first view (async chunks) load with their route.
 */
export function portalFiles(root, entry, version) {
  const files = [entry];
  const shellManifest = path.join(root, SHELL_MANIFEST);
  const shell = existsSync(shellManifest)
    ? JSON.parse(readFileSync(shellManifest, 'utf8'))
    : { metaData: { publicPath: '/' }, shared: [] };
  const fromShell = new Set(shell.shared.map((s) => s.name));
  for (const s of shell.shared) files.push(...jsOf(s).map((f) => shell.metaData.publicPath + f));
  const base = `/mf/${FIRST_VIEW_REMOTE}/${version}/`;
  const remote = JSON.parse(readFileSync(path.join(root, base, 'mf-manifest.json'), 'utf8'));
  files.push(`${base}mf-manifest.json`, base + remote.metaData.remoteEntry.name);
  for (const e of remote.exposes ?? []) files.push(...jsOf(e).map((f) => base + f));
  for (const s of remote.shared ?? [])
    if (!fromShell.has(s.name)) files.push(...jsOf(s).map((f) => base + f));
  return [...new Set(files)];
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Styles of the first view: its wrappers (and those of its lists, which stay once filled) take no box; a first view
 * the visitor is not shown waits hidden; a signed-in visitor never sees Sign in while the page is still parsed
 * (the boot script puts their header's items there once it is).
 */
const FIRST_VIEW_STYLE =
  '<style>[data-first-view-part],[data-first-view-list]{display:contents}' +
  'html[data-first-view=stale] [data-first-view-part]{visibility:hidden}' +
  'html[data-first-view-session] [data-first-view-user]{visibility:hidden}</style>';

/**
 * Writes web-root/first-view/<page>.html from the shell's index.html, its header part and the current release's
 * page part; removes the pages when either part is missing (then the servers send index.html, as for any route).
 */
export function composeFirstViews(root = webRoot()) {
  const dir = path.join(root, FIRST_VIEW_DIR);
  for (const name of existsSync(dir) ? readdirSync(dir) : [])
    if (/\.html(\.(br|gz))?$/.test(name)) rmSync(path.join(dir, name));
  const version = currentVersion(FIRST_VIEW_REMOTE, root);
  const releasePart = path.join(root, 'mf', FIRST_VIEW_REMOTE, String(version), RELEASE_PART);
  const shellPart = path.join(dir, SHELL_PART);
  if (!version || !existsSync(releasePart) || !existsSync(shellPart)) return 0;
  const headers = JSON.parse(readFileSync(shellPart, 'utf8'));
  const pages = JSON.parse(readFileSync(releasePart, 'utf8'));
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  // The shell's entry, which the boot script loads instead of the page loading it at once.
  const entry = index.match(/<script defer="defer" src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('first view: the shell entry script was not found in index.html');
  const prefetch = portalFiles(root, entry[1], version).join(' ');
  let written = 0;
  for (const [route, page] of Object.entries(pages)) {
    const header = headers[route];
    if (!header) continue;
    const boot = `<script data-main="${entry[1]}" data-prefetch="${prefetch}" data-mobile="${escapeHtml(MOBILE_BROWSERS)}">${BOOT_SCRIPT}</script>`;
    const html = index
      .replace(entry[0], () => FIRST_VIEW_STYLE + boot)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        '<div id="portal-header"></div>',
        () => `<div id="portal-header"><div data-first-view-part="shell">${header.html}</div></div>`,
      )
      .replace(
        '<main id="portal-main"></main>',
        () =>
          `<main id="portal-main"><div id="app-${FIRST_VIEW_REMOTE}"><div data-first-view-part="${FIRST_VIEW_REMOTE}">${page.html}</div></div></main>`,
      );
    writeFileSync(path.join(dir, `${pageName(route)}.html`), html);
    written += 1;
  }
  compressTree(dir);
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = composeFirstViews(path.resolve(process.argv[2] ?? webRoot()));
  console.log(`first view: ${n} pages`);
}
