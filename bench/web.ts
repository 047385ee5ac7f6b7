/**
 * BENCH web: what a visitor of the built portal (dist/web, served as e2e serves it: a fresh copy and a fresh
 * embedded database) gets, in the system's Chromium.
 * - js_kb_<route>, scripts_<route>, cesium_requests_<route>: first-load JavaScript of each public route
 *   and of /imageQuery (as the demo customer) in a fresh browser context asking for gzip only: the compressed
 *   bytes of every JavaScript response until the page's heading shows and the network is idle (a prerendered
 *   page, deploy/first-view.mjs, is complete then), or, for any other page, until no progress bar is left;
 * - js_kb_interactive_<route>: the same once the visitor has moved the pointer and the portal has taken over (the
 *   same as js_kb_ where a move needs no portal: the sign-in page's first view sends its form itself);
 * - globe_js_kb: of that on /imageQuery, the globe's part: Cesium's chunk and workers and the globe's code (gzip);
 *   globe_js_kb_br: the same files as Chromium gets them (Brotli);
 * - lighthouse_{perf,a11y,bp,seo}_<route>, lcp_, tbt_, cls_: Lighthouse (mobile), median of WEB_RUNS (3);
 * - globe_first_frame_ms, globe_tiles_loaded_ms: navigation start to the globe's first rendered frame on
 *   /imageQuery and to every tile of its first view loaded (the Earth drawn), medians;
 * - the visitor's first action from a first view under mobile throttling (bench/web-first-action.ts): Enter on the
 *   sign-in form → signed in, a first click → the page asked for, the JavaScript before and after, medians;
 * - a table of the figures issue 36 sets goals for, beside the goals (bench/web-goals.ts);
 * - loadavg_1m_before, loadavg_1m_after: the machine's 1-minute load average around all of it.
 * WEB_ROUTES=/login,/PDF limits every part to those routes (the globe runs when /imageQuery is among them);
 * WEB_PORT (8390) is where the portal is served, or any free port when it is taken.
 */
import os from 'node:os';
import { chromium, type Browser, type Request } from '@playwright/test';
import e2eConfig from '../e2e/playwright.config';
import { lighthouseRoute, type LighthouseFigures } from './web-lighthouse';
import { FIRST_ACTIONS, firstAction, type ActionFigures } from './web-first-action';
import { printGoals } from './web-goals';
import { CUSTOMER, seedCustomer, servePortal } from './web-portal';
import { isCesiumUrl, isGlobeScriptUrl } from '../e2e/cesium-files';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/phonehome',
  '/phoneregister',
  '/sampleImage',
  '/details?sample=1',
  '/PDF',
  '/interFace',
  '/userGuide',
  '/applicationService/introduce',
  '/applicationService/vesselDetection',
  '/404',
];
const SIGNED_IN_ROUTE = '/imageQuery';
const LIGHTHOUSE_ROUTES = [
  '/',
  '/phonehome',
  '/login',
  '/sampleImage',
  '/userGuide',
  '/interFace',
  '/PDF',
  '/applicationService/vesselDetection',
  '/details?sample=1',
];

const RUNS = Number(process.env.WEB_RUNS ?? 3);
const ONLY = process.env.WEB_ROUTES?.split(',').map((r) => r.trim());
const wanted = (routes: string[]) => (ONLY ? routes.filter((r) => ONLY.includes(r)) : routes);
const LAUNCH = e2eConfig.use?.launchOptions ?? {};
const CHROMIUM = LAUNCH.executablePath ?? 'chromium';

/** `/` → home, `/applicationService/introduce` → applicationservice_introduce, `/details?…` → details. */
const slug = (route: string) =>
  route === '/' ? 'home' : route.split('?')[0].slice(1).replace(/\W+/g, '_').toLowerCase();
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const bench = (metric: string, value: number | string, unit: string) =>
  console.log(`BENCH web ${metric} ${value} ${unit}`);

// ---- First-load JavaScript --------------------------------------------------------------------------------

interface JsFigures {
  kb: number;
  scripts: number;
  /** After the visitor's first move: what a prerendered page (deploy/first-view.mjs) loads once it is needed. */
  kbInteractive: number;
  /** Requests of Cesium's files: its base folder (workers, assets) or its chunk (e2e/cesium-files.ts). */
  cesium: number;
  /** The globe's JavaScript: Cesium's chunk and workers and the globe's own chunk. */
  globeKb: number;
  /** Their addresses (globeBrotliKb weighs them as a browser that accepts Brotli gets them). */
  globeUrls: string[];
  /** JavaScript responses sent as they are (files too small for the build to pre-compress). */
  uncompressed: number;
}

