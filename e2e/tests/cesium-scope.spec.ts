import type { Page, Request } from '@playwright/test';
import { isCesiumUrl } from '../cesium-files';
import { PORTAL_ROUTES } from '../../shared/src/domain';
import { expect, test } from '../fixtures';
import { seedSession, type Role } from '../accounts';

/**
 * Cesium (its chunk in a remote's release, its workers and assets under /cesium/; ../cesium-files.ts) is downloaded
 * only by the pages that show a globe: a visitor of any other page pays nothing for it.
 */
/** Opens each route as a visitor who moves the pointer, waits until its content is there, lists Cesium's files asked for. */
async function cesiumRequests(page: Page, routes: string[]): Promise<string[]> {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const found: string[] = [];
  for (const route of routes) {
    requests.length = 0;
    await page.goto(route);
    await page.mouse.move(200, 300);
    await expect(page.locator('#portal-main h1').first()).toBeVisible();
    await expect(page.locator('[data-first-view-part]')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    for (const r of requests) if (isCesiumUrl(r.url())) found.push(`${route}: ${r.url()}`);
  }
  return found;
}

const PUBLIC = PORTAL_ROUTES.filter(
  (r) => r.public && !r.path.includes(':') && r.path !== '/applicationService',
)
  .map((r) => (r.path === '/details' ? '/details?sample=1' : r.path))
  // The sign-in page's first view sends its form itself, so a move there does not load the portal; with a page to
  // return to, the portal runs it.
  .map((p) => (p === '/login' ? '/login?redirect=%2FuserGuide' : p))
  .filter((p) => p !== '/404');

test('no page without a globe downloads Cesium: every public page', async ({ page }) => {
  test.setTimeout(PUBLIC.length * 20_000);
  expect(await cesiumRequests(page, PUBLIC)).toEqual([]);
});

/** Pages of the order centre and the account, as each role opens them. */
const SIGNED_IN_PAGES: [Role, string[]][] = [
  [
    'customer',
    [
      '/personalCenter/shoppingCart',
      '/personalCenter/archiveOrder',
      '/personalCenter/myProgrammingOrder',
      '/userInfo',
    ],
  ],
  [
    'staff',
    [
      '/personalCenter/userManagement',
      '/personalCenter/bill',
      '/personalCenter/allarchivedOrderManagement',
      '/personalCenter/userSensitivePermissions',
    ],
  ],
];

for (const [role, routes] of SIGNED_IN_PAGES)
  test(`no page without a globe downloads Cesium: the ${role}'s pages`, async ({ page }) => {
    test.setTimeout(180_000);
    await seedSession(page, role);
    expect(await cesiumRequests(page, routes)).toEqual([]);
  });

test('the globe pages do download Cesium (the check above can see it)', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page, 'customer');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/imageQuery');
  // Both kinds of Cesium's files: its chunk and its static folder (workers, assets).
  const staticFile = (u: string) => new URL(u).pathname.startsWith('/cesium/');
  await expect
    .poll(() => requests.some((u) => isCesiumUrl(u) && !staticFile(u)) && requests.some(staticFile))
    .toBe(true);
});
