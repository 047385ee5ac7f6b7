import { expect, test } from '../fixtures';
import { DEMO_PASSWORD } from '../accounts';
import { holdScripts, PORTAL_SCRIPT } from '../hold-scripts';

/**
 * The pages a visitor opens first carry their first view in their HTML (deploy/first-view.mjs): the page shows
 * before any script of the portal arrives, and the portal's scripts load when the visitor first needs them. Here
 * the portal's scripts (the shell's and the remotes' files) are held back until the test lets them through, so
 * what the visitor sees meanwhile is what the HTML gave (../hold-scripts.ts).
 */
test('the home page shows before any script of the portal, which takes over once the visitor moves', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const scripts = await holdScripts(page);
  await page.goto('/');
  const heading = page.locator('#portal-main h1');
  await expect(heading).toHaveText('全天时、全天候的雷达卫星影像');
  await expect(page).toHaveTitle('雷达卫星影像服务平台 - 首页');
  await expect(page.getByRole('link', { name: '检索存档影像' })).toBeVisible();
  await expect(page.locator('#portal-header').getByRole('link', { name: '影像查询' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('TY-38');
  expect(scripts.asked).toEqual([]);

  // The visitor moves the pointer: the portal's scripts are asked for; the page stays as it was meanwhile.
  await page.mouse.move(300, 300);
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await expect(heading).toHaveText('全天时、全天候的雷达卫星影像');
  await scripts.release();
  // The portal replaced the first view with its own and runs: the language switch works.
  await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
  await page.locator('#portal-header').getByRole('button', { name: 'English' }).click();
  await expect(heading).toHaveText('Radar satellite imagery, day and night, in any weather');
  expect(errors).toEqual([]);
});

test('a button pressed before the portal arrives is pressed again by the portal', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/userGuide');
  await expect(page.locator('#portal-main h1')).toHaveText('用户指南');
  await page.locator('#portal-header').getByRole('button', { name: 'English' }).click();
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator('#portal-main h1')).toHaveText('User guide');
  await expect(page).toHaveURL(/\/userGuide$/);
});

test('the sign-in page sends its form itself: each refusal says why and keeps the form, a sign-in needs no portal', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/login');
  const form = page.locator('#portal-main form');
  const account = form.locator('input[name="account"]');
  const password = form.locator('input[name="password"]');
  const error = form.getByRole('alert');
  const logins: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/user/login/') && logins.push(r.method()));

  // Nothing typed: the spec's message, and nothing sent.
  await form.getByRole('button', { name: '登录' }).click();
  await expect(error).toHaveText('请输入账号和密码');
  expect(logins).toEqual([]);
  // An account that does not exist: the API's message.
  await account.fill('nobody-first-view');
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(error).toHaveText('用户名或密码错误');
  expect(logins).toEqual(['POST']);
  await expect(page).toHaveURL(/\/login$/);
  await expect(account).toHaveValue('nobody-first-view');
  expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();

  await account.fill('customer');
  await password.press('Enter');
  // Signed in, on the home page's first view with the customer's header: no script of the portal was asked for.
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator('#portal-header');
  await expect(header.getByTestId('user-menu')).toHaveText('customer');
  await expect(header.getByTestId('header-balance')).toHaveText(/^¥[\d,]+\.\d\d$/);
  await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
  await expect(page.locator('#portal-main h1')).toHaveText('全天时、全天候的雷达卫星影像');
  expect(scripts.asked).toEqual([]);
  // The balance is the customer's own, as the portal shows it once it has taken over.
  const shown = await header.getByTestId('header-balance').textContent();
  await page.mouse.move(300, 300);
  await scripts.release();
  await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
  await expect(header.getByTestId('user-menu')).toHaveText('customer');
  await expect(header.getByTestId('header-balance')).toHaveText(shown!);
});

test('what a visitor types into the sign-in form before the portal arrives is kept and sent by the portal', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/login');
  const form = page.locator('#portal-main form');
  await form.locator('input[name="account"]').fill('customer');
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  // A button only the portal can answer: the portal replaces the form with its own, in English, keeping both fields.
  await page.locator('#portal-header').getByRole('button', { name: 'English' }).click();
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator('#portal-main h1')).toHaveText('Sign in');
  await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
  await page.locator('#portal-main input[name="password"]').press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#portal-header')).toContainText('customer');
});

