import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, DEMO_PASSWORD, newAccount, seedSession, useLanguage } from '../accounts';
import { FIXTURE_CUSTOMER, PASS_COME_ORDERS } from '../fixture-accounts';
import {
  acceptOrder,
  fixtureOrder,
  headersOf,
  ok,
  planOrder,
  submitOrder,
  type Headers,
} from '../tasking-api';

/**
 * Fulfilment (issue 16) as staff and the customer see it: a customer's tasking order walked by staff through the
 * admin pages — reviewed, a task planned on a real pass, received, imaged, transferred, checked and delivered — then
 * the customer's five steps all green and the product downloaded to its last byte; an imaging failure recorded
 * in the task page turns the order's step red; sales see their customer's order, comment, and can act on nothing.
 * The server records a task's results only once its pass has come: they are recorded on the orders
 * e2e/seed-fixtures.ts prepared before the server started (received, their imaging window moved into the past).
 */
test.describe.configure({ timeout: 240_000 });

interface Customer {
  account: { username: string; password: string };
  headers: Headers;
  id: number;
}

/** A fresh customer with ¥10,000.00, looked after by the demo sales person. */
async function customerWithMoney(page: Page, staff: Headers): Promise<Customer> {
  const account = await apiRegister(page.request, newAccount('ful'));
  const headers = headersOf(await apiLogin(page.request, account.username, account.password));
  const id = Number(headers['User-Id']);
  const sales = await apiLogin(page.request, 'sales');
  await ok(
    page.request.post('/api/user/manage_customer/', {
      headers: staff,
      data: { user_id: id, balance_change: 1_000_000, note: 'e2e', sales_id: sales.user_id },
    }),
  );
  return { account, headers, id };
}

/** The customer who owns the fixture orders, signed in through the API. */
async function fixtureCustomer(page: Page): Promise<Customer> {
  const headers = headersOf(
    await apiLogin(page.request, FIXTURE_CUSTOMER.username, FIXTURE_CUSTOMER.password),
  );
  return { account: FIXTURE_CUSTOMER, headers, id: Number(headers['User-Id']) };
}

/** Clicks an action button, then confirms its dialog when one opens (filling the reason when given). */
async function act(page: Page, button: Locator, reason?: string) {
  await button.click();
  const confirm = page.getByTestId('action-confirm');
  if (reason !== undefined) {
    await page.getByTestId('action-reason').fill(reason);
    await confirm.click();
    return;
  }
  const asks = await confirm.waitFor({ state: 'visible', timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (asks) await confirm.click();
}

const stepColours = (scope: Locator) =>
  scope
    .getByTestId('mission-steps')
    .first()
    .locator('[data-color]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-color')));

