/**
 * A customer cancels a tasking order from its detail under the terms (through the portal's HTTP client, only the
 * network stood in for): the dialog says the fee now and the deadlines, sends the reason, and the detail says what
 * was refunded and charged; a refusal is shown in the server's words; an order the terms no longer let go says why.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MissionDetail } from '@portal/shared/domain/missions';
import { i18n } from '@portal/shared/i18n';
import { MISSION, collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { MissionDetailDialog } from './MissionDetailDialog';

const HOUR = 3_600_000;
/** Anchored, its first collect on 5 December 2026 at 02:00 UTC: between the two deadlines, so a quarter is charged. */
const ANCHORED: MissionDetail = {
  ...MISSION,
  order_state: 1022,
  editable: false,
  cost_fen: 180_000,
  first_collect_at: '2026-12-05T02:00:00.000Z',
  cancellation: {
    allowed: true,
    fee_fen: 45_000,
    free_until: '2026-12-02T02:00:00.000Z',
    refused_from: '2026-12-04T14:00:00.000Z',
  },
  history: [],
  planned_imaging: [],
  products: [],
  staff_comments: [],
};

let detail: MissionDetail;
let cancelAnswer: Answer;
const calls: { method: string; url: string; data?: unknown }[] = [];
standInNetwork((config: InternalAxiosRequestConfig) => {
  calls.push({ method: config.method!, url: config.url!, data: config.data && JSON.parse(config.data) });
  if (config.url?.endsWith('/cancel/')) return cancelAnswer;
  return { status: 200, body: { code: 0, msg: 'ok', data: [detail] } };
});
const notices = collectNotices();
beforeEach(() => {
  calls.length = 0;
  detail = ANCHORED;
});

async function open(lang: 'zh' | 'en', onChanged: () => void = () => undefined) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(inPortal(<MissionDetailDialog missionId={7} onClose={() => undefined} onChanged={onChanged} />));
  await screen.findByTestId('mission-facts');
}
const deadlines = () =>
  within(screen.getByTestId('cancel-deadlines'))
    .getAllByRole('listitem')
    .map((e) => e.textContent);

test('zh: the fee now and the deadlines; the reason is sent and the refund and fee are said', async () => {
  let changed = 0;
  await open('zh', () => changed++);
  expect(
    within(screen.getByTestId('mission-facts')).getByText('2026-12-05 10:00:00 (北京时间)'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
  expect(screen.getByTestId('cancel-fee').textContent).toBe(
    '现在取消：退回费用 ¥1,800.00，收取 25% 的取消费 ¥450.00。',
  );
  expect(deadlines()).toEqual([
    '2026-12-02 10:00:00 (北京时间) 前取消免费',
    '2026-12-04 22:00:00 (北京时间) 起（首次采集前 12 小时内）不能取消',
  ]);
  fireEvent.change(screen.getByTestId('cancel-reason'), { target: { value: '  计划变更 ' } });
  expect(screen.getByText('7/200')).toBeTruthy();

  const cancelledOrder = {
    ...ANCHORED,
    order_state: 1021,
    cancellation: { ...ANCHORED.cancellation, allowed: false },
  };
  cancelAnswer = {
    status: 200,
    body: {
      code: 0,
      msg: '编程订单已取消',
      data: [{ mission: cancelledOrder, refund_fen: 180_000, fee_fen: 45_000 }],
    },
  };
  detail = cancelledOrder;
  fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
  expect((await screen.findByTestId('mission-cancelled')).textContent).toBe(
    '已取消，退款 ¥1,800.00，取消费 ¥450.00',
  );
  expect(calls.filter((c) => c.method === 'post')).toEqual([
    { method: 'post', url: '/commodity/missions/7/cancel/', data: { reason: '计划变更' } },
  ]);
  expect(notices.map((n) => n.message)).toEqual(['已取消，退款 ¥1,800.00，取消费 ¥450.00']);
  // The detail and the list are asked again; the cancelled order offers no second cancel.
  await waitFor(() => expect(calls.filter((c) => c.method === 'get')).toHaveLength(2));
  await screen.findByTestId('mission-facts');
  expect(changed).toBe(1);
  expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  expect(screen.queryByTestId('mission-cancel-refused')).toBeNull();
});

test('en: pending review, cancelling is free; a refusal keeps the dialog open with the server’s words', async () => {
  detail = {
    ...ANCHORED,
    order_state: 100,
    editable: true,
    cancellation: { ...ANCHORED.cancellation, fee_fen: 0 },
  };
  cancelAnswer = {
    status: 422,
    body: {
      code: 422,
      msg: 'It cannot be cancelled within 12 hours of its first collect (2026-12-05 02:00:00 UTC): the task is on board',
    },
  };
  await open('en');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(screen.getByTestId('cancel-fee').textContent).toBe(
    'Cancelling now is free: its cost of CN¥1,800.00 goes back to your balance.',
  );
  expect(deadlines()).toEqual([
    'Free until the order is reviewed',
    'Free until 2026-12-02 02:00:00 UTC',
    'Not cancellable from 2026-12-04 14:00:00 UTC (within 12 h of the first collect)',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
  expect((await screen.findByTestId('cancel-error')).textContent).toBe(
    'It cannot be cancelled within 12 hours of its first collect (2026-12-05 02:00:00 UTC): the task is on board',
  );
  expect(calls.filter((c) => c.method === 'post')).toEqual([
    { method: 'post', url: '/commodity/missions/7/cancel/', data: {} },
  ]);
  expect(screen.getByTestId('cancel-confirm')).toBeTruthy();
  expect(screen.queryByTestId('mission-cancelled')).toBeNull();
});

test('within 12 h of the first collect: no cancel, and why', async () => {
  const now = Date.now();
  const first = new Date(now + 5 * HOUR).toISOString();
  const refused = new Date(now - 7 * HOUR).toISOString();
  detail = {
    ...ANCHORED,
    first_collect_at: first,
    cancellation: {
      allowed: false,
      fee_fen: 0,
      free_until: new Date(now - 67 * HOUR).toISOString(),
      refused_from: refused,
    },
  };
  await open('en');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  expect(screen.getByTestId('mission-cancel-refused').textContent).toMatch(
    /^It cannot be cancelled within 12 h of its first collect \(from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)$/,
  );
});

test('an order imaged or over says it can no longer be cancelled', async () => {
  detail = {
    ...ANCHORED,
    order_state: 108,
    first_collect_at: '2026-01-05T02:00:00.000Z',
    cancellation: { ...ANCHORED.cancellation, allowed: false, fee_fen: 0 },
  };
  await open('zh');
  expect(screen.getByTestId('mission-cancel-refused').textContent).toBe('该订单已成像或已结束，不能取消');
});
