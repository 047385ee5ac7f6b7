import { PORTAL_ROUTES } from '../../shared/src/domain';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { useLanguage } from '../accounts';

/**
 * Every public route of docs/requirements.md §2, checked by axe-core in both languages: no serious or critical violation of
 * WCAG 2.1 A/AA. The pages are checked once their content is there (their heading is visible and the loading
 * indicators are gone), so the check sees what a visitor sees. The API reference that /interFace embeds is
 * Scalar's own widget (third-party markup we do not write) and is left out of the check; the page around it is not.
 */
const PUBLIC = PORTAL_ROUTES.filter((r) => r.public && r.path !== '/applicationService').map((r) =>
  r.path === '/reset/:id' ? '/reset/42?token=x' : r.path === '/details' ? '/details?sample=1' : r.path,
);

for (const lang of ['zh', 'en'] as const) {
  test(`no serious or critical accessibility violation on any public route (${lang})`, async ({ page }) => {
    test.setTimeout(PUBLIC.length * 20_000);
    await useLanguage(page, lang);
    const found: string[] = [];
    for (const url of PUBLIC) {
      await page.goto(url);
      // The visitor moves the pointer: a first view (deploy/first-view.mjs) gives way to the portal.
      await page.mouse.move(400, 300);
      await expect(page.locator('#portal-main h1').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      found.push(...(await seriousViolations(page, url, '[data-testid="api-reference"]')));
    }
    expect(found).toEqual([]);
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`signing in and registering in use: messages shown, the Terms open, a phone's header menu (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const found: string[] = [];

    await page.goto('/login');
    await page.locator('#portal-main form button[type="submit"]').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    found.push(...(await seriousViolations(page, '/login with its message')));

    await page.goto('/register');
    await page.locator('#portal-main form button[type="submit"]').click();
    await expect(page.locator('#portal-main .Mui-error').first()).toBeVisible();
    found.push(...(await seriousViolations(page, '/register with its messages')));
    await page
      .locator('#portal-main form')
      .getByRole('button', { name: /Terms and Conditions|条款与条件/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Checked once the dialog has faded in: half-transparent, its buttons are not yet at full contrast.
    await expect(page.getByRole('dialog').locator('xpath=..')).toHaveCSS('opacity', '1');
    found.push(...(await seriousViolations(page, '/register with the Terms open')));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.locator('#portal-main h1').first()).toBeVisible();
    await page.getByTestId('nav-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Checked once the menu has grown in: while it fades in, its items are not yet at full contrast.
    await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    found.push(...(await seriousViolations(page, '/login at 390 px with the menu open')));

    expect(found).toEqual([]);
  });
}
