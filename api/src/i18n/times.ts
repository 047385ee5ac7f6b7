/**
 * Instants in what the server says, in each language's zone (docs/requirements.md §1): Beijing time in Chinese,
 * UTC in English.
 */
import type { Lang } from './messages';

const DAY_MS = 86_400_000;

/** The zone each language tells time in. */
export const TIME_ZONES: Readonly<Record<Lang, string>> = { zh: 'Asia/Shanghai', en: 'UTC' };

/** An instant as "2026-11-28 14:05:07" in a time zone. */
export const wallClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);

/** An instant for a message's placeholder, in both languages: "… 22:05:07 北京时间", "… 14:05:07 UTC". */
export const messageTime = (at: Date): Record<Lang, string> => ({
  zh: `${wallClock(at, TIME_ZONES.zh)} 北京时间`,
  en: `${wallClock(at, TIME_ZONES.en)} UTC`,
});

/** Where the calendar day of `at` begins in the language's zone (an instant). */
export function dayStartIn(at: Date, lang: Lang): Date {
  // The zone's offset at `at`: its wall clock read as if it were UTC (the portal's zones keep one offset all day).
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const offset = Date.parse(`${wallClock(at, TIME_ZONES[lang]).replace(' ', 'T')}Z`) - seconds;
  return new Date(Math.floor((at.getTime() + offset) / DAY_MS) * DAY_MS - offset);
}
