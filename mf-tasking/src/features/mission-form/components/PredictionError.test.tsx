/**
 * A prediction that failed (docs/requirements.md §8), asked through the portal's HTTP client (only the network is
 * stood in for): no answer shows the network failure in the page's language with a retry and raises no notice;
 * the server's refusal shows its own text.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { collectNotices, standInNetwork, type Answer } from '@portal/shared/testing';
import '../../../i18n';
import { predict, type PredictRequest } from '../api/simulation';
import { PredictionError, predictionProblem } from './PredictionError';

const REQUEST: PredictRequest = {
  satellites: 'any',
  start_time: '2026-12-01T00:00:00Z',
  end_time: '2026-12-08T00:00:00Z',
  target: { lat: 30.5, lon: 114.3 },
  lower_angle: 13,
  upper_angle: 40,
  left_right_mode: 'both',
  orbit_mode: 'both',
  img_mode: 3,
  limit: 5,
};

let answer: Answer;
standInNetwork(() => answer);
const notices = collectNotices();

async function failedPrediction(lang: 'zh' | 'en', onRetry = () => {}) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const problem = predictionProblem(await predict(REQUEST).catch((e: unknown) => e));
  render(
    <I18nextProvider i18n={i18n}>
      <PredictionError problem={problem!} onRetry={onRetry} />
    </I18nextProvider>,
  );
  return screen.getByTestId('prediction-error');
}

for (const lang of ['zh', 'en'] as const)
  test(`no answer: the network failure in ${lang} with a retry, and no notice`, async () => {
    answer = 'network-down';
    const retried: number[] = [];
    const alert = await failedPrediction(lang, () => retried.push(1));
    expect(alert.textContent).toContain(NETWORK_FAILURE[lang]);
    expect(alert.textContent).not.toContain('Network Error');
    fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '重试' : 'Retry' }));
    expect(retried).toEqual([1]);
    expect(notices).toEqual([]);
  });

test('a refusal shows the server text with its advice, and no retry', async () => {
  answer = { status: 422, body: { code: 422, msg: '仿真失败！（请调整区域或时间范围后重新仿真）' } };
  const alert = await failedPrediction('zh');
  expect(alert.textContent).toBe('仿真失败！（请调整区域或时间范围后重新仿真）');
  expect(screen.queryByRole('button')).toBeNull();
});
