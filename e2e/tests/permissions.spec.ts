import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { drawRectangle, globeState, waitForGlobe } from '../globe';
import { headersOf, ok, type Headers } from '../tasking-api';

/**
 * Sensitive-picture permissions (issue 17): staff grant a fresh customer a permission by drawing an area on the
 * globe over a sensitive scene the customer could not find; the customer's archive search then finds it, and no
 * longer once staff revoke it in the page. In Chinese: the form's messages, an expired record marked, the export.
 */
test.describe.configure({ timeout: 300_000 });

const PAGE = '/personalCenter/userSensitivePermissions';
type LngLat = [number, number];

interface Scene {
  id: string;
  footprint: { coordinates: LngLat[][][] };
}

/** The image IDs an archive search by these IDs finds for the account. */
async function found(request: APIRequestContext, who: Headers, ids: string[]): Promise<string[]> {
  const res = await request.post('/api/catalog/search/', { headers: who, data: { ids, geometry: false } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.map((s: { id: string }) => s.id);
}

async function freshCustomer(page: Page) {
  const account = await apiRegister(page.request, newAccount('perm'));
  const session = await apiLogin(page.request, account.username, account.password);
  return { ...account, id: session.user_id, headers: headersOf(session) };
}

test('staff draw a permission area over a sensitive scene; the customer finds it until staff revoke it', async ({
  page,
}) => {
  const customer = await freshCustomer(page);
  const staff = headersOf(await apiLogin(page.request, 'admin'));

  // A sensitive scene over China, as staff (who see every scene) find it; the customer does not.
  const res = await page.request.post('/api/catalog/search/', {
    headers: staff,
    data: { areas: [{ type: 'bbox', bbox: [100, 22, 120, 40] }], classifications: ['sensitive'], size: 20 },
  });
  const scene = ((await res.json()).data as Scene[]).find((s) => s.footprint)!;
  expect(scene, 'a sensitive scene over China').toBeTruthy();
  const xs = scene.footprint.coordinates.flat(2).map((p) => p[0]);
  const ys = scene.footprint.coordinates.flat(2).map((p) => p[1]);
  const [w, s, e, n] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  expect(await found(page.request, customer.headers, [scene.id])).toEqual([]);

  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto(`${PAGE}?user=${customer.id}`);
  await expect(page.getByRole('heading', { name: 'User sensitive permissions' })).toBeVisible();
  await expect(page.getByTestId('permission-customer')).toHaveValue(new RegExp(customer.username));
  await expect(page.getByTestId('permissions-grid')).toContainText('No permission records');

  // Grant: sensitive scenes inside a rectangle drawn around the scene.
  await page.getByTestId('permission-grant').click();
  const dialog = page.getByTestId('permission-dialog');
  await expect(dialog).toContainText(`Grant ${customer.username} a permission`);
  await waitForGlobe(page);
  await page.evaluate(
    (bbox) =>
      (
        window as unknown as { __portalGlobe: { api: { flyTo(t: unknown, o: unknown): void } } }
      ).__portalGlobe.api.flyTo(bbox, { durationS: 0 }),
    [w - 1, s - 1, e + 1, n + 1],
  );
  await drawRectangle(page, [w - 0.2, s - 0.2], [e + 0.2, n + 0.2]);
  await expect(page.getByTestId('permission-area-count')).toHaveText('1 area');

  // Checked before sending: no classification, a malformed image ID.
  await page.getByTestId('permission-class-sensitive').uncheck();
  await page.getByTestId('permission-scene-ids').fill('not/an id');
  await page.getByTestId('permission-save').click();
  await expect(dialog).toContainText('Choose at least one classification');
  await expect(dialog).toContainText('Image IDs may hold letters, digits, underscores, hyphens and dots');
  await page.getByTestId('permission-class-sensitive').check();
  await page.getByTestId('permission-scene-ids').fill('');
  await page.getByTestId('permission-note').fill('Contract 2026-17');
  await page.getByTestId('permission-save').click();
  await expect(page.getByTestId('notice')).toHaveText('Saved');
  await expect(dialog).toHaveCount(0);

  const rows = page.locator('[data-testid=permissions-grid] .MuiDataGrid-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Sensitive');
  await expect(rows.first()).toContainText('All satellites');
  await expect(rows.first()).toContainText('Contract 2026-17');
  await expect(rows.first()).toContainText('Never');
  const recordId = await rows.first().getAttribute('data-id');

  // The customer's archive search finds the scene at once.
  expect(await found(page.request, customer.headers, [scene.id])).toEqual([scene.id]);

  // The record's detail shows its area on the globe.
  await rows.first().getByRole('gridcell').first().click();
  const detail = page.getByTestId('permission-detail');
  await expect(detail).toContainText(`${customer.username} · #${recordId}`);
  await expect(detail).toContainText('Contract 2026-17');
  await waitForGlobe(page);
  expect((await globeState(page)).layers['permission-area']).toMatchObject({
    features: 1,
    ids: [`permission-${recordId}`],
  });

  // Revoke from the detail, confirmed: the record is gone and the customer no longer finds the scene.
  await page.getByTestId('permission-detail-revoke').click();
  await expect(page.getByRole('dialog').last()).toContainText(`Revoke permission #${recordId}?`);
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId('notice')).toHaveText('Delete successfully');
  await expect(detail).toHaveCount(0);
  await expect(page.getByTestId('permissions-grid')).toContainText('No permission records');
  expect(await found(page.request, customer.headers, [scene.id])).toEqual([]);
});

test('in Chinese: an expired record is marked, the form refuses an expiry before validity, the records export', async ({
  page,
}) => {
  const customer = await freshCustomer(page);
  const staff = headersOf(await apiLogin(page.request, 'admin'));
  const expired = await ok<{ id: number }>(
    page.request.post('/api/pic_query/user_pic_purview_data/', {
      headers: staff,
      data: {
        user_id: customer.id,
        classifications: ['restricted'],
        satellites: ['TY-38'],
        scene_ids: ['TY38_SM_20250110T030000_012345'],
        valid_from: '2025-01-01T00:00:00Z',
        valid_until: '2025-06-01T00:00:00Z',
      },
    }),
  );

  await useLanguage(page, 'zh');
  await seedSession(page, 'staff');
  await page.goto(`${PAGE}?user=${customer.id}`);
  await expect(page.getByRole('heading', { name: '用户敏感权限' })).toBeVisible();
  const row = page.locator(`[data-testid=permissions-grid] .MuiDataGrid-row[data-id="${expired.id}"]`);
  await expect(row).toContainText('受限');
  await expect(row).toContainText('TY-38');
  await expect(row).toContainText('1 景');
  await expect(row).toContainText('2025-06-01 08:00');
  await expect(page.getByTestId(`permission-expired-${expired.id}`)).toHaveText('已过期');

  // The detail lists the image IDs; the record is not limited to an area.
  await row.getByRole('gridcell').first().click();
  const detail = page.getByTestId('permission-detail');
  await expect(detail.getByTestId('permission-detail-scenes')).toHaveText('TY38_SM_20250110T030000_012345');
  await expect(detail.getByTestId('permission-detail-anywhere')).toHaveText('此权限不限区域');
  // The list's compact time is the detail's to the second, with its zone.
  await expect(detail).toContainText('2025-06-01 08:00:00 (北京时间)');

  // Edit: an expiry before the start of validity is refused in the browser with the Chinese message.
  await page.getByTestId('permission-detail-edit').click();
  const dialog = page.getByTestId('permission-dialog');
  await expect(page.getByTestId('permission-scene-ids')).toHaveValue('TY38_SM_20250110T030000_012345');
  await page.getByTestId('permission-validUntil').fill('2024-12-31T08:00');
  await page.getByTestId('permission-save').click();
  await expect(dialog).toContainText('到期时间必须晚于生效时间');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);

  // Every record as CSV (the file the server names), this customer's among them.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('permission-export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(customer.username);
  expect(text).toContain('TY38_SM_20250110T030000_012345');
});
