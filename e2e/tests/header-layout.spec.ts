import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';

/**
 * The header on a laptop (1366 × 768) and a phone (390 × 844), in both languages, signed out and signed in: one row,
 * every item (brand, navigation, language switch, sign-in/register or the user's items) on one line of text, whole
 * and inside the window, and the page never scrolls sideways.
 */
interface Item {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  lines: number;
  clipped: boolean;
}

async function headerItems(page: Page): Promise<{ items: Item[]; width: number; scrollWidth: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('#portal-header header .MuiToolbar-root')!;
    const nodes = [...bar.querySelectorAll<HTMLElement>('a, button, [data-testid="header-balance"]')].filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    const items = nodes.map((el) => {
      const r = el.getBoundingClientRect();
      // The lines the item's text takes: its text's boxes, a new line wherever one starts below the last.
      const boxes: { top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const q of range.getClientRects()) if (q.width > 0 && q.height > 0) boxes.push(q);
      }
      boxes.sort((a, b) => a.top - b.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const b of boxes) {
        if (b.top >= lineBottom - 2) lines += 1;
        lineBottom = Math.max(lineBottom, b.bottom);
      }
      return {
        what: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        lines,
        clipped: el.scrollWidth > el.clientWidth + 1,
      };
    });
    return { items, width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth };
  });
}

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Everything wrong with the header as laid out now; `what` names the state checked. */
async function layoutProblems(
  page: Page,
  what: string,
  lang: 'zh' | 'en',
  signedIn: boolean,
  phone: boolean,
) {
  const { items, width, scrollWidth } = await headerItems(page);
  const names = items.map((i) => i.what);
  const problems: string[] = [];
  const missing = (name: string) =>
    !names.includes(name) && problems.push(`${what}: no "${name}" in ${names}`);
  // What a visitor needs is there: the languages (on a phone, the one to switch to) and the account.
  if (phone) missing(lang === 'zh' ? 'English' : '中文');
  else ['中文', 'English'].forEach(missing);
  if (!signedIn) missing(lang === 'zh' ? '登录' : 'Sign in');
  if (signedIn && !phone) missing('customer');
  if (scrollWidth > width) problems.push(`${what}: the page scrolls sideways (${scrollWidth} > ${width})`);
  for (const i of items) {
    if (i.lines > 1) problems.push(`${what}: ${i.what} takes ${i.lines} lines`);
    if (i.clipped) problems.push(`${what}: ${i.what} is cut`);
    if (i.left < 0 || i.right > width + 0.5) problems.push(`${what}: ${i.what} is outside the window`);
  }
  // One row: every item shares a horizontal band with every other.
  const top = Math.max(...items.map((i) => i.top));
  const bottom = Math.min(...items.map((i) => i.bottom));
  if (top >= bottom) problems.push(`${what}: the items lie on more than one row`);
  return problems;
}

for (const vp of VIEWPORTS)
  for (const lang of ['zh', 'en'] as const)
    for (const signedIn of [false, true])
      test(`the header is one row of whole items at ${vp.width} px (${lang}, ${signedIn ? 'signed in' : 'signed out'})`, async ({
        page,
      }) => {
        const phone = vp.width < 600;
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await useLanguage(page, lang);
        if (signedIn) await seedSession(page, 'customer');
        await page.goto('/sampleImage');
        const problems: string[] = [];
        // Where the page was served as a first view (rendered at build time), its header must hold too.
        if (await page.locator('html[data-first-view]:not([data-first-view="stale"])').count())
          problems.push(...(await layoutProblems(page, 'first view', lang, signedIn, phone)));
        // The visitor's first intent brings the portal in where a first view stood for it.
        await page.mouse.move(5, 200);
        await expect(page.locator('html[data-first-view]')).toHaveCount(0);
        await expect(page.locator('#portal-main h1').first()).toBeVisible();
        await expect(
          signedIn ? page.getByTestId('user-menu') : page.getByTestId('header-login'),
        ).toBeVisible();
        problems.push(...(await layoutProblems(page, 'portal', lang, signedIn, phone)));
        expect(problems).toEqual([]);
      });

test('on a phone the navigation is one menu that opens every main page and, signed out, Register', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await page.goto('/sampleImage');
  await page.getByTestId('nav-menu').click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([
    'Home',
    'Image query',
    'Tasking order',
    'Order centre',
    'API',
    'User guide',
    'Application services',
    'Register',
  ]);
  await page.getByRole('menuitem', { name: 'User guide' }).click();
  await expect(page).toHaveURL('/userGuide');
});
