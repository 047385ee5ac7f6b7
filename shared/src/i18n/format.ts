/** Times, dates and money as the reader's language shows them. */
import { DateTime } from 'luxon';
import type { Lang } from '../domain';
import { currentLang } from './instance';
import { moneyText } from './plain';

/** The zone a language shows time in (docs/requirements.md §1): Beijing for Chinese, UTC for English. */
const zoneOf = (lang: Lang) => (lang === 'zh' ? 'Asia/Shanghai' : 'utc');

/** docs/requirements.md §1: time is shown as Beijing time in Chinese and UTC in English. */
export function formatDateTime(iso: string | Date, lang: Lang = currentLang()): string {
  const dt =
    typeof iso === 'string'
      ? DateTime.fromISO(iso, { zone: 'utc' })
      : DateTime.fromJSDate(iso, { zone: 'utc' });
  if (!dt.isValid) return '';
  return lang === 'zh'
    ? dt.setZone('Asia/Shanghai').toFormat('yyyy-MM-dd HH:mm:ss') + ' (北京时间)'
    : dt.toFormat('yyyy-MM-dd HH:mm:ss') + ' UTC';
}

/** The zone a language shows time in, as its readers name it (docs/requirements.md §1): 北京时间 in Chinese, UTC in English. */
export function timeZoneName(lang: Lang = currentLang()): string {
  return lang === 'zh' ? '北京时间' : 'UTC';
}

/**
 * A time in a table's cell (issue 33): the date and the time to the minute (to the second with `seconds`, for passes
 * of seconds), in the language's zone, without the zone's name — one line that a narrow column never cuts. The
 * table names the zone elsewhere (`CompactTime` puts the full time, zone and all, in the cell's tooltip).
 */
export function formatDateTimeCompact(
  iso: string | Date,
  lang: Lang = currentLang(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const dt =
    typeof iso === 'string'
      ? DateTime.fromISO(iso, { zone: 'utc' })
      : DateTime.fromJSDate(iso, { zone: 'utc' });
  if (!dt.isValid) return '';
  return dt.setZone(zoneOf(lang)).toFormat(seconds ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm');
}

export function formatDate(iso: string, lang: Lang = currentLang()): string {
  const dt = DateTime.fromISO(iso, { zone: 'utc' });
  if (!dt.isValid) return '';
  return (lang === 'zh' ? dt.setZone('Asia/Shanghai') : dt).toFormat('yyyy-MM-dd');
}

/**
 * The first or last instant (ISO with its offset) of a calendar day (YYYY-MM-DD) in the viewer's zone, for a date
 * filter: the same day means the same instants whoever opens a link to it. '' for anything that is not a day.
 */
export function dayBound(day: string, edge: 'start' | 'end', lang: Lang = currentLang()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const dt = DateTime.fromISO(day, { zone: zoneOf(lang) });
  if (!dt.isValid) return '';
  return (edge === 'start' ? dt.startOf('day') : dt.endOf('day')).toISO({ suppressMilliseconds: false })!;
}

/** A datetime-local value (YYYY-MM-DDTHH:mm[:ss]) typed in the viewer's zone → ISO 8601 UTC; null when unreadable. */
export function localInputToIso(local: string, lang: Lang = currentLang()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const dt = DateTime.fromISO(local, { zone: zoneOf(lang) });
  return dt.isValid ? dt.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

/** An ISO 8601 instant → a datetime-local value in the viewer's zone ('' for none). */
export function isoToLocalInput(iso: string | null, lang: Lang = currentLang()): string {
  if (!iso) return '';
  const dt = DateTime.fromISO(iso, { zone: 'utc' });
  return dt.isValid ? dt.setZone(zoneOf(lang)).toFormat("yyyy-MM-dd'T'HH:mm") : '';
}

/** Money is integer fen in the API; shown in yuan. */
export function formatMoney(fen: number, lang: Lang = currentLang()): string {
  return moneyText(fen, lang);
}
