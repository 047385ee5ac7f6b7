/**
 * docs/requirements.md §8: a transport error only ends the loading indicator, no notice. A list whose load got no
 * answer shows its own state in the page's language with a retry (never axios's "Network Error", never the list's
 * empty-result message in its place), and Retry loads it. The customer's tasking orders in Chinese, the staff's
 * planning tasks in English; the call is aborted at the network once.
 */
import type { Page } from '@playwright/test';
import { FIXTURE_CUSTOMER } from '../fixture-accounts';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';

async function failedThenRetried(page: Page, grid: string, message: string, retry: string) {
  const failed = page.getByTestId('error-state');
  await expect(failed).toContainText(message);
  await expect(failed).not.toContainText('Network Error');
  await expect(page.getByTestId(grid).getByTestId('empty-state')).toHaveCount(0);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-busy', 'false');
  await failed.getByRole('button', { name: retry }).click();
  await expect(page.getByTestId(grid).locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
}

test('my tasking orders: an aborted list call shows 网络连接失败 with 重试, no notice, and 重试 loads it', async ({
  page,
}) => {
  await useLanguage(page, 'zh');
  await seedSession(page, FIXTURE_CUSTOMER);
  await page.route(/\/api\/commodity\/missions\/\?/, (route) => route.abort(), { times: 1 });
  await page.goto('/personalCenter/myProgrammingOrder');
  await failedThenRetried(page, 'missions-grid', '网络连接失败，请检查网络后重试', '重试');
});

test('planning tasks: an aborted list call says the server could not be reached, with Retry', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.route(/\/api\/commodity\/tasks\/\?/, (route) => route.abort(), { times: 1 });
  await page.goto('/personalCenter/tasksadmin/tasks');
  await failedThenRetried(
    page,
    'tasks-grid',
    'The server could not be reached; check your connection and try again',
    'Retry',
  );
});
