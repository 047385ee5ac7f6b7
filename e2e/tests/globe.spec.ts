import { expect, test } from '../fixtures';
import { globeAtRest, globePoint, globeState, waitForGlobe } from '../globe';
import { openAs } from '../page-helpers';

/** The shared globe (issue 6), exercised on /imageQuery: render on demand, 2D/3D, drawing and editing, cursor. */
// SwiftShader renders a frame in up to a second on a loaded machine: generous time for the globe's tests.
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ page }) => {
  await openAs(page, 'customer', '/imageQuery');
  await waitForGlobe(page);
});

test('an idle globe renders no frame (render on demand); 2D/3D switch', async ({ page, consoleErrors }) => {
  // The test browser renders WebGL in software (SwiftShader): the globe renders without multisampling and without
  // the atmosphere there.
  expect((await globeState(page)).msaaSamples).toBe(1);
  expect((await globeState(page)).atmosphere).toBe(false);
  // …and draws three quarters of the canvas's pixels in each direction.
  expect((await globeState(page)).resolutionScale).toBe(0.75);
  const buffer = await page
    .getByTestId('globe')
    .locator('canvas')
    .first()
    .evaluate((c: HTMLCanvasElement) => ({ drawn: c.width, shown: c.clientWidth }));
  expect(buffer.drawn / buffer.shown).toBeCloseTo(0.75, 1);
  // Once the imagery has loaded, frames stop: two readings a second apart agree, and stay so for two more seconds.
  const before = await globeAtRest(page);
  await page.waitForTimeout(2000);
  expect((await globeState(page)).renderCount).toBe(before);
  await page.getByTestId('globe-mode-2d').click();
  await expect.poll(async () => (await globeState(page)).sceneMode).toBe('2d');
  await expect.poll(async () => (await globeState(page)).renderCount).toBeGreaterThan(before);
  await page.getByTestId('globe-mode-3d').click();
  await expect.poll(async () => (await globeState(page)).sceneMode).toBe('3d');
  expect(consoleErrors).toEqual([]);
});

test('draw, edit and delete a polygon; draw a circle', async ({ page }) => {
  await page.getByTestId('globe-draw-polygon').click();
  const pts: [number, number][] = [
    [110, 30],
    [116, 30],
    [114, 35],
  ];
  for (const p of pts) {
    const at = await globePoint(page, p);
    await page.mouse.click(at.x, at.y);
  }
  await page.mouse.click(...(Object.values(await globePoint(page, pts[2])) as [number, number]), {
    button: 'right',
  });
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  let shape = (await globeState(page)).shapes[0];
  expect(shape.kind).toBe('polygon');
  expect(shape.ring).toHaveLength(3);
  expect(shape.ring![1][0]).toBeCloseTo(116, 0);

  // Edit: click the shape, drag its second vertex to 118,31.
  // The polygon takes a click once its geometry is built (Cesium builds it in a web worker, a moment after the
  // list shows the area): clicked again until it is selected. A click on a selected shape keeps it selected.
  const inside = await globePoint(page, [113, 31.5]);
  await expect(async () => {
    await page.mouse.click(inside.x, inside.y);
    await expect(page.getByTestId('globe-delete-shape')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const from = await globePoint(page, pts[1]);
  const to = await globePoint(page, [118, 31]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
  await expect.poll(async () => (await globeState(page)).shapes[0]?.ring?.[1][0] ?? 0).toBeGreaterThan(117);
  shape = (await globeState(page)).shapes[0];
  expect(shape.ring![1][1]).toBeCloseTo(31, 0);
  expect(new URL(page.url()).search).toBe(''); // not searched yet: the URL changes on search

  // Delete from the globe.
  await page.getByTestId('globe-delete-shape').click();
  await expect(page.getByTestId('area-item')).toHaveCount(0);
  expect((await globeState(page)).shapes).toHaveLength(0);

  // Circle: centre, then a point on the radius.
  await page.getByTestId('globe-draw-circle').click();
  const c = await globePoint(page, [112, 32]);
  const r = await globePoint(page, [114, 32]);
  await page.mouse.click(c.x, c.y);
  await page.mouse.click(r.x, r.y);
  await expect(page.getByTestId('area-item')).toHaveCount(1);
  shape = (await globeState(page)).shapes[0];
  expect(shape.kind).toBe('circle');
  expect(shape.radiusKm!).toBeGreaterThan(150);
  expect(shape.radiusKm!).toBeLessThan(230);
});

test('the cursor position is shown in the session coordinate system (GCJ-02)', async ({ page }) => {
  const at = await globePoint(page, [116.4, 39.9]);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('globe-cursor')).toContainText('GCJ-02');
  const cursor = (await globeState(page)).cursor!;
  expect(cursor.crs).toBe('GCJ02');
  expect(cursor.lng).toBeCloseTo(116.4, 1);
  expect(cursor.lat).toBeCloseTo(39.9, 1);
});
