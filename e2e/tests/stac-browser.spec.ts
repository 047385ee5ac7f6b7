import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACCOUNTS, apiLogin } from '../accounts';

/**
 * STAC Browser (built from @radiantearth/stac-browser, served at /stac-browser/ with the portal's STAC API as its
 * catalog) used as a customer would: the collection is listed, the session token goes into its login dialog, and
 * the items it lists for a bounding box are the ones the STAC API's own search answers for that box.
 */

const COLLECTION_TITLE = 'SAR archive';

/** The ids on STAC Browser's item cards, sorted. */
const listedItemIds = async (page: Page) =>
  (await page.locator('.item-card a.stretched-link').allTextContents()).map((t) => t.trim()).sort();

test('STAC Browser lists the collection and finds the same items for a bbox as the STAC search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(page.request, ACCOUNTS.customer);

  await page.goto('/interFace');
  await page.getByRole('link', { name: 'STAC Browser' }).click();
  await expect(page).toHaveURL(/\/stac-browser\/#\/$/);
  await expect(page.getByRole('link', { name: COLLECTION_TITLE })).toBeVisible();

  const login = page.locator('#stac-browser-auth-modal');
  await page.getByRole('button', { name: 'Log in' }).click();
  await login.locator('input[type=password]').fill(token);
  await login.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('link', { name: COLLECTION_TITLE }).click();
  await expect(page.locator('.item-card').first()).toBeVisible();

  // A box the way a user draws one: zoom the filter's map in, click in it, ask for every item on one page.
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByText('Filter by spatial extent').click();
  const map = page.locator('.filter-bbox .map');
  for (let i = 0; i < 3; i++) await map.getByTitle('Zoom in').click();
  // The map takes no click while it zooms; the help text says when the box is set.
  const help = map.locator('.ol-textcontrol');
  await expect(async () => {
    if ((await help.textContent()) === 'Click on the map to add a bounding box.') await map.click();
    await expect(help).toHaveText('Click inside the bounding box to remove it.', { timeout: 2_000 });
  }).toPass();
  await page.getByLabel('Items per page').fill('1000');
  const itemsRequest = page.waitForRequest((r) =>
    /\/api\/stac\/collections\/[^/]+\/items\?.*bbox=/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const sent = new URL((await itemsRequest).url());
  expect(sent.searchParams.get('limit')).toBe('1000');
  const bbox = sent.searchParams.get('bbox')!.split(',').map(Number);

  const search = await page.request.post('/api/stac/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { bbox, collections: ['sar-archive'], limit: 1000 },
  });
  expect(search.status()).toBe(200);
  const answer = (await search.json()) as { features: { id: string }[]; numberMatched: number };
  // The box holds some scenes, and all of them fit on one page, so the whole answer is compared.
  expect(answer.features.length).toBeGreaterThan(0);
  expect(answer.numberMatched).toBe(answer.features.length);

  const expected = answer.features.map((f) => f.id).sort();
  // Up to a thousand cards, each with its thumbnail: on a loaded machine they take longer than the default 15 s.
  await expect.poll(() => listedItemIds(page), { timeout: 60_000 }).toEqual(expected);
});
