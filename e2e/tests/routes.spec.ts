import { documentTitle, ORDER_CENTER_CHILDREN, PORTAL_ROUTES, type Lang } from '../../shared/src/domain';
import { expect, seedSession, test, useLanguage, type Role } from '../fixtures';

/** Every route of spec §2 with the URL to open, who opens it, and where it lands (redirects of spec §2). */
interface Case {
  url: string;
  role?: Role;
  lands?: string;
  title: Record<Lang, string>;
  /** The URL names a record (id 42) that does not exist: the page says so, and its API answered 404. */
  missingRecord?: boolean;
}

const cases: Case[] = [];
for (const r of PORTAL_ROUTES) {
  if (r.path === '/personalCenter/*') continue;
  const url = r.path.replace(':id', '42');
  if (r.path === '/applicationService')
    cases.push({
      url,
      lands: '/applicationService/introduce',
      title: PORTAL_ROUTES.find((x) => x.path === '/applicationService/introduce')!.title,
    });
  else if (r.path === '/setup')
    cases.push({
      url,
      role: 'customer',
      lands: '/userInfo',
      title: PORTAL_ROUTES.find((x) => x.path === '/userInfo')!.title,
    });
  else if (r.path === '/personalCenter')
    cases.push({
      url,
      role: 'customer',
      lands: '/personalCenter/shoppingCart',
      title: ORDER_CENTER_CHILDREN[0].title,
    });
  else
    cases.push({
      url,
      role: r.public ? undefined : 'customer',
      title: r.title,
      missingRecord: r.path === '/programOrder/:id',
    });
}
for (const c of ORDER_CENTER_CHILDREN) {
  const role: Role = c.roles.includes('customer')
    ? 'customer'
    : c.roles.includes('staff')
      ? 'staff'
      : 'sales';
  cases.push({
    url: `/personalCenter/${c.path.replace(':id', '42')}`,
    role,
    title: c.title,
    missingRecord: c.path.endsWith('/:id'),
  });
}

/** What a page that is not there yet would say; no route of the portal may show it, in either language. */
const PLACEHOLDER = /being built|opens soon|coming soon|later release|正在建设|即将开放|敬请期待/i;

for (const lang of ['zh', 'en'] as const) {
  test.describe(`every route in ${lang}`, () => {
    for (const c of cases) {
      test(`${c.url}${c.role ? ` as ${c.role}` : ''}`, async ({ page, consoleErrors }) => {
        await useLanguage(page, lang);
        if (c.role) await seedSession(page, c.role);
        await page.goto(c.url);
        await expect(page).toHaveURL((u) => u.pathname === (c.lands ?? c.url));
        await expect(page).toHaveTitle(documentTitle(c.title[lang], lang));
        await expect(page.locator('#portal-main h1, #portal-main h5').first()).toBeVisible();
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
        await expect(page.locator('body')).not.toContainText(PLACEHOLDER);
        if (c.missingRecord) {
          await expect(page.getByTestId('order-not-found')).toBeVisible();
          // The browser logs the API's 404 for the missing record; nothing else may be logged.
          expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
        } else expect(consoleErrors).toEqual([]);
      });
    }
  });
}
