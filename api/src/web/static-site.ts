import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMobileBrowser } from '@portal/shared/domain';

/** Used when a web root was built without a policy file: scripts, styles and data from the portal only. */
const DEFAULT_PAGE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' data: blob:; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** The prerendered pages (deploy/first-view.mjs): `/` → first-view/index.html, `/login` → first-view/login.html. */
const FIRST_VIEW = 'first-view';

/**
 * The file a client-side route is answered with: its prerendered page when the build wrote one (it shows the page
 * before any script arrives), otherwise the shell's index.html.
 */
export function clientRoutePage(webRoot: string, url: string): string {
  const pathname = url.split('?')[0];
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return 'index.html';
  const page = `${FIRST_VIEW}/${name}.html`;
  return existsSync(path.join(webRoot, page)) ? page : 'index.html';
}

/** The phone home page, keeping the query of `url` (a recommender's, docs/requirements.md §2). */
function phoneHome(url: string): string {
  const query = url.indexOf('?');
  return `/phonehome${query >= 0 ? url.slice(query) : ''}`;
}

/** STAC Browser's folder (stac-browser/build.mjs, copied into the web root by deploy/build-all.mjs). */
const STAC_BROWSER = '/stac-browser';

/**
 * Serves the composed portal from one folder (see deploy/README.md for its layout):
 * the shell at `/`, immutable remote builds under `/mf/<remote>/<version>/`, Cesium's static folders under
 * `/cesium/`, STAC Browser under `/stac-browser/` (hash routes, so its folder's index.html is its only page), and
 * the remote registry `/remotes.json`, which is never cached so a release or rollback shows on the next page load.
 * Any other GET outside `/api` that is not a file gets the shell's index.html (SPA routes), or the route's
 * prerendered page (clientRoutePage).
 */
export async function registerStaticSite(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'no built portal found; serving the API only (run the build first)');
    return false;
  }
  // The pages' Content-Security-Policy, written into the web root by the build (deploy/content-security-policy.mjs).
  const policyFile = path.join(webRoot, 'content-security-policy.txt');
  const policy = existsSync(policyFile) ? readFileSync(policyFile, 'utf8').trim() : DEFAULT_PAGE_POLICY;
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/api')) reply.header('Content-Security-Policy', policy);
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: false,
    // deploy/compress.mjs writes .br and .gz siblings at build time.
    preCompressed: true,
    // Caching is ours alone (setHeaders): the default would overwrite it with `public, max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      // A pre-compressed sibling is cached as the file it stands for.
      const rel = path
        .relative(webRoot, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (rel === 'remotes.json' || rel === 'index.html' || rel.startsWith(`${FIRST_VIEW}/`))
        res.setHeader('Cache-Control', 'no-store');
      else if (rel.startsWith('mf/') || rel.startsWith('assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  // docs/requirements.md §1: a mobile browser asking for the home page is sent to the phone home page here, before it loads a page
  // it would leave at once (the boot script of the first view does the same where no server can).
  app.get('/', (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Vary', 'User-Agent');
    if (isMobileBrowser(req.headers['user-agent'] ?? '')) return reply.redirect(phoneHome(req.url), 302);
    return reply.sendFile(clientRoutePage(webRoot, req.url));
  });
  // One route for both spellings (the router ignores a final slash); its page lives only under the folder's URL.
  app.get(`${STAC_BROWSER}/`, (req, reply) =>
    req.url.split('?')[0] === STAC_BROWSER
      ? reply.redirect(`${STAC_BROWSER}/`)
      : reply.header('Cache-Control', 'no-store').sendFile(`${STAC_BROWSER.slice(1)}/index.html`),
  );
  return true;
}

/** True when a request should fall back to the shell's index.html (a client-side route). */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (['/mf/', '/cesium/', `${STAC_BROWSER}/`].some((folder) => pathname.startsWith(folder))) return false;
  return !path.posix.basename(pathname).includes('.');
}
