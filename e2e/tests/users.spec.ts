import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { headersOf, ok, type Headers } from '../tasking-api';

/**
 * User management (issue 17): staff find a fresh customer by mobile, assign the demo sales person, deactivate
 * (the customer is signed out) and reactivate the account, change its role, export the list as a real XLSX and
 * read the account's history in the audit log; sales see customer accounts only, no role change, and claim an
 * unassigned customer; the audit log refuses other staff with the server's message.
 */
const PAGE = '/personalCenter/userManagement';

interface AdminUser {
  id: number;
  type: string;
  mobile: string;
  is_active: boolean;
  sales_username: string | null;
}

const accountAsStaff = (page: Page, staff: Headers, id: number) =>
  ok<AdminUser>(page.request.get(`/api/user/query_all_user/?id=${id}`, { headers: staff }));

/** Picks an option of an MUI select named by its test id. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function searchByMobile(page: Page, mobile: string) {
  await page.getByTestId('users-filter-mobile').fill(mobile);
  await page.getByTestId('filter-submit').click();
  await expect(page).toHaveURL(new RegExp(`[?&]mobile=${mobile}`));
}

test('staff find a customer by mobile, assign the sales person, deactivate and reactivate, change the role, export the list', async ({
  page,
}) => {
  const account = await apiRegister(page.request, newAccount('usr'));
  const session = await apiLogin(page.request, account.username, account.password);
  const id = session.user_id;
  const staff = headersOf(await apiLogin(page.request, 'admin'));

  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'User management' })).toBeVisible();
  await searchByMobile(page, account.mobile);
  const rows = page.locator('[data-testid=users-grid] .MuiDataGrid-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(account.username);
  await expect(rows.first()).toContainText('Customer');
  await expect(rows.first()).toContainText('Not verified');

  // The detail: every field, times in UTC.
  await page.getByTestId(`user-open-${id}`).click();
  const detail = page.getByTestId('user-detail');
  await expect(detail.getByTestId('user-field-mobile')).toHaveText(account.mobile);
  await expect(detail.getByTestId('user-field-email')).toHaveText(account.email);
  await expect(detail.getByTestId('user-field-created')).toContainText('UTC');

  // The demo sales person looks after the customer.
  await choose(page, 'user-sales', /^sales( \(|$)/);
  await detail.getByTestId('user-sales-save').click();
  await expect(detail.getByTestId('user-field-sales')).toHaveText('sales');
  await expect(rows.first()).toContainText('sales');
  expect((await accountAsStaff(page, staff, id)).sales_username).toBe('sales');

  // Deactivating asks first, and signs the customer out everywhere.
  await detail.getByTestId('user-toggle-active').click();
  await expect(page.getByRole('dialog', { name: `Deactivate ${account.username}?` })).toContainText(
    'signed out everywhere',
  );
  await page.getByTestId('action-confirm').click();
  await expect(detail.getByTestId('user-field-active')).toHaveText('Inactive');
  expect((await accountAsStaff(page, staff, id)).is_active).toBe(false);
  const signedOut = await (
    await page.request.get('/api/user/userinfo/', { headers: headersOf(session) })
  ).json();
  expect(signedOut.code).not.toBe(0);
  await detail.getByTestId('user-toggle-active').click();
  await page.getByTestId('action-confirm').click();
  await expect(detail.getByTestId('user-field-active')).toHaveText('Active');
  expect((await accountAsStaff(page, staff, id)).is_active).toBe(true);

  // The role becomes pre-sales, on the server too.
  await choose(page, 'user-role', 'Pre-sales');
  await detail.getByTestId('user-role-save').click();
  await expect(detail.getByTestId('user-field-role')).toHaveText('Pre-sales');
  await expect(rows.first()).toContainText('Pre-sales');
  expect((await accountAsStaff(page, staff, id)).type).toBe('presales');

  // The account's history in the audit log (the system administrator's page).
  await detail.getByTestId('user-history-link').click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/auditLog\\?subject_type=user&subject_id=${id}$`));
  const audit = page.getByTestId('audit-grid');
  // In the page language: the action named, the fields labelled, the values as the page says them.
  await expect(audit).toContainText('User changed');
  await expect(audit).toContainText('Account type: Customer → Pre-sales');
  await expect(audit).toContainText('Active: Yes → No');
  await expect(audit).toContainText(`User #${id}`);
  await page.goBack();

  // The export of the current filter: a real workbook with the account's row.
  await expect(page).toHaveURL(new RegExp(`[?&]mobile=${account.mobile}`));
  await expect(rows).toHaveCount(1);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('users-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^users.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const cell = (row: number, name: string) => String(sheet.getRow(row).getCell(header.indexOf(name)).value);
  expect(sheet.rowCount).toBe(2);
  expect(cell(2, 'username')).toBe(account.username);
  expect(cell(2, 'mobile')).toBe(account.mobile);
  expect(cell(2, 'type')).toBe('presales');
  expect(cell(2, 'sales')).toBe('sales');
});

test('sales see customer accounts only, change no role, and claim an unassigned customer (in Chinese)', async ({
  page,
}) => {
  const account = await apiRegister(page.request, newAccount('usz'));
  const { user_id: id } = await apiLogin(page.request, account.username, account.password);

  await useLanguage(page, 'zh');
  await seedSession(page, 'sales');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await expect(page.getByTestId('users-sales-scope')).toBeVisible();
  const rows = page.locator('[data-testid=users-grid] .MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();
  // Every listed account is a customer; the role filter offers nothing else.
  const roles = await page
    .locator('[data-testid=users-grid] .MuiDataGrid-row [data-field=type]')
    .allTextContents();
  expect(new Set(roles)).toEqual(new Set(['普通用户']));
  await page.getByTestId('users-filter-type').locator('..').getByRole('combobox').click();
  await expect(page.getByRole('option')).toHaveText(['全部', '普通用户']);
  await page.keyboard.press('Escape');

  // Staff accounts are not listed.
  await page.getByTestId('users-filter-username').fill('admin');
  await page.getByTestId('filter-submit').click();
  await expect(page.getByTestId('empty-state')).toContainText('没有符合条件的账号');
  await page.getByTestId('users-filter-username').fill('');

  // The fresh customer: read-only but for the claim; no role change, activation or deletion.
  await searchByMobile(page, account.mobile);
  await expect(rows).toHaveCount(1);
  await page.getByTestId(`user-open-${id}`).click();
  const detail = page.getByTestId('user-detail');
  await expect(detail.getByTestId('user-field-created')).toContainText('北京时间');
  await expect(detail.getByTestId('user-field-verification')).toHaveText('未认证');
  for (const absent of ['user-role', 'user-toggle-active', 'user-delete', 'user-sales', 'user-balance'])
    await expect(detail.getByTestId(absent)).toHaveCount(0);
  await detail.getByTestId('user-claim').click();
  await expect(detail.getByTestId('user-field-sales')).toHaveText('sales');
  await expect(detail.getByTestId('user-claim')).toHaveCount(0);

  // Now their customer: the name and organization can be edited.
  await detail.getByTestId('user-edit-organization').fill('E2E 测试单位');
  await detail.getByTestId('user-info-save').click();
  await expect(detail.getByTestId('user-field-organization')).toHaveText('E2E 测试单位');
  await expect(rows.first()).toContainText('E2E 测试单位');
  await expect(detail.getByTestId('user-role')).toHaveCount(0);
});

test('the audit log answers the system administrator only; other staff read why', async ({ page }) => {
  const control = await apiLogin(page.request, 'control');
  const refused = await (
    await page.request.get('/api/audit_log/', {
      headers: { ...headersOf(control), 'Accept-Language': 'zh-CN' },
    })
  ).json();
  expect(refused.code).not.toBe(0);

  await useLanguage(page, 'zh');
  await seedSession(page, { username: 'control', password: 'Portal2026' });
  await page.goto('/personalCenter/auditLog');
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
  await expect(page.getByTestId('error-state')).toContainText(refused.msg);
  await expect(page.getByTestId('audit-grid')).toHaveCount(0);
});
