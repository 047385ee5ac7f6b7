import { expect, test } from '../fixtures';
import { ACCOUNTS, DEMO_PASSWORD, sessionToken } from '../accounts';
import { holdScripts } from '../hold-scripts';

/**
 * A session begun in a first view, before any script of the portal (shell/src/first-view-session.ts), is the
 * browser's one session like any other: the open tabs take it, a tab opened while only the first view holds it
 * gets it, and a sign-out in another tab ends it there too. The first view's tab never runs the portal here.
 */
test('a sign-in in a first view reaches the other tabs, answers a new tab, and a sign-out elsewhere ends it', async ({
  page,
  context,
}) => {
  // Another tab, already open on a member page: the portal sends it to the login page, to come back after.
  const waiting = await context.newPage();
  await waiting.goto('/userInfo');
  await expect(waiting).toHaveURL('/login?redirect=%2FuserInfo');

  const scripts = await holdScripts(page);
  await page.goto('/login');
  const form = page.locator('#portal-main form');
  await form.locator('input[name="account"]').fill(ACCOUNTS.customer);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.locator('#portal-header').getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
  const token = await sessionToken(page);
  expect(token).toBeTruthy();

  // The waiting tab took the session and went back where it was going.
  await expect(waiting).toHaveURL('/userInfo');
  await expect(waiting.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
  expect(await sessionToken(waiting)).toBe(token);
  await waiting.close();

  // A new tab, while only the first view holds the session, is answered by it.
  const tab = await context.newPage();
  await tab.goto('/personalCenter');
  await expect(tab).toHaveURL(/\/personalCenter/);
  await expect(tab.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
  expect(await sessionToken(tab)).toBe(token);

  // Signing out there ends the first view's session: its page shows a visitor's header again.
  await tab.getByTestId('user-menu').click();
  await tab.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(tab.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.locator('#portal-header').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.locator('#portal-header').getByTestId('user-menu')).toHaveCount(0);
  expect(await sessionToken(page)).toBeNull();
  expect(scripts.asked).toEqual([]);
});

test('ten tabs signing in from their first views at once all land signed in, each with a session the API accepts', async ({
  context,
}) => {
  const tabs = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const tab = await context.newPage();
      await tab.goto('/login');
      const form = tab.locator('#portal-main form');
      await form.locator('input[name="account"]').fill(ACCOUNTS.customer);
      await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
      return tab;
    }),
  );
  await Promise.all(tabs.map((tab) => tab.locator('#portal-main input[name="password"]').press('Enter')));
  for (const tab of tabs) {
    await expect(tab).toHaveURL('/');
    await expect(tab.locator('#portal-header').getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
    const token = await sessionToken(tab);
    const userId = await tab.evaluate(() => sessionStorage.getItem('portal.userId'));
    const answer = await tab.request.get('/api/user/userinfo/', {
      headers: { Authorization: `Bearer ${token}`, 'User-Id': userId ?? '' },
    });
    expect((await answer.json()).code).toBe(0);
  }
});
