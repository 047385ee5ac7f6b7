/** Words for a sample's values, from the constellation table (shared/domain). */
import { CONSTELLATION, IMG_MODES, enumLabel, type Lang } from '@portal/shared/domain';

export function satelliteName(id: string, lang: Lang): string {
  const s = CONSTELLATION.find((x) => x.id === id);
  return s ? `${s.id} ${s.name[lang]}` : id;
}

export const modeName = (code: number, lang: Lang) => enumLabel(IMG_MODES, code, lang);

/** "121.98°E, 30.63°N" */
export function lonLatText(lon: number, lat: number): string {
  const deg = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(2)}°${v < 0 ? neg : pos}`;
  return `${deg(lon, 'E', 'W')}, ${deg(lat, 'N', 'S')}`;
}
