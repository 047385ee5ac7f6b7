/**
 * Importing an area file whose call gets no answer (docs/requirements.md §8), through the portal's HTTP client (only
 * the network is stood in for): the notice says the network failure in the page's language, not axios's text, and
 * no area is added; the server's refusal keeps its own words.
 */
import { act, renderHook } from '@testing-library/react';
import { NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices, standInNetwork, type Answer } from '@portal/shared/testing';
import '../../../i18n';
import { useMissionDraft } from './use-mission-draft';

let answer: Answer;
standInNetwork(() => answer);
const notices = collectNotices();

async function importFile(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const { result } = renderHook(() => useMissionDraft(null, lang, null));
  await act(() => result.current.importArea(new File(['<kml/>'], 'area.kml')));
  return result.current;
}

for (const lang of ['zh', 'en'] as const)
  test(`no answer: one notice with the network failure in ${lang}, and no area`, async () => {
    answer = 'network-down';
    const draft = await importFile(lang);
    expect(notices.map((n) => [n.severity, n.message])).toEqual([['error', NETWORK_FAILURE[lang]]]);
    expect(draft.areas).toEqual([]);
  });

test('a refusal: one notice with the server’s words', async () => {
  answer = { status: 400, body: { code: 400, msg: '文件中没有多边形' } };
  await importFile('zh');
  expect(notices.map((n) => n.message)).toEqual(['文件中没有多边形']);
});
