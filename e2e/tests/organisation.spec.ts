import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACCOUNTS, apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { waitForGlobe } from '../globe';
import { invitationLinkFromMail, waitForMail } from '../mailbox';
import { fillOrder } from '../mission-form';
import { saved } from '../page-helpers';
import { headersOf, ok, type Headers } from '../tasking-api';

/**
 * An organisation as its people meet it (docs/organisations.md): a customer creates one on
 * /personalCenter/organisation and becomes its manager, sets the approval threshold to ¥0.01 and invites a tasker and
 * a viewer by e-mail; the invitations arrive (the SMTP sink of e2e/serve.mjs); the tasker signs up through the link
 * and submits a tasking order, which waits for approval; the manager opens the approval alert from the alerts page
 * and approves it, and the order goes on; the viewer signs up through their link, sees the organisation's tasking
 * order, downloads a product the manager bought, and is refused an archive order in the server's words.
 */
test.describe.configure({ timeout: 180_000 });

const VIEWER_REFUSED = '查看者不能下单，请联系团队管理员';

/** A member's browser of their own, signed out, in a language. */
async function freshPage(browser: Browser, lang: 'zh' | 'en'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  return page;
}

/** Signs up through an invitation link in a signed-out page; the page then shows the organisation. */
async function signUpThrough(page: Page, link: string, account: ReturnType<typeof newAccount>) {
  await page.goto(link);
  await expect(page.getByTestId('invitation-signup-email')).toHaveText(account.email);
  await page.getByTestId('invitation-username').fill(account.username);
  await page.locator('#portal-main input[name="password"]').fill(account.password);
  await page.locator('#portal-main input[name="confirm_password"]').fill(account.password);
  await page.getByTestId('invitation-mobile').fill(account.mobile);
  await page.getByTestId('invitation-signup-submit').click();
  await expect(page).toHaveURL((u) => u.pathname === '/personalCenter/organisation');
}

/** Scenes of the archive nobody in the organisation has ordered or holds in a cart. */
async function freeScenes(page: Page, headers: Headers): Promise<string[]> {
  const found = await page.request.post('/api/catalog/search/', {
    headers,
    data: { areas: [{ type: 'bbox', bbox: [100, 20, 125, 45] }], size: 50, geometry: false },
  });
  const ids: string[] = (await found.json()).data.map((s: { id: string }) => s.id);
  const check = await page.request.post('/api/commodity/conflict_check/', {
    headers,
    data: { scene_ids: ids },
  });
  return (await check.json()).data
    .filter((c: { conflict: string | null }) => c.conflict === null)
    .map((c: { scene_id: string }) => c.scene_id);
}

