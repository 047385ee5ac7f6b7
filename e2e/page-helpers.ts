/**
 * What several specs do on a page or read from it: a page opened signed in, the session's own headers, the header's balance, a file the page
 * downloads, an administrative region added to the image query's areas.
 */
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { seedSession, useLanguage } from './accounts';

/** Opens a page of the portal in a language (English unless told), signed in as a demo role or an account. */
export async function openAs(
  page: Page,
  who: Parameters<typeof seedSession>[1],
  url: string,
  lang: 'zh' | 'en' = 'en',
): Promise<void> {
  await useLanguage(page, lang);
  await seedSession(page, who);
  await page.goto(url);
}

/** The headers the page's own session calls the API with (what storeSession put in sessionStorage). */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    Authorization: `Bearer ${JSON.parse(sessionStorage.getItem('portal.token')!)}`,
    'User-Id': String(JSON.parse(sessionStorage.getItem('portal.userId')!)),
  }));
}

/** An amount the page shows (¥1,234.50), in fen. */
export async function shownFen(amount: Locator): Promise<number> {
  const text = (await amount.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The balance the header shows, in fen. */
export const headerBalance = (page: Page): Promise<number> => shownFen(page.getByTestId('header-balance'));

/** The file a click makes the page download, and its bytes. */
export async function saved(
  page: Page,
  click: () => Promise<unknown>,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: readFileSync((await download.path())!) };
}

/** Adds a city of a province as a search area of the image query (its region mode); the list then holds `count`. */
export async function addRegion(page: Page, province: string, city: string, count = 1): Promise<void> {
  await page.getByTestId('area-mode-region').click();
  await page.getByLabel('Province').click();
  await page.getByRole('option', { name: province }).click();
  await page.getByLabel('City (optional)').click();
  await page.getByRole('option', { name: city }).click();
  await page.getByTestId('region-add').click();
  await expect(page.getByTestId('area-item')).toHaveCount(count);
}
