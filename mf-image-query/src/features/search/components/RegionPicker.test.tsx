/**
 * The region picker's lists when their call gets no answer (docs/requirements.md §8), asked through the portal's
 * HTTP client (only the network is stood in for): the provinces, or a province's cities, say the network failure in
 * the page's language with a retry, never axios's "Network Error", and raise no notice; Retry loads the list.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AxiosError, type AxiosAdapter } from 'axios';
import { http, NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices } from '@portal/shared/testing';
import '../../../i18n';
import { RegionPicker } from './RegionPicker';

const REGIONS: Record<string, { code: string; name_zh: string; name_en: string }[]> = {
  CN: [{ code: '330000', name_zh: '浙江省', name_en: 'Zhejiang' }],
  '330000': [{ code: '330200', name_zh: '宁波市', name_en: 'Ningbo' }],
};

/** Parents whose children lookup gets no answer. */
let unreachable: Set<string>;
const adapter: AxiosAdapter = async (config) => {
  const parent = String((config.params as { parent: string }).parent);
  if (unreachable.has(parent)) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  return {
    data: { code: 0, msg: 'ok', data: REGIONS[parent] ?? [] },
    status: 200,
    statusText: '',
    headers: {},
    config,
  };
};

const notices = collectNotices();
beforeEach(() => {
  http.defaults.adapter = adapter;
});

async function picker(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RegionPicker lang={lang} onAdd={() => true} />
      </I18nextProvider>,
    );
  });
}

const retry = (lang: 'zh' | 'en') =>
  act(async () => {
    fireEvent.click(
      within(screen.getByRole('alert')).getByRole('button', {
        name: lang === 'zh' ? '重试' : 'Retry',
      }),
    );
  });

/** Opens a select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: option }));
  });
}

for (const lang of ['zh', 'en'] as const)
  test(`no answer for the provinces: the network failure in ${lang}, no notice, and Retry loads them`, async () => {
    unreachable = new Set(['CN']);
    await picker(lang);
    const failure = screen.getByRole('alert');
    expect(failure.textContent).toContain(NETWORK_FAILURE[lang]);
    expect(failure.textContent).not.toContain('Network Error');
    expect(notices).toEqual([]);

    unreachable.clear();
    await retry(lang);
    expect(screen.queryByRole('alert')).toBeNull();
    await choose(lang === 'zh' ? '省份' : 'Province', lang === 'zh' ? '浙江省' : 'Zhejiang');
    expect(notices).toEqual([]);
  });

test('no answer for a province’s cities: said in place of the list with a retry that loads them', async () => {
  unreachable = new Set(['330000']);
  await picker('en');
  await choose('Province', 'Zhejiang');
  expect(screen.getByRole('alert').textContent).toContain(NETWORK_FAILURE.en);
  expect(notices).toEqual([]);

  unreachable.clear();
  await retry('en');
  expect(screen.queryByRole('alert')).toBeNull();
  await choose('City (optional)', 'Ningbo');
});
