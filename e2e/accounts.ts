/** The demo accounts and fresh ones: signing in and registering through the API, a session put in the page, its language. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
