import type { Page } from '@playwright/test';
import {
  apiLogin,
  apiRegister,
  expect,
  newAccount,
  storeSession,
  test,
  useLanguage,
  waitForGlobe,
} from '../fixtures';

/**
 * A scene already bought cannot be paid for again (issue 32, item 4), as a customer meets it: a scene bought while it
 * waited in the cart is marked there, cannot be selected and never reaches the order dialog, which prices only the
 * rest; adding it to the cart again from the image query says so once, naming it; the balance pays each scene once.
 */
test.describe.configure({ timeout: 240_000 });

type Headers = Record<string, string>;

async function ok<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await res).json()) as { code: number; msg: string; data: T[] };
  expect(body.code, body.msg).toBe(0);
  return body.data[0];
}

/** The balance the header shows, in fen. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('a scene bought while in the cart is marked, left out of the selection and the order, and refused once when added again', async ({
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

  // Both wait in the cart; then the first is bought (elsewhere: through the API).
  await ok(
    page.request.post('/api/commodity/manage_carts/', { headers, data: { scene_ids: [owned, other] } }),
  );
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

  // The cart: the bought scene is marked and cannot be selected; the selection holds only the other one.
  await useLanguage(page, 'en');
  await storeSession(page, session);
  await page.goto('/personalCenter/shoppingCart');
  const ownedRow = page.locator(`.MuiDataGrid-row[data-id="${owned}"]`);
  const otherRow = page.locator(`.MuiDataGrid-row[data-id="${other}"]`);
  await expect(page.getByTestId(`conflict-${owned}`)).toHaveText('Already bought');
  await expect(page.getByTestId('cart-owned')).toContainText(owned);
  await expect(ownedRow.getByRole('checkbox')).toBeDisabled();
  await expect(otherRow.getByRole('checkbox')).toBeEnabled();
  await otherRow.getByRole('checkbox').check();
  await expect(page.getByTestId('cart-selection')).toContainText('1 selected');
  await expect(ownedRow.getByRole('checkbox')).not.toBeChecked();

  // The order dialog prices only the other scene; the balance pays it alone.
  const balanceBefore = await headerBalance(page);
  await page.getByTestId('cart-order').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByTestId('order-cost')).toHaveText(/\d/);
  expect(
    Math.round(Number((await dialog.getByTestId('order-cost').textContent())!.replace(/[^\d.]/g, '')) * 100),
  ).toBe(otherCost.cost_fen);
  await dialog.getByTestId('order-confirm').click();
  await expect(page).toHaveURL(/\/personalCenter\/archiveOrder$/);
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore - otherCost.cost_fen);
  const orders = (await (await page.request.get('/api/commodity/orders/?size=5', { headers })).json())
    .data as {
    scene_ids: string[];
    money_fen: number;
  }[];
  expect(orders.map((o) => o.scene_ids)).toEqual(expect.arrayContaining([[other], [owned]]));
  expect(orders.filter((o) => o.scene_ids.includes(owned))).toHaveLength(1);

  // The image query: adding the bought scene again is refused once, in words, naming it; the cart is unchanged.
  const cartBefore = await ok<{ scene_ids: string[] }>(
    page.request.get('/api/commodity/carts/', { headers }),
  );
  await page.goto('/imageQuery');
  await waitForGlobe(page);
  await page.getByTestId('area-mode-ids').click();
  await page.getByTestId('image-ids').fill(owned);
  await page.getByTestId('search-submit').click();
  await page.locator(`[data-testid=result-row][data-id="${owned}"]`).getByRole('checkbox').check();
  await page.getByTestId('action-cart').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('You have already bought some of these images');
  await expect(notice).toContainText(owned);
  const cartAfter = await ok<{ scene_ids: string[] }>(page.request.get('/api/commodity/carts/', { headers }));
  expect(cartAfter.scene_ids.sort()).toEqual(cartBefore.scene_ids.sort());
});