test('an idle first view fetches the portal ahead without running it, and not for a visitor saving data', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (PORTAL_SCRIPT.test(r.url()) && r.resourceType() !== 'script') prefetched.push(r.url());
  });
  const scripts = await holdScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-portal-prefetch', 'fetched');
  const main = await page.locator('script[data-main]').getAttribute('data-main');
  await expect.poll(() => prefetched.some((url) => new URL(url).pathname === main)).toBe(true);
  expect(prefetched.some((url) => url.includes('/mf/mf-public/'))).toBe(true);
  // Nothing of it runs: the first view is still the page, no script was asked for as a script.
  await expect(page.locator('[data-first-view-part]')).toHaveCount(2);
  expect(scripts.asked).toEqual([]);
  // The visitor's first move loads the portal, which takes over.
  await page.mouse.move(300, 300);
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator('[data-first-view-part]')).toHaveCount(0);

  // A visitor saving data (the browser's Data Saver): nothing is fetched ahead.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  prefetched.length = 0;
  await page.goto('/phonehome');
  await expect(page.locator('html')).toHaveAttribute('data-portal-prefetch', 'skipped');
  expect(prefetched).toEqual([]);
});

test('each server answers a first page with its prerendered view, other routes with the shell', async ({
  request,
}) => {
  for (const [route, heading] of [
    ['/', '全天时、全天候的雷达卫星影像'],
    ['/phonehome', '雷达卫星影像'],
    ['/login', '登录'],
    ['/sampleImage', '样例影像'],
    ['/userGuide', '用户指南'],
  ]) {
    const res = await request.get(route);
    expect(res.headers()['cache-control']).toBe('no-store');
    const html = await res.text();
    expect(html, route).toContain(`>${heading}</h1>`);
    // Its one inline script is allowed by the page's policy, by hash.
    const hash = /'sha256-[^']+'/.exec(res.headers()['content-security-policy'] ?? '');
    expect(hash, route).not.toBeNull();
  }
  const other = await (await request.get('/imageQuery')).text();
  expect(other).not.toContain('data-first-view-part');
  expect(other).toContain('<main id="portal-main"></main>');
});

/** The API's samples as the portal lists them first (the first view asks the same). */
async function sampleTitles(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get('/api/web/sar_images/?size=200')).json()) as {
    data: { title: string }[];
  };
  return answer.data.map((s) => s.title);
}

for (const { route, card, count } of [
  { route: '/phonehome', card: 'phone-sample', count: 4 },
  { route: '/sampleImage', card: 'sample-card', count: 9 },
]) {
  test(`${route} lists the API's samples before any portal script, and the portal takes over with the same list`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const titles = await sampleTitles(request);
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/web/sar_images/') && listCalls.push(r.url()));
    const scripts = await holdScripts(page);
    await page.goto(route);
    const cards = page.getByTestId(card);
    await expect(cards).toHaveCount(count);
    // The cards are the API's first samples.
    for (let i = 0; i < count; i++)
      await expect(cards.nth(i).locator('img')).toHaveAttribute('alt', titles[i]);
    if (route === '/sampleImage') {
      await expect(page.getByTestId('sample-count')).toHaveText(`共 ${titles.length} 幅样例影像`);
      // Words and dates as the portal writes them: the satellite's name, the mode's, the day in Beijing time.
      await expect(cards.first()).toContainText('中国 · TY-39 巢湖一号 · 聚束 · VV · 2025-03-14');
    }
    await expect(page.locator('#portal-main [role="progressbar"]')).toHaveCount(0);
    expect(scripts.asked).toEqual([]);
    const firstView = await cards.allInnerTexts();
    // With their pictures (scrolling to the last ones asks for the portal, which is held back meanwhile).
    for (let i = 0; i < count; i++) {
      const img = cards.nth(i).locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(256);
    }

    await page.mouse.move(200, 200);
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    await scripts.release();
    await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
    // The portal's page is the one the visitor saw, started from the first view's answer: no second call.
    await expect.poll(() => cards.allInnerTexts()).toEqual(firstView);
    expect(listCalls).toHaveLength(1);
    if (route === '/sampleImage') {
      await cards
        .first()
        .getByRole('button', { name: `查看大图：${titles[0]}` })
        .click();
      await expect(page.getByRole('dialog')).toContainText(titles[0]);
    } else {
      await cards.first().click();
      await expect(page).toHaveURL(/\/details\?sample=1$/);
    }
  });
}

test('a list whose answer fails loads the portal, which says why', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/web/sar_images/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  const scripts = await holdScripts(page);
  await page.goto('/phonehome');
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
  await expect(page.locator('#portal-main')).toContainText('样例影像暂时无法加载，请稍后再试。');
});
