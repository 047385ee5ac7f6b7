import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { FEEDBACK_STATES, FEEDBACK_TYPES, type Feedback, type Lang } from '../../shared/src/domain';
import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { saved } from '../page-helpers';
import { headersOf, ok, type Headers } from '../tasking-api';

/**
 * Feedback as staff handle it (/personalCenter/feedbackManagement): two customers' feedback found by type and state,
 * the filter saved and applied again after a reload, an item opened with its sender's contact, its image attachment
 * shown and downloaded byte for byte, a reply and a state change the customer sees (with an alert), and the
 * filtered list exported as a workbook that opens; in Chinese and in English.
 */
test.describe.configure({ timeout: 180_000 });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ALERT: Record<Lang, string> = { zh: '反馈已回复', en: 'Your feedback has a reply' };

async function sendFeedback(
  page: Page,
  who: Headers,
  fields: { module: string; type: string; contact: string; description: string },
  attachment?: { name: string; mimeType: string; buffer: Buffer },
): Promise<Feedback> {
  return ok<Feedback>(
    page.request.post('/api/feedback/feedback_info/', {
      headers: who,
      multipart: { ...fields, page: '/imageQuery', ...(attachment ? { attachment } : {}) },
    }),
  );
}

/** Chooses options of a multiple select of the filter bar, then closes its menu. */
async function choose(page: Page, key: 'type' | 'state', values: string[]) {
  await page.getByTestId(`feedback-filter-${key}`).getByRole('combobox').click();
  for (const v of values) await page.getByTestId(`feedback-filter-${key}-${v}`).click();
  await page.keyboard.press('Escape');
}

