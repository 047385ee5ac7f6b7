/**
 * Stepping through a stack's dates: the slider's marks (one per scene, by date), the date after or before the one
 * shown (play wraps around to the first), and what a time series says in short.
 */
import type { StackScene, TimeseriesEntry } from '@portal/shared/domain/scene-stack';

/** How often play steps to the next date, ms. */
export const PLAY_STEP_MS = 1500;

/** The stack's scenes by acquisition time (the API orders them so; a copy sorted all the same). */
export const byDate = (scenes: readonly StackScene[]) =>
  [...scenes].sort((a, b) => a.acquired_at.localeCompare(b.acquired_at));

/** The index of the scene shown, or of the reference when the shown one is not in the stack. */
export function shownIndex(ids: readonly string[], shown: string, reference: string): number {
  const i = ids.indexOf(shown);
  if (i >= 0) return i;
  return Math.max(0, ids.indexOf(reference));
}

/** The date `by` steps from `i` among `n`: play (wrap) goes from the last back to the first, the buttons stop. */
export function stepIndex(n: number, i: number, by: 1 | -1, wrap: boolean): number {
  if (n <= 0) return 0;
  const next = i + by;
  if (wrap) return (next + n) % n;
  return Math.min(n - 1, Math.max(0, next));
}

export interface TimeseriesSummary {
  /** Dates with a value, of the dates read. */
  withData: number;
  dates: number;
  /** Every value read at full resolution, none, or some. */
  resolution: 'full' | 'preview' | 'mixed';
  meanDb: number | null;
  minDb: number | null;
  maxDb: number | null;
}

export function summarize(entries: readonly TimeseriesEntry[]): TimeseriesSummary {
  const values = entries.map((e) => e.mean_db).filter((v): v is number => v != null);
  const full = entries.filter((e) => e.full_resolution).length;
  return {
    withData: values.length,
    dates: entries.length,
    resolution: full === entries.length ? 'full' : full === 0 ? 'preview' : 'mixed',
    // The mean of dB values, as a summary of the chart (not a mean of σ⁰).
    meanDb: values.length ? values.reduce((s, v) => s + v, 0) / values.length : null,
    minDb: values.length ? Math.min(...values) : null,
    maxDb: values.length ? Math.max(...values) : null,
  };
}
