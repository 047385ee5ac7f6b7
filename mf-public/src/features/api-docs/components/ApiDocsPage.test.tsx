/**
 * The API page's sections on the typed client and on verifying webhook deliveries (issue 35): in each language, its
 * words come from the translations, the code is marked translate="no" with its comments in the reader's language,
 * and the webhook examples switch between TypeScript and Python.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLang } from '@portal/shared/i18n';
import { ApiDocsPage } from './ApiDocsPage';

// The reference loads the OpenAPI document and Scalar: ApiReference.test.tsx covers it.
jest.mock('./ApiReference', () => ({ ApiReference: () => null }));

/** As e2e/language-scan.ts reads a Chinese page: English prose is two English words, or one lower-case word alone. */
const ENGLISH = /(?<![\w.@/-])(?:[A-Za-z][a-z]{2,}(?: +[A-Za-z][a-z]{2,})+|[a-z]{4,})(?![\w.@/-])/g;
const CJK = /[\u3400-\u9fff]/;

/** A section's text as a reader of the page's language reads it: what is marked translate="no" left out. */
function prose(section: HTMLElement): string {
  const copy = section.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((e) => e.replaceWith(' '));
  copy.querySelectorAll('td, th, p, h2, h3, button').forEach((e) => e.append(' '));
  return copy.textContent ?? '';
}

const renderPage = (lang: 'zh' | 'en') => {
  act(() => setLang(lang));
  return render(
    <I18nextProvider i18n={i18n}>
      <ApiDocsPage />
    </I18nextProvider>,
  );
};
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
afterEach(() => act(() => setLang('zh')));

test('in Chinese: the two sections, their code marked translate="no" with Chinese comments, no English prose', () => {
  renderPage('zh');
  const client = section('类型化客户端');
  const webhooks = section('验证 Webhook 投递');
  for (const s of [client, webhooks]) {
    const code = within(s).getAllByTestId('code-example');
    expect(code.length).toBeGreaterThan(0);
    for (const c of code) expect(c.getAttribute('translate')).toBe('no');
    expect(prose(s).match(ENGLISH)).toBeNull();
  }
  const [install, example] = within(client).getAllByTestId('code-example');
  expect(install.textContent).toContain('# 从本平台的 OpenAPI 文档生成类型');
  expect(example.textContent).toContain('// 用 API 密钥创建客户端');
  expect(example.textContent).toContain(`baseUrl: '${window.location.origin}'`);
  // The scopes, the headers and the library's call are shown as written.
  for (const literal of ['catalog:read', 'orders:write', 'webhook-signature', 'standardwebhooks'])
    expect(screen.getByText(literal).getAttribute('translate')).toBe('no');
  expect(screen.getByText('new Webhook(secret).verify(body, headers)').getAttribute('translate')).toBe('no');
  expect(within(client).getByRole('link', { name: '管理 API 密钥' }).getAttribute('href')).toBe(
    '/personalCenter/apiKeys',
  );

  const panel = () => within(webhooks).getByTestId('code-example');
  expect(panel().textContent).toContain("import { Webhook } from 'standardwebhooks';");
  expect(panel().textContent).toContain('// 对收到的原始请求体验证签名');
  fireEvent.click(within(webhooks).getByRole('tab', { name: 'Python（Flask）' }));
  expect(panel().textContent).toContain('from standardwebhooks import Webhook, WebhookVerificationError');
  expect(panel().textContent).toContain('# 对收到的原始请求体验证签名');
});

test('in English: the same sections with English words and comments, and no Chinese anywhere', () => {
  const { container } = renderPage('en');
  const client = section('Typed client');
  const webhooks = section('Verifying webhook deliveries');
  expect(within(client).getAllByTestId('code-example')[1].textContent).toContain(
    '// A client with your API key',
  );
  expect(within(webhooks).getByTestId('code-example').textContent).toContain('// Verify the raw body');
  expect(within(webhooks).getByRole('link', { name: 'Manage webhooks' }).getAttribute('href')).toBe(
    '/personalCenter/webhooks',
  );
  expect(container.textContent).not.toMatch(CJK);
});

test('the imagery section lists the calls that read a scene’s raster, as written, in either language', () => {
  const calls = [
    'GET /api/catalog/scenes/{id}/stack/',
    'POST /api/catalog/timeseries/',
    'GET /api/catalog/scenes/{id}/change/{other}',
    'GET /api/catalog/scenes/{id}/change/{other}/tiles/{z}/{x}/{y}.png',
  ];
  renderPage('zh');
  const zh = section('影像与时间序列');
  for (const call of calls) expect(within(zh).getByText(call).getAttribute('translate')).toBe('no');
  expect(prose(zh).match(ENGLISH)).toBeNull();
  expect(prose(zh)).toContain('503');
  act(() => setLang('en'));
  const en = section('Imagery and time series');
  for (const call of calls) expect(within(en).getByText(call)).toBeTruthy();
  expect(en.textContent).not.toMatch(CJK);
});
