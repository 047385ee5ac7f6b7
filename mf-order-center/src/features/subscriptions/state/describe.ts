/**
 * A subscription's saved search in words (how many areas, which satellites and modes, which dates, how many other
 * filters) and the link that opens it again in the image query. Pure functions, tested beside.
 */
import type { TFunction } from 'i18next';
import { IMG_MODES, type Lang } from '@portal/shared/domain';
import type { Subscription } from '@portal/shared/domain/subscriptions';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** The filters other than areas, satellites, modes and dates that narrow the search. */
function otherFilters(s: Record<string, unknown>): number {
  const lists = ['product_types', 'polarizations', 'classifications'].filter((k) => strings(s[k]).length);
  const sides = ['orbit_direction', 'look_side'].filter((k) => s[k] != null && s[k] !== 'any');
  const incidence = s.incidence_min != null || s.incidence_max != null ? 1 : 0;
  return lists.length + sides.length + incidence;
}

/**
 * The parts of the sentence, in order: areas, satellites, modes, dates, other filters. Dates are the UTC days the
 * image query saved (its end is the last second of the day picked).
 */
export function describeSearch(search: Record<string, unknown>, lang: Lang, t: TFunction): string[] {
  const areas = Array.isArray(search.areas) ? search.areas.length : 0;
  const parts = [areas ? t('what.areas', { count: areas }) : t('what.anywhere')];
  const sep = lang === 'zh' ? '、' : ', ';
  const satellites = strings(search.satellites);
  if (satellites.length) parts.push(t('what.satellites', { list: satellites.join(sep) }));
  const modes = (Array.isArray(search.img_modes) ? search.img_modes : []).map(
    (m) => IMG_MODES.find((o) => o.value === m)?.[lang] ?? String(m),
  );
  if (modes.length) parts.push(t('what.modes', { list: modes.join(sep) }));
  const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  const [start, end] = [day(search.start), day(search.end)];
  parts.push(
    start && end
      ? t('what.between', { start, end })
      : start
        ? t('what.from', { start })
        : end
          ? t('what.until', { end })
          : t('what.anyTime'),
  );
  const more = otherFilters(search);
  if (more) parts.push(t('what.more', { count: more }));
  return parts;
}

/**
 * /imageQuery on the subscription's search, its areas named after it, their positions read in the coordinate system
 * the search was saved in (the image query reads `search`, `name` and `crs`).
 */
export function imageQueryLink(sub: Pick<Subscription, 'name' | 'search'> & { crs?: string }): string {
  const params = new URLSearchParams({ search: JSON.stringify(sub.search), name: sub.name });
  if (sub.crs) params.set('crs', sub.crs);
  return `/imageQuery?${params.toString()}`;
}
