import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, seedSession, test, useLanguage, waitForGlobe } from '../fixtures';

/**
 * The archive's money path (issue 14) as a customer walks it: image IDs searched and added to the cart, the cart
 * page's cost and order, the archive order list, a product file downloaded to the last byte, another order
 * cancelled, and the balance and the bill showing both.
 */
test.describe.configure({ timeout: 240_000 });

async function authHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    Authorization: `Bearer ${JSON.parse(sessionStorage.getItem('portal.token')!)}`,
    'User-Id': String(JSON.parse(sessionStorage.getItem('portal.userId')!)),
  }));
}

/** The balance the header shows, in fen. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('search → cart → cost → order → download a product → cancel another order → balance and bill', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  const headers = await authHeaders(page);
  // Four public scenes nobody has ordered: three for the cart, one for the order that is cancelled.
  const found = await page.request.post('/api/catalog/search/', {
    headers,
    data: { areas: [{ type: 'bbox', bbox: [100, 20, 125, 45] }], size: 50, geometry: false },
  });
  const candidates: string[] = (await found.json()).data.map((s: { id: string }) => s.id);
  const check = await page.request.post('/api/commodity/conflict_check/', {
    headers,
    data: { scene_ids: candidates },
  });
  const free = (await check.json()).data
    .filter((c: { conflict: string | null }) => c.conflict === null)
    .map((c: { scene_id: string }) => c.scene_id);
  const [wanted, spare] = [free.slice(0, 3) as string[], free[3] as string];
  expect(wanted).toHaveLength(3);

  // Image ID search, select the three, add them to the cart.
  await page.getByTestId('area-mode-ids').click();
  await page.getByTestId('image-ids').fill(wanted.join(', '));
  await page.getByTestId('search-submit').click();
  for (const id of wanted)
    await page.locator(`[data-testid=result-row][data-id="${id}"]`).getByRole('checkbox').check();
  await page.getByTestId('action-cart').click();
  await expect(page.getByTestId('notice')).toContainText('Successfully added to shopping cart');

  // The cart: the three rows, their selection's cost, the order dialog's cost and balance after.
  await page.goto('/personalCenter/shoppingCart');
  for (const id of wanted) await expect(page.locator(`.MuiDataGrid-row[data-id="${id}"]`)).toBeVisible();
  const balanceBefore = await headerBalance(page);
  for (const id of wanted)
    await page.locator(`.MuiDataGrid-row[data-id="${id}"]`).getByRole('checkbox').check();
  const cost = (
    await (
      await page.request.get(`/api/commodity/order_cost/?scene_ids=${wanted.join(',')}`, { headers })
    ).json()
  ).data[0];
  await expect(page.getByTestId('cart-selection')).toContainText('3 selected');
  await page.getByTestId('cart-order').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByTestId('order-cost')).toHaveText(/\d/);
  expect(
    Math.round(Number((await dialog.getByTestId('order-cost').textContent())!.replace(/[^\d.]/g, '')) * 100),
  ).toBe(cost.cost_fen);
  await dialog.getByTestId('order-confirm').click();

  // The archive order list: the new order, and the header's balance less the cost.
  await expect(page).toHaveURL(/\/personalCenter\/archiveOrder$/);
  const orders = (await (await page.request.get('/api/commodity/orders/?size=5', { headers })).json()).data;
  const order = orders.find((o: { scene_ids: string[] }) => o.scene_ids.includes(wanted[0]));
  expect(order.money_fen).toBe(cost.cost_fen);
  await expect(page.locator(`.MuiDataGrid-row[data-id="${order.id}"]`)).toContainText(order.order_no);
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore - cost.cost_fen);

  // A product file through the order's signed link: its bytes arrive, the same as a fresh link's.
  await page.getByTestId(`order-download-${order.id}`).click();
  const sceneId = [...order.scene_ids].sort()[0];
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`file-${sceneId}`).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${sceneId}_SAMPLE.zip`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const links = await page.request.post('/api/commodity/orders/download/', {
    headers,
    data: { id: order.id, scene_id: sceneId },
  });
  const again = await page.request.get((await links.json()).data[0].links[0].url);
  expect(Buffer.compare(await again.body(), bytes)).toBe(0);
  await page.keyboard.press('Escape');

  // Another order, cancelled from the list: its money comes back.
  const spareCost = (
    await (await page.request.get(`/api/commodity/order_cost/?scene_ids=${spare}`, { headers })).json()
  ).data[0].cost_fen;
  const other = await page.request.post('/api/commodity/orders/', {
    headers,
    data: { scene_ids: [spare], quoted_cost_fen: spareCost },
  });
  const otherId = (await other.json()).data[0].id;
  await page.reload();
  await page.getByTestId(`order-cancel-${otherId}`).click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByTestId('notice')).toContainText('Order cancelled');
  await expect(page.locator(`.MuiDataGrid-row[data-id="${otherId}"]`)).toContainText('Cancelled');
  await expect(page.locator(`.MuiDataGrid-row[data-id="${order.id}"]`)).toContainText('Downloaded (1092)');
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore - cost.cost_fen);

  // The bill: the spend of the first order, and the spend and refund of the second.
  const bill = (await (await page.request.get('/api/user/bills/?size=10', { headers })).json()).data as {
    scene: string;
    amount: number;
  }[];
  expect(bill.slice(0, 3).map((b) => [b.scene, b.amount])).toEqual([
    ['archive_refund', spareCost],
    ['archive_spend', -spareCost],
    ['archive_spend', -cost.cost_fen],
  ]);
});
