/**
 * A series of repeat collects in words (docs/tasking-offer.md): its cadence and end, the geometry it keeps, and the
 * colour of a collect's order state (grey pending, green on its way or done, red abnormal, yellow cancelled: the
 * colours of the five-step progress, docs/requirements.md §4).
 */
import type { TFunction } from 'i18next';
import {
  LOOK_SIDES,
  ORBIT_MODES,
  ORDER_STATES,
  enumLabel,
  type Lang,
  type StepColor,
} from '@portal/shared/domain';
import { SERIES_LIMITS, type TaskingSeries } from '@portal/shared/domain/tasking-series';
import { formatDateTime } from '@portal/shared/i18n';

/** "每周，共 6 次" / "Every 3 days, until 2026-12-31 23:59:59 UTC". */
export function cadenceText(s: Pick<TaskingSeries, 'repeat'>, lang: Lang, t: TFunction): string {
  const { repeat } = s;
  const cadence = t(`cadence.${repeat.cadence}`, { days: repeat.every_days ?? 1 });
  return repeat.count !== null
    ? t('endCount', { cadence, count: repeat.count })
    : repeat.until
      ? t('endUntil', { cadence, at: formatDateTime(repeat.until, lang) })
      : cadence;
}

/** The orbit direction, look side and look angle every collect keeps, or that none is held. */
export function geometryText(s: Pick<TaskingSeries, 'geometry'>, lang: Lang, t: TFunction): string {
  const g = s.geometry;
  if (!g) return t('geometryAny');
  return t('geometryKept', {
    direction: enumLabel(ORBIT_MODES, g.orbit_direction, lang),
    side: enumLabel(LOOK_SIDES, g.look_side, lang),
    angle: Number(g.look_angle.toFixed(1)),
    deg: SERIES_LIMITS.sameGeometryLookDeg,
  });
}

const COLOR_OF = { pending: 'grey', normal: 'green', abnormal: 'red', cancelled: 'yellow' } as const;

/** A collect's colour by its order's state (grey while not yet created, or for a code the list lacks). */
export const collectColor = (orderState: number | null): StepColor =>
  orderState === null ? 'grey' : (COLOR_OF[ORDER_STATES[orderState]?.outcome] ?? 'grey');

/** The theme's colour of each. */
export const THEME_COLOR: Record<StepColor, string> = {
  grey: 'grey.400',
  green: 'success.main',
  red: 'error.main',
  yellow: 'warning.main',
};

/** The series' state chip colour. */
export const STATE_CHIP = { active: 'primary', finished: 'success', cancelled: 'default' } as const;
