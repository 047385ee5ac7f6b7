/** The stretch controls' steps: a dB range from the range slider (at least MIN_SPAN_DB wide), a gamma, a colour map. */
import { DEFAULT_STRETCH, STRETCH_DB_RANGE, type SceneStretch } from '@portal/shared/domain/scene-tiles';

export const MIN_SPAN_DB = 1;

/** The stretch with the range slider's two ends (kept apart and within the range). */
export function withRange(s: SceneStretch, [a, b]: readonly [number, number]): SceneStretch {
  const [lo, hi] = STRETCH_DB_RANGE;
  let min = Math.max(lo, Math.min(a, b));
  let max = Math.min(hi, Math.max(a, b));
  if (max - min < MIN_SPAN_DB) {
    if (min + MIN_SPAN_DB <= hi) max = min + MIN_SPAN_DB;
    else min = max - MIN_SPAN_DB;
  }
  return { ...s, min, max };
}

export const isDefaultStretch = (s: SceneStretch) =>
  (Object.keys(DEFAULT_STRETCH) as (keyof SceneStretch)[]).every((k) => s[k] === DEFAULT_STRETCH[k]);
