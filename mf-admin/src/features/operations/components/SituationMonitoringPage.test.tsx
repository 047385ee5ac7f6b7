/**
 * Situation monitoring's charts name their categories (issue 52): every band of the three charts has its tick label,
 * in the page's language, and the week is the reader's (Beijing time on the Chinese page, UTC on the English one).
 * jsdom lays out no text: SVG text is measured as a browser with a CJK font would (a 12 px line is 17 px high), since
 * MUI's charts leave out a label that does not fit its axis.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { operationsOverview } from '@portal/shared/http/tasks';
import { i18n } from '@portal/shared/i18n';
import { overviewOf } from '../state/test-overview';
import { SituationMonitoringPage } from './SituationMonitoringPage';

jest.mock('@portal/shared/http/tasks', () => ({ operationsOverview: jest.fn() }));

const OVERVIEW = overviewOf({
  generated_at: '2026-11-29T20:00:00.000Z', // Sunday in UTC, Monday 04:00 in Beijing
  missions_by_step: [0, 1, 2, 3, 4].map((step) => ({ step, grey: 1, green: 2, red: 0, yellow: 0 })),
  tasks_by_column: [{ column: 'anchored', count: 4 }],
  week: [{ satellite: 'TY-38', day: '2026-11-30', count: 2 }],
});

const WIDTH = 1000;
beforeAll(() => {
  // jsdom's window lacks structuredClone, which the charts' gestures use on their options (plain data).
  (globalThis as Record<string, unknown>).structuredClone ??= (v: unknown) => JSON.parse(JSON.stringify(v));
  (globalThis as Record<string, unknown>).ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.report([{ contentRect: { width: WIDTH, height: 260 } } as ResizeObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  };
  // A chart sizes itself from its layer's computed width (jsdom lays nothing out).
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((el: Element, pseudo?: string | null) => {
    const style = computed(el, pseudo);
    if (!String(el.className).includes('MuiChartsLayerContainer')) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'width') return `${WIDTH}px`;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  }) as typeof window.getComputedStyle;
  // A 12 px label: 7 px a character, 17 px high.
  (SVGElement.prototype as unknown as { getBBox(): DOMRect }).getBBox = function (this: SVGElement) {
    return { x: 0, y: 0, width: 7 * (this.textContent ?? '').length, height: 17 } as DOMRect;
  };
});

async function ticksOf(lang: 'zh' | 'en') {
  await i18n.changeLanguage(lang);
  (operationsOverview as jest.Mock).mockResolvedValue(OVERVIEW);
  await act(async () => {
    render(
      <MemoryRouter>
        <SituationMonitoringPage />
      </MemoryRouter>,
    );
  });
  const labels = (id: string) =>
    [...screen.getByTestId(id).querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(
      (e) => e.textContent,
    );
  return { steps: labels('chart-steps'), columns: labels('chart-columns'), week: labels('chart-week') };
}

test.each([
  [
    'zh',
    ['订单规划', '任务规划', '在轨成像', '产品质检', '产品交付'],
    ['已锚定', '已下发', '已成像', '已传输', '质检合格', '已交付', '失败', '已取消'],
    '11月30日 周一',
    '本周各卫星任务（北京时间）',
  ],
  [
    'en',
    ['Order planning', 'Task planning', 'In-orbit imaging', 'Product quality check', 'Product delivery'],
    ['Anchored', 'Dispatched', 'Imaged', 'Transferred', 'Qualified', 'Delivered', 'Failed', 'Cancelled'],
    'Mon 23 Nov',
    'Tasks per satellite this week (UTC)',
  ],
] as const)('in %s: every band is labelled', async (lang, steps, columns, monday, weekTitle) => {
  const ticks = await ticksOf(lang);
  expect(ticks.steps).toEqual(steps);
  expect(ticks.columns).toEqual(columns);
  expect(ticks.week).toHaveLength(7);
  expect(ticks.week[0]).toBe(monday);
  expect(screen.getByText(weekTitle)).toBeTruthy();
});

test('counts delivery deadlines met and missed per week, and says when there are none', async () => {
  await i18n.changeLanguage('en');
  (operationsOverview as jest.Mock).mockResolvedValue({
    ...OVERVIEW,
    deadlines: [{ week: '2026-11-23', met: 5, missed: 2 }],
  });
  const { unmount } = await act(async () =>
    render(
      <MemoryRouter>
        <SituationMonitoringPage />
      </MemoryRouter>,
    ),
  );
  expect(screen.getByText('Delivery deadlines (last 8 weeks)')).toBeTruthy();
  expect(screen.getByTestId('overview-deadlines').textContent).toBe('Week of (Monday)MetMissed2026-11-2352');
  unmount();
  (operationsOverview as jest.Mock).mockResolvedValue(OVERVIEW);
  await act(async () => {
    render(
      <MemoryRouter>
        <SituationMonitoringPage />
      </MemoryRouter>,
    );
  });
  expect(screen.getByTestId('overview-deadlines').textContent).toBe(
    'No imaged order had a delivery deadline in the last 8 weeks',
  );
});
