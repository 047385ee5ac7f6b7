import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO } from '../env';
import { expect, recordRequests, test } from '../fixtures';
import { seedSession } from '../accounts';
import { dragRectangle, drawRectangle, globePick, globePoint, globeState, waitForGlobe } from '../globe';
import { addRegion, openAs, saved, sessionHeaders } from '../page-helpers';

/** /imageQuery (docs/requirements.md §1, §5; issue 6): search modes, areas, results in step with the globe, cart, URL state. */
// SwiftShader renders a frame in up to a second on a loaded machine: generous time for the globe's tests.
test.describe.configure({ timeout: 180_000 });
const AREAS = path.join(REPO, 'api/test/fixtures/areas');
type Scene = { id: string; footprint?: { type: 'MultiPolygon'; coordinates: [number, number][][][] } };

async function open(page: Page, lang: 'zh' | 'en' = 'en', url = '/imageQuery') {
  const requests = recordRequests(page);
  await openAs(page, 'customer', url, lang);
  await waitForGlobe(page);
  return requests;
}

async function search(page: Page): Promise<{ data: Scene[]; total: number }> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/') && r.request().method() === 'POST'),
    page.getByTestId('search-submit').click(),
  ]);
  expect(res.status()).toBe(200);
  return res.json();
}

const notice = (page: Page) => page.getByTestId('notice');

function centroid(ring: [number, number][]): [number, number] {
  const pts = ring.slice(0, -1);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

test('draw a rectangle: results listed, their footprints on the globe, select and add to cart', async ({
  page,
  baseURL,
}) => {
  const requests = await open(page, 'en');
  await drawRectangle(page, [108, 26], [122, 38]);
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  const shapes = (await globeState(page)).shapes;
  expect(shapes).toHaveLength(1);
  expect(shapes[0].kind).toBe('rectangle');
  expect(shapes[0].bbox![0]).toBeCloseTo(108, 0);
  expect(shapes[0].bbox![3]).toBeCloseTo(38, 0);

  const body = await search(page);
  expect(body.data.length).toBeGreaterThan(0);
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(body.data.length);
  // The globe's own state: one feature per listed scene, with entities drawn.
  await expect
    .poll(async () => (await globeState(page)).layers.footprints?.ids.slice().sort())
    .toEqual(body.data.map((x) => x.id).sort());
  const state = await globeState(page);
  expect(state.layers.footprints.entities).toBeGreaterThanOrEqual(body.data.length);
  // …and the footprint is really rendered: the pick buffer holds a scene at a footprint's centre.
  const first = body.data.find((x) => x.footprint)!;
  await page.evaluate(() =>
    (
      window as unknown as { __portalGlobe: { api: { flyTo(t: unknown, o: unknown): void } } }
    ).__portalGlobe.api.flyTo([108, 26, 122, 38], { durationS: 0 }),
  );
  const ids = new Set(body.data.map((x) => x.id));
  await expect.poll(() => globePick(page, centroid(first.footprint!.coordinates[0][0]))).not.toBeNull();
  expect(ids.has((await globePick(page, centroid(first.footprint!.coordinates[0][0])))!)).toBe(true);

  // Selection in the list shows on the globe; add to cart.
  await rows.first().getByRole('checkbox').check();
  const firstId = await rows.first().getAttribute('data-id');
  await expect.poll(async () => (await globeState(page)).selectedIds).toContain(firstId);
  await page.getByTestId('action-cart').click();
  await expect(notice(page)).toContainText('Successfully added to shopping cart');
  const cart = await page.request.get('/api/commodity/carts/', { headers: await sessionHeaders(page) });
  expect(JSON.stringify(await cart.json())).toContain(firstId!);

  // Clicking a footprint on the globe selects its scene, brings its card into view in the list, and drapes its
  // quicklook on the footprint.
  const pickId = (await globePick(page, centroid(first.footprint!.coordinates[0][0])))!;
  const card = page.locator(`[data-testid=result-row][data-id="${pickId}"]`);
  const box = card.locator('input[type=checkbox]');
  const wasChecked = await box.isChecked();
  const at = await globePoint(page, centroid(first.footprint!.coordinates[0][0]));
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
  await expect(box).toBeChecked({ checked: !wasChecked });
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute('data-focused', 'true');
  await expect.poll(async () => (await globeState(page)).overlay).toContain(encodeURIComponent(pickId));
  expect((await globeState(page)).selectedIds).toContain(pickId);
  // Clicking the card's picture again takes the quicklook off.
  await card.getByTestId('result-focus').click();
  await expect.poll(async () => (await globeState(page)).overlay).toBeNull();

  // Details drawer with metadata and quicklook, draped on the footprint.
  await rows.first().getByTestId('result-details').click();
  await expect(page.getByTestId('detail-metadata')).toContainText(firstId!);
  await expect(page.getByTestId('detail-quicklook')).toHaveJSProperty('complete', true);
  // Shown on the globe: the quicklook at once, then the product raster's tiles in its place (the preview's levels,
  // or every level for a buyer), said under the button.
  await page.getByTestId('detail-overlay').click();
  await expect
    .poll(async () => (await globeState(page)).overlay)
    .toContain(`/api/catalog/scenes/${encodeURIComponent(firstId!)}/tiles/{z}/{x}/{y}.png`);
  await expect(page.getByTestId('detail-resolution')).toHaveText(/^(Full|Preview) resolution/);

  expect(
    requests.filter((u) => !u.startsWith(baseURL!) && !u.startsWith('data:') && !u.startsWith('blob:')),
  ).toEqual([]);
});

test('docs/requirements.md §5 messages: no area, nothing selected, no export file; a sixth area is refused', async ({
  page,
}) => {
  await open(page, 'en');
  await page.getByTestId('search-submit').click();
  await expect(notice(page)).toContainText('Please select an area or enter an image ID');
  await page.getByTestId('area-mode-point').click();
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('point-lng').fill(String(110 + i));
    await page.getByTestId('point-lat').fill('30');
    await page.getByTestId('point-radius').fill('50');
    await page.getByTestId('point-add').click();
  }
  await expect(page.getByTestId('area-item')).toHaveCount(5);
  await page.getByTestId('point-lng').fill('116');
  await page.getByTestId('point-add').click();
  await expect(notice(page).last()).toContainText('At most 5 target areas (delete one first)');
  await expect(page.getByTestId('area-item')).toHaveCount(5);
  // Drawing a sixth is refused too, and the globe keeps five shapes.
  await drawRectangle(page, [100, 25], [104, 29]);
  await expect(page.getByTestId('area-item')).toHaveCount(5);
  expect((await globeState(page)).shapes).toHaveLength(5);
  // Delete one: a new one can be added.
  await page.getByTestId('area-delete').first().click();
  await expect(page.getByTestId('area-item')).toHaveCount(4);
  await expect.poll(async () => (await globeState(page)).shapes.length).toBe(4);

  await search(page);
  await page.getByTestId('action-cart').click();
  await expect(notice(page).last()).toContainText('Please select at least one image');
  await page.getByTestId('action-export').click();
  await expect(notice(page).last()).toContainText('Please select a file before export');
});

