/**
 * The quote of a series of repeat collects, as a customer reads it under the form: the number of collects, the price
 * of one × their number = the total, that the first is charged on submit and the others within 21 days, the first
 * windows then "…" and the last (Beijing time in Chinese, UTC in English), and the geometry every collect keeps, or
 * that there is none to keep.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import { i18n } from '@portal/shared/i18n';
import { inPortal } from '@portal/shared/testing';
import '../../../i18n';
import type { MissionQuote } from '../hooks/use-mission-quote';
import { QUOTE } from './quote-fixture';
import { QuotePanel } from './QuotePanel';
import { SATELLITE_IDS } from '@portal/shared/domain';

/** Six weekly collects from 1 December 2026, 00:00 UTC, each a week long. */
const day = (d: number) => new Date(Date.UTC(2026, 11, d)).toISOString();
const WINDOWS = [0, 1, 2, 3, 4, 5].map((k) => ({ start: day(1 + 7 * k), end: day(8 + 7 * k) }));
const SERIES: TaskingQuote = {
  ...QUOTE,
  collects: 6,
  total_fen: 6 * QUOTE.collect_fen,
  balance_after_fen: 1_000_000 - 6 * QUOTE.collect_fen,
  series: {
    windows: WINDOWS,
    geometry: {
      satellite_id: SATELLITE_IDS[0],
      orbit_direction: 'descending',
      look_side: 'right',
      look_angle: 24.31,
    },
  },
};

const ready = (quote: TaskingQuote): MissionQuote => ({
  status: 'ready',
  quote,
  last: quote,
  error: null,
  retry: () => undefined,
  replace: () => undefined,
});

async function show(lang: 'zh' | 'en', quote: TaskingQuote, sameGeometry = true) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  render(inPortal(<QuotePanel offer={ready(quote)} lang={lang} sameGeometry={sameGeometry} />));
}
const text = (testId: string) => screen.getByTestId(testId).textContent;
const windows = () =>
  within(screen.getByTestId('quote-series-windows'))
    .getAllByRole('listitem')
    .map((e) => e.textContent);

test('zh: six collects, ¥4,500 × 6 = ¥27,000, charged within 21 days, the windows in Beijing time, the geometry', async () => {
  await show('zh', SERIES);
  expect(text('quote-series-collects')).toBe('重复采集 6 次');
  expect(text('quote-series-price')).toBe('每次 ¥4,500.00 × 6 次 = ¥27,000.00');
  expect(text('quote-series-charged')).toBe(
    '首次采集在提交时扣费，其余每次在其时间窗口开始前 21 天内创建并扣费；合计为整个系列的费用。',
  );
  expect(text('quote-total')).toBe('合计¥27,000.00');
  expect(windows()).toEqual([
    '第 1 次：2026-12-01 08:00:00 (北京时间) 至 2026-12-08 08:00:00 (北京时间)',
    '第 2 次：2026-12-08 08:00:00 (北京时间) 至 2026-12-15 08:00:00 (北京时间)',
    '第 3 次：2026-12-15 08:00:00 (北京时间) 至 2026-12-22 08:00:00 (北京时间)',
    '…（共 6 次）',
    '第 6 次：2027-01-05 08:00:00 (北京时间) 至 2027-01-12 08:00:00 (北京时间)',
  ]);
  expect(text('quote-series-geometry')).toBe('保持成像几何：降轨，右视，侧视角 24.3°（±2°）');
  // One order's line of collects is not repeated beside the series.
  expect(screen.queryByTestId('quote-collects')).toBeNull();
});

test('en: the same series in UTC; a short one lists every window', async () => {
  await show('en', {
    ...SERIES,
    collects: 3,
    total_fen: 3 * QUOTE.collect_fen,
    series: { ...SERIES.series!, windows: WINDOWS.slice(0, 3) },
  });
  expect(text('quote-series-collects')).toBe('3 repeat collects');
  expect(text('quote-series-price')).toBe('CN¥4,500.00 a collect × 3 = CN¥13,500.00');
  expect(text('quote-series-charged')).toBe(
    'The first collect is charged when the order is submitted, each other one when its window starts within 21 days; the total is the whole series’.',
  );
  expect(windows()).toEqual([
    'Collect 1: 2026-12-01 00:00:00 UTC to 2026-12-08 00:00:00 UTC',
    'Collect 2: 2026-12-08 00:00:00 UTC to 2026-12-15 00:00:00 UTC',
    'Collect 3: 2026-12-15 00:00:00 UTC to 2026-12-22 00:00:00 UTC',
  ]);
  expect(text('quote-series-geometry')).toBe(
    'Geometry kept: Descending, Right looking, look angle 24.3° (±2°)',
  );
});

test('same geometry without a free pass: said, no geometry shown; without same geometry nothing about it', async () => {
  await show('en', { ...SERIES, series: { windows: WINDOWS, geometry: null } });
  expect(text('quote-series-no-geometry')).toContain('there is no geometry to keep');
  expect(screen.queryByTestId('quote-series-geometry')).toBeNull();
});

test('one order (series null): no series part', async () => {
  await show('zh', QUOTE, false);
  expect(screen.queryByTestId('quote-series')).toBeNull();
});
