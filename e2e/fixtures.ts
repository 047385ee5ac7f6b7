import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** The seeded demo accounts (one per role of docs/requirements.md §6) and their password. */
export const ACCOUNTS = { staff: 'admin', sales: 'sales', customer: 'customer' } as const;
export const DEMO_PASSWORD = 'Portal2026';
export type Role = keyof typeof ACCOUNTS;

export async function apiLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/user/login/', {
    data: { username, password },
    headers: { 'Accept-Language': 'en-US' },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data[0] as { token: string; user_id: number; coordinate_system: string; user: unknown };
}

/** Signs in through the API and puts the session where the portal keeps it, before the page loads. */
/** Signs in a demo role, or an account given by username and password, before the page's scripts run. */
export async function seedSession(
  page: Page,
  role: Role | { username: string; password: string },
): Promise<void> {
  const s =
    typeof role === 'string'
      ? await apiLogin(page.request, ACCOUNTS[role])
      : await apiLogin(page.request, role.username, role.password);
  await storeSession(page, s);
}

export type ApiSession = Awaited<ReturnType<typeof apiLogin>>;

/** Puts a session where the portal keeps it (sessionStorage), before the page's scripts run. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript((s) => {
    sessionStorage.setItem('portal.token', JSON.stringify(s.token));
    sessionStorage.setItem('portal.userId', JSON.stringify(s.user_id));
    sessionStorage.setItem('portal.crs', JSON.stringify(s.coordinate_system));
    sessionStorage.setItem('portal.user', JSON.stringify(s.user));
  }, session);
}

export async function useLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
}

/** A fresh account's fields (docs/requirements.md §5 rules), unique per call. */
export function newAccount(prefix = 'e2e') {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(-10);
  const username = `${prefix}${stamp}`.slice(0, 15);
  const mobile = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { username, password: 'Start2026abc', mobile, email: `${username}@example.com` };
}

/** Registers an account through the API (the form has its own test). */
export async function apiRegister(request: APIRequestContext, account = newAccount()) {
  const res = await request.post('/api/user/register/', {
    data: { ...account, confirm_password: account.password, agreement: true },
    headers: { 'Accept-Language': 'en-US' },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return account;
}

/** The session token the portal keeps in sessionStorage. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.token') ?? 'null') as string | null);
}

/** What the end-to-end server has printed so far (serve.mjs appends it to server.log in its data folder). */
export function serverLog(): string {
  const file = path.join(E2E_DATA_DIR, 'server.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * The newest password-reset link the server logged for a recipient (no mail is sent in the embedded default; the
 * outbox writes the message to the log), as a path with its query: /reset/{id}?token={token}. Waits for it.
 */
export async function resetLinkFromLog(recipient: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = serverLog().split('\n').slice(after);
        for (const line of lines) {
          if (!line.includes(recipient)) continue;
          const m = /https?:\/\/[^/\s"]+(\/reset\/[^\s"?]+\?token=[^\s"]+)/.exec(line);
          if (m) link = m[1];
        }
        return link;
      },
      { message: `reset link for ${recipient} in server.log`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The number of lines of the server log, to look only at what comes after. */
export function serverLogLines(): number {
  return serverLog().split('\n').length - 1;
}

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    // A renderer that crashes fails the test with "element(s) not found": this line says what happened.
    page.on('crash', () => console.error(`the page crashed (${page.url()})`));
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});
export { expect };

/** The globe's published state (shared/src/globe/types.ts GlobeDebugState), read in the page. */
export interface GlobeState {
  ready: boolean;
  renderCount: number;
  firstFrameAt: number | null;
  tilesLoadedAt: number | null;
  msaaSamples: number;
  resolutionScale: number;
  atmosphere: boolean;
  sceneMode: '2d' | '3d';
  entityCount: number;
  primitiveCount: number;
  imageryLayers: string[];
  layers: Record<string, { features: number; entities: number; ids: string[] }>;
  shapes: {
    id: string;
    kind: string;
    bbox?: number[];
    ring?: number[][];
    center?: number[];
    radiusKm?: number;
  }[];
  drawing: string | null;
  selectedIds: string[];
  hoveredId: string | null;
  overlay: string | null;
  cursor: { lng: number; lat: number; crs: string } | null;
}

export async function globeState(page: Page): Promise<GlobeState> {
  return page.evaluate(() => {
    const g = (window as unknown as { __portalGlobe?: Record<string, unknown> }).__portalGlobe;
    if (!g) throw new Error('no globe on the page');
    const { api: _api, ...rest } = g;
    return JSON.parse(JSON.stringify(rest));
  });
}

/**
 * Waits until the globe is mounted, its base imagery loaded and a frame rendered. Cesium renders through SwiftShader
 * on the CPU: beside other browsers on a two-core machine, evaluating its bundle alone can take 20 s and the first
 * tiles as long again, so the wait is long; the tests around it have the time.
 */
export async function waitForGlobe(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const g = (
        window as unknown as {
          __portalGlobe?: { ready: boolean; tilesLoadedAt: number | null; renderCount: number };
        }
      ).__portalGlobe;
      return !!g && g.ready && g.tilesLoadedAt != null && g.renderCount > 0;
    },
    undefined,
    { timeout: 120_000 },
  );
}

/** Waits until the globe has stopped drawing (two readings a second apart agree); returns its frame count. */
export async function globeAtRest(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const n = (await globeState(page)).renderCount;
        const still = n === last;
        last = n;
        return still;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return last;
}

/** Page coordinates of a [lng, lat] on the globe (in the session's coordinate system). */
export async function globePoint(page: Page, lngLat: [number, number]): Promise<{ x: number; y: number }> {
  await page.getByTestId('globe').scrollIntoViewIfNeeded();
  const p = await page.evaluate((ll) => {
    const g = (
      window as unknown as {
        __portalGlobe?: { api: { toPage(p: [number, number]): { x: number; y: number } | null } };
      }
    ).__portalGlobe;
    return g?.api.toPage(ll) ?? null;
  }, lngLat);
  if (!p) throw new Error(`${lngLat} is not visible on the globe`);
  return p;
}

/** Draws a rectangle on the globe with its toolbar tool, from corner `a` to corner `b` ([lng, lat]). */
export async function drawRectangle(page: Page, a: [number, number], b: [number, number]) {
  await page.getByTestId('globe-draw-rectangle').click();
  const p = await globePoint(page, a);
  const q = await globePoint(page, b);
  await page.mouse.click(p.x, p.y);
  await page.mouse.move((p.x + q.x) / 2, (p.y + q.y) / 2);
  await page.mouse.click(q.x, q.y);
}

/** Draws a rectangle by one drag, from corner `a` to corner `b` (as a user drags it out). */
export async function dragRectangle(page: Page, a: [number, number], b: [number, number]) {
  await page.getByTestId('globe-draw-rectangle').click();
  const p = await globePoint(page, a);
  const q = await globePoint(page, b);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const f of [0.25, 0.5, 0.75, 1]) await page.mouse.move(p.x + (q.x - p.x) * f, p.y + (q.y - p.y) * f);
  await page.mouse.up();
}

/** The feature id the globe's pick buffer holds at a [lng, lat] (what is really drawn there), or null. */
export async function globePick(page: Page, lngLat: [number, number]): Promise<string | null> {
  return page.evaluate((ll) => {
    const g = (
      window as unknown as { __portalGlobe?: { api: { pickAt(p: [number, number]): string | null } } }
    ).__portalGlobe;
    return g?.api.pickAt(ll) ?? null;
  }, lngLat);
}

/** Every URL the page requests (to prove nothing leaves the portal's origin). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
