/**
 * The live quote keeps to the fields as they are (through the portal's HTTP client, only the network stood in for):
 * an answer that comes back after the fields moved on never replaces the newer one, and a refusal is said in the
 * server's words.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { http } from '@portal/shared/http';
import '../../../i18n';
import { QUOTE } from '../components/quote-fixture';
import { INITIAL_VALUES } from '../state/form-state';
import { useMissionDraft } from './use-mission-draft';
import { useMissionQuote } from './use-mission-quote';

const FILLED = {
  ...INITIAL_VALUES,
  ...MISSION_EXAMPLE,
  id_date_1: '2026-12-01T08:00',
  id_date_2: '2026-12-08T08:00',
};

/** The quote calls made, each answered when the test says. */
const pending: { shots: string; answer: (quote: TaskingQuote) => void }[] = [];
beforeEach(() => {
  pending.length = 0;
  http.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve) =>
      pending.push({
        shots: JSON.parse(config.data as string).p_number,
        answer: (quote) =>
          resolve({
            data: { code: 0, msg: 'ok', data: [quote] },
            status: 200,
            statusText: '',
            headers: {},
            config,
          }),
      }),
    );
});

function useQuote() {
  const draft = useMissionDraft(null, 'zh', null);
  return { draft, offer: useMissionQuote(draft, 'zh') };
}

test('an answer for older fields, coming back last, is dropped', async () => {
  const { result } = renderHook(useQuote);
  act(() => result.current.draft.setValues({ ...FILLED, p_number: '1' }));
  await waitFor(() => expect(pending).toHaveLength(1), { timeout: 3000 });
  act(() => result.current.draft.set('p_number', '2'));
  await waitFor(() => expect(pending).toHaveLength(2), { timeout: 3000 });
  expect(pending.map((p) => p.shots)).toEqual(['1', '2']);
  await act(async () => pending[1].answer({ ...QUOTE, quote_id: 'two-shots' }));
  await act(async () => pending[0].answer({ ...QUOTE, quote_id: 'one-shot' }));
  expect(result.current.offer.status).toBe('ready');
  expect(result.current.offer.quote?.quote_id).toBe('two-shots');
});

test('fields changed while quoting: no quote is taken until the new fields are priced', async () => {
  const { result } = renderHook(useQuote);
  act(() => result.current.draft.setValues(FILLED));
  await waitFor(() => expect(pending).toHaveLength(1), { timeout: 3000 });
  await act(async () => pending[0].answer(QUOTE));
  expect(result.current.offer.quote?.quote_id).toBe('q-1');
  act(() => result.current.draft.set('priority', '5'));
  expect(result.current.offer.status).toBe('loading');
  expect(result.current.offer.quote).toBeNull();
  expect(result.current.offer.last?.quote_id).toBe('q-1');
});

test('a refusal is the server’s words, and marks the field it names', async () => {
  http.defaults.adapter = async (config) => {
    const response = {
      data: {
        code: 400,
        msg: '请求参数有误',
        errors: [{ field: 'elevation', message: '高程超出范围' }],
      },
      status: 400,
      statusText: '',
      headers: {},
      config,
    };
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
  };
  const { result } = renderHook(useQuote);
  act(() => result.current.draft.setValues(FILLED));
  await waitFor(() => expect(result.current.offer.status).toBe('failed'), { timeout: 3000 });
  expect(result.current.offer.error).toBe('请求参数有误');
  expect(result.current.draft.errors.elevation).toBe('高程超出范围');
});
