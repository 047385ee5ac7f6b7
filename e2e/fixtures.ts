import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';

/** The seeded demo accounts (one per role of spec §6) and their password. */
export const ACCOUNTS = { staff: 'admin', sales: 'sales', customer: 'customer' } as const;
export const DEMO_PASSWORD = 'Portal2026';
export type Role = keyof typeof ACCOUNTS;

export async function apiLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/user/login/', { data: { username, password }, headers: { 'Accept-Language': 'en-US' } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data[0] as { token: string; user_id: number; coordinate_system: string; user: unknown };
}

/** Signs in through the API and puts the session where the portal keeps it, before the page loads. */
export async function seedSession(page: Page, role: Role): Promise<void> {
  const s = await apiLogin(page.request, ACCOUNTS[role]);
  await page.addInitScript((session) => {
    sessionStorage.setItem('portal.token', JSON.stringify(session.token));
    sessionStorage.setItem('portal.userId', JSON.stringify(session.user_id));
    sessionStorage.setItem('portal.crs', JSON.stringify(session.coordinate_system));
    sessionStorage.setItem('portal.user', JSON.stringify(session.user));
  }, s);
}

export async function useLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
}

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});
export { expect };
