/**
 * The order form's live quote and its submit, through the portal's HTTP client (only the network is stood in for):
 * the fields are quoted once they rest and pass the form's checks; the submit waits, saying why, while the balance
 * does not cover the total; it sends the quote it was placed on; a changed price (409) puts the new quote in place
 * and says so; every other refusal is shown in the server's words, "correct the fields marked in red" only when a
 * field is marked.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { i18n } from '@portal/shared/i18n';
import { collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import '../../../i18n';
import { MissionFormPanel } from '../components/MissionFormPanel';
import { QUOTE } from '../components/quote-fixture';
import { INITIAL_VALUES, type FormValues } from '../state/form-state';
import { useMissionDraft, type MissionDraft } from './use-mission-draft';
import { useMissionQuote } from './use-mission-quote';
import { useMissionSubmit } from './use-mission-submit';

/** A complete order as the form holds it (its times typed in Beijing time). */
const FILLED = {
  ...INITIAL_VALUES,
  ...MISSION_EXAMPLE,
  id_date_1: '2026-12-01T08:00',
  id_date_2: '2026-12-08T08:00',
};
const ok = (quote: TaskingQuote): Answer => ({ status: 200, body: { code: 0, msg: 'ok', data: [quote] } });

let quoteAnswer: Answer;
let orderAnswers: Answer[];
const quotes: Record<string, unknown>[] = [];
const orders: FormData[] = [];
standInNetwork((config: InternalAxiosRequestConfig) => {
  if (config.url === '/commodity/missions/quote/') {
    quotes.push(JSON.parse(config.data as string));
    return quoteAnswer;
  }
  orders.push(config.data as FormData);
  return orderAnswers.shift()!;
});
const notices = collectNotices();
beforeEach(() => {
  quotes.length = 0;
  orders.length = 0;
  quoteAnswer = ok(QUOTE);
});

let draft: MissionDraft;
function Order() {
  draft = useMissionDraft(null, 'zh', null);
  const offer = useMissionQuote(draft, 'zh');
  const { busy, submit, note } = useMissionSubmit(draft, null, 'zh', offer);
  return (
    <MissionFormPanel
      draft={draft}
      heading="编程订单"
      lang="zh"
      editing={false}
      busy={busy}
      offer={offer}
      note={note}
      onSubmit={() => void submit()}
    />
  );
}

async function fill(values: FormValues = FILLED) {
  await act(async () => {
    await i18n.changeLanguage('zh');
  });
  render(inPortal(<Order />));
  act(() => {
    draft.setValues(values);
    draft.setApplicationForm(new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
  });
}
const submitButton = () => screen.getByTestId('order-submit') as HTMLButtonElement;
const reasons = () => screen.queryAllByTestId('order-submit-reason').map((e) => e.textContent);
const quoted = async (total: string) =>
  waitFor(() => expect(screen.getByTestId('order-cost-value').textContent).toBe(total), { timeout: 3000 });

test('an incomplete form is not quoted: the panel says so and the submit still marks the problems', async () => {
  await fill(INITIAL_VALUES);
  await act(() => new Promise((r) => setTimeout(r, 800)));
  expect(quotes).toEqual([]);
  expect(screen.getByTestId('quote-incomplete').textContent).toBe('填写完整的订单信息后显示报价');
  expect(submitButton().disabled).toBe(false);
  fireEvent.click(submitButton());
  expect(screen.getByText('请输入目标名称')).toBeTruthy();
  expect(orders).toEqual([]);
});

test('a balance short of the total: the submit waits and says why, in words', async () => {
  quoteAnswer = ok({ ...QUOTE, balance_fen: 300_000, balance_after_fen: -150_000 });
  await fill();
  expect(screen.getByTestId('quote-loading').textContent).toContain('正在报价…');
  expect(submitButton().disabled).toBe(true);
  await quoted('¥4,500.00');
  // The fields rested once: one quote, of the fields as the order sends them (times in UTC).
  expect(quotes).toHaveLength(1);
  expect(quotes[0]).toMatchObject({ target_name: 'Port of Ningbo', id_date_1: '2026-12-01T00:00:00Z' });
  expect(submitButton().disabled).toBe(true);
  expect(reasons()).toEqual(['余额不足：本单 ¥4,500.00，余额 ¥3,000.00']);
});

test('a changed price (409): the new quote replaces the shown one, the customer is told and submits on it', async () => {
  const newer = {
    ...QUOTE,
    quote_id: 'q-2',
    collect_fen: 540_000,
    total_fen: 540_000,
    balance_after_fen: 460_000,
  };
  orderAnswers = [
    {
      status: 409,
      body: {
        code: 409,
        msg: '报价已变化，请查看新的报价后再提交',
        errors: [{ field: 'quoted_cost_fen', message: '报价已变化' }],
        data: [newer],
      },
    },
    { status: 422, body: { code: 422, msg: '余额不足', errors: [] } },
  ];
  await fill();
  await quoted('¥4,500.00');
  fireEvent.click(submitButton());
  await quoted('¥5,400.00');
  expect(orders[0].get('quote_id')).toBe('q-1');
  expect(orders[0].get('quoted_cost_fen')).toBe('450000');
  expect(orders[0].get('target_name')).toBe('Port of Ningbo');
  expect(screen.getByTestId('quote-total').textContent).toBe('合计¥5,400.00');
  expect(reasons()).toEqual(['价格已变化：¥4,500.00 → ¥5,400.00。请查看新的报价后再次提交。']);
  expect(notices.map((n) => n.message)).toEqual([
    '价格已变化：¥4,500.00 → ¥5,400.00。请查看新的报价后再次提交。',
  ]);
  expect(submitButton().disabled).toBe(false);
  fireEvent.click(submitButton());
  await waitFor(() => expect(orders).toHaveLength(2));
  expect(orders[1].get('quote_id')).toBe('q-2');
  expect(orders[1].get('quoted_cost_fen')).toBe('540000');
});

test('a refusal for too little balance (422) shows 余额不足 in words, marks no field and asks the quote again', async () => {
  orderAnswers = [
    {
      status: 422,
      body: { code: 422, msg: '余额不足', errors: [{ field: 'quoted_cost_fen', message: '余额不足' }] },
    },
  ];
  await fill();
  await quoted('¥4,500.00');
  fireEvent.click(submitButton());
  await waitFor(() => expect(notices.map((n) => n.message)).toEqual(['余额不足']));
  expect(reasons()).toContain('余额不足');
  expect(screen.queryByText(/标红/)).toBeNull();
  expect(document.querySelector('[aria-invalid=true]')).toBeNull();
  await waitFor(() => expect(quotes).toHaveLength(2), { timeout: 3000 });
});

test('a refusal of a field of the form marks it, and only then asks to correct the red fields', async () => {
  orderAnswers = [
    {
      status: 400,
      body: {
        code: 400,
        msg: '请求参数有误',
        errors: [
          { field: 'target_name', message: '目标名称已被使用' },
          { field: 'cost_fen', message: '费用不符' },
        ],
      },
    },
  ];
  await fill();
  await quoted('¥4,500.00');
  fireEvent.click(submitButton());
  await waitFor(() =>
    expect(notices.map((n) => n.message)).toEqual(['请求参数有误：请按提示修改标红的字段']),
  );
  expect(screen.getByText('目标名称已被使用')).toBeTruthy();
  expect(screen.getByTestId('field-target_name').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText('费用不符')).toBeNull();
});
