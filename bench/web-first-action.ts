/**
 * BENCH web, the visitor's first action from a prerendered first view, under Lighthouse's mobile throttling
 * emulated over CDP (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up, CPU ×4):
 * - signin_after_enter_ms_<route>: on /login (or /phonehome, tapping its 登录 first) the demo customer's name and
 *   password typed at a person's pace, then Enter; the time from Enter until the header shows the account menu;
 * - first_click_ms_<route>: a click on a link to another public page; the time from the click until that page's
 *   heading shows with its content (no progress bar left in it);
 * - js_kb_before_action_<route>, js_kb_after_action_<route>: gzip KB of JavaScript loaded before the action and by
 *   the time it is answered (script files, and each page's inline scripts, gzipped on their own);
 *   js_kb_needed_<route>: the latter with data saver on, so that code the portal only prefetches while idle (never
 *   under Save-Data) does not count.
 * Both clocks are the page's Date.now(): the action and its answer may be in different documents (a link of a
 * first view is followed as a link).
 */
import { gzipSync } from 'node:zlib';
import { devices, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';

/** Lighthouse's mobile throttling (its "simulated" defaults), applied for real. */
const THROTTLE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuRate: 4,
};
/** A person: a pause once the page shows, then keys at this pace. */
const PAUSE_MS = 1000;
const KEY_MS = 120;
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: devices['iPhone 13'].userAgent,
  isMobile: true,
  hasTouch: true,
};

export interface FirstAction {
  /** The wait's metric (ms). */
  metric: string;
  /** The suffix of its JavaScript's metrics: js_kb_{before_action,after_action,needed}_<js>. */
  js: string;
  kind: 'signin' | 'click';
  route: string;
  phone: boolean;
}

export const FIRST_ACTIONS: FirstAction[] = [
  {
    metric: 'signin_after_enter_ms_phonehome',
    js: 'signin_phonehome',
    kind: 'signin',
    route: '/phonehome',
    phone: true,
  },
  {
    metric: 'signin_after_enter_ms_login',
    js: 'signin_login',
    kind: 'signin',
    route: '/login',
    phone: false,
  },
  { metric: 'first_click_ms_home', js: 'click_home', kind: 'click', route: '/', phone: false },
  {
    metric: 'first_click_ms_phonehome',
    js: 'click_phonehome',
    kind: 'click',
    route: '/phonehome',
    phone: true,
  },
];

export interface ActionFigures {
  /** Action to answer, ms. */
  ms: number;
  kbBefore: number;
  kbAfter: number;
  /** Keys the visitor pressed while the field they typed into had lost the focus. */
  focusLost: number;
}

/**
 * What each document of the context records, as plain JavaScript (a compiled function could call helpers the page
 * lacks): the armed action's time and its answer's, kept in sessionStorage, which outlives a link followed in the tab.
 */
const RECORDER = `(() => {
  const KEY = 'bench.firstAction';
  const read = () => JSON.parse(sessionStorage.getItem(KEY) || 'null');
  const write = (s) => sessionStorage.setItem(KEY, JSON.stringify(s));
  for (const type of ['keydown', 'click'])
    addEventListener(type, (e) => {
      const s = read();
      if (!s || s.at || s.on !== type || (type === 'keydown' && e.key !== 'Enter')) return;
      s.at = Date.now();
      write(s);
    }, true);
  const answered = (s) =>
    s.wait === 'signin'
      ? !!document.querySelector('#portal-header [data-testid="user-menu"]') && !!sessionStorage.getItem('portal.token')
      : location.pathname === s.path &&
        !!document.querySelector('#portal-main h1') &&
        !document.querySelector('#portal-main [role="progressbar"]');
  const check = () => {
    const s = read();
    if (!s || !s.at || s.doneAt || !answered(s)) return;
    s.doneAt = Date.now();
    write(s);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  addEventListener('DOMContentLoaded', check);
})();`;

/** The gzip size of a page's inline scripts (those without `src`). */
function inlineScriptsGzip(html: string): number {
  const code = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  return code ? gzipSync(code).length : 0;
}

async function throttle(context: BrowserContext, page: Page, dataSaver: boolean): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latency,
    downloadThroughput: THROTTLE.downloadThroughput,
    uploadThroughput: THROTTLE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  // navigator.connection.saveData (and the Save-Data header) as a browser with data saver on.
  if (dataSaver) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** One throttled run of an action in a fresh context; `dataSaver` as the visitor's browser is set. */
