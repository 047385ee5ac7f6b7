import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '../../src/i18n';
import { portalTheme } from '../../src/ui/theme';
import { MissionSteps, type MissionStep } from '../../src/ui/MissionSteps';
import { inPortal } from '../fixtures/render';

/** An order whose anchoring failed (docs/requirements.md §4: 1023): planning done, task planning abnormal, the rest not done. */
const FAILED: MissionStep[] = [
  { key: 'order_planning', color: 'green', reached_at: '2026-03-01T02:00:00Z' },
  { key: 'task_planning', color: 'red', reached_at: '2026-03-02T16:30:00Z' },
  { key: 'imaging', color: 'grey', reached_at: null },
  { key: 'quality_check', color: 'grey', reached_at: null },
  { key: 'delivery', color: 'grey', reached_at: null },
];
const CANCELLED: MissionStep[] = [
  { key: 'order_planning', color: 'yellow', reached_at: '2026-03-01T02:00:00Z' },
  ...FAILED.slice(1).map((s) => ({ ...s, color: 'grey' as const, reached_at: null })),
];

const wrap = (children: ReactNode) => inPortal(children, { store: false });
const colorsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid^="step-"][data-color]')].map((el) => [
    el.getAttribute('data-testid'),
    el.getAttribute('data-color'),
  ]);
/** The background the theme gives a step's dot (its only painted child). */
const dotBackground = (key: string) => {
  const dot = screen.getByTestId(`step-${key}`).querySelector('[aria-hidden]') as HTMLElement;
  return getComputedStyle(dot).backgroundColor;
};
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

afterEach(() => act(() => void i18n.changeLanguage('zh')));

describe('MissionSteps (docs/requirements.md §4 five-step progress)', () => {
  test.each([false, true])('each step carries its colour in order (compact: %s)', (compact) => {
    render(wrap(<MissionSteps steps={FAILED} compact={compact} />));
    expect(colorsOf(screen.getByTestId('mission-steps'))).toEqual([
      ['step-order_planning', 'green'],
      ['step-task_planning', 'red'],
      ['step-imaging', 'grey'],
      ['step-quality_check', 'grey'],
      ['step-delivery', 'grey'],
    ]);
  });

  test('the dots are painted with the theme: success, error, grey 400, warning', () => {
    const { unmount } = render(wrap(<MissionSteps steps={FAILED} />));
    expect(dotBackground('order_planning')).toBe(rgb(portalTheme.palette.success.main));
    expect(dotBackground('task_planning')).toBe(rgb(portalTheme.palette.error.main));
    expect(dotBackground('imaging')).toBe(rgb(portalTheme.palette.grey[400]));
    unmount();
    render(wrap(<MissionSteps steps={CANCELLED} compact />));
    expect(dotBackground('order_planning')).toBe(rgb(portalTheme.palette.warning.main));
  });

  test('full: labels, meanings and reached times as text, Beijing time in Chinese', () => {
    render(wrap(<MissionSteps steps={FAILED} />));
    const planning = screen.getByTestId('step-order_planning');
    expect(planning.textContent).toContain('订单规划');
    expect(planning.textContent).toContain('正常');
    expect(within(planning).getByTestId('step-time').textContent).toContain('2026-03-01 10:00:00 (北京时间)');
    // 16:30 UTC is past midnight in Beijing.
    expect(screen.getByTestId('step-task_planning').textContent).toContain('2026-03-03 00:30:00 (北京时间)');
    expect(screen.getByTestId('step-task_planning').textContent).toContain('异常');
    expect(within(screen.getByTestId('step-imaging')).queryByTestId('step-time')).toBeNull();
    expect(screen.getByTestId('step-imaging').textContent).toContain('未完成');
  });

  test('full, in English: UTC times', () => {
    act(() => void i18n.changeLanguage('en'));
    render(wrap(<MissionSteps steps={CANCELLED} />));
    const planning = screen.getByTestId('step-order_planning');
    expect(planning.textContent).toContain('Order planning');
    expect(planning.textContent).toContain('Cancelled');
    expect(planning.textContent).toContain('2026-03-01 02:00:00 UTC');
    expect(screen.getByTestId('step-delivery').textContent).toContain('Product delivery');
    expect(screen.getByTestId('step-delivery').textContent).toContain('Not done');
  });

  test('compact: no text in the row, the label, meaning and time in the tooltip', () => {
    act(() => void i18n.changeLanguage('en'));
    render(wrap(<MissionSteps steps={FAILED} compact />));
    expect(screen.getByTestId('mission-steps').textContent).toBe('');
    expect(screen.getByTestId('step-task_planning').getAttribute('aria-label')).toBe(
      'Task planning: Abnormal · 2026-03-02 16:30:00 UTC',
    );
    expect(screen.getByTestId('step-imaging').getAttribute('aria-label')).toBe('In-orbit imaging: Not done');
  });
});
