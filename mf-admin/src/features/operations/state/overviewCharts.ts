/**
 * The operations overview's figures shaped for its charts: orders per step stacked by colour, tasks per board
 * column, and this week's tasks per satellite per day (Monday to Sunday in the reader's zone, the days the server
 * counts by: Beijing time in Chinese, UTC in English, docs/requirements.md §1).
 */
import { DateTime } from 'luxon';
import { PROGRESS_STEPS, TASK_BOARD_COLUMNS, type Lang } from '@portal/shared/domain';
import type { Overview } from '@portal/shared/domain/tasks';
import { zoneOf } from '@portal/shared/i18n';

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

/** A day of the week's chart as its readers say it: "11月23日 周一", "Mon 23 Nov". */
export function dayLabel(day: string, lang: Lang): string {
  const dt = DateTime.fromISO(day, { zone: 'utc' }).setLocale(lang === 'zh' ? 'zh-CN' : 'en-GB');
  return dt.toFormat(lang === 'zh' ? 'M月d日 ccc' : 'ccc d LLL');
}

/**
 * The seven days (YYYY-MM-DD) of the week of `generated_at` in the reader's zone, their labels, and one series per
 * satellite that has a task in it.
 */
export function weekChart(o: Overview, lang: Lang) {
  // Luxon's weeks are ISO weeks: they start on Monday.
  const monday = DateTime.fromISO(o.generated_at, { zone: zoneOf(lang) }).startOf('week');
  const days = Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()!);
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
