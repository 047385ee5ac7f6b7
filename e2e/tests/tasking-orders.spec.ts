import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { headerBalance, saved } from '../page-helpers';
import { acceptOrder, headersOf, ok, planOrder, refuseTask, submitOrder } from '../tasking-api';

/**
 * The customer's tasking orders and alerts: a fresh customer with money, two orders submitted through the API, one
 * planned by staff on a real pass whose task the control team refuses ("task dispatch failed", docs/requirements.md §4). In the browser the customer sees both with their five-step
 * progress, reads the failed one's history, deletes the pending one (its money comes back), exports the list,
 * follows the header's bell to the alerts and marks them read (the bell empties).
 */
test.describe.configure({ timeout: 180_000 });

test('my tasking orders: progress, detail and history, delete, export; alerts and the header bell', async ({
  page,
}) => {
  // A fresh customer, given ¥10,000.00 by staff, submits two orders; staff plan one and the control team refuses its task.
  const account = await apiRegister(page.request, newAccount('tsk'));
  const customer = headersOf(await apiLogin(page.request, account.username, account.password));
  const customerId = Number(customer['User-Id']);
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  await ok(
    await page.request.post('/api/user/manage_customer/', {
      headers: staff,
      data: { user_id: customerId, balance_change: 1_000_000, note: 'e2e' },
    }),
  );
  const start = (
    await ok<{ balance: number }>(await page.request.get('/api/user/userinfo/', { headers: customer }))
  ).balance;
  const failed = await submitOrder(page.request, customer, 'E2E failed dispatch');
  const pending = await submitOrder(page.request, customer, 'E2E pending review');
  await acceptOrder(page.request, staff, failed.id);
  const [taskId] = await planOrder(page.request, staff, failed.id);
  await refuseTask(page.request, staff, taskId, 'e2e refused');
  // Two submissions and five changes of state (reviewed, created, planned, anchored, dispatch failed), all unread.
  const alerts = await (
    await page.request.get('/api/commodity/notifications/', { headers: customer })
  ).json();
  expect(alerts.unread).toBe(7);

  // Both orders, newest first, with their states and five steps.
  await useLanguage(page, 'en');
  await seedSession(page, account);
  await page.goto('/personalCenter/myProgrammingOrder');
  await expect(page.getByRole('heading', { name: 'My tasking orders' })).toBeVisible();
  const rowOf = (id: number) => page.locator(`[data-testid=missions-grid] .MuiDataGrid-row[data-id="${id}"]`);
  const failedRow = rowOf(failed.id);
  const pendingRow = rowOf(pending.id);
  await expect(failedRow).toContainText(failed.order_no);
  await expect(failedRow).toContainText('E2E failed dispatch');
  await expect(failedRow).toContainText('Task dispatch failed');
  await expect(pendingRow).toContainText('E2E pending review');
  await expect(pendingRow).toContainText('Tasking order pending review');
  const stepColours = (row: typeof failedRow) =>
    row
      .getByTestId('mission-steps')
      .locator('[data-color]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-color')));
  expect(await stepColours(failedRow)).toEqual(['green', 'red', 'grey', 'grey', 'grey']);
  expect(await stepColours(pendingRow)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
  // Only the order pending review can be edited or deleted.
  await expect(pendingRow.getByTestId(`mission-edit-${pending.id}`)).toHaveAttribute(
    'href',
    `/programOrder/${pending.id}`,
  );
  await expect(failedRow.getByTestId(`mission-edit-${failed.id}`)).toHaveCount(0);
  await failedRow.getByRole('checkbox').check();
  await expect(page.getByTestId('missions-delete')).toBeDisabled();
  await pendingRow.getByRole('checkbox').check();
  await expect(page.getByTestId('missions-delete')).toBeDisabled();
  // A click, then the state: uncheck() asserts at once, before a loaded machine has re-rendered the grid.
  await failedRow.getByRole('checkbox').click();
  await expect(failedRow.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('missions-delete')).toBeEnabled();

  // The failed order's detail: its fields through their labels, its steps and the history of its states.
  await page.getByTestId(`mission-detail-${failed.id}`).click();
  const detail = page.getByTestId('mission-detail');
  await expect(page.getByRole('dialog')).toContainText(`Tasking order ${failed.order_no}`);
  await expect(detail.getByTestId('mission-facts')).toContainText('Contract customer');
  await expect(detail.getByTestId('mission-facts')).toContainText('Maritime monitoring');
  await expect(detail.getByTestId('mission-facts')).toContainText('Harbour master');
  await expect(detail.getByTestId('step-task_planning')).toHaveAttribute('data-color', 'red');
  const history = detail.getByTestId('history-row');
  await expect(history).toHaveCount(6);
  await expect(history.nth(0)).toContainText('Submitted → Tasking order pending review');
  await expect(history.nth(5)).toContainText('Anchoring success → Task dispatch failed');
  await expect(history.nth(5)).toContainText('admin');
  await expect(history.nth(5)).toContainText('e2e refused');
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Deleting the pending order: confirmed, gone from the list, its cost back in the header's balance (the failed
  // one's came back when it failed).
  const balanceBefore = start - pending.cost_fen;
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore);
  await page.getByTestId('missions-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(pendingRow).toHaveCount(0);
  await expect(failedRow).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore + pending.cost_fen);

  // The export: an XLSX file of the list.
  const { download: xlsx, bytes: book } = await saved(page, () =>
    page.getByTestId('missions-export').click(),
  );
  expect(xlsx.suggestedFilename()).toMatch(/^tasking-orders-.*\.xlsx$/);
  expect(book.subarray(0, 2).toString()).toBe('PK');

  // The bell counts the unread alerts and leads to them; the newest is the failure, marked for attention.
  await expect(page.getByTestId('header-alerts-count')).toHaveText('7');
  await page.getByTestId('header-alerts').click();
  await expect(page).toHaveURL(/\/personalCenter\/myAlerts$/);
  const alertRows = page.locator('[data-testid=alerts-grid] .MuiDataGrid-row');
  await expect(alertRows).toHaveCount(7);
  const newest = alertRows.first();
  await expect(newest).toContainText('Task dispatch failed');
  await expect(newest).toContainText(`${failed.order_no} E2E failed dispatch`);
  await expect(newest.locator('[data-testid^=alert-attention-]')).toHaveText('Attention');
  await expect(newest).toHaveClass(/alert-unread/);
  await expect(page.getByTestId('alerts-unread')).toHaveText('7 unread');

  // Marking all read: no row bold, the bell empty.
  await page.getByTestId('alerts-mark-all').click();
  await expect(page.getByTestId('alerts-unread')).toHaveText('All read');
  await expect(page.locator('[data-testid=alerts-grid] .MuiDataGrid-row.alert-unread')).toHaveCount(0);
  await expect(page.getByTestId('header-alerts-count')).toHaveCount(0);
  await expect(page.getByTestId('header-alerts')).toHaveAttribute('data-count', '0');

  // An alert's order opens that order's detail in the list.
  await newest.locator('[data-testid^=alert-order-]').click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/myProgrammingOrder\\?open=${failed.id}$`));
  await expect(page.getByTestId('mission-detail')).toContainText('Task dispatch failed');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/personalCenter\/myProgrammingOrder$/);

  // In Chinese: the page's title and the state's label.
  await page.getByTestId('lang-zh').click();
  await expect(page.getByRole('heading', { name: '我的编程订单' })).toBeVisible();
  await expect(page).toHaveTitle(/我的编程订单/);
  await expect(failedRow).toContainText('任务下发失败');
});
