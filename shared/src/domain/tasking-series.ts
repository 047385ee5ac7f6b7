/**
 * Repeat collects (docs/tasking-offer.md "Series"): a tasking order asked for again on a cadence becomes a series,
 * whose collects are tasking orders of their own, each with the first one's window moved by the cadence, created
 * (and charged) once its window comes within the rolling horizon. "Same geometry" holds every collect to the first
 * collect's orbit direction and look side, its look angle within ±2°. Imported as
 * `@portal/shared/domain/tasking-series`.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { listScopeQuery, pageQuery } from './paging';

export const CADENCES = ['daily', 'weekly', 'biweekly', 'monthly', 'every_n_days'] as const;
export type Cadence = (typeof CADENCES)[number];

export const SERIES_LIMITS = {
  minCollects: 2,
  maxCollects: 60,
  maxEveryDays: 90,
  /** Collects are created when their window starts within this many days. */
  horizonDays: 21,
  /** Same geometry: the look angle within this many degrees of the first collect's pass. */
  sameGeometryLookDeg: 2,
} as const;

export const repeatSchema = z
  .object({
    cadence: z.enum(CADENCES),
    every_days: z
      .number()
      .int()
      .min(1)
      .max(SERIES_LIMITS.maxEveryDays)
      .optional()
      .describe('every_n_days: the days between collects'),
    count: z
      .number()
      .int()
      .min(SERIES_LIMITS.minCollects, { error: 'invalidValue' })
      .max(SERIES_LIMITS.maxCollects, { error: 'invalidValue' })
      .optional()
      .describe('Ends after this many collects (2–60); or give `until`'),
    until: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('Ends with the last collect starting by then; or give `count`'),
    same_geometry: z
      .boolean()
      .default(false)
      .describe("Every collect on the first one's orbit direction and look side, look angle ±2°"),
  })
  .refine((r) => (r.count === undefined) !== (r.until === undefined), {
    error: 'invalidValue',
    path: ['count'],
  })
  .refine((r) => (r.cadence === 'every_n_days') === (r.every_days !== undefined), {
    error: 'invalidValue',
    path: ['every_days'],
  });
export type Repeat = z.output<typeof repeatSchema>;

/** The k-th collect's window: the first one's moved by k cadences (a month keeps the day, or the month's last). */
export function shiftedWindow(
  r: Repeat,
  k: number,
  start: string,
  end: string,
): { start: string; end: string } {
  const shift = (iso: string) => {
    const t = DateTime.fromISO(iso, { zone: 'utc' });
    const moved =
      r.cadence === 'monthly'
        ? t.plus({ months: k })
        : t.plus({
            days:
              k *
              ({ daily: 1, weekly: 7, biweekly: 14, every_n_days: r.every_days ?? 1 } as const)[r.cadence],
          });
    return moved.toUTC().toISO({ suppressMilliseconds: false })!;
  };
  return { start: new Date(shift(start)).toISOString(), end: new Date(shift(end)).toISOString() };
}

/** Every collect's window, in order: `count` of them, or those starting by `until` (at most 60). */
export function collectWindows(r: Repeat, start: string, end: string): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let k = 0; k < SERIES_LIMITS.maxCollects; k++) {
    if (r.count !== undefined && k >= r.count) break;
    const w = shiftedWindow(r, k, start, end);
    if (r.until !== undefined && Date.parse(w.start) > Date.parse(r.until)) break;
    out.push(w);
  }
  return out;
}

export const SERIES_STATES = ['active', 'finished', 'cancelled'] as const;

export const seriesCollect = z.object({
  index: z.number().int().describe('0 for the first collect'),
  window_start: z.string(),
  window_end: z.string(),
  mission_id: z
    .number()
    .int()
    .nullable()
    .describe('Its tasking order once created; null while beyond the horizon'),
  order_no: z.string().nullable(),
  order_state: z.number().int().nullable(),
  cost_fen: z.number().int().nullable(),
  first_collect_at: z.string().nullable(),
});
export type SeriesCollect = z.infer<typeof seriesCollect>;

export const taskingSeries = z
  .object({
    id: z.number().int(),
    series_no: z.string(),
    user_id: z.number().int(),
    username: z.string(),
    target_name: z.string(),
    img_mode: z.number().int(),
    repeat: z.object({
      cadence: z.enum(CADENCES),
      every_days: z.number().int().nullable(),
      count: z.number().int().nullable(),
      until: z.string().nullable(),
      same_geometry: z.boolean(),
    }),
    geometry: z
      .object({
        satellite_id: z.string(),
        orbit_direction: z.string(),
        look_side: z.string(),
        look_angle: z.number(),
      })
      .nullable()
      .describe('The geometry every collect keeps (same geometry); null otherwise'),
    collect_fen: z.number().int().describe('The price of one collect when the series was quoted'),
    state: z.enum(SERIES_STATES),
    spent_fen: z.number().int().describe('What its collects cost, less refunds and with fees'),
    next_collect: z.string().nullable().describe('The window start of the next collect not yet imaged'),
    created_at: z.string(),
    collects: z.array(seriesCollect),
  })
  .meta({ id: 'TaskingSeries' });
export type TaskingSeries = z.infer<typeof taskingSeries>;

export const seriesCancelBody = z.object({ reason: z.string().trim().max(200).optional() });
export const seriesCancelled = z.object({
  series: taskingSeries,
  cancelled: z.number().int().describe('Collects cancelled'),
  kept: z
    .number()
    .int()
    .describe('Collects the terms no longer allow to cancel (within 12 h of their collect, or imaged)'),
  refund_fen: z.number().int(),
  fee_fen: z.number().int(),
});

/** GET commodity/series/: a page, the caller's own or (scope=all, staff and sales) every series. */
export const seriesListQuery = z.object({ ...pageQuery, ...listScopeQuery });
