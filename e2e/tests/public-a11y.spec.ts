import AxeBuilder from '@axe-core/playwright';
import { PORTAL_ROUTES } from '../../shared/src/domain';
import { expect, test, useLanguage } from '../fixtures';

/**
 * Every public route of spec §2, checked by axe-core in both languages: no serious or critical violation of
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
      await expect(page.locator('#portal-main h1').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .exclude('[data-testid="api-reference"]')
        .analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
        found.push(
          `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
    }
    expect(found).toEqual([]);
  });
}
