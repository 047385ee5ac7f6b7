/**
 * A search whose call gets no answer (docs/requirements.md §8), through the portal's HTTP client (only the network
 * is stood in for): the results say the network failure in the page's language with a retry, no notice is raised,
 * and Retry runs the same search; a refusal is the client's notice, with no failure state besides it.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { http, NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices } from '@portal/shared/testing';
import '../../../i18n';
import { EMPTY_SEARCH, type SearchState } from '../state/search-state';
import { useSearchResults } from './use-search-results';

const SEARCH: SearchState = {
  ...EMPTY_SEARCH,
  areas: [
    {
      id: 'a1',
      source: 'draw',
      label: { zh: '矩形', en: 'Rectangle' },
      area: { type: 'bbox', bbox: [121, 29, 122, 30] },
    },
  ],
};
const SCENE = { id: 'TY38_0001', footprint: null, quicklook_url: '/q.png' };

let answer: 'network-down' | { status: number; body: unknown };
const adapter: AxiosAdapter = async (config) => {
  if (answer === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response = { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
  if (answer.status >= 300)
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

const notices = collectNotices();
beforeEach(() => {
  http.defaults.adapter = adapter;
});

async function failedSearch(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const hook = renderHook(() => useSearchResults(null));
  await act(() => hook.result.current.run(SEARCH, 0, undefined, false).catch(() => undefined));
  return hook.result;
}

for (const lang of ['zh', 'en'] as const)
  test(`no answer: the network failure in ${lang} with a retry that runs the search, and no notice`, async () => {
    answer = 'network-down';
    const results = await failedSearch(lang);
    expect(results.current.failure?.text).toBe(NETWORK_FAILURE[lang]);
    expect(results.current.result).toBeNull();
    expect(notices).toEqual([]);

    answer = { status: 200, body: { code: 0, msg: 'ok', data: [SCENE], total: 1 } };
    act(() => results.current.failure!.retry());
    await waitFor(() => expect(results.current.items.map((x) => x.id)).toEqual(['TY38_0001']));
    expect(results.current.failure).toBeNull();
  });

test('a refusal: the server’s notice only, no failure state', async () => {
  answer = { status: 400, body: { code: 400, msg: '请求参数有误' } };
  const results = await failedSearch('zh');
  expect(results.current.failure).toBeNull();
  expect(notices.map((n) => n.message)).toEqual(['请求参数有误']);
});
