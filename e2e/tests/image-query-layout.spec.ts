import type { Page, Route } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { globeState, waitForGlobe } from '../globe';
import { addRegion, openAs } from '../page-helpers';

/**
 * /imageQuery as a customer first sees it on a 1366×768 laptop (and on a narrower window), in both languages: the
 * globe filling the window with the result cards beside it, the table view without a sideways scroll, the ways to add
 * an area all visible, a place named once, a region drawn as its outline, the form usable before the globe has drawn
 * anything, and no serious accessibility violation.
 */
test.describe.configure({ timeout: 180_000 });

type Lang = 'zh' | 'en';

/** A centre-point search in the URL: it runs on arrival, so the results come without drawing on the globe. */
const SEARCH = `/imageQuery?q=${encodeURIComponent(
  JSON.stringify({
    v: 1,
    areas: [
      {
        id: 'a1',
        source: 'point',
        label: { zh: '中心点', en: 'Centre' },
        area: { type: 'circle', center: [120, 30], radius_km: 300 },
      },
    ],
    ids: [],
    size: 20,
    filters: {
      satellites: [],
      img_modes: [],
      product_types: [],
      orbit_direction: 'any',
      look_side: 'any',
      polarizations: [],
      classifications: [],
      sort: 'newest',
    },
  }),
)}`;

/**
 * Holds back the script that holds Cesium (recognised by one of its own error messages) until `release` is called:
 * while it is held the globe cannot draw, so what the page shows meanwhile does not wait for it.
 */
async function holdCesium(page: Page): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let markHeld!: () => void;
  const held = new Promise<void>((r) => (markHeld = r));
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname.startsWith('/mf/'),
    async (route: Route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('This object was destroyed, i.e., destroy() was called.')) {
        markHeld();
        await released;
      }
      await route.fulfill({ response, body }).catch(() => undefined); // the page may be gone by then
    },
  );
  return { release, held };
}

async function open(page: Page, lang: Lang, url = SEARCH) {
  await openAs(page, 'customer', url, lang);
}

/** Whether an element's text sits on one line (its text's line boxes all share one top). */
function lineCount(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
}

