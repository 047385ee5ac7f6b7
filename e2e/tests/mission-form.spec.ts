import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../env';
import { expect, test } from '../fixtures';
import { useLanguage } from '../accounts';
import { drawRectangle, globeAtRest, globeState, waitForGlobe } from '../globe';
import { fillOrder, taskingCustomer as customer } from '../mission-form';

/**
 * /programOrder (issue 15) as a customer uses it: the form's docs/requirements.md §5 messages, a point and a drawn area, the
 * prediction listed and drawn on the globe, a saved simulation renamed and reopened, submitting, finding the order,
 * editing it while pending, read-only once reviewed, and the sixth area asking to drop the earliest; zh and en.
 */
test.describe.configure({ timeout: 240_000 });
const AREAS = path.join(REPO, 'api/test/fixtures/areas');

test('fill the form with a point and an imported area, predict, keep the simulation, submit, edit, read-only once reviewed', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const c = await customer(page, request);
  await page.goto('/programOrder');
  await waitForGlobe(page);

  // An empty form: docs/requirements.md §5's messages under their fields, nothing sent.
  await page.getByTestId('order-submit').click();
  for (const m of [
    'Please enter target name',
    'Please select shooting mode',
    'Please enter shooting duration',
    'Please enter expected shooting start and end',
    'Please choose an end date',
    'Please choose an image purpose',
    'Please enter an end user',
    'Please enter an organization name',
    'Please enter a contact name',
    'Upload the application form (doc, docx or pdf, at most 30MB)',
  ])
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  // Latitude and longitude are required on every order (docs/requirements.md §5): its message, word for word, under both fields.
  await expect(
    page.getByText('Latitude and longitude are decimals (north and east positive, e.g. 25.08, -31.34)', {
      exact: true,
    }),
  ).toHaveCount(2);
  await page.getByTestId('field-upper_angle').fill('41');
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('Max look angle 40 degrees')).toBeVisible();
  await page.getByTestId('field-upper_angle').fill('39');

  // A point, then the cost; a prediction for it. Typing in the form beside the globe costs the globe no frame.
  const frames = await globeAtRest(page);
  await fillOrder(page);
  expect((await globeState(page)).renderCount).toBe(frames);
  await page.getByTestId('field-Latitude').fill('40.08');
  await page.getByTestId('field-Longitude').fill('116.58');
  await expect(page.getByTestId('order-cost-value')).toHaveText(/CN¥[\d,]+\.\d\d/);
  await page.getByTestId('predict').click();
  const rows = page.getByTestId('opportunity-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  await expect.poll(async () => (await globeState(page)).layers.opportunities?.features).toBe(count);
  expect((await globeState(page)).layers.passes.features).toBe(count);
  await expect(page.getByTestId('prediction')).toHaveAttribute('data-ms', /\d+/);
  const ms = Number(await page.getByTestId('prediction').getAttribute('data-ms'));
  console.info(`prediction: ${count} opportunities listed and drawn ${ms} ms after the click`);
  // Times in UTC in English: the zone heads the column of the imaging windows (start – end, to the second).
  await expect(page.getByTestId('opportunities').getByRole('columnheader').nth(1)).toHaveText(
    'Start – End (UTC)',
  );
  await expect(rows.first()).toContainText(
    /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d – (\d{4}-\d\d-\d\d )?\d\d:\d\d:\d\d/,
  );
  await rows.nth(count - 1).click();
  await expect
    .poll(async () => (await globeState(page)).selectedIds)
    .toEqual([await rows.nth(count - 1).getAttribute('data-id')]);
  // The same passes on the time line of the window searched, in time order; a mark selects its pass.
  const marks = page.getByTestId('pass-mark');
  await expect(marks).toHaveCount(count);
  const xs = await marks.evaluateAll((els) =>
    els.map((e) => {
      const dot = e.getBoundingClientRect();
      return dot.x + dot.width / 2;
    }),
  );
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  // Passes minutes apart sit in lanes: no mark covers another, so each can be clicked.
  const overlaps = await marks.evaluateAll((els) => {
    const boxes = els.map((e) => e.getBoundingClientRect());
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map(() => i + 1),
    );
  });
  expect(overlaps).toEqual([]);
  await expect(marks.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
  await marks.first().click();
  await expect
    .poll(async () => (await globeState(page)).selectedIds)
    .toEqual([await rows.first().getAttribute('data-id')]);
  await expect(marks.first()).toHaveAttribute('aria-pressed', 'true');

  // The simulation was kept: renamed, and reopened into a fresh page.
  await page.getByTestId('saved-simulations-open').click();
  const simRow = page.getByTestId('simulation-row').first();
  await expect(simRow).toContainText('Beijing Capital Airport');
  const simId = await simRow.getAttribute('data-id');
  await simRow.getByRole('button', { name: 'Rename' }).click();
  await page.getByTestId('simulation-name').fill('Airport, January');
  await page.getByTestId('simulation-name').press('Enter');
  await expect(simRow).toContainText('Airport, January');
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForGlobe(page);
  await page.getByTestId('saved-simulations-open').click();
  await page.getByTestId(`simulation-open-${simId}`).click();
  await expect(rows).toHaveCount(count);
  await expect(page.getByTestId('field-Latitude')).toHaveValue('40.08');

  // An imported area becomes the target; the point stays (docs/requirements.md §5 requires it); then submit.
  await fillOrder(page);
  await page.getByTestId('area-file').setInputFiles({
    name: 'airport.kml',
    mimeType: 'application/xml',
    buffer: readFileSync(path.join(AREAS, 'area.kml')),
  });
  await expect(page.getByTestId('area-chip')).toHaveCount(1);
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/commodity/missions/new_order/')),
    page.getByTestId('order-submit').click(),
  ]);
  const order = (await created.json()).data[0];
  expect(order).toMatchObject({ order_state: 100, target_name: 'Beijing Capital Airport' });
  expect(order.Latitude).toBeCloseTo(40.08, 4);
  expect(order.target.coordinates).toHaveLength(1);
  expect(order.planning_tag).toMatch(/^SIM-/);
  await expect(page).toHaveURL(new RegExp(`/personalCenter/myProgrammingOrder\\?open=${order.id}`));

  // Edited while pending review.
  await page.goto(`/programOrder/${order.id}`);
  await expect(page.getByTestId('field-target_name')).toHaveValue('Beijing Capital Airport');
  await expect(page.getByTestId('area-chip')).toHaveCount(1);
  await page.getByTestId('field-target_name').fill('Beijing Capital Airport T3');
  await page.getByTestId('field-p_number').fill('2');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('notice')).toContainText('Tasking order updated');
  const saved = await (
    await request.get(`/api/commodity/missions/${order.id}/`, { headers: c.headers })
  ).json();
  expect(saved.data[0]).toMatchObject({ target_name: 'Beijing Capital Airport T3', p_number: 2 });
  expect(saved.data[0].cost_fen).toBe(order.cost_fen * 2);

  // Reviewed by staff: the page is read-only and says why.
  await request.post(`/api/commodity/missions/${order.id}/transition/`, {
    headers: c.admin,
    data: { to_state: 101 },
  });
  await page.goto(`/programOrder/${order.id}`);
  await expect(page.getByTestId('order-read-only')).toContainText('can no longer be changed');
  await expect(page.getByTestId('order-submit')).toHaveCount(0);
  await expect(page.getByTestId('field-target_name')).toBeDisabled();

  // Nor can it be deleted any more.
  const again = await request.post('/api/commodity/missions/destroy_many/', {
    headers: c.headers,
    data: { ids: [order.id] },
  });
  expect(again.status()).toBe(422);
});

