/**
 * The quote under the order form, from a TaskingQuote as the API answers it: each line item in the page's words
 * with its amount in yuan, the total and the balances, the first collect and the cancellation terms with their
 * deadlines (Beijing time in Chinese, UTC in English), each pass's availability and what is in its way, and the
 * suggestion when every pass is taken; the loading and the failure.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { i18n } from '@portal/shared/i18n';
import { inPortal } from '@portal/shared/testing';
import '../../../i18n';
import type { MissionQuote } from '../hooks/use-mission-quote';
import { QUOTE } from './quote-fixture';
import { QuotePanel } from './QuotePanel';

const ready = (quote: TaskingQuote): MissionQuote => ({
  status: 'ready',
  quote,
  last: quote,
  error: null,
  retry: () => undefined,
  replace: () => undefined,
});

async function show(lang: 'zh' | 'en', offer: MissionQuote) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(inPortal(<QuotePanel offer={offer} lang={lang} />));
}
const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);
const items = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((e) => e.textContent);

test('zh: the line items, the total and balances, the first collect and the terms in Beijing time', async () => {
  await show('zh', ready(QUOTE));
  expect(texts('quote-line')).toEqual([
    '拍摄模式 条带（单次）¥1,500.00',
    '2 次拍摄¥1,500.00',
    '优先级 B（×1.2）¥600.00',
    '时效 A(24小时)（×1）¥0.00',
    '产品 SLC+ORG（×1.25）¥900.00',
  ]);
  expect(screen.getByTestId('quote-total').textContent).toBe('合计¥4,500.00');
  expect(screen.getByTestId('quote-balance').textContent).toBe('账户余额¥10,000.00');
  expect(screen.getByTestId('quote-balance-after').textContent).toBe('下单后余额¥5,500.00');
  expect(screen.getByTestId('quote-first-collect').textContent).toBe(
    '首次采集：2026-12-05 10:00:00 (北京时间)',
  );
  expect(items('quote-terms')).toEqual([
    '审核通过前取消：免费',
    '2026-12-02 10:00:00 (北京时间) 前取消：免费',
    '2026-12-02 10:00:00 (北京时间) 至 2026-12-04 22:00:00 (北京时间) 取消：收取 25% 取消费 ¥1,125.00',
    '2026-12-04 22:00:00 (北京时间) 起（首次采集前 12 小时内）：不能取消',
  ]);
});

test('zh: each pass with its availability; a taken one says who is in the way', async () => {
  await show('zh', ready(QUOTE));
  const [free, taken] = screen.getAllByTestId('quote-pass');
  expect(free.textContent).toBe('TY-39 2026-12-05 10:00 · 右视 · 降轨 · 24.3°空闲');
  expect(within(taken).getByText('已占用')).toBeTruthy();
  expect(within(taken).getByTestId('quote-conflicts').textContent).toBe(
    '已被预订（时间冲突，优先级更高）；您的订单 TO20261120000003（同一过境视角冲突，优先级相同）',
  );
  expect(screen.queryByTestId('quote-suggestion')).toBeNull();
});

test('en: the same quote in English, its times in UTC', async () => {
  await show('en', ready({ ...QUOTE, collects: 2, total_fen: 900_000, balance_after_fen: 100_000 }));
  expect(texts('quote-line')).toEqual([
    'Mode Stripmap (one shot)CN¥1,500.00',
    '2 shotsCN¥1,500.00',
    'Priority B (×1.2)CN¥600.00',
    'Timeliness A(24h) (×1)CN¥0.00',
    'Product SLC+ORG (×1.25)CN¥900.00',
  ]);
  expect(screen.getByTestId('quote-collects').textContent).toBe('CN¥4,500.00 a collect, 2 collects');
  expect(screen.getByTestId('quote-total').textContent).toBe('TotalCN¥9,000.00');
  expect(screen.getByTestId('quote-balance-after').textContent).toBe('Balance afterCN¥1,000.00');
  expect(screen.getByTestId('quote-first-collect').textContent).toBe(
    'First collect: 2026-12-05 02:00:00 UTC',
  );
  expect(items('quote-terms')).toEqual([
    'Cancelled before it is reviewed: free',
    'Cancelled before 2026-12-02 02:00:00 UTC: free',
    'Cancelled from 2026-12-02 02:00:00 UTC to 2026-12-04 14:00:00 UTC: a 25% fee of CN¥1,125.00',
    'From 2026-12-04 14:00:00 UTC (12 h before the first collect): cannot be cancelled',
  ]);
  const taken = screen.getAllByTestId('quote-pass')[1];
  expect(within(taken).getByTestId('quote-conflicts').textContent).toBe(
    'booked (overlapping in time, higher priority); your order TO20261120000003 (another look in the same pass, same priority)',
  );
});

test('every pass taken: the suggestion, a priority and a later window', async () => {
  const taken = QUOTE.opportunities.map((o) => ({ ...o, availability: 'taken' as const }));
  const quote = {
    ...QUOTE,
    opportunities: taken,
    first_collect: null,
    terms: { ...QUOTE.terms, free_until: null, refused_from: null },
    suggestion: { priority: 5, window_from: '2026-12-20T03:00:00.000Z' },
  };
  await show('zh', ready(quote));
  expect(screen.getByTestId('quote-suggestion').textContent).toBe(
    '所有过境均已被占用。 将优先级提高到 A 可获得过境。 2026-12-20 11:00:00 (北京时间) 起有空闲过境：可将期望拍摄时段推后。',
  );
  expect(screen.getByTestId('quote-first-collect').textContent).toBe(
    '首次采集：期望拍摄时段内没有可用的过境',
  );
  expect(items('quote-terms')).toEqual(['审核通过前取消：免费', '暂无首次采集时间：取消免费']);
});

test('asking: the loading state over the last quote; a failure: the server’s words and a retry', async () => {
  await show('en', { ...ready(QUOTE), status: 'loading', quote: null });
  expect(screen.getByTestId('quote-loading').textContent).toContain('Quoting…');
  expect(screen.getByTestId('quote-total').textContent).toBe('TotalCN¥4,500.00');

  let retried = 0;
  render(
    inPortal(
      <QuotePanel
        offer={{
          ...ready(QUOTE),
          status: 'failed',
          quote: null,
          error: 'The request is invalid',
          retry: () => retried++,
        }}
        lang="en"
      />,
    ),
  );
  const error = screen.getByTestId('quote-error');
  expect(error.textContent).toContain('The request is invalid');
  fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
  expect(retried).toBe(1);
});
