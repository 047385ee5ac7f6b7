import { devices, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACCOUNTS, DEMO_PASSWORD, sessionToken } from '../accounts';
import { holdScripts } from '../hold-scripts';

/**
 * A visitor's first action from the first view of the phone's home page (the prerendered page, shown before any
 * script of the portal: deploy/first-view.mjs): signing in, by keyboard and by tap, which the first views do by
 * themselves (shell/src/first-view-session.ts). How long it takes is measured by `npm run bench -- web`
 * (bench/web-first-action.ts), not here.
 */
test.use({
  viewport: { width: 390, height: 844 },
  userAgent: devices['iPhone 13'].userAgent,
  isMobile: true,
  hasTouch: true,
});

/** The first view of /phonehome: its heading and its own 登录, from the HTML alone. */
async function openPhoneHome(page: Page) {
  await page.goto('/phonehome');
  await expect(page.locator('#portal-main h1')).toHaveText('雷达卫星影像');
  await expect(page.locator('#portal-main [data-first-view-part]')).toHaveCount(1);
  return page.locator('#portal-main').getByRole('link', { name: '登录', exact: true });
}

/** Presses Tab until `target` has the focus (a visitor moving through the page by keyboard). */
async function tabTo(page: Page, target: import('@playwright/test').Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * What a signed-in visitor sees: the phone's home page, the account icon naming them, no 登录 left; all of it from the
 * first views (no script of the portal asked for since the sign-in page showed). The portal then answers the first
 * tap on the account icon with its menu.
 */
async function expectSignedIn(page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>, asked: number) {
  await expect(page).toHaveURL(/\/phonehome$/);
  const header = page.locator('#portal-header');
  const account = header.getByRole('button', { name: new RegExp(`: ${ACCOUNTS.customer}$`) });
  await expect(account).toBeVisible();
  await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
  expect(await sessionToken(page)).toBeTruthy();
  await expect(page.locator('#portal-main [data-first-view-part]')).toHaveCount(1);
  expect(scripts.asked.length).toBe(asked);
  await account.tap();
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(asked);
  await scripts.release();
  await expect(page.getByTestId('user-menu-name')).toHaveText(ACCOUNTS.customer);
}

/** The first view of /login, reached from the phone's home page: its form, and the portal's scripts asked so far. */
async function atSignInPage(page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#portal-main h1')).toHaveText('登录');
  await expect(page.locator('#portal-main [data-first-view-part]')).toHaveCount(1);
  return { form: page.locator('#portal-main form'), asked: scripts.asked.length };
}

test('by keyboard from the first view: Tab to 登录, Enter, the name and password typed, Enter', async ({
  page,
  consoleErrors,
}) => {
  // The portal's scripts are held: the sign-in happens in the first views.
  const scripts = await holdScripts(page);
  const login = await openPhoneHome(page);
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const { form, asked } = await atSignInPage(page, scripts);
  await tabTo(page, form.locator('input[name="account"]'));
  await page.keyboard.type(ACCOUNTS.customer);
  await page.keyboard.press('Tab');
  await expect(form.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, scripts, asked);
  expect(consoleErrors).toEqual([]);
});

test('by tap from the first view: 登录, the fields tapped and typed into, the button tapped', async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  const login = await openPhoneHome(page);
  await login.tap();
  const { form, asked } = await atSignInPage(page, scripts);
  await form.locator('input[name="account"]').tap();
  await page.keyboard.type(ACCOUNTS.customer);
  await form.locator('input[name="password"]').tap();
  await page.keyboard.type(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).tap();
  await expectSignedIn(page, scripts, asked);
  expect(consoleErrors).toEqual([]);
});
