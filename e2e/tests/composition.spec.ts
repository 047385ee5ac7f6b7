import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';

test('react and react-dom are each downloaded once while moving across remotes', async ({ page }) => {
  // Two of the pages mount a globe, which SwiftShader renders on the CPU: slow beside the other specs' browsers.
  test.setTimeout(180_000);
  await seedSession(page, 'staff');
  // Every script response, by URL; the bodies are read afterwards (a body read inside the listener fails when the
  // next navigation has already dropped it, and that failure failed the test).
  const scriptUrls: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scriptUrls.push(res.url());
  });
  await page.goto('/');
  // The shell's scripts load after the page itself (deploy/first-view.mjs): navigation waits for its router.
  await page.waitForFunction(
    () => typeof (window as unknown as { singleSpaNavigate?: unknown }).singleSpaNavigate === 'function',
  );
  for (const path of [
    '/imageQuery',
    '/programOrder',
    '/personalCenter/shoppingCart',
    '/personalCenter/userManagement',
    '/userGuide',
  ]) {
    await page.evaluate(
      (p) => (window as unknown as { singleSpaNavigate: (u: string) => void }).singleSpaNavigate(p),
      path,
    );
    await expect(page.locator('#portal-main h1, #portal-main h5').first()).toBeVisible({ timeout: 60_000 });
  }
  const bodies = new Map(
    await Promise.all(
      [...new Set(scriptUrls)].map(async (u) => [u, await (await page.request.get(u)).text()] as const),
    ),
  );
  const scripts = scriptUrls.map((u) => bodies.get(u)!);
  // React's and react-dom's own production sources, recognisable by text that only they contain.
  const react = scripts.filter(
    (s) =>
      s.includes('react.transitional.element') &&
      s.includes('useSyncExternalStore') &&
      s.includes('.Children='),
  );
  const reactDom = scripts.filter((s) => s.includes('Minified React error') && s.includes('hydrateRoot'));
  expect(react.length, 'script files containing React').toBe(1);
  expect(reactDom.length, 'script files containing react-dom').toBe(1);
  // The router is the part of react-router the portal uses (shared/src/router.ts), never all of it: no script carries
  // its server-side request handler.
  expect(
    scriptUrls.filter((u) => bodies.get(u)!.includes('createStaticHandler')),
    'scripts with all of react-router',
  ).toEqual([]);
  // And every singleton that runs — React, the session store, i18n, the HTTP client, MUI — is the shell's one copy.
  const singletons = [
    'react',
    'react-dom',
    'jotai',
    'i18next',
    'axios',
    '@mui/material',
    '@portal/shared/session',
    '@portal/shared/router',
    '@portal/shared/http',
    '@portal/shared/i18n',
  ];
  const owners = await page.evaluate((names) => {
    type Shared = { from: string; loaded?: boolean; lib?: unknown };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const name of names) {
          for (const v of Object.values(pkgs[name] ?? {})) {
            const owners = (found[name] ??= []);
            if ((v.loaded || v.lib) && !owners.includes(v.from)) owners.push(v.from);
          }
        }
    return found;
  }, singletons);
  expect(owners).toEqual(Object.fromEntries(singletons.map((n) => [n, ['shell']])));
});

test('a remote that cannot be reached shows an error with retry while the others keep working', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  await page.route('**/mf/mf-image-query/**', (route) => route.abort('connectionrefused'));
  await page.goto('/imageQuery');
  const error = page.getByTestId('remote-error');
  await expect(error).toContainText('could not be loaded');
  // The rest of the portal still works.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'User guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User guide');
  await expect(error).toHaveCount(0);
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Tasking order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasking order');
  // Back on the broken remote, and the network comes back: retry loads it.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Image query' }).click();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page.unroute('**/mf/mf-image-query/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image query');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('every page is served under a Content-Security-Policy that the shell, the remotes and the globe run under', async ({
  page,
  consoleErrors,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  await useLanguage(page, 'en');
  await seedSession(page, 'customer');
  for (const path of ['/', '/imageQuery', '/personalCenter/shoppingCart']) {
    const res = await page.goto(path);
    const policy = res!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.locator('#portal-main h1, #portal-main h5').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