async function firstLoadJs(browser: Browser, base: string, route: string): Promise<JsFigures> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  try {
    if (route === SIGNED_IN_ROUTE) await seedCustomer(context, base);
    const finished: Request[] = [];
    context.on('requestfinished', (r) => finished.push(r));
    const page = await context.newPage();
    await page.goto(route, { timeout: 120_000 });
    await page.locator('#portal-main h1').first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // A page with a first view shows without the portal's scripts: the first load ends here for it.
    const prerendered = (await page.locator('[data-first-view-part]').count()) > 0;
    const firstLoad = prerendered ? [...finished] : undefined;
    // The visitor moves the pointer: the portal takes over, its data arrives; except on a page whose first view
    // needs no portal for a move (the sign-in page's sends its form itself).
    await page.mouse.move(200, 300);
    const takesOver = await page
      .waitForFunction(
        () =>
          document.documentElement.getAttribute('data-first-view') === 'booting' ||
          !document.querySelector('[data-first-view-part]'),
        undefined,
        { timeout: 3_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (takesOver) {
      await page.waitForFunction(() => !document.querySelector('[data-first-view-part]'), undefined, {
        timeout: 120_000,
      });
      await page.getByRole('progressbar').first().waitFor({ state: 'detached', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
    }

    let uncompressed = 0;
    let cesium = 0;
    const scripts: Request[] = [];
    for (const r of finished) {
      const res = await r.response();
      const type = (await res?.headerValue('content-type')) ?? '';
      if (isCesiumUrl(r.url())) cesium += 1;
      if (r.resourceType() !== 'script' && !type.includes('javascript')) continue;
      scripts.push(r);
      const encoding = await res?.headerValue('content-encoding');
      if (!encoding) uncompressed += 1;
      else if (encoding !== 'gzip')
        throw new Error(`${r.url()} came ${encoding}-encoded although gzip was asked for`);
    }
    // A worker's script (pdf.js, Cesium's) reports no body size: its Content-Length, the encoded bytes, stands in.
    const bytes = async (rs: Request[]) => {
      let sum = 0;
      for (const r of rs)
        sum +=
          (await r.sizes()).responseBodySize ||
          Number((await (await r.response())?.headerValue('content-length')) ?? 0);
      return sum / 1024;
    };
    const firstScripts = firstLoad ? scripts.filter((r) => firstLoad.includes(r)) : scripts;
    return {
      kb: await bytes(firstScripts),
      scripts: firstScripts.length,
      kbInteractive: await bytes(scripts),
      globeKb: await bytes(scripts.filter((r) => isGlobeScriptUrl(r.url()))),
      globeUrls: scripts.map((r) => r.url()).filter(isGlobeScriptUrl),
      cesium,
      uncompressed,
    };
  } finally {
    await context.close();
  }
}

/**
 * The bytes of `urls` as a browser that accepts Brotli is sent them (Chromium asks for br, gzip and deflate): the
 * pre-compressed .br file, or the file itself where the build made none.
 */
async function brotliKb(urls: string[]): Promise<number> {
  let sum = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    const length = Number(res.headers.get('content-length'));
    if (!res.ok || !length) throw new Error(`${url}: ${res.status}, no Content-Length`);
    await res.body?.cancel();
    sum += length;
  }
  return sum / 1024;
}

// ---- The globe --------------------------------------------------------------------------------------------

interface GlobeTimes {
  firstFrame: number;
  /** The Earth drawn: every tile of the first view loaded (`tilesLoadedAt`). */
  tilesLoaded: number;
}

/** performance.now() of the globe's first frame and of its tiles loaded: the page's time origin is its navigation start. */
async function globeTimes(browser: Browser, base: string): Promise<GlobeTimes> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
  try {
    await seedCustomer(context, base);
    const page = await context.newPage();
    await page.goto(SIGNED_IN_ROUTE, { timeout: 120_000 });
    const at = await page.waitForFunction(
      () => {
        const g = (
          window as unknown as {
            __portalGlobe?: { firstFrameAt: number | null; tilesLoadedAt: number | null };
          }
        ).__portalGlobe;
        return g?.firstFrameAt != null && g.tilesLoadedAt != null
          ? { firstFrame: g.firstFrameAt, tilesLoaded: g.tilesLoadedAt }
          : null;
      },
      undefined,
      { timeout: 180_000 },
    );
    return (await at.jsonValue()) as GlobeTimes;
  } finally {
    await context.close();
  }
}

// ---- The bench --------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const loadBefore = os.loadavg()[0];
  bench('loadavg_1m_before', loadBefore.toFixed(2), 'load');
  /** The figures issue 36's goals are about, for the table at the end. */
  const goals: Record<string, number> = {};
  const portal = await servePortal();
  const stopOnSignal = () => void portal.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH.args });
    try {
      const js: [string, JsFigures][] = [];
      for (const route of wanted([...PUBLIC_ROUTES, SIGNED_IN_ROUTE])) {
        const f = await firstLoadJs(browser, portal.base, route);
        js.push([route, f]);
        bench(`js_kb_${slug(route)}`, f.kb.toFixed(1), 'KB');
        bench(`js_kb_interactive_${slug(route)}`, f.kbInteractive.toFixed(1), 'KB');
        bench(`scripts_${slug(route)}`, f.scripts, 'count');
        bench(`cesium_requests_${slug(route)}`, f.cesium, 'count');
        if (route === '/') bench('home_js_kb', f.kb.toFixed(1), 'KB');
        if (route === SIGNED_IN_ROUTE) {
          bench('globe_js_kb', f.globeKb.toFixed(1), 'KB');
          bench('globe_js_kb_br', (await brotliKb(f.globeUrls)).toFixed(1), 'KB');
        }
      }
      console.log('\nFirst-load JavaScript (gzip, fresh context)');
      console.table(
        Object.fromEntries(
          js.map(([r, f]) => [
            r,
            {
              'gzip KB': +f.kb.toFixed(1),
              scripts: f.scripts,
              'gzip KB after a move': +f.kbInteractive.toFixed(1),
              'cesium requests': f.cesium,
              uncompressed: f.uncompressed,
            },
          ]),
        ),
      );

      if (!ONLY || ONLY.includes(SIGNED_IN_ROUTE)) {
        const runs: GlobeTimes[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await globeTimes(browser, portal.base));
        const frames = runs.map((r) => r.firstFrame);
        const tiles = runs.map((r) => r.tilesLoaded);
        console.log(`# globe first frame, each run: ${frames.map((f) => f.toFixed(0)).join(', ')} ms`);
        console.log(`# globe tiles loaded, each run: ${tiles.map((f) => f.toFixed(0)).join(', ')} ms`);
        goals.globe_first_frame_ms = median(frames);
        goals.globe_tiles_loaded_ms = median(tiles);
        bench('globe_first_frame_ms', median(frames).toFixed(0), 'ms');
        bench('globe_tiles_loaded_ms', median(tiles).toFixed(0), 'ms');
      }

      for (const action of FIRST_ACTIONS.filter((a) => !ONLY || ONLY.includes(a.route))) {
        const plain: ActionFigures[] = [];
        const saving: ActionFigures[] = [];
        // A run that fails (no answer within its time) is told and left out: the others still make a median.
        const attempt = async (into: ActionFigures[], dataSaver: boolean) => {
          try {
            into.push(await firstAction(browser, portal.base, action, CUSTOMER, dataSaver));
          } catch (e) {
            console.log(
              `# ${action.metric}${dataSaver ? ' (data saver)' : ''}: a run failed: ${(e as Error).message}`,
            );
          }
        };
        for (let i = 0; i < RUNS; i++) {
          await attempt(plain, false);
          await attempt(saving, true);
        }
        if (!plain.length || !saving.length) continue;
        const lost = [...plain, ...saving].reduce((n, f) => n + f.focusLost, 0);
        console.log(
          `# ${action.metric}, each run: ${plain.map((f) => f.ms).join(', ')} ms; with data saver: ` +
            `${saving.map((f) => f.ms).join(', ')} ms` +
            (lost
              ? `; the field typed into lost the focus ${lost} times (the portal replaced the form)`
              : ''),
        );
        const figures = {
          [action.metric]: median(plain.map((f) => f.ms)),
          [`js_kb_before_action_${action.js}`]: median(plain.map((f) => f.kbBefore)),
          [`js_kb_after_action_${action.js}`]: median(plain.map((f) => f.kbAfter)),
          [`js_kb_needed_${action.js}`]: median(saving.map((f) => f.kbAfter)),
        };
        for (const [metric, value] of Object.entries(figures)) {
          goals[metric] = value;
          const ms = metric.includes('_ms_');
          bench(metric, value.toFixed(ms ? 0 : 1), ms ? 'ms' : 'KB');
        }
      }
    } finally {
      await browser.close();
    }

    const lh: [string, LighthouseFigures][] = [];
    for (const route of wanted(LIGHTHOUSE_ROUTES)) {
      const f = await lighthouseRoute(portal.base + route, RUNS, CHROMIUM);
      lh.push([route, f]);
      const s = slug(route);
      for (const [c, v] of Object.entries(f.scores)) bench(`lighthouse_${c}_${s}`, v, 'score');
      bench(`lcp_${s}`, f.lcpMs.toFixed(0), 'ms');
      bench(`tbt_${s}`, f.tbtMs.toFixed(0), 'ms');
      goals[`lighthouse_perf_${s}`] = f.scores.perf;
      goals[`tbt_${s}`] = f.tbtMs;
      bench(`cls_${s}`, f.cls.toFixed(3), 'unitless');
    }
    if (lh.length) {
      console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS}`);
      console.table(
        Object.fromEntries(
          lh.map(([r, f]) => [
            r,
            {
              ...f.scores,
              'LCP ms': Math.round(f.lcpMs),
              'TBT ms': Math.round(f.tbtMs),
              CLS: +f.cls.toFixed(3),
            },
          ]),
        ),
      );
      console.log('Failing audits (last run):');
      for (const [r, f] of lh)
        for (const [c, list] of Object.entries(f.complaints))
          if (list.length) console.log(`# ${r} ${c}: ${list.join(', ')}`);
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await portal.stop();
    const loadAfter = os.loadavg()[0];
    bench('loadavg_1m_after', loadAfter.toFixed(2), 'load');
    printGoals(goals, RUNS, loadBefore, loadAfter);
  }
}
