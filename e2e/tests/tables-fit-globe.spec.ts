import { expect, test } from '../fixtures';
import { apiLogin, apiRegister, newAccount, seedSession, useLanguage } from '../accounts';
import { acceptOrder, headersOf, ok, submitOrder } from '../tasking-api';
import { LAPTOP, labelFitProblems, tableFitProblems } from '../table-fit';

/**
 * Tables that fit a laptop (issue 33), the ones beside a globe: the customer's prediction of the next passes on the
 * tasking form (/programOrder/{id}, an own order waiting for review, predicted) and staff's planning of an accepted
 * order (its detail page), at 1366×768 in Chinese and in English: nothing scrolls sideways, no time is cut or
 * broken over lines, every predicted pass shows without scrolling, and no label of the form or the planning is cut
 * or broken inside a word (issue 52). The rest of the tables are tables-fit.spec.ts's.
 */
test.use({ viewport: LAPTOP });
test.describe.configure({ timeout: 180_000 });

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the prediction and the planning tables fit 1366 px`, async ({ page, browser }) => {
    const staff = headersOf(await apiLogin(page.request, 'admin'));
    const account = await apiRegister(page.request, newAccount('fitg'));
    const session = await apiLogin(page.request, account.username, account.password);
    await ok(
      page.request.post('/api/user/manage_customer/', {
        headers: staff,
        data: { user_id: session.user_id, balance_change: 10_000_000, note: 'e2e tables' },
      }),
    );
    const pending = await submitOrder(page.request, headersOf(session), 'Fit prediction order');
    const accepted = await submitOrder(page.request, headersOf(session), 'Fit planning order');
    await acceptOrder(page.request, staff, accepted.id);

    // The customer predicts the passes of their order waiting for review.
    await useLanguage(page, lang);
    await seedSession(page, account);
    await page.goto(`/programOrder/${pending.id}`);
    await page.getByTestId('predict').click();
    await expect(page.getByTestId('opportunity-row').first()).toBeVisible({ timeout: 60_000 });
    expect.soft(await tableFitProblems(page), 'the prediction').toEqual([]);
    expect.soft(await labelFitProblems(page), 'the tasking form: words').toEqual([]);
    // Every pass shows, none cut off at the bottom of the table's box (one line a pass).
    const clipped = await page
      .getByTestId('opportunities')
      .evaluate((table) => table.parentElement!.scrollHeight - table.parentElement!.clientHeight);
    expect.soft(clipped, 'the prediction: pixels of passes cut off below').toBeLessThanOrEqual(1);

    // Staff plan the accepted order.
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'zh-CN' });
    const staffPage = await context.newPage();
    await useLanguage(staffPage, lang);
    await seedSession(staffPage, 'staff');
    await staffPage.goto(`/personalCenter/missionadmin/detail/${accepted.id}`);
    await expect(staffPage.getByTestId('opportunity-row').first()).toBeVisible({ timeout: 60_000 });
    expect.soft(await tableFitProblems(staffPage), 'the planning').toEqual([]);
    expect.soft(await labelFitProblems(staffPage), 'the planning: words').toEqual([]);
    await context.close();
  });
}
