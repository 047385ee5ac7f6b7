/**
 * The order dialog (issue 32, item 4): a refusal of the server is shown once, in words, in the dialog — not also as a
 * notice, and not once more per scene — and a selection holding a scene already bought is never offered for payment.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { http, httpHooks, NETWORK_FAILURE } from '../../src/http';
import { setLang } from '../../src/i18n';
import { onNotice, type Notice } from '../../src/notices';
import { OrderDialog } from '../../src/ui/OrderDialog';
import { EMPTY_LIST, respond, type Answer } from '../http/network';
import { inPortal } from '../fixtures/render';

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

let answers: Record<string, Answer>;
const asked: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  asked.push(key);
  return respond(config, answers[key] ?? EMPTY_LIST);
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
      inPortal(<OrderDialog sceneIds={sceneIds} onClose={jest.fn()} onOrdered={jest.fn()} />, {
        store: false,
      }),
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
