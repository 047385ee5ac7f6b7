import { findOrderCenterChild, ORDER_CENTER_CHILDREN } from '../../shared/src/domain';
import { CUSTOMER_MENU, SALES_MENU, STAFF_MENU } from '../../shared/test/domain/role-menus';
import { STAFF_TYPE_ACCOUNTS } from '../fixture-accounts';
import { expect, test } from '../fixtures';
import { ACCOUNTS, DEMO_PASSWORD, seedSession, useLanguage } from '../accounts';

test('a signed-out visitor opening a signed-in route goes to login with the path remembered', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/imageQuery?x=1');
  await expect(page).toHaveURL('/login?redirect=%2FimageQuery%3Fx%3D1');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  // The page it was sent from was never loaded: neither its remote nor the globe was downloaded.
  expect(asked.filter((p) => p.startsWith('/mf/mf-image-query/') || p.startsWith('/cesium/'))).toEqual([]);
});

test('after login the remembered path is restored', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/programOrder');
  await expect(page).toHaveURL(/\/login\?redirect=%2FprogramOrder$/);
  await page.getByLabel('Username, mobile or email').fill(ACCOUNTS.customer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/programOrder');
  await expect(page.getByTestId('user-menu')).toHaveText(ACCOUNTS.customer);
});

test('a wrong password is refused with the server message and no session', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Username, mobile or email').fill(ACCOUNTS.customer);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();
});

test('the recommender query parameter is stored locally', async ({ page }) => {
  await page.goto('/?recommender=agent007');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.recommender'))).toBe('agent007');
});

test('a signed-in user opening /login is sent home', async ({ page }) => {
  await seedSession(page, 'customer');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('an unknown route goes to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('an unknown order-centre child goes to /404', async ({ page }) => {
  await seedSession(page, 'staff');
  await page.goto('/personalCenter/noSuchChild');
  await expect(page).toHaveURL('/404');
});

test('/setup redirects to /userInfo', async ({ page }) => {
  await seedSession(page, 'customer');
  await page.goto('/setup');
  await expect(page).toHaveURL('/userInfo');
});

test('/personalCenter redirects to the shopping cart', async ({ page }) => {
  await seedSession(page, 'customer');
  await page.goto('/personalCenter');
  await expect(page).toHaveURL('/personalCenter/shoppingCart');
});

test.describe('on a mobile browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });
  test('the home page redirects to the phone home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/phonehome');
  });
});

// docs/requirements.md §6: the order-centre menu of each role, the list the domain's test checks too.
const demo = (username: string) => ({ username, password: DEMO_PASSWORD });
const SEVEN_ROLES = [
  { type: 'admin', account: demo(ACCOUNTS.staff), menu: STAFF_MENU },
  { type: 'control', account: demo('control'), menu: STAFF_MENU },
  { type: 'external_tech', account: STAFF_TYPE_ACCOUNTS.external_tech, menu: STAFF_MENU },
  { type: 'data_application', account: STAFF_TYPE_ACCOUNTS.data_application, menu: STAFF_MENU },
  { type: 'sales', account: demo(ACCOUNTS.sales), menu: SALES_MENU },
  { type: 'presales', account: demo('presales'), menu: SALES_MENU },
  { type: 'customer', account: demo(ACCOUNTS.customer), menu: CUSTOMER_MENU },
];

for (const { type, account, menu: paths } of SEVEN_ROLES) {
  test(`the order-centre menu of ${type} is exactly its list, in both languages`, async ({ page }) => {
    await useLanguage(page, 'en');
    await seedSession(page, account);
    await page.goto('/personalCenter/myAlerts');
    const menu = page.getByTestId('order-center-menu');
    const links = menu.getByRole('link');
    await expect(links).toHaveText(paths.map((p) => findOrderCenterChild(p)!.title.en));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      paths.map((p) => `/personalCenter/${p}`),
    );
    await page.getByTestId('lang-zh').click();
    await expect(links).toHaveText(paths.map((p) => findOrderCenterChild(p)!.title.zh));
    for (const hidden of ORDER_CENTER_CHILDREN.filter((c) => c.hidden))
      await expect(menu.getByText(hidden.title.zh, { exact: true })).toHaveCount(0);
  });
}

test('the account area holds the integration pages, reached from the user menu, and keeps their deep links', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await seedSession(page, 'customer');
  await page.goto('/personalCenter/shoppingCart');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page).toHaveURL('/personalCenter/apiKeys');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');
  await expect(page).toHaveTitle('SAR Imagery Portal - API keys');
  const area = page.getByTestId('account-menu');
  const integrations = area.getByRole('group', { name: 'Integrations' }).getByRole('link');
  await expect(integrations).toHaveText(['API keys', 'Webhooks', 'Imagery subscriptions']);
  await expect(page.getByTestId('order-center-menu')).toHaveCount(0);
  // The header does not mark the order centre as the page the user is on.
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(main.getByRole('link', { name: 'Order centre' })).not.toHaveAttribute('aria-current', 'page');
  await integrations.filter({ hasText: 'Webhooks' }).click();
  await expect(page).toHaveURL('/personalCenter/webhooks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await page.getByTestId('lang-zh').click();
  await expect(area.getByRole('group', { name: '集成' }).getByRole('link')).toHaveText([
    'API 密钥',
    'Webhook 通知',
    '影像订阅',
  ]);
  await expect(page).toHaveTitle('雷达卫星影像服务平台 - Webhook 通知');
  // A deep link (the page's language set anew by the test's start-up script).
  await page.goto('/personalCenter/subscriptions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imagery subscriptions');
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('sales find only API keys in their account area; webhooks stay closed to them', async ({ page }) => {
  await useLanguage(page, 'zh');
  await seedSession(page, 'sales');
  await page.goto('/personalCenter/userManagement');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '集成' }).click();
  await expect(page).toHaveURL('/personalCenter/apiKeys');
  await expect(page.getByTestId('account-menu').getByRole('link')).toHaveText(['API 密钥']);
  await page.goto('/personalCenter/webhooks');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});

test('a child a role may not see is refused when opened directly', async ({ page }) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  await page.goto('/personalCenter/userManagement');
  await expect(page.getByTestId('forbidden')).toContainText('You do not have permission to open this page.');
  await expect(page.getByTestId('order-center-menu')).toHaveCount(0);
});

test('the menu navigates between the order centre and the staff remote', async ({ page }) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto('/personalCenter/shoppingCart');
  await page.getByTestId('order-center-menu').getByRole('link', { name: 'User management' }).click();
  await expect(page).toHaveURL('/personalCenter/userManagement');
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
});

test('the language switch changes the page and is remembered', async ({ page }) => {
  await page.goto('/userGuide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户指南');
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User guide');
  await expect(page).toHaveTitle('SAR Imagery Portal - User guide');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User guide');
});

test('on a narrow screen the header stays one line and the navigation folds into a menu', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/userGuide');
  const header = page.locator('header');
  await expect(page.getByTestId('nav-menu')).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThan(80);
  await page.getByTestId('nav-menu').click();
  await page.getByRole('menuitem', { name: 'API' }).click();
  await expect(page).toHaveURL('/interFace');
});

test('the register link on the login page keeps the remembered path', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/login?redirect=%2FprogramOrder');
  await page.locator('form').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register?redirect=%2FprogramOrder');
});
