import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACCOUNTS, apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { waitForGlobe } from '../globe';
import { headerBalance, openAs, saved, sessionHeaders, shownFen } from '../page-helpers';

/**
 * The archive's money path (issue 14) as a customer walks it: image IDs searched and added to the cart, the cart
 * page's cost and order, the archive order list, a product file downloaded to the last byte, another order
 * cancelled, and the balance and the bill showing both.
 */
test.describe.configure({ timeout: 240_000 });

test('search → cart → cost → order → download a product → cancel another order → balance and bill', async ({
  page,
}) => {
  // A customer of its own: the demo customer pays in specs that run beside this one, which would move the balance
  // this walk reads. Staff top it up first, so three scenes are affordable (the header's balance is read after it).
  await openAs(page, await apiRegister(page.request, newAccount('ordwalk')), '/imageQuery');
  await waitForGlobe(page);
  const headers = await sessionHeaders(page);
  const staff = await apiLogin(page.request, ACCOUNTS.staff);
  const topUp = await page.request.post('/api/user/manage_customer/', {
    headers: { Authorization: `Bearer ${staff.token}`, 'User-Id': String(staff.user_id) },
    data: { user_id: Number(headers['User-Id']), balance_change: 2_000_000, note: 'e2e: orders spec' },
  });
  expect((await topUp.json()).code).toBe(0);
  await page.reload();
  await waitForGlobe(page);
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
  const [wanted, spare, extra] = [free.slice(0, 3) as string[], free[3] as string, free[4] as string];
  expect(extra).toBeTruthy();

  // Image ID search, select the three, add them to the cart.
  await page.getByTestId('area-mode-ids').click();
  await page.getByTestId('image-ids').fill([...wanted, extra].join(', '));
  await page.getByTestId('search-submit').click();
  for (const id of [...wanted, extra])
    await page.locator(`[data-testid=result-row][data-id="${id}"]`).getByRole('checkbox').check();
  await page.getByTestId('action-cart').click();
  await expect(page.getByTestId('notice')).toContainText('Successfully added to shopping cart');

  // The cart: one scene removed, the other three stay; their selection's cost, the order dialog's cost and balance.
  await page.goto('/personalCenter/shoppingCart');
  for (const id of [...wanted, extra])
    await expect(page.locator(`.MuiDataGrid-row[data-id="${id}"]`)).toBeVisible();
  await page.locator(`.MuiDataGrid-row[data-id="${extra}"]`).getByRole('checkbox').check();
  await page.getByTestId('cart-remove').click();
  await expect(page.locator(`.MuiDataGrid-row[data-id="${extra}"]`)).toHaveCount(0);
  for (const id of wanted) await expect(page.locator(`.MuiDataGrid-row[data-id="${id}"]`)).toBeVisible();
  const cartNow = await (await page.request.get('/api/commodity/carts/', { headers })).json();
  expect(cartNow.data[0].scene_ids).toEqual(expect.arrayContaining(wanted));
  expect(cartNow.data[0].scene_ids).not.toContain(extra);
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
  expect(await shownFen(dialog.getByTestId('order-cost'))).toBe(cost.cost_fen);
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
  const { download: file, bytes } = await saved(page, () => page.getByTestId(`file-${sceneId}`).click());
  expect(file.suggestedFilename()).toBe(`${sceneId}_SAMPLE.zip`);
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
  // A customer reads the state's words; its code (1092) is for staff.
  const downloadedRow = page.locator(`.MuiDataGrid-row[data-id="${order.id}"]`);
  await expect(downloadedRow).toContainText('Downloaded');
  await expect(downloadedRow).not.toContainText('1092');
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
  // The customer's own bill (user info) lists the same three rows, newest first.
  await page.goto('/userInfo');
  const myBill = page.getByTestId('my-bill').locator('.MuiDataGrid-row');
  await expect(myBill.nth(0)).toContainText('Archive refund');
  await expect(myBill.nth(1)).toContainText('Archive order spend');
  await expect(myBill.nth(2)).toContainText('Archive order spend');
});

/** A fresh customer's session in its own browser context, and its API headers. */
async function customerOf(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await apiRegister(page.request, newAccount('ord'));
  const session = await apiLogin(page.request, account.username, account.password);
  const headers = { Authorization: `Bearer ${session.token}`, 'User-Id': String(session.user_id) };
  return { context, page, account, userId: session.user_id, headers };
}

