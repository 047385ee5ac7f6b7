/** Positions, times and sizes as the documents print them, in their language. */
import type { Lang } from '../i18n/messages';

export const latLon = (lat: number, lon: number, lang: Lang = 'en', digits = 6) => {
  const la = `${Math.abs(lat).toFixed(digits)}°`;
  const lo = `${Math.abs(lon).toFixed(digits)}°`;
  return lang === 'zh'
    ? `${lat < 0 ? '南纬' : '北纬'} ${la}，${lon < 0 ? '西经' : '东经'} ${lo}`
    : `${la} ${lat < 0 ? 'S' : 'N'}, ${lo} ${lon < 0 ? 'W' : 'E'}`;
};

export const utc = (at: Date) => `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export const km2 = (v: number) => `${v.toFixed(4)} km²`;
