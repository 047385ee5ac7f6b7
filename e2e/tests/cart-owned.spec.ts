import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, storeSession, useLanguage } from '../accounts';
import { waitForGlobe } from '../globe';
import { headerBalance, shownFen } from '../page-helpers';

/**
 * A scene already bought cannot be paid for again (issue 32, item 4), as a customer meets it: adding it to the cart
 * from the image query is refused once, in words, naming it, and adds nothing; the other scene goes to the cart, whose
 * order the dialog prices alone; the balance pays each scene once. (Ordering takes a scene out of the cart, so a
 * scene already bought reaches the cart page only from before this check: its marking there is CartPage.test.tsx's.)
 */
test.describe.configure({ timeout: 240_000 });

type Headers = Record<string, string>;

async function ok<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await res).json()) as { code: number; msg: string; data: T[] };
  expect(body.code, body.msg).toBe(0);
  return body.data[0];
}

test('a scene already bought is refused once when added to the cart again, and never paid for twice', async ({
  page,
}) => {
  // A fresh customer with money, and two public scenes nobody has ordered.
  const staff = await apiLogin(page.request, 'admin');
  const staffHeaders = { Authorization: `Bearer ${staff.token}`, 'User-Id': String(staff.user_id) };
  const account = await apiRegister(page.request, newAccount('own'));
  const session = await apiLogin(page.request, account.username, account.password);
  const headers: Headers = { Authorization: `Bearer ${session.token}`, 'User-Id': String(session.user_id) };
  await ok(
    page.request.post('/api/user/manage_customer/', {
      headers: staffHeaders,
      data: { user_id: session.user_id, balance_change: 1_000_000, note: 'e2e' },
    }),
  );
  const search = (await (
    await page.request.post('/api/catalog/search/', {
      headers,
      data: { areas: [{ type: 'bbox', bbox: [100, 20, 125, 45] }], size: 50, geometry: false },
    })
  ).json()) as { data: { id: string }[] };
  const conflicts = (await (
    await page.request.post('/api/commodity/conflict_check/', {
      headers,
      data: { scene_ids: search.data.map((s) => s.id) },
    })
  ).json()) as { data: { scene_id: string; conflict: string | null }[] };
  const [owned, other] = conflicts.data.filter((c) => c.conflict === null).map((c) => c.scene_id);
  expect(other).toBeTruthy();

  // The first is bought (through the API).
  const ownedCost = await ok<{ cost_fen: number }>(
    page.request.get(`/api/commodity/order_cost/?scene_ids=${owned}`, { headers }),
  );
  await ok(
    page.request.post('/api/commodity/orders/', {
      headers,
      data: { scene_ids: [owned], quoted_cost_fen: ownedCost.cost_fen },
    }),
  );
  const otherCost = await ok<{ cost_fen: number }>(
    page.request.get(`/api/commodity/order_cost/?scene_ids=${other}`, { headers }),
  );

  // The image query: both found; adding both to the cart is refused once, in words, naming the bought one.
  await useLanguage(page, 'en');
  await storeSession(page, session);
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  const cartOf = async () =>
    (await ok<{ scene_ids: string[] }>(page.request.get('/api/commodity/carts/', { headers }))).scene_ids;
  expect(await cartOf()).toEqual([]);
  await page.getByTestId('area-mode-ids').click();
  await page.getByTestId('image-ids').fill(`${owned}, ${other}`);
  await page.getByTestId('search-submit').click();
  const row = (id: string) => page.locator(`[data-testid=result-row][data-id="${id}"]`).getByRole('checkbox');
  await row(owned).check();
  await row(other).check();
  await page.getByTestId('action-cart').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('You have already bought some of these images');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(owned);
  await expect(notice).not.toContainText(other);
  expect(await cartOf()).toEqual([]);
  await notice.getByRole('button').click(); // closed, so the next notice is the next answer's

  // The other one alone goes to the cart.
  await row(owned).uncheck();
  await row(other).check();
  await page.getByTestId('action-cart').click();
  await expect(notice).toContainText('Successfully added to shopping cart');
  expect(await cartOf()).toEqual([other]);

  // The cart holds the other scene only; the order dialog prices it alone and the balance pays it alone.
  await page.goto('/personalCenter/shoppingCart');
  const otherRow = page.locator(`.MuiDataGrid-row[data-id="${other}"]`);
  await expect(otherRow).toBeVisible();
  await expect(page.locator(`.MuiDataGrid-row[data-id="${owned}"]`)).toHaveCount(0);
  const balanceBefore = await headerBalance(page);
  await otherRow.getByRole('checkbox').check();
  await expect(page.getByTestId('cart-selection')).toContainText('1 selected');
  await page.getByTestId('cart-order').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByTestId('order-cost')).toHaveText(/\d/);
  expect(await shownFen(dialog.getByTestId('order-cost'))).toBe(otherCost.cost_fen);
  await dialog.getByTestId('order-confirm').click();
  await expect(page).toHaveURL(/\/personalCenter\/archiveOrder$/);
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore - otherCost.cost_fen);
  const orders = (await (await page.request.get('/api/commodity/orders/?size=5', { headers })).json())
    .data as {
    scene_ids: string[];
  }[];
  expect(orders.filter((o) => o.scene_ids.includes(owned))).toHaveLength(1);
  expect(orders.filter((o) => o.scene_ids.includes(other))).toHaveLength(1);
});