test('centre point + radius search, then the URL restores the search after a reload', async ({ page }) => {
  await open(page, 'zh');
  await page.getByTestId('area-mode-point').click();
  await page.getByTestId('point-lng').fill('116.4');
  await page.getByTestId('point-lat').fill('39.9');
  await page.getByTestId('point-radius').fill('300');
  await page.getByTestId('point-add').click();
  const body = await search(page);
  expect(body.data.length).toBeGreaterThan(0);
  await expect(page.getByTestId('result-row')).toHaveCount(body.data.length);
  const firstPage = await page
    .getByTestId('result-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
  expect(new URL(page.url()).searchParams.get('q')).toContain('"circle"');
  // Times in Beijing time in Chinese.
  await expect(page.getByTestId('result-row').first()).toContainText('北京时间');

  await page.reload();
  await waitForGlobe(page);
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  await expect(page.getByTestId('result-row')).toHaveCount(firstPage.length);
  expect(
    await page.getByTestId('result-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id'))),
  ).toEqual(firstPage);
  const state = await globeState(page);
  expect(state.shapes[0]).toMatchObject({ kind: 'circle', center: [116.4, 39.9], radiusKm: 300 });
  expect(state.layers.footprints.features).toBe(firstPage.length);
});

test('a dragged rectangle searches; an image ID search replaces the areas and names the IDs not found; sorting', async ({
  page,
}) => {
  await open(page, 'en');
  // Before any search the results say how to start, not that nothing matched.
  await page.getByTestId('panel-tab-results').click();
  await expect(page.getByTestId('results-before-search')).toBeVisible();
  await expect(page.getByTestId('results-empty')).toHaveCount(0);
  await page.getByTestId('panel-tab-search').click();

  await dragRectangle(page, [108, 26], [122, 38]);
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  const [drawn] = (await globeState(page)).shapes;
  expect(drawn.kind).toBe('rectangle');
  expect(drawn.bbox![0]).toBeCloseTo(108, 0);
  expect(drawn.bbox![3]).toBeCloseTo(38, 0);
  const all = await search(page);
  expect(all.data.length).toBeGreaterThan(1);
  await expect(page.getByTestId('result-row')).toHaveCount(all.data.length);
  const wanted = all.data.slice(0, 2).map((x) => x.id);

  // The area stays in the form; the IDs replace it (and the filters) in the search, and the page says so.
  await page.getByTestId('panel-tab-search').click();
  await page.getByTestId('area-mode-ids').click();
  await page.getByTestId('image-ids').fill([...wanted, 'NO_SUCH_SCENE_1'].join(', '));
  await page.getByTestId('area-mode-draw').click();
  await expect(page.getByTestId('ids-pending')).toBeVisible();
  const [res0] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/') && r.request().method() === 'POST'),
    page.getByTestId('search-submit').click(),
  ]);
  const sent = JSON.parse(res0.request().postData()!);
  expect(sent.areas).toBeUndefined();
  expect(sent.ids).toEqual([...wanted, 'NO_SUCH_SCENE_1']);
  const body = (await res0.json()) as { data: Scene[] };
  expect(body.data.map((x) => x.id).sort()).toEqual(wanted.slice().sort());
  await expect(page.getByTestId('result-row')).toHaveCount(wanted.length);
  await expect(page.getByTestId('id-search-notice')).toContainText('target areas and filters do not apply');
  await expect(page.getByTestId('ids-missing')).toHaveText('1 ID not found: NO_SUCH_SCENE_1');
  await expect.poll(async () => (await globeState(page)).layers.footprints.ids.sort()).toEqual(wanted.sort());
  // Oldest first, from the table view's time column.
  await page.getByTestId('view-table').click();
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/')),
    page.getByTestId('sort-time').click(),
  ]);
  expect(JSON.parse(res.request().postData()!).sort).toBe('oldest');

  // Export of the result set: a real CSV download with one line per scene.
  await page.getByLabel('Export format').click();
  await page.getByRole('option', { name: 'CSV' }).click();
  const exported = await saved(page, () => page.getByTestId('action-export').click());
  expect(exported.download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = exported.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(csv).toHaveLength(wanted.length + 1); // header + scenes
  for (const id of wanted) expect(csv.some((line) => line.includes(id))).toBe(true);

  // The product package of one scene, downloaded from its details: a zip with the scene's own files, and the same
  // bytes a download manager gets from a fresh signed link.
  // A product is for those who paid: the customer orders the scene first (unless an earlier run already did).
  const headers = await sessionHeaders(page);
  const quote = await page.request.get(`/api/commodity/order_cost/?scene_ids=${wanted[0]}`, { headers });
  if (quote.status() === 200) {
    const paid = await page.request.post('/api/commodity/orders/', {
      headers,
      data: { scene_ids: [wanted[0]], quoted_cost_fen: (await quote.json()).data[0].cost_fen },
    });
    expect(paid.status()).toBe(200);
  } else {
    expect(quote.status()).toBe(409); // already bought
  }
  await page
    .locator(`[data-testid=result-row][data-id="${wanted[0]}"]`)
    .getByTestId('result-details')
    .click();
  const { download: product, bytes } = await saved(page, () => page.getByTestId('detail-download').click());
  expect(product.suggestedFilename()).toBe(`${wanted[0]}_SAMPLE.zip`);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from(wanted[0]))).toBe(true);
  const link = await page.request.post(`/api/catalog/scenes/${wanted[0]}/download/`, {
    headers: await sessionHeaders(page),
  });
  const again = await page.request.get((await link.json()).data[0].url);
  expect(again.status()).toBe(200);
  expect(Buffer.compare(await again.body(), bytes)).toBe(0);
});

