/**
 * The order form's repeat collects (docs/tasking-offer.md, repeat collects): off, or a cadence (every day, week, two
 * weeks, month or N days), an end (after a number of collects, or the last one starting by a day) and whether every
 * collect keeps the first one's geometry. The values are checked with the repeat's contract (repeatSchema), then
 * that the end leaves at least two collects; an end day is read in the page's zone (Beijing time in Chinese, UTC in
 * English), to its last instant.
 */
import type { Lang } from '@portal/shared/domain';
import {
  collectWindows,
  repeatSchema,
  SERIES_LIMITS,
  type Cadence,
  type Repeat,
} from '@portal/shared/domain/tasking-series';
import { dayBound } from '@portal/shared/i18n';
import { localToIso, type FormValues } from './form-state';

export interface RepeatForm {
  on: boolean;
  cadence: Cadence;
  /** every_n_days: the days between collects, as typed. */
  every_days: string;
  end: 'count' | 'until';
  /** end count: the number of collects, as typed. */
  count: string;
  /** end until: a day (YYYY-MM-DD) in the page's zone. */
  until: string;
  same_geometry: boolean;
}

export const NO_REPEAT: RepeatForm = {
  on: false,
  cadence: 'weekly',
  every_days: '3',
  end: 'count',
  count: '4',
  until: '',
  same_geometry: false,
};

/** A field of the section with a problem, and what is wrong with it (a key under `repeat.problem.`). */
export type RepeatField = 'cadence' | 'every_days' | 'count' | 'until';
export type RepeatProblems = Partial<Record<RepeatField, string>>;

export interface RepeatCheck {
  /** What the quote and the order send; null when off or with a problem. */
  repeat: Repeat | null;
  problems: RepeatProblems;
}

const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The section's values as the order's `repeat`, or its problems by field. `window` (the shooting period, ISO) counts
 * the collects an end day leaves: fewer than two is no series.
 */
export function repeatOf(form: RepeatForm, lang: Lang, window?: { start: string; end: string }): RepeatCheck {
  if (!form.on) return { repeat: null, problems: {} };
  const candidate = {
    cadence: form.cadence,
    ...(form.cadence === 'every_n_days' ? { every_days: numberOf(form.every_days) } : {}),
    ...(form.end === 'count'
      ? { count: numberOf(form.count) }
      : { until: dayBound(form.until, 'end', lang) || undefined }),
    same_geometry: form.same_geometry,
  };
  const parsed = repeatSchema.safeParse(candidate);
  if (!parsed.success) {
    const problems: RepeatProblems = {};
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? '');
      // Exactly one end: its missing value is the end's own field.
      const field = (path === 'count' && form.end === 'until' ? 'until' : path) as RepeatField;
      problems[field] ??= field === 'until' ? 'untilDay' : field;
    }
    return { repeat: null, problems };
  }
  const repeat = parsed.data;
  if (repeat.until !== undefined && window && !Number.isNaN(Date.parse(window.start))) {
    const collects = collectWindows(repeat, window.start, window.end).length;
    if (collects < SERIES_LIMITS.minCollects) return { repeat: null, problems: { until: 'untilTooSoon' } };
  }
  return { repeat, problems: {} };
}

/** The section's check against the form's shooting period (typed in the page's zone). */
export const repeatOfForm = (form: RepeatForm, values: FormValues, lang: Lang): RepeatCheck =>
  repeatOf(form, lang, {
    start: localToIso(values.id_date_1, lang),
    end: localToIso(values.id_date_2, lang),
  });

/** The words' values of a problem: the limits it names. */
export const PROBLEM_LIMITS = {
  min: SERIES_LIMITS.minCollects,
  max: SERIES_LIMITS.maxCollects,
  maxDays: SERIES_LIMITS.maxEveryDays,
} as const;