test('staff walk an order to delivery in the admin pages; the customer sees five green steps and downloads the product', async ({
  page,
}) => {
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  const fresh = await customerWithMoney(page, staff);
  const order = await submitOrder(page.request, fresh.headers, 'E2E fulfilment, Ningbo');

  // Staff find it in the list of every tasking order and open it.
  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto('/personalCenter/missionadmin/missionforty');
  const grid = page.getByTestId('missions-grid');
  await expect(grid).toContainText(order.order_no);
  await grid.getByRole('link', { name: order.order_no }).click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/missionadmin/detail/${order.id}$`));
  const state = page.getByTestId('mission-state');
  await expect(state).toHaveText('Tasking order pending review');

  // Review, then plan one task on the first pass the access engine finds.
  await act(page, page.getByTestId('review-accept'));
  await expect(state).toHaveText('Order created');
  const passes = page.getByTestId('plan-opportunities');
  await expect(passes.getByTestId('opportunity-0')).toBeVisible({ timeout: 60_000 });
  await passes.getByTestId('opportunity-0').check();
  await page.getByTestId('plan-submit').click();
  await expect(state).toHaveText('Anchoring success');
  const taskLink = page.getByTestId('mission-tasks').locator('[data-testid^="task-link-"]').first();
  const taskId = Number((await taskLink.getAttribute('data-testid'))!.replace('task-link-', ''));
  await taskLink.click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/tasksadmin/taskdetail/${taskId}$`));

  // The task through its states, each action offered only when its state allows it.
  const taskState = page.getByTestId('task-state');
  await expect(taskState).toHaveText('Anchoring success');
  await expect(page.getByTestId('task-imaging-1')).toHaveCount(0);
  await act(page, page.getByTestId('task-receive'));
  await expect(taskState).toHaveText('Task dispatch success');

  // Its pass is still to come: the results are recorded on a received order whose pass has come (a fixture).
  const passed = await fixtureOrder(page.request, staff, PASS_COME_ORDERS.delivery);
  const customer = await fixtureCustomer(page);
  await page.goto(`/personalCenter/tasksadmin/taskdetail/${passed.taskId}`);
  await expect(taskState).toHaveText('Task dispatch success');
  await act(page, page.getByTestId('task-imaging-1'));
  await expect(taskState).toHaveText('In-orbit imaging success');
  await act(page, page.getByTestId('task-transfer-1'));
  await expect(taskState).toHaveText('Transfer success');
  await act(page, page.getByTestId('task-quality-qualified'));
  await expect(taskState).toHaveText('Quality qualified');
  await act(page, page.getByTestId('task-deliver-no_shipping_needed'));
  await expect(taskState).toHaveText('Order awaiting download');

  // The order followed its task.
  const detail = await ok<{ order_state: number; products: { scene_id: string }[] }>(
    page.request.get(`/api/commodity/missions/${passed.id}/`, { headers: staff }),
  );
  expect(detail.order_state).toBe(109);
  const sceneId = detail.products[0].scene_id;

  // The customer: five green steps, the product downloaded to its last byte, the order downloaded.
  await seedSession(page, customer.account);
  await page.goto(`/personalCenter/myProgrammingOrder?open=${passed.id}`);
  const dialog = page.getByTestId('mission-detail');
  await expect(dialog).toContainText('Order awaiting download');
  expect(await stepColours(dialog)).toEqual(['green', 'green', 'green', 'green', 'green']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId(`product-download-${sceneId}`).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${sceneId}_SAMPLE.zip`);
  const bytes = readFileSync((await download.path())!);
  const zip = await JSZip.loadAsync(bytes);
  expect(Object.keys(zip.files).some((name) => name.includes(sceneId))).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await ok<{ order_state: number }>(
            page.request.get(`/api/commodity/missions/${passed.id}/`, { headers: customer.headers }),
          )
        ).order_state,
    )
    .toBe(1092);
  // The product is an archive scene the archive search finds.
  const found = await (
    await page.request.post('/api/catalog/search/', { headers: customer.headers, data: { ids: [sceneId] } })
  ).json();
  expect(found.data.map((s: { id: string }) => s.id)).toEqual([sceneId]);
});

test('an imaging failure recorded in the task page turns the step red and refunds the order', async ({
  page,
}) => {
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  // A received order whose pass has come (e2e/seed-fixtures.ts).
  const customer = await fixtureCustomer(page);
  const order = await fixtureOrder(page.request, staff, PASS_COME_ORDERS.imagingFailure);
  const { taskId } = order;
  const before = (
    await ok<{ balance: number }>(page.request.get('/api/user/userinfo/', { headers: customer.headers }))
  ).balance;

  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto(`/personalCenter/tasksadmin/taskdetail/${taskId}`);
  await expect(page.getByTestId('task-state')).toHaveText('Task dispatch success');
  await act(page, page.getByTestId('task-imaging-0'), 'Rain cell over the target');
  await expect(page.getByTestId('task-state')).toHaveText('In-orbit imaging failed');

  await page.goto(`/personalCenter/missionadmin/detail/${order.id}`);
  await expect(page.getByTestId('mission-state')).toHaveText('In-orbit imaging failed');
  expect(await stepColours(page.getByTestId('mission-detail'))).toEqual([
    'green',
    'green',
    'red',
    'grey',
    'grey',
  ]);
  const after = (
    await ok<{ balance: number }>(page.request.get('/api/user/userinfo/', { headers: customer.headers }))
  ).balance;
  expect(after - before).toBe(order.cost_fen);
});

test('sales see their customer’s tasking order and comment on it, but can plan or change nothing; pre-sales open it too', async ({
  page,
}) => {
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  const customer = await customerWithMoney(page, staff);
  const order = await submitOrder(page.request, customer.headers, 'E2E sales view');

  await useLanguage(page, 'en');
  await seedSession(page, 'sales');
  await page.goto('/personalCenter/allprogrammedOrderManagement');
  await expect(page.getByTestId('missions-grid')).toContainText(order.order_no);
  await page.goto(`/personalCenter/allprogrammedOrderManagement?open=${order.id}`);
  const detail = page.getByTestId('mission-detail');
  await expect(detail).toContainText(order.order_no);
  for (const id of [
    'review-accept',
    'review-reject',
    'plan-submit',
    'edit-staff-fields',
    'suspend-toggle',
    'send-goods',
  ])
    await expect(page.getByTestId(id)).toHaveCount(0);
  await page.getByTestId('comment-input').fill('The customer prefers morning passes');
  await page.getByTestId('comment-submit').click();
  await expect(detail).toContainText('The customer prefers morning passes');

  // The staff pages are not theirs, and the server refuses the calls whatever the page shows.
  await page.goto('/personalCenter/missionadmin/missionforty');
  await expect(page.getByTestId('missions-grid')).toHaveCount(0);
  const sales = headersOf(await apiLogin(page.request, 'sales'));
  const refused = await page.request.post(`/api/commodity/missions/${order.id}/review/`, {
    headers: sales,
    data: { version: order.version, accept: true },
  });
  expect(refused.status()).toBe(403);

  // Pre-sales look after no customer of their own and still read every tasking order (docs/requirements.md §6):
  // the order number in "All tasking orders" opens it.
  await seedSession(page, { username: 'presales', password: DEMO_PASSWORD });
  await page.goto('/personalCenter/allprogrammedOrderManagement');
  await page.getByTestId(`mission-open-${order.id}`).click();
  await expect(detail).toContainText(order.order_no);
  await expect(detail).toContainText('The customer prefers morning passes');
  await expect(page.getByTestId('review-accept')).toHaveCount(0);
});

test("the control team's pages: a new requirement acknowledged, the state board, the operations overview", async ({
  page,
}) => {
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  const customer = await customerWithMoney(page, staff);
  const order = await submitOrder(page.request, customer.headers, 'E2E control team');
  await acceptOrder(page.request, staff, order.id);
  await planOrder(page.request, staff, order.id);

  // The accepted order is a new requirement, unacknowledged until someone acknowledges it.
  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  // The order centre opens on staff's alerts, the work waiting listed first. The notices page is not in the menu:
  // the bell counts the notices waiting and leads there too.
  await page.goto('/personalCenter');
  await expect(page).toHaveURL(/\/personalCenter\/myAlerts$/);
  await expect(page.getByTestId('alerts-queue-requirementNotice')).toHaveAttribute(
    'href',
    '/personalCenter/requirementNotice',
  );
  const bell = page.getByTestId('header-alerts');
  await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
  await bell.click();
  await expect(page.getByTestId('queue-requirementNotice')).toContainText(
    /requirement notices? to acknowledge/,
  );
  await page.getByTestId('queue-requirementNotice').click();
  await expect(page).toHaveURL(/\/personalCenter\/requirementNotice$/);
  await expect(page.locator('#portal-main h1')).toHaveText('Requirement notice');
  const notices = page.getByTestId('notices-grid');
  const row = notices.getByRole('row').filter({ hasText: order.order_no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New requirement');
  await expect(row).toContainText('Not yet');
  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByTestId('notices-acknowledge').click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('filter-unacknowledged').locator('input').uncheck();
  await page.getByTestId('notices-search').click();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/admin at \d{4}-\d\d-\d\d/);

  // The state board: each column's count and earliest tasks; a card opens its task, a count the filtered list.
  await page.goto('/personalCenter/taskstate');
  const anchored = page.getByTestId('board-anchored');
  await expect(anchored).toBeVisible();
  const count = Number(await page.getByTestId('board-anchored-count').textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(anchored.locator('[data-testid^="board-card-"]')).toHaveCount(Math.min(count, 8));
  await anchored.locator('[data-testid^="board-card-"]').first().click();
  await expect(page).toHaveURL(/\/personalCenter\/tasksadmin\/taskdetail\/\d+$/);
  await expect(page.getByTestId('task-state')).toHaveText('Anchoring success');
  await page.goto('/personalCenter/taskstate');
  await page.getByTestId('board-anchored-count').click();
  await expect(page).toHaveURL(/\/personalCenter\/tasksadmin\/tasks\?column=anchored$/);
  // The list shows the task's own number (the order's is one click away in its column chooser).
  const planned = await (
    await page.request.get(`/api/commodity/tasks/taskmission/?mission_id=${order.id}`, { headers: staff })
  ).json();
  const taskNo: string = planned.data[0].task;
  await page.getByTestId('filter-keyword').fill('E2E control team');
  await page.getByTestId('tasks-search').click();
  const tasks = page.getByTestId('tasks-grid');
  const taskRow = tasks.getByRole('row').filter({ hasText: taskNo });
  await expect(taskRow).toContainText('Anchoring success');
  // The control team receives it from the list: it leaves the anchored column and is dispatched.
  await taskRow.getByRole('checkbox').check();
  await expect(page.getByText('1 task selected')).toBeVisible();
  await page.getByTestId('tasks-receive').click();
  await expect(taskRow).toHaveCount(0);
  const received = await (
    await page.request.get(`/api/commodity/tasks/taskmission/?mission_id=${order.id}`, { headers: staff })
  ).json();
  expect(received.data.map((t: { task_state: number }) => t.task_state)).toEqual([1024]);

  // The operations overview: the figures, the charts drawn by the chart library, the lists.
  await page.goto('/personalCenter/situationMonitoring');
  await expect(page.locator('#portal-main h1')).toHaveText('Other orders');
  for (const id of [
    'overview-pending',
    'overview-suspended',
    'overview-today',
    'overview-late',
    'overview-failed',
  ])
    await expect(page.getByTestId(id)).toHaveText(/^\d+$/);
  // At least this order is past its first step: the step chart has a bar.
  await expect(page.getByTestId('chart-steps').locator('svg rect').first()).toBeVisible();
  await expect(page.getByTestId('chart-columns').locator('svg')).toBeVisible();
  await expect(page.getByTestId('overview-states')).toContainText('Task dispatch success');
  await expect(page.getByTestId('overview-at')).toContainText(/As of \d{4}-\d\d-\d\d/);
});