test('a manager creates an organisation and invites by e-mail; a tasker’s order waits for approval and goes on; a viewer downloads and cannot order', async ({
  page,
  browser,
}) => {
  // A fresh customer with ¥100,000 from staff: it moves into the organisation with them.
  const manager = await apiRegister(page.request, newAccount('orgm'));
  const managerSession = await apiLogin(page.request, manager.username, manager.password);
  const staff = await apiLogin(page.request, ACCOUNTS.staff);
  await ok(
    page.request.post('/api/user/manage_customer/', {
      headers: headersOf(staff),
      data: { user_id: managerSession.user_id, balance_change: 10_000_000, note: 'e2e organisation' },
    }),
  );
  const orgName = `E2E 测绘 ${manager.username}`;
  const tasker = newAccount('orgt');
  const viewer = newAccount('orgv');

  // Outside an organisation: what one is, and the form that creates it.
  await useLanguage(page, 'zh');
  await seedSession(page, manager);
  await page.goto('/personalCenter/organisation');
  await expect(page.getByText('您还没有加入团队')).toBeVisible();
  await page.getByTestId('org-create-name').fill(orgName);
  await page.getByTestId('org-create-contact').fill('王芳 13900001111');
  await page.getByTestId('org-create-submit').click();
  await expect(page.getByTestId('org-my-role')).toHaveText('管理员');
  await expect(page.getByTestId('org-balance')).toHaveText('¥100,000.00');
  await expect(page.getByTestId('org-fact-threshold')).toHaveText('订单无需审批');

  // The threshold: every order above ¥0.01 waits for a manager.
  await page.getByTestId('org-edit').click();
  await page.getByTestId('org-edit-threshold').fill('0.01');
  await page.getByTestId('org-edit-save').click();
  await expect(page.getByTestId('org-fact-threshold')).toHaveText('¥0.01');

  // Two invitations from the Members tab: a tasker and a viewer.
  await page.getByTestId('org-tab-members').click();
  await expect(page.getByTestId('org-members')).toContainText(manager.username);
  for (const [who, role] of [
    [tasker, 'tasker'],
    [viewer, 'viewer'],
  ] as const) {
    await page.getByTestId('org-invite').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('org-invite-email').fill(who.email);
    await dialog.getByRole('combobox').click();
    await page.getByTestId(`org-invite-role-${role}`).click();
    await dialog.getByTestId('org-invite-submit').click();
    await expect(page.getByText(`邀请已发送到 ${who.email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByTestId('org-tab-invitations').click();
  for (const who of [tasker, viewer])
    await expect(page.getByRole('row', { name: new RegExp(who.email) })).toContainText('待接受');

  // The invitation e-mail: the organisation, who invites, and the link.
  const invitation = await waitForMail(tasker.email, { subject: /Invitation to join/ });
  expect(invitation.subject).toContain(orgName);
  expect(invitation.text).toContain(`${manager.username} 邀请您加入团队「${orgName}」`);
  const taskerLink = await invitationLinkFromMail(tasker.email);
  const viewerLink = await invitationLinkFromMail(viewer.email);

  // The tasker signs up through the link in a browser of their own, then orders a tasking above the threshold.
  const taskerPage = await freshPage(browser, 'en');
  await signUpThrough(taskerPage, taskerLink, tasker);
  await expect(taskerPage.getByTestId('org-my-role')).toHaveText('Tasker');
  await taskerPage.goto('/programOrder');
  await waitForGlobe(taskerPage);
  await fillOrder(taskerPage);
  const target = `Org airport ${tasker.username}`;
  await taskerPage.getByTestId('field-target_name').fill(target);
  await taskerPage.getByTestId('field-Latitude').fill('40.08');
  await taskerPage.getByTestId('field-Longitude').fill('116.58');
  await expect(taskerPage.getByTestId('order-cost-value')).toHaveText(/CN¥[\d,]+\.\d\d/, { timeout: 30_000 });
  const [created] = await Promise.all([
    taskerPage.waitForResponse((r) => r.url().endsWith('/api/commodity/missions/new_order/')),
    taskerPage.getByTestId('order-submit').click(),
  ]);
  expect(created.status()).toBe(200);
  const order = (await created.json()).data[0] as {
    id: number;
    order_no: string;
    awaiting_approval: boolean;
  };
  await expect(taskerPage).toHaveURL(new RegExp(`/personalCenter/myProgrammingOrder\\?open=${order.id}`));
  const awaiting = taskerPage.getByTestId('mission-facts').locator('[data-field="awaiting_approval"]');
  await expect(awaiting).toContainText('Awaiting approval');
  await expect(awaiting).toContainText('Yes');

  // The manager is asked by e-mail too; the alert on the alerts page opens the approvals tab, where it is approved.
  const asked = await waitForMail(manager.email, { subject: /Order awaiting your approval/ });
  expect(asked.text).toContain(`${tasker.username} 提交的订单 ${order.order_no}`);
  await page.goto('/personalCenter/myAlerts');
  const alertRow = page.locator('[data-testid=alerts-grid] .MuiDataGrid-row', { hasText: order.order_no });
  await expect(alertRow).toContainText(`有订单待您审批：${tasker.username} ${order.order_no}`);
  await alertRow.locator('[data-testid^="alert-order-"]').click();
  await expect(page).toHaveURL(/\/personalCenter\/organisation\?tab=approvals$/);
  const approvalRow = page.locator('[data-testid=org-approvals] .MuiDataGrid-row', {
    hasText: order.order_no,
  });
  await expect(approvalRow).toContainText(tasker.username);
  await expect(approvalRow.locator('[data-testid^="org-approval-state-"]')).toHaveText('待审批');
  await approvalRow.locator('[data-testid^="org-approval-approve-"]').click();
  await page.getByTestId('org-decide-note').fill('同意');
  await page.getByTestId('org-decide-confirm').click();
  await expect(approvalRow.locator('[data-testid^="org-approval-state-"]')).toHaveText('已批准');
  await expect(approvalRow.locator('[data-testid^="org-approval-decision-"]')).toContainText(
    manager.username,
  );

  // The tasker's order goes on: no longer awaiting approval.
  await taskerPage.reload();
  await expect(awaiting).toContainText('No');
  await expect(awaiting).not.toContainText('Yes');

  // The manager buys an archive scene (through the API), so the organisation owns its product.
  const managerHeaders = headersOf(managerSession);
  const [bought, wanted] = (await freeScenes(page, managerHeaders)).slice(-2);
  expect(wanted).toBeTruthy();
  const cost = await ok<{ cost_fen: number }>(
    page.request.get(`/api/commodity/order_cost/?scene_ids=${bought}`, { headers: managerHeaders }),
  );
  const archive = await ok<{ id: number; order_no: string }>(
    page.request.post('/api/commodity/orders/', {
      headers: managerHeaders,
      data: { scene_ids: [bought], quoted_cost_fen: cost.cost_fen },
    }),
  );

  // The viewer signs up through their link: they see the organisation's tasking order, and download the product.
  const viewerPage = await freshPage(browser, 'zh');
  await signUpThrough(viewerPage, viewerLink, viewer);
  await expect(viewerPage.getByTestId('org-my-role')).toHaveText('查看者');
  await viewerPage.goto('/personalCenter/myProgrammingOrder');
  const taskingRow = viewerPage.locator(
    `[data-testid=missions-grid] .MuiDataGrid-row[data-id="${order.id}"]`,
  );
  await expect(taskingRow).toContainText(order.order_no);
  await expect(taskingRow).toContainText(target);
  await viewerPage.goto('/personalCenter/archiveOrder');
  const archiveRow = viewerPage.locator(`.MuiDataGrid-row[data-id="${archive.id}"]`);
  await expect(archiveRow).toContainText(archive.order_no);
  await viewerPage.getByTestId(`order-download-${archive.id}`).click();
  const { download, bytes } = await saved(viewerPage, () => viewerPage.getByTestId(`file-${bought}`).click());
  expect(download.suggestedFilename()).toBe(`${bought}_SAMPLE.zip`);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await viewerPage.keyboard.press('Escape');

  // The viewer cannot order: the cart's order dialog says so in the server's words, and the server refuses (403).
  const viewerSession = await apiLogin(viewerPage.request, viewer.username, viewer.password);
  const viewerHeaders = headersOf(viewerSession);
  await ok(
    viewerPage.request.post('/api/commodity/manage_carts/', {
      headers: viewerHeaders,
      data: { scene_ids: [wanted] },
    }),
  );
  await viewerPage.goto('/personalCenter/shoppingCart');
  await viewerPage.locator(`.MuiDataGrid-row[data-id="${wanted}"]`).getByRole('checkbox').check();
  await viewerPage.getByTestId('cart-order').click();
  const orderDialog = viewerPage.getByTestId('order-dialog');
  await expect(orderDialog.getByTestId('order-cost')).toHaveText(/\d/);
  const confirm = orderDialog.getByTestId('order-confirm');
  // The dialog may know the role before asking; if it lets the viewer try, the server's refusal is shown.
  if (await confirm.isEnabled()) await confirm.click();
  await expect(orderDialog).toContainText(VIEWER_REFUSED);
  const quote = await ok<{ cost_fen: number }>(
    viewerPage.request.get(`/api/commodity/order_cost/?scene_ids=${wanted}`, { headers: viewerHeaders }),
  );
  const refused = await viewerPage.request.post('/api/commodity/orders/', {
    headers: { ...viewerHeaders, 'Accept-Language': 'zh-CN' },
    data: { scene_ids: [wanted], quoted_cost_fen: quote.cost_fen },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).msg).toBe(VIEWER_REFUSED);

  await taskerPage.context().close();
  await viewerPage.context().close();
});
