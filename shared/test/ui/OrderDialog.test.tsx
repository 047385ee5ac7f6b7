/**
 * The order dialog (issue 32, item 4): a refusal of the server is shown once, in words, in the dialog — not also as a
 * notice, and not once more per scene — and a selection holding a scene already bought is never offered for payment.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http, httpHooks, NETWORK_FAILURE } from '../../src/http';
import { i18n, setLang } from '../../src/i18n';
import { onNotice, type Notice } from '../../src/notices';
import { OrderDialog } from '../../src/ui/OrderDialog';
import { portalTheme } from '../../src/ui/theme';

const OWNED = 'You have already bought some of the selected images; they cannot be paid for again';
const ORDERED = 'You have already ordered this image';
const COST = {
  code: 0,
  msg: 'ok',
  data: [
    {
      items: [{ scene_id: 'B', price_fen: 1000 }],
      cost_fen: 1000,
      balance_fen: 5000,
      balance_after_fen: 4000,
    },
  ],
};
const refusal = { code: 409, msg: OWNED, errors: [{ field: 'scene_ids.1', message: ORDERED }] };

let answers: Record<string, { status: number; body: unknown } | 'network-down'>;
const asked: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  asked.push(key);
  const answer = answers[key] ?? { status: 200, body: { code: 0, msg: 'ok', data: [] } };
  if (answer === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: {},
    config,
  };
  if (answer.status >= 300)
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

let notices: Notice[];
let unsubscribe: () => void;
beforeEach(() => {
  http.defaults.adapter = adapter;
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  notices = [];
  unsubscribe = onNotice((n) => notices.push(n));
  setLang('en');
});
afterEach(() => unsubscribe());

async function open(sceneIds: string[]) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={portalTheme}>
          <OrderDialog sceneIds={sceneIds} onClose={jest.fn()} onOrdered={jest.fn()} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  });
}
/** Every place the words show: the dialog's text and the notices. */
const times = (text: string) =>
  (document.body.textContent ?? '').split(text).length -
  1 +
  notices.filter((n) => n.message.includes(text)).length;

test('a selection holding a scene already bought gets no price and no pay button; the reason shows once, naming it', async () => {
  answers = { 'GET /commodity/order_cost/': { status: 409, body: refusal } };
  await open(['A', 'D']);
  expect(times(OWNED)).toBe(1);
  expect(times(`${ORDERED}: D`)).toBe(1);
  expect(screen.queryByTestId('order-cost')).toBeNull();
  expect((screen.getByTestId('order-confirm') as HTMLButtonElement).disabled).toBe(true);
  expect(notices).toEqual([]);
});

test("the server's 409 on paying shows once, in words: no notice besides the dialog, no repeat per scene", async () => {
  answers = {
    'GET /commodity/order_cost/': { status: 200, body: COST },
    'POST /commodity/orders/': { status: 409, body: refusal },
  };
  await open(['B', 'D']);
  expect(screen.getByTestId('order-cost').textContent).toContain('10.00');
  await act(async () => void fireEvent.click(screen.getByTestId('order-confirm')));
  expect(asked).toContain('POST /commodity/orders/');
  expect(times(OWNED)).toBe(1);
  expect(times(ORDERED)).toBe(1);
  expect(notices.filter((n) => n.severity === 'error')).toEqual([]);
});

test('paying without an answer says so in the page’s language, not axios’s text, and raises no notice', async () => {
  answers = {
    'GET /commodity/order_cost/': { status: 200, body: COST },
    'POST /commodity/orders/': 'network-down',
  };
  await open(['B']);
  await act(async () => void fireEvent.click(screen.getByTestId('order-confirm')));
  expect(times(NETWORK_FAILURE.en)).toBe(1);
  expect(times('Network Error')).toBe(0);
  expect(notices).toEqual([]);
});
