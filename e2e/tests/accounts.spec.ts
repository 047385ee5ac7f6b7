import type { Page } from '@playwright/test';
import { FIELD_RULES, VALIDATION_MESSAGES } from '../../shared/src/domain';
import { legalText } from '../../mf-public/src/features/auth/legal';
import { expect, test } from '../fixtures';
import { apiRegister, newAccount, sessionToken, useLanguage } from '../accounts';
import { resetLinkFromMail } from '../mailbox';

/** docs/requirements.md §5 messages in the language of the page. */
const msg = (key: keyof typeof VALIDATION_MESSAGES, lang: 'zh' | 'en') => VALIDATION_MESSAGES[key][lang];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, name: string) => page.locator(`#portal-main input[name="${name}"]`);

async function signIn(page: Page, account: string, password: string) {
  await field(page, 'account').fill(account);
  await field(page, 'password').fill(password);
  await page.locator('#portal-main form button[type="submit"]').click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Sign out|退出登录/ }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

test('register through the form → signed in; remembered path after login; change password; the old one is refused', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const me = newAccount('reg');
  await page.goto('/register');
  await expect(page.locator('#portal-main h1')).toHaveText('Register');

  // A taken username: the form asks the server as the user types.
  await field(page, 'username').fill('customer');
  await expect(page.getByText(msg('userExists', 'en'))).toBeVisible();
  // A malformed mobile and mismatched passwords: docs/requirements.md §5 messages, before the server is asked.
  await field(page, 'mobile').fill('2345');
  await field(page, 'mobile').blur();
  await expect(page.getByText(msg('mobileInvalid', 'en'))).toBeVisible();
  await field(page, 'password').fill(me.password);
  await field(page, 'confirm_password').fill(`${me.password}x`);
  await field(page, 'confirm_password').blur();
  await expect(page.getByText(msg('passwordMismatch', 'en'))).toBeVisible();
  // Submitting shows every remaining rule, the agreement box included.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(msg('agreementRequired', 'en'))).toBeVisible();
  await expect(page.getByText(msg('emailInvalid', 'en'))).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await field(page, 'username').fill(me.username);
  await expect(page.getByText('Available').first()).toBeVisible();
  await expect(page.getByText(msg('userExists', 'en'))).toHaveCount(0);
  await field(page, 'mobile').fill(me.mobile);
  await field(page, 'confirm_password').fill(me.password);
  await field(page, 'email').fill(me.email);
  await field(page, 'name').fill('E2E Tester');
  await page.getByRole('checkbox').check();
  await expect(page.getByText(msg('mobileInvalid', 'en'))).toHaveCount(0);
  await expect(page.getByText(msg('passwordMismatch', 'en'))).toHaveCount(0);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // Signed in automatically, home page, at its top (the form's button was further down).
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('user-menu')).toHaveText(me.username);

  // Signed out, a signed-in route goes to login and comes back after it.
  await signOut(page);
  await page.goto('/userInfo');
  await expect(page).toHaveURL(
    (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/userInfo',
  );
  await signIn(page, me.username, me.password);
  await expect(page).toHaveURL((u) => u.pathname === '/userInfo');
  await expect(page.getByTestId('info-username')).toHaveText(me.username);
  await expect(page.getByTestId('info-mobile')).toHaveText(me.mobile);
  await expect(page.getByTestId('info-type')).toHaveText('Customer');
  await expect(page.getByTestId('info-balance')).toContainText('0.00');

  // Change password: the form's rules first, then the server's answer; the user stays signed in.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/changePassword');
  const newPassword = 'Changed2026xyz';
  await field(page, 'old_password').fill('Wrong2026pass');
  await field(page, 'new_password').fill(newPassword);
  await field(page, 'confirm_password').fill(newPassword);
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await field(page, 'old_password').fill(me.password);
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL((u) => u.pathname === '/changePassword');
  await expect(page.getByTestId('user-menu')).toHaveText(me.username);

  // Log out, the old password is refused, the new one works.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, me.username, me.password);
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect username or password');
  await signIn(page, me.username, newPassword);
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByTestId('user-menu')).toHaveText(me.username);
});

test('the phone registration page has the same rules and messages, in Chinese by default', async ({
  page,
}) => {
  await page.goto('/phoneregister');
  await expect(page.locator('form[data-layout="phone"]')).toBeVisible();
  await field(page, 'username').fill('1abc');
  await field(page, 'username').blur();
  await expect(page.getByText(msg('usernameInvalid', 'zh'))).toBeVisible();
  await field(page, 'mobile').fill('123');
  await field(page, 'mobile').blur();
  await expect(page.getByText(msg('mobileInvalid', 'zh'))).toBeVisible();
  await field(page, 'mobile').fill('13800000001');
  await expect(page.getByText(msg('alreadyAssociated', 'zh'))).toBeVisible();
});

