/**
 * docs/requirements.md §9: the global loading bar runs on every call except save_geometry, verify_register,
 * get_layer_by_pid, map search calls and simulation calls. The region picker's children (the portal's
 * get_layer_by_pid), a chosen region's outline and a chosen place's outline are each held at the network while the
 * test reads the bar: it stays idle. A search, held the same way, shows it busy (the reading sees a busy bar).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';
import { addRegion } from '../page-helpers';

test.describe.configure({ timeout: 180_000 });

/** The bar's state while a call is held, once the page has drawn what sending it changed (two frames). */
async function barWhileHeld(page: Page): Promise<string | null> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  return page.getByTestId('loading-bar').getAttribute('data-busy');
}

test('the region picker and a place outline leave the loading bar idle; a search drives it', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  const seen: { call: string; busy: string | null }[] = [];
  const hold = async (route: Route) => {
    const url = new URL(route.request().url());
    seen.push({ call: url.pathname + url.search, busy: await barWhileHeld(page) });
    await route.continue();
  };
  await page.route(/\/api\/geodata\/regions\//, hold);
  await page.route(/\/api\/geodata\/places\/\d+\/$/, hold);
  await page.route(/\/api\/catalog\/search\/$/, hold);
  await page.goto('/imageQuery');
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-busy', 'false');

  await addRegion(page, 'Zhejiang', 'Hangzhou');

  await page.getByTestId('area-mode-place').click();
  await page.getByTestId('place-input').fill('Ningbo');
  await page.getByTestId('place-option').first().click();
  await page.getByTestId('place-add').click();
  await expect(page.getByTestId('area-item')).toHaveCount(2);

  await page.getByTestId('search-submit').click();
  await expect.poll(() => seen.some((s) => s.call === '/api/catalog/search/')).toBe(true);

  const kinds = (re: RegExp) => seen.filter((s) => re.test(s.call));
  // The provinces, Zhejiang's cities, Hangzhou's outline, the place's outline: each with the bar idle.
  expect(kinds(/^\/api\/geodata\/regions\/\?parent=CN$/).length).toBeGreaterThan(0);
  expect(kinds(/^\/api\/geodata\/regions\/\?parent=33/).length).toBeGreaterThan(0);
  expect(kinds(/^\/api\/geodata\/regions\/330100\/$/).length).toBeGreaterThan(0);
  expect(kinds(/^\/api\/geodata\/places\/\d+\/$/).length).toBeGreaterThan(0);
  expect(kinds(/^\/api\/geodata\//).filter((s) => s.busy !== 'false')).toEqual([]);
  expect(kinds(/^\/api\/catalog\/search\/$/).map((s) => s.busy)).toContain('true');
});
