/**
 * The parts of the portal's i18n that need no library, so that the first view's boot script
 * (shell/src/first-view-session.ts) shares them with the portal.
 */
import type { Lang } from '../domain';

/** Where the chosen language is remembered (localStorage). */
export const LANG_KEY = 'portal.lang';

/** Money is integer fen in the API; shown in yuan. */
export function moneyText(fen: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
  }).format(fen / 100);
}
