import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACCOUNTS, DEMO_PASSWORD, sessionToken } from '../accounts';

/**
 * One session for the tabs of one browser (a Playwright context is one browser profile): a tab opened from a
 * signed-in one, or any new tab, is signed in with the same token; a sign-out in one tab signs every tab out; when
 * every tab is closed the session is gone, as before.
 */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username, mobile or email').fill(ACCOUNTS.customer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('portal.lang', 'en'));
});

test('a link opened in a new tab keeps the session; so does a new tab opened on a member page', async ({
  page,
  context,
}) => {
  await signIn(page);
  const token = await sessionToken(page);
  expect(token).toBeTruthy();

  // Ctrl/⌘-click on a header link: the browser opens the page in a new tab, without the first tab's storage.
  const [fromLink] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'API' })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(fromLink).toHaveURL('/interFace');
  await expect(fromLink.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
  await expect(page).toHaveURL('/'); // the first tab stayed where it was

  // A new tab on a page for signed-in users opens it, not the login page, with the same session (not a new one).
  const tab = await context.newPage();
  await tab.goto('/userInfo');
  await expect(tab).toHaveURL('/userInfo');
  await expect(tab.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
  await expect(tab.locator('#portal-main h1').first()).toBeVisible();
  expect(await sessionToken(tab)).toBe(token);
});

test('three tabs opened at once on a member page are all signed in, and none ever shows the login page', async ({
  page,
  context,
}) => {
  await signIn(page);
  const token = await sessionToken(page);
  // Every path a tab shows, from its first script on: the shell's routing goes through the history API.
  await context.addInitScript(() => {
    const w = window as unknown as { shownPaths: string[] };
    w.shownPaths = [location.pathname];
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        w.shownPaths.push(location.pathname);
      };
    }
  });

  const tabs = await Promise.all(
    [0, 1, 2].map(async () => {
      const tab = await context.newPage();
      await tab.goto('/userInfo');
      return tab;
    }),
  );
  for (const tab of tabs) {
    await expect(tab.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
    await expect(tab).toHaveURL('/userInfo');
    await expect(tab.locator('#portal-main h1').first()).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    expect(
      await tab.evaluate(() => (window as unknown as { shownPaths: string[] }).shownPaths),
    ).not.toContain('/login');
    expect(await sessionToken(tab)).toBe(token);
  }
});

test('signing out in one tab signs every tab out at once', async ({ page, context }) => {
  await signIn(page);
  const token = await sessionToken(page);
  const tab = await context.newPage();
  await tab.goto('/userInfo');
  await expect(tab.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  // The other tab leaves the member page for the login page, which will bring the user back.
  await expect(tab).toHaveURL('/login?redirect=%2FuserInfo');
  await expect(tab.getByTestId('user-menu')).toHaveCount(0);
  expect(await sessionToken(tab)).toBeNull();
  // The server no longer accepts the token (code 201: session ended).
  const res = await tab.request.get('/api/user/userinfo/', { headers: { Authorization: `Bearer ${token}` } });
  expect((await res.json()).code).toBe(201);
});

test('closing every tab ends the session: the next tab asks for a sign-in', async ({ page, context }) => {
  await signIn(page);
  const token = await sessionToken(page);
  await page.close();

  const next = await context.newPage();
  await next.goto('/userInfo');
  await expect(next).toHaveURL('/login?redirect=%2FuserInfo');
  await expect(next.getByTestId('user-menu')).toHaveCount(0);
  expect(await sessionToken(next)).toBeNull();

  // The token itself keeps the server's expiry: it still works until it expires or is signed out.
  const res = await next.request.get('/api/user/userinfo/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await res.json()).code).toBe(0);
});