for (const file of ['area.kml', 'area.kmz', 'area-shp.zip']) {
  test(`import ${file} as a target area and search it`, async ({ page }) => {
    await open(page, 'en');
    await page.getByTestId('area-mode-file').click();
    await page.getByTestId('area-file').setInputFiles(path.join(AREAS, file));
    await expect(page.getByTestId('area-item')).toHaveCount(1);
    await expect(page.getByTestId('area-item')).toContainText(file);
    const state = await globeState(page);
    expect(state.shapes).toHaveLength(1);
    expect(state.shapes[0].kind).toBe('geometry');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/')),
      page.getByTestId('search-submit').click(),
    ]);
    expect(res.status()).toBe(200);
    expect(JSON.parse(res.request().postData()!).areas[0].type).toBe('polygon');
  });
}

test('a malformed area file gives a clear message', async ({ page }) => {
  await open(page, 'en');
  await page.getByTestId('area-mode-file').click();
  await page.getByTestId('area-file').setInputFiles(path.join(AREAS, 'malformed.kml'));
  await expect(page.getByTestId('area-file-error')).toBeVisible();
  await expect(page.getByTestId('area-file-error')).not.toBeEmpty();
  await expect(page.getByTestId('area-item')).toHaveCount(0);
  await page.getByTestId('area-file').setInputFiles(path.join(AREAS, 'notes.txt'));
  await expect(page.getByTestId('area-file-error')).toContainText('Only KML, KMZ and ZIP');
});