/** Rows or cards wholly inside the results list and the window, and not under anything else. */
function wholeInList(page: Page): Promise<number> {
  return page.getByTestId('result-row').evaluateAll(
    (els) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        const c = e.closest('[data-testid="results-scroll"]')!.getBoundingClientRect();
        const inside = r.top >= c.top && r.bottom <= Math.min(c.bottom, window.innerHeight);
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + 3);
        const bottom = document.elementFromPoint(r.left + r.width / 2, r.bottom - 3);
        return inside && e.contains(top) && e.contains(bottom);
      }).length,
  );
}

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1366, 1024]) {
    test(`map first at ${width}×768 (${lang}): the globe large, result cards beside it, the table and the area tabs fit`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 768 });
      // The layout does not depend on the globe (its box is reserved while it loads): it is left out here.
      const cesium = await holdCesium(page);
      await open(page, lang);
      const rows = page.getByTestId('result-row');
      await expect(rows).toHaveCount(20);

      // The globe's box fills the window below the header, at least 60 % of its height, beside the panel.
      const globe = (await page.getByTestId('globe-loading').boundingBox())!;
      const panel = (await page.getByTestId('side-panel').boundingBox())!;
      expect(globe.height).toBeGreaterThanOrEqual(0.6 * 768);
      expect(globe.y + globe.height).toBeGreaterThanOrEqual(767);
      expect(globe.width).toBeGreaterThanOrEqual(width - 420);
      expect(panel.x + panel.width).toBeLessThanOrEqual(globe.x + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Cards on screen beside it, each with its quicklook, the satellite and mode on one line.
      expect(await wholeInList(page)).toBeGreaterThanOrEqual(4);
      await expect(rows.first().getByTestId('result-thumbnail')).toHaveAttribute(
        'src',
        /\/api\/catalog\/quicklook\//,
      );
      expect(await lineCount(page, '[data-testid="result-satellite"]')).toEqual(Array(20).fill(1));
      const list = page.getByTestId('results-scroll');
      expect(await list.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      for (const target of [rows.first().getByTestId('result-details'), page.getByTestId('action-export')]) {
        const b = (await target.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(panel.x + panel.width);
      }
      await expect(rows.first().getByTestId('result-incidence')).toHaveText(/^\d+\.\d°$/);

      // The table view: a wider panel, every column shown up to the incidence angle and the details button, one
      // line a scene, many rows at once, the globe still beside it; pagination stays.
      await page.getByTestId('view-table').click();
      await expect(page.getByTestId('results-table')).toBeVisible();
      const wide = (await page.getByTestId('side-panel').boundingBox())!;
      expect(wide.width).toBeGreaterThan(panel.width);
      expect(width - (wide.x + wide.width)).toBeGreaterThanOrEqual(279);
      expect(await list.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await list.boundingBox())!;
      for (const target of [
        page.getByTestId('col-incidence'),
        rows.first().getByTestId('result-incidence'),
        rows.first().getByTestId('result-details'),
      ]) {
        const b = (await target.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
      }
      const rowHeights = await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(Math.max(...rowHeights)).toBeLessThan(36);
      expect(await wholeInList(page)).toBeGreaterThanOrEqual(12);
      await expect(page.getByTestId('page-next')).toBeVisible();
      await expect(page.getByTestId('results-page')).toBeVisible();

      // The panel folds away to give the globe the whole width, and comes back.
      await page.getByTestId('panel-collapse').click();
      await expect(page.getByTestId('side-panel')).toBeHidden();
      expect((await page.getByTestId('globe-loading').boundingBox())!.width).toBeGreaterThanOrEqual(
        width - 1,
      );
      await page.getByTestId('panel-expand').click();
      await expect(page.getByTestId('side-panel')).toBeVisible();

      // Every way to add an area is fully visible in the search tab, its label whole, without scroll arrows.
      await page.getByTestId('panel-tab-search').click();
      const modes = ['draw', 'region', 'place', 'point', 'file', 'ids'];
      const tabs = (await page.getByTestId('area-modes').boundingBox())!;
      for (const m of modes) {
        const tab = page.getByTestId(`area-mode-${m}`);
        await tab.scrollIntoViewIfNeeded();
        await expect(tab).toBeInViewport({ ratio: 1 });
        const b = (await tab.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(tabs.x);
        expect(b.x + b.width).toBeLessThanOrEqual(tabs.x + tabs.width + 0.5);
        expect(await tab.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      }
      await expect(page.getByTestId('area-modes').locator('.MuiTabs-scrollButtons')).toHaveCount(0);
      const labels = await page.getByTestId('area-modes').getByRole('tab').allTextContents();
      expect(labels).toEqual(
        lang === 'zh'
          ? ['绘制', '行政区', '地名', '中心点', '文件', '影像ID']
          : ['Draw', 'Region', 'Place', 'Centre point', 'File', 'Image ID'],
      );
      // The last one still works, and the search button stays in view below the form.
      await page.getByTestId('area-mode-ids').click();
      await expect(page.getByTestId('image-ids')).toBeVisible();
      await expect(page.getByTestId('search-submit')).toBeInViewport({ ratio: 1 });
      cesium.release();
    });
  }
}

test('a place is named once in the list and in the target areas (zh)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const cesium = await holdCesium(page);
  await open(page, 'zh', '/imageQuery');
  await page.getByTestId('area-mode-place').click();
  await page.getByTestId('place-input').fill('杭州');
  const option = page.getByTestId('place-option').first();
  await expect(option).toContainText('杭州市');
  expect((await option.textContent())!.split('杭州市').length - 1).toBe(1);
  await option.click();
  await page.getByTestId('place-add').click();
  const area = page.getByTestId('area-item');
  await expect(area).toHaveCount(1);
  expect((await area.textContent())!.split('杭州市').length - 1).toBe(1);
  cesium.release();
});

test('the search form works before the globe has drawn its first frame', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const cesium = await holdCesium(page);
  await open(page, 'en', '/imageQuery');
  await page.getByTestId('area-mode-point').click();
  await page.getByTestId('point-lng').fill('120');
  await page.getByTestId('point-lat').fill('30');
  await page.getByTestId('point-radius').fill('300');
  await page.getByTestId('point-add').click();
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/')),
    page.getByTestId('search-submit').click(),
  ]);
  expect(res.status()).toBe(200);
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  // All of that happened while the globe's code was held back: it has drawn nothing yet.
  await cesium.held;
  await expect(page.getByTestId('globe-loading')).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as { __portalGlobe?: { firstFrameAt: number | null } }).__portalGlobe?.firstFrameAt ?? null,
    ),
  ).toBeNull();
  // Once it arrives, the globe shows the area and the results already found.
  cesium.release();
  await waitForGlobe(page);
  const state = await globeState(page);
  expect(state.shapes.map((s) => s.kind)).toEqual(['circle']);
  expect(state.layers.footprints.features).toBeGreaterThan(0);
});

test('a region is drawn as its outline from the moment it is added, never as its box (en)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, 'en', '/imageQuery');
  await waitForGlobe(page);
  // Every shape kind the globe shows from now on, frame by frame.
  await page.evaluate(() => {
    const w = window as unknown as { __portalGlobe: { shapes: { kind: string }[] }; __kindsSeen: string[] };
    w.__kindsSeen = [];
    const watch = () => {
      for (const s of w.__portalGlobe.shapes) if (!w.__kindsSeen.includes(s.kind)) w.__kindsSeen.push(s.kind);
      requestAnimationFrame(watch);
    };
    watch();
  });
  await addRegion(page, 'Zhejiang', 'Hangzhou');
  await expect(page.getByTestId('area-item')).toContainText('Hangzhou, Zhejiang');
  await expect.poll(async () => (await globeState(page)).shapes.map((s) => s.kind)).toEqual(['geometry']);
  expect(await page.evaluate(() => (window as unknown as { __kindsSeen: string[] }).__kindsSeen)).toEqual([
    'geometry',
  ]);
});

for (const lang of ['zh', 'en'] as const) {
  test(`no serious or critical accessibility violation on /imageQuery (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, lang);
    await expect(page.getByTestId('result-row').first()).toBeVisible();
    await waitForGlobe(page);
    const found: string[] = [];
    const check = async (what: string) => found.push(...(await seriousViolations(page, what)));
    await check('result cards');
    await page.getByTestId('view-table').click();
    await check('result table');
    await page.getByTestId('panel-tab-search').click();
    for (const mode of ['draw', 'region', 'place', 'point', 'file', 'ids']) {
      await page.getByTestId(`area-mode-${mode}`).click();
      await check(mode);
    }
    expect(found).toEqual([]);
  });
}