test('staff: top up a customer with a reason, find, note and cancel their order, read their cart and the bill', async ({
  page,
  browser,
}) => {
  const c = await customerOf(browser);

  // The bill page: a top-up of ¥20,000.00 for the new customer, refused first without a reason.
  await openAs(page, 'staff', '/personalCenter/bill');
  await page.getByTestId('balance-change').click();
  await page.getByTestId('balance-customer').fill(c.account.username);
  await page.getByRole('option', { name: new RegExp(c.account.username) }).click();
  await page.getByTestId('balance-amount').fill('20000');
  await page.getByTestId('balance-submit').click();
  await expect(page.getByText('Please give the reason')).toBeVisible();
  await page.getByTestId('balance-reason').fill('Contract E2E-1');
  await page.getByTestId('balance-submit').click();
  await expect(page.getByTestId('notice')).toContainText('Saved');
  const topUpRow = page.locator('[data-testid=bill-grid] .MuiDataGrid-row').first();
  await expect(topUpRow).toContainText(c.account.username);
  await expect(topUpRow).toContainText('Quota top-up');
  await expect(topUpRow).toContainText('Contract E2E-1');
  await expect(topUpRow).toContainText('admin');

  // The customer sees the top-up in the header, orders one scene and puts another in the cart.
  await openAs(c.page, c.account, '/userInfo');
  await expect.poll(() => headerBalance(c.page)).toBe(2_000_000);
  const found = await c.page.request.post('/api/catalog/search/', {
    headers: c.headers,
    data: { areas: [{ type: 'bbox', bbox: [100, 20, 125, 45] }], size: 10, geometry: false },
  });
  const [first, second] = (await found.json()).data.map((x: { id: string }) => x.id);
  const quote = (
    await (
      await c.page.request.get(`/api/commodity/order_cost/?scene_ids=${first}`, { headers: c.headers })
    ).json()
  ).data[0].cost_fen;
  const placed = await c.page.request.post('/api/commodity/orders/', {
    headers: c.headers,
    data: { scene_ids: [first], quoted_cost_fen: quote },
  });
  const placedBody = await placed.json();
  expect(placedBody.code, JSON.stringify(placedBody)).toBe(0);
  const order = placedBody.data[0];
  await c.page.request.post('/api/commodity/manage_carts/', {
    headers: c.headers,
    data: { scene_ids: [second] },
  });

  // Mall orders: found by username, its detail, a staff note, the export, then cancelled with a reason.
  await page.goto('/personalCenter/allarchivedOrderManagement');
  await page.getByTestId('filter-username').fill(c.account.username);
  await page.getByTestId('filter-submit').click();
  const row = page.locator(`.MuiDataGrid-row[data-id="${order.id}"]`);
  await expect(row).toContainText(c.account.username);
  await expect(page.locator('[data-testid=orders-grid] .MuiDataGrid-row')).toHaveCount(1);
  await page.getByTestId(`order-note-${order.id}`).click();
  await page.getByTestId('staff-note').fill('Customer asked for a faster delivery');
  await page.getByTestId('staff-note-save').click();
  await expect(row).toContainText('Customer asked for a faster delivery');
  const { download: xlsx, bytes: book } = await saved(page, () => page.getByTestId('orders-export').click());
  expect(xlsx.suggestedFilename()).toMatch(/^archive-orders-.*\.xlsx$/);
  expect(book.subarray(0, 2).toString()).toBe('PK');
  await page.getByTestId(`order-cancel-${order.id}`).click();
  await page.getByTestId('cancel-reason').fill('Duplicate of a tasking order');
  await page.getByTestId('cancel-confirm').click();
  await expect(row).toContainText('Cancelled');
  await page.getByTestId(`order-detail-${order.id}`).click();
  await expect(page.getByTestId('order-detail')).toContainText('Duplicate of a tasking order');
  await page.keyboard.press('Escape');

  // The refund is on the bill with the reason, and the customer's balance is whole again; the customer never sees
  // the staff note.
  await page.goto('/personalCenter/bill');
  await page.getByTestId('filter-username').fill(c.account.username);
  await page.getByTestId('filter-submit').click();
  const rows = page.locator('[data-testid=bill-grid] .MuiDataGrid-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Archive refund');
  await expect(rows.nth(0)).toContainText('Duplicate of a tasking order');
  const mine = await (
    await c.page.request.get(`/api/commodity/orders/${order.id}/`, { headers: c.headers })
  ).json();
  expect(mine.data[0].staff_note).toBeNull();
  await c.page.reload();
  await expect.poll(() => headerBalance(c.page)).toBe(2_000_000);

  // The customer's cart, read-only, opened from a link naming the customer.
  await page.goto(`/personalCenter/userShoppingCart?user_id=${c.userId}`);
  await expect(page.getByTestId('cart-customer')).toHaveValue(new RegExp(c.account.username));
  await expect(
    page.locator(`[data-testid=user-cart-grid] .MuiDataGrid-row[data-id="${second}"]`),
  ).toBeVisible();
  await expect(page.locator('[data-testid=user-cart-grid] input[type=checkbox]')).toHaveCount(0);
  await c.context.close();
});

test('sales read every archive order without cancelling; a customer is refused the staff pages', async ({
  page,
  browser,
}) => {
  await openAs(page, 'sales', '/personalCenter/allarchivedOrderManagement');
  const rows = page.locator('[data-testid=orders-grid] .MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-testid^=order-cancel-]')).toHaveCount(0);
  await expect(page.locator('[data-testid^=order-note-]')).toHaveCount(0);
  await expect(page.getByTestId('orders-export')).toBeVisible();
  await page.goto('/personalCenter/bill');
  await expect(page.getByTestId('forbidden')).toBeVisible();

  const c = await customerOf(browser);
  await useLanguage(c.page, 'en');
  await seedSession(c.page, c.account);
  for (const path of ['allarchivedOrderManagement', 'bill', 'userShoppingCart']) {
    await c.page.goto(`/personalCenter/${path}`);
    await expect(c.page.getByTestId('forbidden')).toContainText(
      'You do not have permission to open this page.',
    );
  }
  // And the server refuses what the pages would call.
  for (const url of [
    '/api/user/bills/export/',
    `/api/commodity/manage_carts/?user_id=1`,
    '/api/commodity/orders/export/',
  ])
    expect((await c.page.request.get(url, { headers: c.headers })).status()).toBe(403);
  await c.context.close();
});
