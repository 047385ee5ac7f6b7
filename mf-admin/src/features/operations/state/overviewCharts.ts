/**
 * The operations overview's figures shaped for its charts: orders per step stacked by colour, tasks per board
 * column, and this week's tasks per satellite per day (Monday to Sunday, UTC, the days the server counts by).
 */
import { PROGRESS_STEPS, TASK_BOARD_COLUMNS, type Lang } from '@portal/shared/domain';
import type { Overview } from '@portal/shared/domain/tasks';

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

/** The seven days of the week of `generated_at` (UTC), and one series per satellite that has a task in it. */
export function weekChart(o: Overview) {
  const now = new Date(o.generated_at);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const days = Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10));
  const satellites = [...new Set(o.week.map((w) => w.satellite))].sort();
  return {
    days,
    series: satellites.map((satellite) => ({
      satellite,
      data: days.map((day) => o.week.find((w) => w.satellite === satellite && w.day === day)?.count ?? 0),
    })),
  };
}
