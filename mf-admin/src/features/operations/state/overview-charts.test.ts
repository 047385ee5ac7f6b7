import { columnChart, stepChart, weekChart } from './overview-charts';
import { overviewOf } from './test-overview';

const OVERVIEW = overviewOf({
  generated_at: '2026-11-25T06:30:00.000Z', // a Wednesday
  missions_by_step: [
    { step: 0, grey: 0, green: 5, red: 1, yellow: 0 },
    { step: 1, grey: 3, green: 2, red: 0, yellow: 1 },
    { step: 2, grey: 6, green: 0, red: 0, yellow: 0 },
    { step: 3, grey: 6, green: 0, red: 0, yellow: 0 },
    { step: 4, grey: 6, green: 0, red: 0, yellow: 0 },
  ],
  tasks_by_column: [
    { column: 'failed', count: 2 },
    { column: 'anchored', count: 4 },
  ],
  week: [
    { satellite: 'S2', day: '2026-11-23', count: 2 },
    { satellite: 'S1', day: '2026-11-29', count: 1 },
    { satellite: 'S1', day: '2026-11-25', count: 3 },
  ],
});

test('orders per step: one stacked series per colour over the five steps', () => {
  const chart = stepChart(OVERVIEW, 'en');
  expect(chart.bands).toEqual([
    'Order planning',
    'Task planning',
    'In-orbit imaging',
    'Product quality check',
    'Product delivery',
  ]);
  expect(chart.series.find((s) => s.color === 'green')!.data).toEqual([5, 2, 0, 0, 0]);
  expect(chart.series.find((s) => s.color === 'red')!.data).toEqual([1, 0, 0, 0, 0]);
  expect(stepChart(OVERVIEW, 'zh').bands[0]).toBe('订单规划');
});

test('tasks per board column, in the board order, absent columns at zero', () => {
  const chart = columnChart(OVERVIEW, 'en');
  expect(chart.bands[0]).toBe('Anchored');
  expect(chart.data).toEqual([4, 0, 0, 0, 0, 0, 2, 0]);
});

test("the week runs Monday to Sunday around the overview's time, a series per satellite with tasks", () => {
  const chart = weekChart(OVERVIEW, 'en');
  expect(chart.days).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ]);
  expect(chart.series).toEqual([
    { satellite: 'S1', data: [0, 0, 3, 0, 0, 0, 1] },
    { satellite: 'S2', data: [2, 0, 0, 0, 0, 0, 0] },
  ]);
  expect(chart.labels[0]).toBe('Mon 23 Nov');
  expect(weekChart(OVERVIEW, 'zh').labels[6]).toBe('11月29日 周日');
  // On a Monday just after midnight, the week starts that day.
  expect(weekChart({ ...OVERVIEW, generated_at: '2026-11-30T00:00:01Z' }, 'en').days[0]).toBe('2026-11-30');
});

test("the week is the reader's: Beijing's in Chinese, UTC's in English", () => {
  // Sunday 29 November 20:00 UTC is Monday 30 November 04:00 in Beijing.
  const sunday = { ...OVERVIEW, generated_at: '2026-11-29T20:00:00Z' };
  expect(weekChart(sunday, 'en').days[0]).toBe('2026-11-23');
  expect(weekChart(sunday, 'zh').days[0]).toBe('2026-11-30');
  expect(weekChart(sunday, 'zh').labels[0]).toBe('11月30日 周一');
});
