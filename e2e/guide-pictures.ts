/**
 * Takes the user guide's pictures (mf-public/src/features/guide/pictures/<step>-<lang>.jpg) from a running portal
 * with its demo data, as the demo customer sees it: `npm start`, then `npx tsx e2e/guide-pictures.ts [portal URL]`.
 * The customer's cart and orders get a few archive scenes first, so those pages show rows rather than empty states.
 * The Chinese pictures need a CJK font in the system (Debian: fonts-noto-cjk), or Chromium draws empty boxes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, storeSession } from './accounts';
import { acceptOrder, headersOf, submitOrder } from './tasking-api';

const BASE = process.argv[2] ?? 'http://127.0.0.1:8080';
const OUT = path.resolve(__dirname, '../mf-public/src/features/guide/pictures');
/** Each step's page, and when it is ready: the globe's pages get time to draw their imagery after the first frame. */
const STEPS: Record<string, { path: string; ready: (page: Page) => Promise<unknown>; globe?: boolean }> = {
  register: { path: '/register', ready: (p) => p.locator('form').first().waitFor() },
  search: { path: '/imageQuery', ready: (p) => p.locator('canvas').first().waitFor(), globe: true },
  order: {
    path: '/personalCenter/shoppingCart',
    ready: (p) => p.locator('.MuiDataGrid-row, table tr').nth(1).waitFor(),
  },
  tasking: { path: '/programOrder', ready: (p) => p.locator('canvas').first().waitFor(), globe: true },
  orderCentre: {
    path: '/personalCenter/myProgrammingOrder',
    ready: (p) => p.locator('main').first().waitFor(),
  },
  downloads: { path: '/personalCenter/archiveOrder', ready: (p) => p.locator('main').first().waitFor() },
  feedback: { path: '/resourceCenter', ready: (p) => p.locator('main').first().waitFor() },
};

/** A cart with two scenes and one archive order, unless the customer has them already. */
async function stockOrders(request: APIRequestContext, headers: Record<string, string>) {
  const cart = await (await request.get(`${BASE}/api/commodity/manage_carts/`, { headers })).json();
  if (cart.data?.length) return;
  const found = await (
    await request.post(`${BASE}/api/catalog/search/`, {
      headers,
      data: { areas: [{ type: 'bbox', bbox: [100, 20, 125, 45] }], size: 3, geometry: false },
    })
  ).json();
  const [first, ...rest] = (found.data as { id: string }[]).map((s) => s.id);
  const cost = await (
    await request.get(`${BASE}/api/commodity/order_cost/?scene_ids=${first}`, { headers })
  ).json();
  await request.post(`${BASE}/api/commodity/orders/`, {
    headers,
    data: { scene_ids: [first], quoted_cost_fen: cost.data[0].cost_fen },
  });
  await request.post(`${BASE}/api/commodity/manage_carts/`, { headers, data: { scene_ids: rest } });
}

/** A tasking order the staff have accepted, unless the customer has one: the order centre's step shows its progress. */
async function stockTasking(request: APIRequestContext, headers: Record<string, string>) {
  const mine = await (await request.get(`${BASE}/api/commodity/missions/`, { headers })).json();
  if (mine.data?.length) return;
  const order = await submitOrder(request, headers, '宁波舟山港');
  await acceptOrder(request, headersOf(await apiLogin(request, ACCOUNTS.staff)), order.id);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'],
  });
  for (const lang of ['zh', 'en'] as const) {
    // 1280 × 800 CSS pixels drawn at 0.75: pictures of 960 × 600.
    const context = await browser.newContext({
      // The sign-in call and the pages are relative addresses, as in the specs.
      baseURL: BASE,
      // The browser's own parts (a date field's placeholder) in the page's language too.
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 0.75,
    });
    await context.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
    const session = await apiLogin(context.request, ACCOUNTS.customer);
    const headers = { Authorization: `Bearer ${session.token}`, 'User-Id': String(session.user_id) };
    await stockOrders(context.request, headers);
    await stockTasking(context.request, headers);
    for (const [step, { path: route, ready, globe }] of Object.entries(STEPS)) {
      const page = await context.newPage();
      if (step !== 'register') await storeSession(page, session);
      await page.goto(route);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(globe ? 8_000 : 1_000);
      const file = path.join(OUT, `${step}-${lang}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
      console.log(`${step} (${lang}): ${path.relative(process.cwd(), file)}`);
      await page.close();
    }
    await context.close();
  }
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
