/**
 * A server list whose load fails (docs/requirements.md §8): the page's error state says why in the page's language
 * (the server could not be reached, or the server's own message) with a retry, the grid shows no empty-result
 * message in its place, a transport error raises no notice, and Retry loads the list. The list is wired as every
 * page wires it (useServerGrid, ErrorState above ServerGrid) on the portal's HTTP client; only the network is
 * stood in for.
 */
import { useCallback } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AxiosError, type AxiosAdapter } from 'axios';
import { call, http, NETWORK_FAILURE } from '../../src/http';
import { i18n } from '../../src/i18n';
import { onNotice, type Notice } from '../../src/notices';
import { ErrorState } from '../../src/ui/states';
import { ServerGrid } from '../../src/grid/ServerGrid';
import { useServerGrid, type ServerQuery } from '../../src/grid/use-server-grid';
import { stubResizeObserver } from '../fixtures/layout';

interface Row {
  id: number;
  order_no: string;
}
const EMPTY = 'No orders match the filters';

/** The network (a stand-in, as in client.dom.test): each request takes the next queued answer. */
type Answer = 'network-down' | { status: number; body: unknown };
let answers: Answer[] = [];
const adapter: AxiosAdapter = async (config) => {
  const answer = answers.shift() ?? { status: 200, body: { code: 0, msg: 'ok', data: [], total: 0 } };
  if (answer === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response = { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
  if (answer.status >= 300)
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

function MissionList() {
  const fetchPage = useCallback(
    ({ page, size }: ServerQuery<null>) =>
      call<Row>({ method: 'GET', url: '/commodity/missions/', params: { page, size } }),
    [],
  );
  const list = useServerGrid(fetchPage, { filters: null });
  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={() => void list.reload()} />}
      <ServerGrid
        {...list.gridProps}
        columns={[{ field: 'order_no', headerName: 'Order', width: 200 }]}
        testId="missions"
        empty={{ title: EMPTY }}
      />
    </>
  );
}

let notices: Notice[] = [];
let unsubscribe: () => void;
beforeAll(() => stubResizeObserver());
beforeEach(() => {
  http.defaults.adapter = adapter;
  answers = [];
  notices = [];
  unsubscribe = onNotice((n) => notices.push(n));
});
afterEach(() => unsubscribe());

/** Opens the list and waits for it to have failed and for the grid to have drawn its overlay (of no rows). */
async function open(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <MissionList />
    </I18nextProvider>,
  );
  const alert = await screen.findByTestId('error-state');
  await waitFor(() => expect(container.querySelector('.MuiDataGrid-overlayWrapper')).not.toBeNull());
  return alert;
}

for (const lang of ['zh', 'en'] as const) {
  test(`an aborted load shows the network failure in ${lang} with a retry, no empty message, no notice`, async () => {
    answers.push('network-down');
    const alert = await open(lang);
    expect(alert.textContent).toContain(NETWORK_FAILURE[lang]);
    expect(alert.textContent).not.toContain('Network Error');
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(notices).toEqual([]);

    answers.push({
      status: 200,
      body: { code: 0, msg: 'ok', data: [{ id: 1, order_no: 'TO-1' }], total: 1 },
    });
    fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '重试' : 'Retry' }));
    expect(await screen.findByRole('gridcell', { name: 'TO-1' })).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });
}

test('a refusal with a message shows that message in place of the list', async () => {
  answers.push({ status: 503, body: { code: 503, msg: '服务暂不可用' } });
  const alert = await open('zh');
  expect(alert.textContent).toContain('服务暂不可用');
  expect(screen.queryByText(EMPTY)).toBeNull();
});

test('a list that loads with no rows says so', async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MissionList />
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getByText(EMPTY)).toBeTruthy());
  expect(screen.queryByTestId('error-state')).toBeNull();
});
