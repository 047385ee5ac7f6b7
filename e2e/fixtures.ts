/** The specs' `test` (a crashed page says so; console errors collected) and `expect`, and a page's requests. */
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    // A renderer that crashes fails the test with "element(s) not found": this line says what happened.
    page.on('crash', () => console.error(`the page crashed (${page.url()})`));
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});
export { expect };

/** Every URL the page requests (to prove nothing leaves the portal's origin). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
