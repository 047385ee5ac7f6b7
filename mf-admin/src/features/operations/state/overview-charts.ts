/**
 * The operations overview's figures shaped for its charts: orders per step stacked by colour, tasks per board
 * column, and this week's tasks per satellite per day (Monday to Sunday in the reader's zone, the days the server
 * counts by: Beijing time in Chinese, UTC in English, docs/requirements.md §1).
 */
import { PROGRESS_STEPS, TASK_BOARD_COLUMNS, type Lang } from '@portal/shared/domain';
import type { Overview } from '@portal/shared/domain/tasks';
import { formatDate } from '@portal/shared/i18n';

const DAY_MS = 86_400_000;

export const STEP_COLORS = ['green', 'yellow', 'red', 'grey'] as const;
export type StepColor = (typeof STEP_COLORS)[number];

/** One band per progress step, one stacked series per colour. */
export function stepChart(o: Overview, lang: Lang) {
  return {
    bands: PROGRESS_STEPS.map((s) => s[lang]),
    series: STEP_COLORS.map((color) => ({
      color,
      data: PROGRESS_STEPS.map((_, i) => o.missions_by_step.find((s) => s.step === i)?.[color] ?? 0),
    })),
  };
}

/** The board's columns in their order with their counts. */
export function columnChart(o: Overview, lang: Lang) {
  return {
    bands: TASK_BOARD_COLUMNS.map((c) => c[lang]),
    data: TASK_BOARD_COLUMNS.map((c) => o.tasks_by_column.find((x) => x.column === c.key)?.count ?? 0),
  };
}

/** A day (YYYY-MM-DD) of the week's chart as its readers say it: "11月23日 周一", "Mon 23 Nov". */
export function dayLabel(day: string, lang: Lang): string {
  const parts = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'UTC',
    month: lang === 'zh' ? 'numeric' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return lang === 'zh'
    ? `${part('month')}月${part('day')}日 ${part('weekday')}`
    : `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * The seven days (YYYY-MM-DD) of the week of `generated_at` in the reader's zone, their labels, and one series per
 * satellite that has a task in it.
 */
export function weekChart(o: Overview, lang: Lang) {
  // The reader's date of the overview, as a calendar day; its week starts on Monday.
  const today = Date.parse(`${formatDate(o.generated_at, lang)}T00:00:00Z`);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const days = Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10));
  const satellites = [...new Set(o.week.map((w) => w.satellite))].sort();
  return {
    days,
    labels: days.map((d) => dayLabel(d, lang)),
    series: satellites.map((satellite) => ({
      satellite,
      data: days.map((day) => o.week.find((w) => w.satellite === satellite && w.day === day)?.count ?? 0),
    })),
  };
}