test('administrative region search (province → city)', async ({ page }) => {
  await open(page, 'en');
  await addRegion(page, 'Zhejiang', 'Hangzhou');
  await expect(page.getByTestId('area-item')).toContainText('Hangzhou, Zhejiang');
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/')),
    page.getByTestId('search-submit').click(),
  ]);
  expect(res.status()).toBe(200);
  expect(JSON.parse(res.request().postData()!).areas[0]).toEqual({ type: 'region', code: '330100' });
  // The globe draws the city's outline (the polygon searched), not its box, also after a reload from the URL.
  const outline = async () => (await globeState(page)).shapes.map((x) => x.kind);
  await expect.poll(outline).toEqual(['geometry']);
  expect(new URL(page.url()).searchParams.get('q')).not.toContain('MultiPolygon'); // the URL keeps the code only
  await page.reload();
  await waitForGlobe(page);
  await expect(page.getByTestId('area-item')).toContainText('Hangzhou, Zhejiang');
  await expect.poll(outline).toEqual(['geometry']);
});

test('place-name search with typeahead', async ({ page }) => {
  await open(page, 'zh');
  await page.getByTestId('area-mode-place').click();
  await page.getByTestId('place-input').fill('北京');
  await expect(page.getByTestId('place-option').first()).toBeVisible();
  await page.getByTestId('place-option').first().click();
  await page.getByTestId('place-add').click();
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catalog/search/')),
    page.getByTestId('search-submit').click(),
  ]);
  expect(res.status()).toBe(200);
  expect(JSON.parse(res.request().postData()!).areas[0].type).toBe('place');
});

test('Cesium is fetched only on globe routes, and no request leaves the origin', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
  });
  for (const url of ['/', '/userGuide']) {
    requests.length = 0;
    scripts.length = 0;
    await page.goto(url);
    await expect(page.locator('#portal-main h1, #portal-main h5').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('/cesium/'))).toEqual([]);
    // No script of the page holds Cesium, resium or the globe, nor registers them as shared modules.
    for (const s of scripts) {
      expect(s.body.includes('CESIUM_BASE_URL'), s.url).toBe(false);
      expect(s.body.includes('@portal/shared/globe'), s.url).toBe(false);
      expect(/["']resium["']/.test(s.body), s.url).toBe(false);
    }
  }
  await seedSession(page, 'customer');
  requests.length = 0;
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  expect(requests.some((u) => u.includes('/cesium/Workers/'))).toBe(true);
  expect(requests.some((u) => u.includes('/cesium/Assets/Textures/NaturalEarthII/'))).toBe(true);
  expect(
    requests.filter((u) => !u.startsWith(baseURL!) && !u.startsWith('data:') && !u.startsWith('blob:')),
  ).toEqual([]);
  const state = await globeState(page);
  expect(state.imageryLayers).toEqual([
    '/cesium/Assets/Textures/NaturalEarthII',
    '/api/geodata/tiles/{z}/{x}/{y}.png?v=2',
  ]);
});
