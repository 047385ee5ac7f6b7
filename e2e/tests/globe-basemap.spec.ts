import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';
import { globePoint, waitForGlobe } from '../globe';

/**
 * The globe's vector basemap: at a province's zoom, the administrative boundaries and the place names of the area in
 * view, from the portal's own geodata (no tile service), in the page's language, over the portal's own land and
 * water tiles (not the whole-Earth view's NaturalEarthII magnified); the cursor read-out in the page's
 * language, clear of Cesium's credit.
 */
test.describe.configure({ timeout: 180_000 });

const ZHEJIANG: [number, number, number, number] = [118.5, 27.5, 122.5, 31];
const HANGZHOU: [number, number] = [120.16, 30.28];

interface Basemap {
  level: string | null;
  drawn: boolean;
  boundaries: string[];
  labels: string[];
}

/** What the globe's vector basemap shows (window.__portalGlobe.basemap). */
async function basemapOf(page: Page): Promise<Basemap> {
  return page.evaluate(() =>
    JSON.parse(
      JSON.stringify((window as unknown as { __portalGlobe: { basemap: unknown } }).__portalGlobe.basemap),
    ),
  );
}

async function flyTo(page: Page, bbox: [number, number, number, number]) {
  await page.evaluate((b) => {
    const g = (window as unknown as { __portalGlobe: { api: { flyTo(t: unknown, o: unknown): void } } })
      .__portalGlobe;
    g.api.flyTo(b, { durationS: 0 });
  }, bbox);
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'zh');
  await seedSession(page, 'customer');
});

test('at a province zoom the globe outlines the provinces and cities in view and names them, in the page language', async ({
  page,
  consoleErrors,
}) => {
  const asked: string[] = [];
  const tiles: string[] = [];
  const badTiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/geodata/basemap/')) asked.push(r.url());
  });
  page.on('response', (r) => {
    if (!r.url().includes('/api/geodata/tiles/')) return;
    tiles.push(r.url());
    if (r.status() !== 200 || r.headers()['content-type'] !== 'image/png')
      badTiles.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  // The whole-Earth view is NaturalEarthII's alone; the portal's tiles come in at closer views.
  expect(tiles).toEqual([]);
  const layers = await page.evaluate(
    () => (window as unknown as { __portalGlobe: { imageryLayers: string[] } }).__portalGlobe.imageryLayers,
  );
  expect(layers).toEqual([
    '/cesium/Assets/Textures/NaturalEarthII',
    '/api/geodata/tiles/{z}/{x}/{y}.png?v=2',
  ]);
  await flyTo(page, ZHEJIANG);
  await expect
    .poll(async () => await basemapOf(page), { timeout: 60_000 })
    .toMatchObject({
      level: 'province',
      drawn: true,
      boundaries: expect.arrayContaining(['330000', '330100', '310000']),
      labels: expect.arrayContaining(['浙江省', '杭州市', '宁波市', '上海市']),
    });
  // Land and water at the province's zoom come from the portal's tiles, of the area in view, from the portal itself.
  await expect.poll(() => tiles.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const rows = tiles.map((u) => new URL(u)).filter((u) => u.origin === origin);
  expect(rows.length).toBe(tiles.length);
  const levels = rows.map((u) => Number(u.pathname.split('/')[4]));
  expect(Math.max(...levels)).toBeGreaterThanOrEqual(4); // the portal's tiles begin at level 4
  expect(badTiles).toEqual([]);
  const basemap = await basemapOf(page);
  // Only the area in view: nothing from the north of the country.
  expect(basemap.boundaries).not.toContain('110000');
  expect(basemap.labels).not.toContain('北京市');
  const last = new URL(asked[asked.length - 1]);
  const width = Number(last.searchParams.get('east')) - Number(last.searchParams.get('west'));
  expect(width).toBeLessThan(40);

  // Hangzhou, whose name is shown, lies on the globe in view.
  const p = await globePoint(page, HANGZHOU);
  const box = (await page.getByTestId('globe').boundingBox())!;
  expect(p.x).toBeGreaterThan(box.x);
  expect(p.x).toBeLessThan(box.x + box.width);
  expect(p.y).toBeGreaterThan(box.y);
  expect(p.y).toBeLessThan(box.y + box.height);

  // The language switch renames the places without asking the API again.
  const calls = asked.length;
  await page.getByTestId('lang-en').click();
  await expect
    .poll(async () => (await basemapOf(page)).labels, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['Zhejiang', expect.stringMatching(/^Hangzhou/)]));
  expect((await basemapOf(page)).labels).not.toContain('杭州市');
  expect(asked.length).toBe(calls);
  expect(consoleErrors).toEqual([]);
});

test('zoomed out, the globe shows countries and provinces, not cities', async ({ page }) => {
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  await flyTo(page, [70, 15, 140, 55]);
  await expect
    .poll(async () => await basemapOf(page), { timeout: 60_000 })
    .toMatchObject({
      level: 'country',
      drawn: true,
      // Japan has no land border: its coast is the tiles' and the coast line's, not a boundary.
      boundaries: expect.arrayContaining(['CN', 'KP', '330000']),
      labels: expect.arrayContaining(['中国', '日本']),
    });
  const { boundaries, labels } = await basemapOf(page);
  expect(boundaries).not.toContain('330100');
  expect(labels).not.toContain('杭州市');
});

test('the cursor read-out speaks the page language and stays clear of the credit', async ({ page }) => {
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  const cursor = page.getByTestId('globe-cursor');
  let p = await globePoint(page, [116.4, 39.9]);
  await page.mouse.move(p.x, p.y);
  await expect(cursor).toContainText('经度');
  await expect(cursor).toContainText('纬度');

  await page.getByTestId('lang-en').click();
  // Switching the language rewrites the read-out at once, and every later move writes it in English.
  await expect(cursor).toContainText('Lon');
  p = await globePoint(page, [110, 30]);
  await page.mouse.move(p.x, p.y);
  await expect(cursor).toHaveText(/^Lon 110\.\d+ {2}Lat 30\.\d+ {2}\(GCJ-02\)$/);

  const credit = await page.locator('[data-testid="globe"] .cesium-widget-credits').boundingBox();
  const readout = (await cursor.boundingBox())!;
  const globe = (await page.getByTestId('globe').boundingBox())!;
  expect(readout.x + readout.width).toBeLessThanOrEqual(globe.x + globe.width);
  if (credit) {
    const overlap =
      readout.x < credit.x + credit.width &&
      credit.x < readout.x + readout.width &&
      readout.y < credit.y + credit.height &&
      credit.y < readout.y + readout.height;
    expect(overlap).toBe(false);
  }
});
