/**
 * Saved searches that alert (issue 35), as a customer meets them: a search saved as a subscription on /imageQuery;
 * the ground segment (a staff key with `ingest`) adds a public and a restricted scene inside its area through STAC
 * Transactions; the customer is told once, of the public scene only — an alert in My alerts, the e-mail (received by
 * the SMTP sink of e2e/serve.mjs) — and the subscriptions page counts the match.
 */
import { groundSegmentItem } from '../../api/test/stac-item';
import { expect, test } from '../fixtures';
import { apiLogin, seedSession, useLanguage } from '../accounts';
import { mailTo, waitForMail } from '../mailbox';

/** A sea area no fixture scene covers. */
const AREA = [101.2, 8.2, 101.8, 8.8];

/** A scene inside AREA as the ground segment sends it. */
const item = (id: string, classification: 'public' | 'restricted') =>
  groundSegmentItem(id, {
    bbox: [101.4, 8.4, 101.6, 8.6],
    start: '2026-11-20T02:00:00Z',
    end: '2026-11-20T02:00:04Z',
    properties: { 'sat:absolute_orbit': 4321, 'portal:classification': classification },
  });

test('a search saved on /imageQuery tells the customer of a new public scene in its area, not of a restricted one', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2E watch ${stamp}`;
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  const email = ((await apiLogin(page.request, 'customer')).user as { email: string }).email;

  // Saved from the image query, on a search opened by its link.
  const search = JSON.stringify({ areas: [{ type: 'bbox', bbox: AREA }] });
  await page.goto(
    `/imageQuery?search=${encodeURIComponent(search)}&name=${encodeURIComponent(name)}&crs=WGS84`,
  );
  // The link runs the search: the results tab offers to save it.
  await page.getByTestId('results-subscribe').click();
  await page.getByTestId('subscription-name').fill(name);
  await page.getByTestId('subscription-channel-email').check();
  await page.getByTestId('subscription-submit').click();
  await expect(page.getByTestId('subscription-saved')).toBeVisible();

  // The ground segment adds two scenes inside the area with a staff key.
  const staff = await apiLogin(page.request, 'admin');
  const staffHeaders = { authorization: `Bearer ${staff.token}`, 'user-id': String(staff.user_id) };
  const key = (
    await (
      await page.request.post('/api/user/api_keys/', {
        headers: staffHeaders,
        data: { name: `ground segment ${stamp}`, scopes: ['ingest'] },
      })
    ).json()
  ).data[0].key as string;
  const publicId = `E2E-SUB-${stamp}-P`;
  const restrictedId = `E2E-SUB-${stamp}-R`;
  for (const [id, classification] of [
    [publicId, 'public'],
    [restrictedId, 'restricted'],
  ] as const) {
    const res = await page.request.post('/api/stac/collections/sar-archive/items', {
      headers: { authorization: `Bearer ${key}` },
      data: item(id, classification),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Told once, of the public scene: the alert, and the e-mail.
  await page.goto('/personalCenter/myAlerts');
  const alert = page.getByText(new RegExp(`New scenes match your subscription.*${name}`));
  await expect(async () => {
    await page.reload();
    await expect(alert).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(alert).toHaveCount(1);
  const mail = await waitForMail(email, { subject: new RegExp(`subscription "${name}"`) });
  expect(mail.text).toContain(publicId);
  expect(mailTo(email).filter((m) => m.subject.includes(name))).toHaveLength(1);
  expect(mailTo(email).filter((m) => m.text.includes(restrictedId))).toEqual([]);

  // The subscriptions page counts the one match.
  await page.goto('/personalCenter/subscriptions');
  const card = page.locator('[data-testid^="subscription-"]', { hasText: name }).first();
  await expect(card.locator('[data-testid^="subscription-matched-"]')).toContainText('1 image matched');
});