test('a drawn area and four imported; a sixth asks to delete the earliest; the form speaks Chinese', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'zh');
  await customer(page, request);
  await page.goto('/programOrder');
  await waitForGlobe(page);
  await expect(page).toHaveTitle(/编程订单/);
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('请输入目标名称', { exact: true })).toBeVisible();
  await expect(page.getByText('请选择拍摄模式', { exact: true })).toBeVisible();

  // One area drawn on the globe, four imported: five, the limit.
  await drawRectangle(page, [116.3, 39.8], [116.7, 40.1]);
  await expect(page.getByTestId('area-chip')).toHaveCount(1);
  const kml = readFileSync(path.join(AREAS, 'area.kml'));
  for (let i = 1; i < 5; i++) {
    await page
      .getByTestId('area-file')
      .setInputFiles({ name: `area-${i}.kml`, mimeType: 'application/xml', buffer: kml });
    await expect(page.getByTestId('area-chip')).toHaveCount(i + 1);
  }
  const firstId = (await globeState(page)).shapes[0].id;
  await page
    .getByTestId('area-file')
    .setInputFiles({ name: 'area-5.kml', mimeType: 'application/xml', buffer: kml });
  await expect(page.getByText('最多 5 个目标区域。继续添加将删除最早的区域记录，是否继续？')).toBeVisible();
  await page.getByTestId('replace-earliest').click();
  await expect(page.getByTestId('area-chip')).toHaveCount(5);
  const ids = (await globeState(page)).shapes.map((s) => s.id);
  expect(ids).toHaveLength(5);
  expect(ids).not.toContain(firstId);
});
