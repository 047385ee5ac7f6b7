import { expect, recordRequests, test } from '../fixtures';
import { useLanguage } from '../accounts';

interface Operation {
  method: string;
  path: string;
  summary: string;
  tag: string;
}

const WORDS = {
  zh: {
    title: 'API 接口',
    auth: '认证',
    errors: '响应格式与错误',
    reference: '接口参考',
    python: 'Python（pystac-client）',
    js: 'JavaScript（fetch）',
    // Scalar's own label, put into Chinese on a Chinese page (mf-public api-docs/scalar-zh.ts).
    openGroup: '展开分组',
  },
  en: {
    title: 'API',
    auth: 'Authentication',
    errors: 'Responses and errors',
    reference: 'API reference',
    python: 'Python (pystac-client)',
    js: 'JavaScript (fetch)',
    openGroup: 'Open Group',
  },
};

for (const lang of ['zh', 'en'] as const) {
  test(`/interFace explains the API and renders its OpenAPI document from our origin (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    const w = WORDS[lang];
    await useLanguage(page, lang);
    const requests = recordRequests(page);
    // The document in the page's language (the reference asks for it with the page's Accept-Language).
    const headers = { 'Accept-Language': lang === 'en' ? 'en-US' : 'zh-CN' };
    const doc = (await (await page.request.get('/api/openapi.json', { headers })).json()) as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method,
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
      })),
    );
    const login = operations.find((o) => o.path === '/api/user/login/' && o.method === 'post')!;
    const search = operations.find((o) => o.path === '/api/stac/search' && o.method === 'post')!;
    expect(login.summary).not.toBe('');

    await page.goto('/interFace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    for (const h of [w.auth, w.errors, 'STAC API', w.reference])
      await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();

    // The examples: curl first, then Python with pystac-client and JavaScript with fetch, all on this origin.
    const origin = new URL(page.url()).origin;
    const stacExample = page.locator('#stac-example-panel').getByTestId('code-example');
    await expect(stacExample).toContainText(`curl -s -X POST '${origin}/api/stac/search'`);
    await page.getByRole('tab', { name: w.python }).click();
    await expect(stacExample).toContainText('from pystac_client import Client');
    await expect(stacExample).toContainText('"Authorization": f"Bearer {token}"');
    await page.getByRole('tab', { name: w.js }).click();
    await expect(stacExample).toContainText(`const BASE = '${origin}';`);
    await expect(stacExample).toContainText('fetch(`${BASE}/api/stac/search`');

    // The reference lists the document's operations, grouped by tag in its sidebar (its labels in the page's language).
    const sidebar = page.getByTestId('api-reference').getByRole('navigation');
    for (const op of [login, search]) {
      await sidebar.getByRole('button', { name: `${op.tag} ${w.openGroup}` }).click();
      await expect(sidebar.getByText(op.summary, { exact: true })).toBeVisible({ timeout: 30_000 });
    }
    await expect(page.getByTestId('api-reference-loading')).toHaveCount(0);
    await sidebar.getByText(search.summary, { exact: true }).click();
    await expect(
      page.getByTestId('api-reference').getByText('/api/stac/search', { exact: true }).first(),
    ).toBeVisible();

    const foreign = requests.filter(
      (u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'),
    );
    expect(foreign).toEqual([]);
    expect(requests.filter((u) => /cesium/i.test(u))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('/interFace shows a clear error when the OpenAPI document cannot be loaded', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.route('**/api/openapi.json', (route) =>
    route.fulfill({
      status: 503,
      body: '{"code":503,"msg":"Service unavailable"}',
      contentType: 'application/json',
    }),
  );
  await page.goto('/interFace');
  await expect(page.getByTestId('error-state')).toContainText(
    'The API reference could not be loaded: Service unavailable',
  );
  await page.unroute('**/api/openapi.json');
  await page.getByTestId('error-state').getByRole('button').click();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
  await expect(page.getByTestId('api-reference')).not.toBeEmpty({ timeout: 30_000 });
});
