import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';
import { globePoint, globeState, waitForGlobe } from '../globe';
import { fillOrder, taskingCustomer } from '../mission-form';

/**
 * A series of repeat collects as a customer buys it and staff plan it (docs/tasking-offer.md): the customer asks
 * for a weekly series of 4 with the same geometry, reads the quote (each collect's price × 4, the windows, the kept
 * geometry) and the cancellation terms, submits and lands on the series; staff plan its first collect by clicking
 * a pass's footprint on the planning globe; the customer cancels the rest, and the bill shows the rows.
 */
test.describe.configure({ timeout: 240_000 });

test('a weekly series of 4: quoted with its terms, submitted, its first collect planned on the map, the rest cancelled, the bill', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const c = await taskingCustomer(page, request);
  await page.goto('/programOrder');
  await waitForGlobe(page);
  await fillOrder(page);
  await page.getByTestId('field-target_name').fill('Weekly airport series');
  await page.getByTestId('field-Latitude').fill('40.08');
  await page.getByTestId('field-Longitude').fill('116.58');

  // Repeat: weekly, four collects, the same geometry.
  await page.getByTestId('repeat-on').check();
  await page.getByTestId('repeat-cadence').click();
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
  await page.getByTestId('repeat-end-count').check();
  await page.getByTestId('repeat-count').fill('4');
  await page.getByTestId('repeat-same-geometry').check();

  // The quote: the price of one collect × 4, the windows a week apart, the geometry kept, the terms with deadlines.
  const quote = page.getByTestId('quote');
  await expect(page.getByTestId('quote-series-collects')).toHaveText('4 repeat collects', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('quote-series-price')).toHaveText(
    /^CN¥[\d,]+\.\d\d a collect × 4 = CN¥[\d,]+\.\d\d$/,
  );
  await expect(page.getByTestId('quote-series-geometry')).toContainText(/Geometry kept: .+ look angle/);
  await expect(page.getByTestId('quote-series-windows')).toContainText('Collect 1: 2027-01-05');
  await expect(page.getByTestId('quote-series-windows')).toContainText('Collect 2: 2027-01-12');
  await expect(page.getByTestId('quote-terms')).toContainText(/UTC/);
  await expect(quote.getByTestId('quote-lines')).toContainText('Stripmap');

  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/commodity/missions/new_order/')),
    page.getByTestId('order-submit').click(),
  ]);
  expect(created.status()).toBe(200);
  const first = (await created.json()).data[0];
  expect(first.series_index).toBe(0);
  const seriesId = first.series_id as number;

  // The series: four collects on its time line, the first an order, the others beyond the 21-day horizon.
  await expect(page).toHaveURL(new RegExp(`series=${seriesId}`));
  const timeline = page.getByTestId('series-timeline');
  await expect(timeline.getByTestId('series-collect')).toHaveCount(4);
  await expect(timeline.getByTestId(`series-order-${first.id}`)).toHaveText(first.order_no);
  await expect(timeline.getByTestId('series-collect-pending')).toHaveCount(3);
  await expect(page.getByTestId('series-state')).toHaveText('Active');

  // Staff review the first collect and plan it by clicking a pass's footprint on the planning globe.
  await seedSession(page, 'staff');
  await page.goto(`/personalCenter/missionadmin/detail/${first.id}`);
  await page.getByTestId('review-accept').click();
  const confirm = page.getByTestId('action-confirm');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByTestId('mission-state')).toHaveText('Order created');
  await expect(page.getByTestId('plan-opportunities').getByTestId('opportunity-0')).toBeVisible({
    timeout: 60_000,
  });
  await waitForGlobe(page);
  const opps = (
    await (
      await request.get(`/api/commodity/missions/${first.id}/opportunities/`, { headers: c.admin })
    ).json()
  ).data as { footprint: { coordinates: [number, number][][] } }[];
  await expect.poll(async () => (await globeState(page)).layers.opportunities?.features).toBe(opps.length);
  const ring = opps[0].footprint.coordinates[0];
  const centre: [number, number] = [
    ring.reduce((s, p) => s + p[0], 0) / ring.length,
    ring.reduce((s, p) => s + p[1], 0) / ring.length,
  ];
  const at = await globePoint(page, centre);
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await globeState(page)).selectedIds.length).toBe(1);
  await page.getByTestId('plan-submit').click();
  await expect(page.getByTestId('mission-state')).toHaveText('Anchoring success');

  // The customer cancels the rest: the planned collect is weeks away, so it goes free; nothing else was created.
  await seedSession(page, c.account);
  await page.goto(`/personalCenter/myProgrammingOrder?tab=series&series=${seriesId}`);
  await page.getByTestId('series-cancel').click();
  await expect(page.getByTestId('series-cancel-terms')).toContainText('72');
  await page.getByTestId('series-cancel-reason').fill('Project ended');
  await page.getByTestId('series-cancel-confirm').click();
  await expect(page.getByTestId('series-cancelled')).toContainText(/Cancelled 1/);
  await expect(page.getByTestId('series-state')).toHaveText('Cancelled');

  // The bill: the first collect's charge and its refund, newest first.
  await page.goto('/userInfo');
  const bill = page.getByTestId('my-bill').locator('.MuiDataGrid-row');
  await expect(bill.nth(0)).toContainText('Tasking refund');
  await expect(bill.nth(1)).toContainText('Tasking order spend');
});
