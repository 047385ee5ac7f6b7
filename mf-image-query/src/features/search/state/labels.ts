/** How the page names the regions and places it lists (pure functions, tested beside). */
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
