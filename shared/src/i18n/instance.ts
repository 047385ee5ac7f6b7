import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../domain';
import { common } from './common';
import { LANG_KEY } from './plain';

/**
 * The portal's one i18next instance (Chinese default, English), shared as a singleton by the shell and every remote.
 * Remotes add their own namespace with `addTranslations`. The chosen language is remembered in localStorage.
 */
export const LANGS: readonly Lang[] = ['zh', 'en'];

function initialLang(): Lang {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANG_KEY) : null;
  return saved === 'en' ? 'en' : 'zh';
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLang(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  defaultNS: 'common',
  ns: ['common'],
  resources: { zh: { common: common.zh }, en: { common: common.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';

export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  void i18n.changeLanguage(lang);
}

/** Accept-Language value for the API (docs/architecture.md §3). */
export function acceptLanguage(lang: Lang = currentLang()): string {
  return lang === 'en' ? 'en-US' : 'zh-CN';
}

export function addTranslations(namespace: string, resources: Record<Lang, Record<string, unknown>>): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, namespace, resources[lang], true, true);
}
