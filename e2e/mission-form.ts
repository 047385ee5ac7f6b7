/**
 * The tasking order form (/programOrder) as the specs fill it: a fresh customer with money signed in on the page,
 * a select's option chosen, and every required field but the target filled.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, apiRegister, newAccount, seedSession } from './accounts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A fresh customer with ¥100,000 from staff, signed in on the page. */
export async function taskingCustomer(page: Page, request: APIRequestContext) {
  const account = await apiRegister(request, newAccount('task'));
  const me = await apiLogin(request, account.username, account.password);
  const admin = await apiLogin(request, 'admin');
  await request.post('/api/user/manage_customer/', {
    headers: { Authorization: `Bearer ${admin.token}`, 'User-Id': String(admin.user_id) },
    data: { user_id: me.user_id, balance_change: 10_000_000, note: 'e2e tasking' },
  });
  await seedSession(page, account);
  return {
    account,
    headers: { Authorization: `Bearer ${me.token}`, 'User-Id': String(me.user_id), Satellite: 'WGS84' },
    admin: { Authorization: `Bearer ${admin.token}`, 'User-Id': String(admin.user_id) },
  };
}

export async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByTestId(`select-${field}`).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills every required field but the target. */
export async function fillOrder(page: Page) {
  await page.getByTestId('field-target_name').fill('Beijing Capital Airport');
  await page.getByTestId('field-elevation').fill('35');
  await choose(page, 'img_mode', /Stripmap/);
  await page.getByTestId('field-shooting_market').fill('2');
  await page.getByTestId('field-id_date_1').fill('2027-01-05T08:00');
  await page.getByTestId('field-id_date_2').fill('2027-01-12T08:00');
  await page.getByTestId('field-unit_demand').fill('Capital Airport Group');
  await choose(page, 'requestor', 'Requesting organisation 1');
  await page.getByTestId('field-end_user').fill('Airport operations');
  await page.getByTestId('field-demand_contact').fill('Wang Fang');
  await choose(page, 'task_nature', 'Contract customer');
  await choose(page, 'img_usage', 'Urban planning');
  await page.getByTestId('application-form').setInputFiles({
    name: 'application.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
}
