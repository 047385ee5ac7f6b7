import {
  ACCOUNT_CHILDREN,
  documentTitle,
  ORDER_CENTER_CHILDREN,
  PORTAL_ROUTES,
  type Lang,
} from '../../shared/src/domain';
import type { Page } from '@playwright/test';
import { SESSION_CHANNEL } from '../../shared/src/session/tabs';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage, type Role } from '../accounts';
import { internalText, otherLanguage } from '../language-scan';

/** Every route of docs/requirements.md §2 with the URL to open, who opens it, and where it lands (redirects of docs/requirements.md §2). */
interface Case {
  url: string;
  role?: Role;
  lands?: string;
  title: Record<Lang, string>;
  /** The URL names a record (id 42) that does not exist: the page says so, and its API answered 404. */
  missingRecord?: boolean;
}

const cases: Case[] = [];
for (const r of PORTAL_ROUTES) {
  if (r.path === '/personalCenter/*') continue;
  const url = r.path.replace(':id', '42');
  if (r.path === '/applicationService')
    cases.push({
      url,
      lands: '/applicationService/introduce',
      title: PORTAL_ROUTES.find((x) => x.path === '/applicationService/introduce')!.title,
    });
  else if (r.path === '/setup')
    cases.push({
      url,
      role: 'customer',
      lands: '/userInfo',
      title: PORTAL_ROUTES.find((x) => x.path === '/userInfo')!.title,
    });
  else if (r.path === '/personalCenter')
    cases.push({
      url,
      role: 'customer',
      lands: '/personalCenter/shoppingCart',
      title: ORDER_CENTER_CHILDREN[0].title,
    });
  else
    cases.push({
      url,
      role: r.public ? undefined : 'customer',
      title: r.title,
      missingRecord: r.path === '/programOrder/:id',
    });
}
// The account area's pages keep their /personalCenter/ URLs.
for (const c of [...ORDER_CENTER_CHILDREN, ...ACCOUNT_CHILDREN]) {
  const role: Role = c.roles.includes('customer')
    ? 'customer'
    : c.roles.includes('staff')
      ? 'staff'
      : 'sales';
  cases.push({
    url: `/personalCenter/${c.path.replace(':id', '42')}`,
    role,
    title: c.title,
    missingRecord: c.path.endsWith('/:id'),
  });
}

declare global {
  interface Window {
    __sessionLinks?: number;
  }
}

/** Counts the page's open links to the other tabs' session (BroadcastChannels of SESSION_CHANNEL). */
async function countSessionLinks(page: Page) {
  // No class fields here: the test runner's transpiler would turn them into helpers the page does not have.
  await page.addInitScript((name) => {
    const Channel = window.BroadcastChannel;
    const open = new WeakSet<BroadcastChannel>();
    window.__sessionLinks = 0;
    window.BroadcastChannel = class extends Channel {
      constructor(channel: string) {
        super(channel);
        if (channel !== name) return;
        open.add(this);
        window.__sessionLinks! += 1;
      }
      override close() {
        if (open.delete(this)) window.__sessionLinks! -= 1;
        super.close();
      }
    };
  }, SESSION_CHANNEL);
}

/** What a page that is not there yet would say; no route of the portal may show it, in either language. */
const PLACEHOLDER = /being built|opens soon|coming soon|later release|正在建设|即将开放|敬请期待/i;

/**
 * Every route is opened by its URL (and read for phrases of the other language: e2e/language-scan.ts), as a visitor typing or following a link lands on it: one page per language and
 * role that opens its routes one after another (its HTTP cache warm, as a visitor's browser is), each route a step
 * of its own whose checks go on to the next route when one fails, so a run names every route that is wrong.
 */
const ROLES: (Role | undefined)[] = [undefined, 'customer', 'staff', 'sales'];
for (const lang of ['zh', 'en'] as const) {
  test.describe(`every route in ${lang}`, () => {
    for (const role of ROLES) {
      const mine = cases.filter((c) => c.role === role);
      if (!mine.length) continue;
      test(`${role ? `as ${role}` : 'as a visitor'}: ${mine.length} routes`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(mine.length * 20_000);
        await useLanguage(page, lang);
        if (role) await seedSession(page, role);
        await countSessionLinks(page);
        const foreign: string[] = [];
        for (const c of mine) {
          await test.step(c.url, async () => {
            consoleErrors.length = 0;
            await page.goto(c.url);
            await expect.soft(page).toHaveURL((u) => u.pathname === (c.lands ?? c.url));
            await expect.soft(page).toHaveTitle(documentTitle(c.title[lang], lang));
            await expect.soft(page.locator('#portal-main h1, #portal-main h5').first()).toBeVisible();
            await expect.soft(page.getByTestId('remote-error')).toHaveCount(0);
            await expect.soft(page.locator('body')).not.toContainText(PLACEHOLDER);
            if (c.missingRecord) {
              await expect.soft(page.getByTestId('order-not-found')).toBeVisible();
              // The browser logs the API's 404 for the missing record; nothing else may be logged.
              expect
                .soft(
                  consoleErrors.filter((e) => !/status of 404/.test(e)),
                  c.url,
                )
                .toEqual([]);
            } else expect.soft(consoleErrors, c.url).toEqual([]);
            // Nothing in the other language, once the page's calls have answered (the header's loading bar is idle).
            await page
              .locator('[data-testid="loading-bar"][data-busy="false"]')
              .waitFor({ timeout: 5_000 })
              .catch(() => undefined);
            for (const f of await otherLanguage(page, lang))
              foreign.push(`${c.url}: «${f.text}» in «${f.context}»`);
            // Nor the portal's inside: raw codes and event names, routes, fen amounts, UTC on a Chinese page.
            for (const f of await internalText(page, lang))
              foreign.push(`${c.url}: internal «${f.text}» in «${f.context}»`);
            // One session per page, whichever remotes and parts of @portal/shared the page loaded: a build that
            // bundled its own copy of the session would open a second link to the other tabs (and keep a store
            // and notices of its own). A visitor's first view, before the portal loads, has none.
            expect
              .soft(await page.evaluate(() => window.__sessionLinks), `${c.url}: open session links`)
              .toBeLessThanOrEqual(1);
          });
        }
        // What people typed (names, reasons, requirements) is marked translate="no" and skipped; the rest is the
        // portal's own words, which must all be in the page's language, on every role's pages.
        expect(foreign).toEqual([]);
      });
    }
  });
}