for (const lang of ['zh', 'en'] as const)
  test(`${lang}: the registration form says what the username and password accept before anything is typed; the Terms and the Privacy Policy open`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/register');
    // The rules are there from the start, as the fields' descriptions.
    await expect(page.getByTestId('rule-username')).toHaveText(FIELD_RULES.username[lang]);
    await expect(page.getByTestId('rule-password')).toHaveText(FIELD_RULES.password[lang]);
    await expect(field(page, 'username')).toHaveAccessibleDescription(FIELD_RULES.username[lang]);
    await expect(field(page, 'password')).toHaveAccessibleDescription(FIELD_RULES.password[lang]);
    // A username with a character outside them: docs/requirements.md §5's message, the rule still under it.
    await field(page, 'username').fill('ab_c');
    await field(page, 'username').blur();
    await expect(page.getByText(msg('usernameInvalid', lang))).toBeVisible();
    await expect(page.getByTestId('rule-username')).toBeVisible();
    await expect(field(page, 'username')).toHaveAccessibleDescription(
      new RegExp(
        `^${escapeRegExp(msg('usernameInvalid', lang))}\\s*${escapeRegExp(FIELD_RULES.username[lang])}$`,
      ),
    );

    for (const doc of ['terms', 'privacy'] as const) {
      const text = legalText(doc, lang);
      await page
        .locator('form')
        .getByRole('button', { name: lang === 'zh' ? `《${text.title}》` : text.title })
        .click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(text.sections.map((x) => x.heading));
      await expect(dialog).toContainText(text.sections[0].paragraphs[0]);
      await dialog.getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    }
    // Reading them leaves the agreement box as it was.
    await expect(page.getByRole('checkbox')).not.toBeChecked();
  });

test('a session that ends on the server during navigation shows the message and lands on /login?redirect=', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const me = await apiRegister(page.request, newAccount('exp'));
  await page.goto('/login');
  await signIn(page, me.username, me.password);
  await expect(page).toHaveURL((u) => u.pathname === '/');

  // The server forgets the session (as on expiry); the page still holds the token.
  const token = await sessionToken(page);
  expect(token).toBeTruthy();
  const res = await page.request.post('/api/user/logout/', { headers: { Authorization: `Bearer ${token}` } });
  expect((await res.json()).code).toBe(0);

  // Navigate inside the portal to a page that calls the API.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Your session has expired, please log in again');
  await expect(page).toHaveURL(
    (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/userInfo',
  );
  expect(await sessionToken(page)).toBeNull();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await signIn(page, me.username, me.password);
  await expect(page).toHaveURL((u) => u.pathname === '/userInfo');
  await expect(page.getByTestId('info-username')).toHaveText(me.username);
});

test('password reset: request by e-mail, the link from the mail received, a new password, sign in', async ({
  page,
}) => {
  const me = await apiRegister(page.request, newAccount('rst'));
  await page.goto('/forgetPassword');
  await field(page, 'account').fill('not-an-address@');
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page.getByText(msg('emailInvalid', 'zh'))).toBeVisible();

  // An unknown account gets the same neutral answer as a known one.
  await field(page, 'account').fill(`nobody-${me.username}@example.com`);
  await page.locator('#portal-main form button[type="submit"]').click();
  const neutral = await page.getByTestId('reset-sent').textContent();
  expect(neutral).toBeTruthy();
  await page.goto('/forgetPassword');
  await field(page, 'account').fill(me.email);
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page.getByTestId('reset-sent')).toHaveText(neutral!);

  const link = await resetLinkFromMail(me.email);
  await page.goto(link);
  await expect(page.locator('#portal-main h1')).toHaveText('重置密码');
  const newPassword = 'Reset2026abc';
  await field(page, 'password').fill(newPassword);
  await field(page, 'confirm_password').fill('Reset2026abd');
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page.getByText(msg('passwordMismatch', 'zh'))).toBeVisible();
  await field(page, 'confirm_password').fill(newPassword);
  await page.locator('#portal-main form button[type="submit"]').click();
  await expect(page).toHaveURL((u) => u.pathname === '/login');

  await signIn(page, me.email, me.password);
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
  await signIn(page, me.email, newPassword);
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByTestId('user-menu')).toHaveText(me.username);

  // The link is single-use.
  await page.goto(link);
  await expect(page.getByTestId('reset-invalid')).toBeVisible();
});
