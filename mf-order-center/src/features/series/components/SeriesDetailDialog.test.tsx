/**
 * A series of repeat collects as its customer reads it (docs/tasking-offer.md), through the portal's HTTP client
 * (only the network is stood in for): its facts, its collects on a time line (each window in the reader's zone, its
 * order number leading to the order, the order's state in words and colour, "not yet created" beyond the horizon,
 * the next collect marked), and cancelling the rest: the terms each collect is cancelled by, then what happened in
 * words.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { i18n } from '@portal/shared/i18n';
import { inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { SERIES } from '../state/series-fixture';
import { SeriesDetailDialog } from './SeriesDetailDialog';

const CANCELLED = {
  series: {
    ...SERIES,
    state: 'cancelled' as const,
    next_collect: null,
    spent_fen: 450_000 + 112_500,
    collects: SERIES.collects.map((c) => (c.index === 2 ? { ...c, order_state: 1031 } : c)),
  },
  cancelled: 2,
  kept: 1,
  refund_fen: 900_000,
  fee_fen: 112_500,
};

const calls: { method: string; url: string; body: unknown }[] = [];
standInNetwork((config: InternalAxiosRequestConfig): Answer => {
  calls.push({
    method: config.method!.toUpperCase(),
    url: config.url!,
    body: config.data ? JSON.parse(config.data as string) : undefined,
  });
  if (config.url === '/commodity/series/7/cancel/')
    return { status: 200, body: { code: 0, msg: '系列已取消', data: [CANCELLED] } };
  if (config.url === '/commodity/series/7/')
    return { status: 200, body: { code: 0, msg: 'ok', data: [SERIES] } };
  // The balance asked again after the refund.
  return { status: 200, body: { code: 0, msg: 'ok', data: [] } };
});
beforeEach(() => {
  calls.length = 0;
});

const opened: number[] = [];
async function show(lang: 'zh' | 'en') {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  opened.length = 0;
  render(
    inPortal(
      <SeriesDetailDialog seriesId={7} onClose={() => undefined} onOpenOrder={(id) => opened.push(id)} />,
    ),
  );
  await screen.findByTestId('series-timeline');
}
const rows = () => screen.getAllByTestId('series-collect');

test('zh: the facts and the time line, Beijing time, each order with its state and colour', async () => {
  await show('zh');
  expect(screen.getByText('重复采集系列 RS20261120000007')).toBeTruthy();
  expect(screen.getByTestId('series-state').textContent).toBe('进行中');
  const facts = within(screen.getByTestId('series-facts'));
  expect(facts.getByText('每周，共 4 次')).toBeTruthy();
  expect(facts.getByText('保持相同：降轨，右视，侧视角 24.3°（±2°）')).toBeTruthy();
  expect(facts.getByText('¥13,500.00')).toBeTruthy();
  expect(facts.getByText('2026-12-08 08:00:00 (北京时间)')).toBeTruthy();

  expect(rows().map((r) => r.getAttribute('data-color'))).toEqual(['green', 'green', 'grey', 'grey']);
  const [imaged, next, created, beyond] = rows();
  expect(within(imaged).getByTestId('series-collect-window').textContent).toBe(
    '2026-12-01 08:00:00 (北京时间) 至 2026-12-03 08:00:00 (北京时间)',
  );
  expect(within(imaged).getByTestId('series-collect-state').textContent).toBe('在轨成像成功');
  expect(within(imaged).getByText('费用 ¥4,500.00')).toBeTruthy();
  expect(within(next).getByTestId('series-next').textContent).toBe('下一次');
  expect(within(next).getByTestId('series-collect-state').textContent).toBe('锚定成功');
  expect(within(created).getByTestId('series-collect-state').textContent).toBe('订单已创建');
  expect(within(beyond).getByText('第 4 次')).toBeTruthy();
  expect(within(beyond).getByTestId('series-collect-pending').textContent).toBe(
    '尚未创建（时间窗口开始前 21 天内创建并扣费）',
  );
  expect(screen.getAllByTestId('series-next')).toHaveLength(1);

  const link = screen.getByTestId('series-order-42');
  expect(link.textContent).toBe('TO20261120000042');
  expect(link.getAttribute('href')).toBe('/personalCenter/myProgrammingOrder?open=42');
  fireEvent.click(link);
  expect(opened).toEqual([42]);
});

test('zh: cancelling the rest says the terms, then the result in words', async () => {
  await show('zh');
  fireEvent.click(screen.getByTestId('series-cancel'));
  const terms = await screen.findByTestId('series-cancel-terms');
  expect(terms.textContent).toContain('已创建的每次采集按其自身的取消规则处理');
  expect(
    within(terms)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '距首次采集 72 小时以上：免费取消，全额退款',
    '距首次采集 72 至 12 小时：退款并收取 25% 的取消费',
    '距首次采集不足 12 小时，或已成像：保留，不取消',
  ]);
  fireEvent.change(screen.getByTestId('series-cancel-reason'), { target: { value: '项目结束' } });
  fireEvent.click(screen.getByTestId('series-cancel-confirm'));
  const done = await screen.findByTestId('series-cancelled');
  expect(done.textContent).toBe('已取消 2 次采集，保留 1 次；退款 ¥9,000.00，取消费 ¥1,125.00');
  expect(calls.find((c) => c.method === 'POST')).toEqual({
    method: 'POST',
    url: '/commodity/series/7/cancel/',
    body: { reason: '项目结束' },
  });
  // The series as it now is: cancelled, nothing next, nothing more to cancel.
  await waitFor(() => expect(screen.getByTestId('series-state').textContent).toBe('已取消'));
  expect(screen.queryByTestId('series-next')).toBeNull();
  expect(screen.queryByTestId('series-cancel')).toBeNull();
  expect(rows()[2].getAttribute('data-color')).toBe('yellow');
  expect(within(rows()[2]).getByTestId('series-collect-state').textContent).toBe('规划已取消');
});

test('en: the time line in UTC and the result in English', async () => {
  await show('en');
  expect(within(screen.getByTestId('series-facts')).getByText('Weekly, 4 collects')).toBeTruthy();
  expect(within(rows()[0]).getByTestId('series-collect-window').textContent).toBe(
    '2026-12-01 00:00:00 UTC to 2026-12-03 00:00:00 UTC',
  );
  expect(within(rows()[3]).getByTestId('series-collect-pending').textContent).toBe(
    'Not yet created (created and charged when its window starts within 21 days)',
  );
  fireEvent.click(screen.getByTestId('series-cancel'));
  fireEvent.click(await screen.findByTestId('series-cancel-confirm'));
  expect((await screen.findByTestId('series-cancelled')).textContent).toBe(
    'Cancelled 2, kept 1; refunded CN¥9,000.00, fees CN¥1,125.00',
  );
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
});
