import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';

/**
 * The words the staff and customer tables write themselves (MUI's pagination, "Rows per page") follow the page's
 * language, as the rest of the page does.
 */
for (const [lang, rowsPerPage, other] of [
  ['zh', '每页行数', 'Rows per page'],
  ['en', 'Rows per page', '每页行数'],
] as const) {
  test(`a table's own words are in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await seedSession(page, 'staff');
    await page.goto('/personalCenter/userManagement');
    // The demo accounts are listed: the table has rows, and its footer pages them.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const footer = page.locator('.MuiTablePagination-root').first();
    await expect(footer).toContainText(rowsPerPage);
    await expect(page.locator('#portal-main')).not.toContainText(other);
  });
}