const rowsOf = (page: Page): Locator => page.locator('[data-testid=feedback-grid] .MuiDataGrid-row');

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: staff filter feedback, keep the filter, read, reply, close and export it`, async ({
    page,
    browser,
  }) => {
    // Two customers send feedback; a word of this run's own keeps other runs' feedback out of the list.
    const stamp = `fbs${Date.now().toString(36)}${lang}`;
    const a = await apiRegister(page.request, newAccount('fba'));
    const b = await apiRegister(page.request, newAccount('fbb'));
    const aHeaders = headersOf(await apiLogin(page.request, a.username, a.password));
    const bHeaders = headersOf(await apiLogin(page.request, b.username, b.password));
    const bug = await sendFeedback(
      page,
      aHeaders,
      {
        module: 'image_query',
        type: 'bug',
        contact: a.email,
        description: `${stamp} The quicklook of my scene stays grey.\nSecond line of the description.`,
      },
      { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
    );
    const idea = await sendFeedback(page, bHeaders, {
      module: 'tasking',
      type: 'suggestion',
      contact: b.mobile,
      description: `${stamp} Please offer a weekly tasking plan`,
    });
    expect(bug.attachment).toMatchObject({ name: 'screen.png', size: PNG.length });

    await useLanguage(page, lang);
    await seedSession(page, 'staff');
    await page.goto('/personalCenter/feedbackManagement');
    await expect(page.getByTestId('feedback-grid')).toBeVisible();

    // Filter by keyword, type and state: only the bug report; the filter is in the address.
    await page.getByTestId('feedback-filter-keyword').fill(stamp);
    await page.getByTestId('filter-submit').click();
    await expect(rowsOf(page)).toHaveCount(2);
    await choose(page, 'type', ['bug', 'question']);
    await choose(page, 'state', ['pending']);
    await page.getByTestId('filter-submit').click();
    await expect(page).toHaveURL(/[?&]type=bug%2Cquestion(&|$)/);
    await expect(page).toHaveURL(/[?&]state=pending(&|$)/);
    await expect(rowsOf(page)).toHaveCount(1);
    await expect(rowsOf(page)).toContainText(a.username);
    await expect(rowsOf(page)).toContainText(FEEDBACK_TYPES.bug[lang]);
    await expect(page.getByTestId(`feedback-state-${bug.id}`)).toHaveText(FEEDBACK_STATES.pending[lang]);

    // Save it under a name; it is chosen at once.
    const name = `Bugs ${stamp}`;
    await page.getByTestId('feedback-saved-save').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('feedback-saved-name').fill(name);
    await dialog.getByTestId('action-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('feedback-saved')).toContainText(name);

    // A reload without the filter lists more; applying the saved filter brings back the same rows and address.
    await page.goto('/personalCenter/feedbackManagement');
    await expect(page.getByTestId('feedback-saved')).not.toContainText(name);
    await expect(page.getByTestId(`feedback-open-${idea.id}`)).toBeVisible();
    await page.getByTestId('feedback-saved').getByRole('combobox').click();
    await page.getByRole('option', { name }).click();
    await expect(rowsOf(page)).toHaveCount(1);
    await expect(page.getByTestId(`feedback-open-${bug.id}`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=bug%2Cquestion(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]keyword=${stamp}(&|$)`));
    await expect(page.getByTestId('feedback-filter-keyword')).toHaveValue(stamp);

    // The item in full: the description, the sender's contact details, the image shown and downloaded.
    await page.getByTestId(`feedback-open-${bug.id}`).click();
    const detail = page.getByTestId('feedback-detail');
    await expect(detail.getByTestId('feedback-detail-description')).toHaveText(bug.description);
    await expect(detail.getByTestId('feedback-detail-email')).toHaveText(a.email);
    await expect(detail.getByTestId('feedback-detail-mobile')).toHaveText(a.mobile);
    const image = detail.getByTestId('feedback-detail-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const attachment = await saved(page, () => detail.getByTestId('feedback-detail-download').click());
    expect(attachment.download.suggestedFilename()).toBe('screen.png');
    expect(attachment.bytes.equals(PNG)).toBe(true);

    // A reply is required; sent, the item is replied (row and panel), then closed.
    await detail.getByTestId('feedback-reply-send').click();
    await expect(detail.getByTestId('feedback-reply')).toHaveAttribute('aria-invalid', 'true');
    const reply = `Reply ${lang}: fixed in today's release`;
    await detail.getByTestId('feedback-reply').fill(reply);
    await detail.getByTestId('feedback-reply-send').click();
    await expect(detail.getByTestId('feedback-detail-state')).toHaveText(FEEDBACK_STATES.replied[lang]);
    await expect(detail.getByTestId('feedback-detail-reply')).toContainText(reply);
    await detail.getByTestId('feedback-action-close').click();
    await expect(detail.getByTestId('feedback-detail-state')).toHaveText(FEEDBACK_STATES.closed[lang]);
    await detail.getByTestId('feedback-detail-close').click();
    // No longer pending: the saved filter's list is empty and says what to do.
    await expect(rowsOf(page)).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toBeVisible();

    // The customer reads the reply and the state, and has an alert.
    const mine = await page.request.get('/api/feedback/feedback_info/', { headers: aHeaders });
    const item = ((await mine.json()).data as Feedback[]).find((f) => f.id === bug.id);
    expect(item).toMatchObject({ reply, state: 'closed', replied_by: 'admin' });
    const customer = await (await browser.newContext()).newPage();
    await useLanguage(customer, lang);
    await seedSession(customer, { username: a.username, password: a.password });
    await customer.goto('/personalCenter/myAlerts');
    await expect(customer.locator('[data-testid=alerts-grid] .MuiDataGrid-row').first()).toContainText(
      ALERT[lang],
    );
    await customer.context().close();

    // Both items of this run by keyword, exported: a workbook with their rows, in the page's language.
    await page.getByTestId('feedback-reset').click();
    await page.getByTestId('feedback-filter-keyword').fill(stamp);
    await page.getByTestId('filter-submit').click();
    await expect(rowsOf(page)).toHaveCount(2);
    await expect(page.getByTestId(`feedback-state-${bug.id}`)).toHaveText(FEEDBACK_STATES.closed[lang]);
    const xlsx = await saved(page, () => page.getByTestId('feedback-export-xlsx').click());
    expect(xlsx.download.suggestedFilename()).toMatch(/^feedback.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (row: number, col: string) => String(sheet.getRow(row).getCell(header.indexOf(col)).value);
    expect(sheet.rowCount).toBe(3);
    // Newest first: the suggestion, then the bug report.
    expect([cell(2, 'id'), cell(3, 'id')]).toEqual([String(idea.id), String(bug.id)]);
    expect(cell(2, 'username')).toBe(b.username);
    expect(cell(2, 'state')).toBe(FEEDBACK_STATES.pending[lang]);
    expect(cell(3, 'username')).toBe(a.username);
    expect(cell(3, 'type')).toBe(FEEDBACK_TYPES.bug[lang]);
    expect(cell(3, 'state')).toBe(FEEDBACK_STATES.closed[lang]);
    expect(cell(3, 'reply')).toBe(reply);
    expect(cell(3, 'attachment')).toBe('screen.png');
  });
}