export async function firstAction(
  browser: Browser,
  base: string,
  action: FirstAction,
  credentials: { username: string; password: string },
  dataSaver: boolean,
): Promise<ActionFigures> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    ...(action.phone ? PHONE : {}),
  });
  try {
    const scripts: { at: number; request: Request }[] = [];
    // The inline scripts of each page loaded (a first view's boot script), gzip bytes: JavaScript the visitor gets
    // inside the HTML.
    const inline: { at: number; bytes: Promise<number> }[] = [];
    context.on('requestfinished', (r) => {
      if (r.resourceType() === 'document')
        inline.push({
          at: Date.now(),
          bytes: r
            .response()
            .then((res) => res?.text() ?? '')
            .then(inlineScriptsGzip, () => 0),
        });
      // A script, or a script fetched ahead (a prefetch is not a script request; its run later comes from cache).
      if (r.resourceType() === 'script' || /\.js(\?|$)/.test(new URL(r.url()).pathname))
        scripts.push({ at: Date.now(), request: r });
    });
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    await throttle(context, page, dataSaver);
    if (
      dataSaver &&
      !(await page.evaluate(
        () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
      ))
    )
      throw new Error('data saver is not on in the page');
    await page.goto(action.route, { timeout: 120_000 });
    await page.locator('#portal-main h1').first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForTimeout(PAUSE_MS);
    const arm = (s: { on: string; wait: string; path?: string }) =>
      page.evaluate((v) => sessionStorage.setItem('bench.firstAction', JSON.stringify(v)), s);
    const main = page.locator('#portal-main');
    let focusLost = 0;

    if (action.kind === 'signin') {
      if (action.phone) {
        await main.getByRole('link', { name: '登录', exact: true }).tap();
        await page.waitForURL(/\/login$/, { timeout: 120_000 });
        await main.locator('h1').filter({ hasText: '登录' }).waitFor({ timeout: 120_000 });
        await page.waitForTimeout(PAUSE_MS);
      }
      const field = (name: string) => main.locator(`input[name="${name}"]`);
      const focus = (name: string) => (action.phone ? field(name).tap() : field(name).click());
      // Key by key: the portal may replace the first view's form while the visitor types, and the field then loses
      // the focus; the visitor notices and taps (clicks) the portal's field to go on (counted in focusLost).
      const key = async (name: string, k: string) => {
        if (!(await field(name).evaluate((el) => el === document.activeElement))) {
          focusLost += 1;
          await focus(name);
        }
        await page.keyboard.press(k);
      };
      for (const [name, text] of [
        ['account', credentials.username],
        ['password', credentials.password],
      ]) {
        await focus(name);
        for (const k of text) {
          await key(name, k);
          await page.waitForTimeout(KEY_MS);
        }
      }
      // Keys typed while the portal replaced the form may be lost: such a run fails rather than send a wrong
      // password (sign-ins have a failure lockout).
      for (const [name, text] of [
        ['account', credentials.username],
        ['password', credentials.password],
      ]) {
        const value = await field(name).inputValue();
        if (value !== text)
          throw new Error(`the ${name} field holds ${value.length} of the ${text.length} characters typed`);
      }
      await arm({ on: 'keydown', wait: 'signin' });
      await key('password', 'Enter');
    } else {
      // A link to another public page with a first view: the header's user guide, the phone home's samples.
      const [link, path] = action.phone
        ? [main.getByRole('link', { name: '查看全部样例' }), '/sampleImage']
        : [page.locator('#portal-header').getByRole('link', { name: '用户指南' }), '/userGuide'];
      await arm({ on: 'click', wait: 'page', path });
      if (action.phone) await link.tap();
      else {
        // A pointer reaches the link before it clicks.
        await link.hover();
        await page.waitForTimeout(150);
        await link.click();
      }
    }
    const state = await page
      .waitForFunction(
        () => {
          const s = JSON.parse(sessionStorage.getItem('bench.firstAction') ?? 'null') as {
            at?: number;
            doneAt?: number;
          } | null;
          return s?.doneAt ? s : null;
        },
        undefined,
        { timeout: 120_000, polling: 100 },
      )
      .catch(async (e: Error) => {
        const seen = await page.evaluate(() => ({
          url: location.href,
          state: sessionStorage.getItem('bench.firstAction'),
          header: document.querySelector('#portal-header')?.textContent,
          firstView: document.documentElement.getAttribute('data-first-view'),
          focus: document.activeElement?.outerHTML.slice(0, 80),
          fields: [...document.querySelectorAll('#portal-main input')].map(
            (i) => (i as HTMLInputElement).value,
          ),
          alert: document.querySelector('#portal-main [role="alert"]')?.textContent,
        }));
        throw new Error(`${action.metric}: no answer (${JSON.stringify(seen)}): ${e.message}`);
      });
    const { at, doneAt } = (await state.jsonValue()) as { at: number; doneAt: number };
    const kb = async (until: number) => {
      let sum = 0;
      // A response from the cache reports no body (-1): its bytes were counted when they were fetched.
      for (const s of scripts)
        if (s.at <= until) sum += Math.max(0, (await s.request.sizes()).responseBodySize);
      for (const d of inline) if (d.at <= until) sum += await d.bytes;
      return sum / 1024;
    };
    return { ms: doneAt - at, kbBefore: await kb(at), kbAfter: await kb(doneAt), focusLost };
  } finally {
    await context.close();
  }
}
