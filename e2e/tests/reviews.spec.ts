import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { headersOf } from '../tasking-api';

/**
 * Reviews of customer information: a customer asks for real-name verification with a PDF on their account page;
 * staff read it previewed in the review page and reject it with a reason; the customer reads the reason on their
 * account and in their alerts, sends a photo instead, and their sales person approves it in Chinese. A verified
 * customer's new organization waits for staff's approval, then applies.
 */
test.describe.configure({ timeout: 180_000 });

/** A one-page PDF with a line of text (offsets of the cross-reference table computed, so readers accept it). */
function pdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 24 72 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 24 72 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** A 16×16 grey PNG (a scanned document, as far as the portal can tell). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: 16 }, () => Buffer.from([0, ...Array(16).fill(0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const staffHeaders = async (page: Page) => headersOf(await apiLogin(page.request, 'admin'));

/** A fresh customer looked after by the demo sales account, signed in on its own page. */
async function customerOf(browser: Browser, lang: 'zh' | 'en') {
  const page = await (await browser.newContext()).newPage();
  const account = await apiRegister(page.request, newAccount('rev'));
  const session = await apiLogin(page.request, account.username, account.password);
  const staff = await staffHeaders(page);
  const salesId = (
    await (
      await page.request.get('/api/user/query_all_user/?username=sales&type=sales', { headers: staff })
    ).json()
  ).data[0].id;
  const assigned = await page.request.post('/api/user/manage_customer/', {
    headers: staff,
    data: { user_id: session.user_id, sales_id: salesId },
  });
  expect((await assigned.json()).code).toBe(0);
  await useLanguage(page, lang);
  await seedSession(page, account);
  return { page, account, userId: session.user_id };
}

/** Fills and sends the verification form of /userInfo with one file. */
async function submitVerification(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.getByTestId('real-person');
  await form.getByLabel(/Real name|真实姓名/).fill('王五');
  await form.getByLabel(/ID number|证件号码/).fill('11010519491231002X');
  await form.locator('input[type=file]').setInputFiles(file);
  await form.getByRole('button', { name: /Submit for review|提交认证/ }).click();
}

test('a verification: the PDF previewed, rejected with a reason the customer reads, a photo approved by sales', async ({
  page,
  browser,
}) => {
  const c = await customerOf(browser, 'en');
  const scan = pdf('Identity document');
  await c.page.goto('/userInfo');
  await submitVerification(c.page, { name: 'identity.pdf', mimeType: 'application/pdf', buffer: scan });
  await expect(c.page.getByTestId('real-person-status')).toHaveText('Pending review');

  // Staff find it in the queue and read the document in the page: the frame shows the very bytes sent.
  await useLanguage(page, 'en');
  await seedSession(page, 'staff');
  await page.goto('/personalCenter/userInformationReview');
  await expect(page.getByRole('heading', { name: 'User information review' })).toBeVisible();
  await page.getByTestId('review-filter-keyword').fill(c.account.username);
  await page.getByTestId('review-search').click();
  const row = page.locator('[data-testid=reviews-grid] .MuiDataGrid-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Real-name verification');
  await expect(row).toContainText('王五 · 1101**********002X');
  await row.getByRole('button', { name: 'Review' }).click();
  const panel = page.getByTestId('review-panel');
  await expect(panel).toContainText('11010519491231002X');
  const frame = panel.getByTestId('review-document-pdf');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const shown = await frame.evaluate(async (el) => {
    const bytes = new Uint8Array(await (await fetch((el as HTMLIFrameElement).src)).arrayBuffer());
    return { head: String.fromCharCode(...bytes.slice(0, 5)), length: bytes.length };
  });
  expect(shown).toEqual({ head: '%PDF-', length: scan.length });

  // A rejection needs its reason.
  await panel.getByTestId('review-reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject this request' });
  await expect(dialog.getByTestId('action-confirm')).toBeDisabled();
  await dialog.getByTestId('action-reason').fill('The scan is unreadable');
  await dialog.getByTestId('action-confirm').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(row).toHaveCount(0); // no longer pending
  await expect(page.getByText('No request matches')).toBeVisible();

  // The customer reads the reason on their account and in their alerts, which lead back to the account.
  await c.page.reload();
  await expect(c.page.getByTestId('real-person-status')).toHaveText('Rejected');
  await expect(c.page.getByTestId('real-person-reason')).toContainText('The scan is unreadable');
  await c.page.goto('/personalCenter/myAlerts');
  const alert = c.page.locator('[data-testid=alerts-grid] .MuiDataGrid-row').first();
  await expect(alert).toContainText('Real-name verification rejected: The scan is unreadable');
  // The reviewer's words are shown as written, marked so that no translation touches them.
  await expect(alert.locator('[data-field=type_status_text] [translate=no]')).toHaveText(
    'The scan is unreadable',
  );
  await expect(alert.locator('[data-testid^=alert-attention-]')).toHaveText('Attention');
  await alert.locator('[data-testid^=alert-order-]').click();
  await expect(c.page).toHaveURL(/\/userInfo$/);

  // A photo this time; the customer's sales person reviews it in Chinese, previewed as an image, and approves.
  await submitVerification(c.page, { name: 'identity.png', mimeType: 'image/png', buffer: png() });
  await expect(c.page.getByTestId('real-person-status')).toHaveText('Pending review');
  const sales = await (await browser.newContext()).newPage();
  await useLanguage(sales, 'zh');
  await seedSession(sales, 'sales');
  await sales.goto('/personalCenter/modification');
  await expect(sales.getByRole('heading', { name: '客户信息审核' })).toBeVisible();
  const salesRow = sales
    .locator('[data-testid=reviews-grid] .MuiDataGrid-row')
    .filter({ hasText: c.account.username });
  await salesRow.getByRole('button', { name: '审核' }).click();
  const image = sales.getByTestId('review-document-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);
  await sales.getByTestId('review-approve').click();
  await sales.getByRole('dialog', { name: '通过此申请？' }).getByTestId('action-confirm').click();
  await expect(sales.getByText('保存成功')).toBeVisible();

  await c.page.reload();
  await expect(c.page.getByTestId('real-person-status')).toHaveText('Verified');
});

test("a verified customer's new organization waits for review, then applies", async ({ page, browser }) => {
  const c = await customerOf(browser, 'zh');
  const headers = await staffHeaders(page);
  // Verified already (the verification itself has the test above).
  const session = await apiLogin(c.page.request, c.account.username, c.account.password);
  const mine = headersOf(session);
  const verification = await c.page.request.post('/api/user/real_person/', {
    headers: mine,
    multipart: {
      name: '赵六',
      id_number: '11010519491231002X',
      document: { name: 'id.pdf', mimeType: 'application/pdf', buffer: pdf('ID') },
    },
  });
  const id = (await verification.json()).data[0].id;
  await c.page.request.post('/api/user/audit_user/', { headers, data: { id, approve: true } });

  // The customer changes the organization on their account page: it waits for review.
  await c.page.goto('/userInfo');
  await c.page.getByRole('button', { name: '编辑' }).click();
  await c.page.getByLabel('单位名称').fill('遥感应用研究院');
  await c.page.getByRole('button', { name: '保存' }).click();
  await expect(c.page.getByText('已提交，等待审核')).toBeVisible();
  await expect(c.page.getByTestId('change-pending')).toContainText('遥感应用研究院');

  // Staff see what changes, from what to what, and approve.
  await useLanguage(page, 'zh');
  await seedSession(page, 'staff');
  await page.goto('/personalCenter/userInformationReview?kind=change');
  const row = page
    .locator('[data-testid=reviews-grid] .MuiDataGrid-row')
    .filter({ hasText: c.account.username });
  await expect(row).toContainText('信息变更');
  await row.getByRole('button', { name: '审核' }).click();
  const changes = page.getByTestId('review-changes');
  await expect(changes).toContainText('单位');
  await expect(changes).toContainText('遥感应用研究院');
  await page.getByTestId('review-approve').click();
  await page.getByRole('dialog', { name: '通过此申请？' }).getByTestId('action-confirm').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await c.page.reload();
  await expect(c.page.getByTestId('change-pending')).toHaveCount(0);
  await expect(c.page.getByTestId('real-person')).toBeVisible();
  const info = await (await c.page.request.get('/api/user/userinfo/', { headers: mine })).json();
  expect(info.data[0].organization).toBe('遥感应用研究院');
});
