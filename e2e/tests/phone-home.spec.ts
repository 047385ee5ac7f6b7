import { devices } from '@playwright/test';
import { expect, test } from '../fixtures';
import { useLanguage } from '../accounts';

/** A phone's browser: 390 px wide, a mobile user agent (docs/requirements.md §1: mobile browsers land on /phonehome). */
test.use({
  viewport: { width: 390, height: 844 },
  userAgent: devices['iPhone 13'].userAgent,
  isMobile: true,
  hasTouch: true,
});

for (const lang of ['zh', 'en'] as const) {
  test(`a phone opening / lands on /phonehome, laid out for 390 px (${lang})`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await useLanguage(page, lang);
    const samples = (
      await (
        await request.get('/api/web/sar_images/?size=4', {
          headers: { 'Accept-Language': lang === 'en' ? 'en-US' : 'zh-CN' },
        })
      ).json()
    ).data as { title: string }[];
    await page.goto('/');
    await expect(page).toHaveURL(/\/phonehome$/);
    const home = page.getByTestId('phone-home');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'zh' ? '雷达卫星影像' : 'SAR satellite imagery',
    );
    // The first four samples, as the API lists them, each leading to its details.
    const shown = home.getByTestId('phone-sample');
    await expect(shown).toHaveCount(Math.min(4, samples.length));
    for (const [i, s] of samples.slice(0, 4).entries()) await expect(shown.nth(i)).toContainText(s.title);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await home.getByRole('link', { name: lang === 'zh' ? '注册账号' : 'Create an account' }).click();
    await expect(page).toHaveURL(/\/phoneregister$/);
    expect(errors).toEqual([]);
  });
}
