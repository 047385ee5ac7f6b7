/** How the page names what it lists: regions, places and acquisition times (pure functions, tested beside). */
import type { Lang } from '@portal/shared/domain';
import type { Place, Region } from '../api/catalog';

/**
 * A region's label: the city with its province (once when they share a name, as the municipalities do:
 * 北京市, not 北京市 北京市).
 */
export function regionPathLabel(r: Region, parent?: Region): { zh: string; en: string } {
  if (!parent || parent.code === r.code) return { zh: r.name_zh, en: r.name_en };
  return {
    zh: parent.name_zh === r.name_zh ? r.name_zh : `${parent.name_zh} ${r.name_zh}`,
    en: parent.name_en === r.name_en ? r.name_en : `${r.name_en}, ${parent.name_en}`,
  };
}

/** What tells a place apart in the list: its administrative area, or its country when that area is the place itself. */
export function placeContext(p: Place, name: string): string {
  const admin = p.admin_name?.trim();
  if (admin && admin !== name && admin !== p.name_zh && admin !== p.name_en) return admin;
  return p.country_name?.trim() && p.country_name !== name ? p.country_name : '';
}

/** The acquisition time in the viewer's zone (spec §1: Beijing time in Chinese, UTC in English); the zone is named once, in the column's header. */
export function acquiredAt(iso: string, lang: Lang): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '';
  // sv-SE writes dates and times as ISO does (2026-11-24 22:34:51).
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: lang === 'zh' ? 'Asia/Shanghai' : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(t);
}
