import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, findRoute, type Bilingual, type Lang } from '../domain';

/** Sets `<product name> - <page title>` (docs/requirements.md §2) and returns the page title in the current language. */
export function usePageTitle(title: Bilingual): string {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  useEffect(() => {
    document.title = documentTitle(title[lang], lang);
  }, [title, lang]);
  return title[lang];
}

/** The title of a route of docs/requirements.md §2 by its path pattern, e.g. '/userGuide' or '/reset/:id'. */
export function routeTitle(pattern: string): Bilingual {
  const route = findRoute(pattern.replace(/:id/, 'x'));
  if (!route) throw new Error(`unknown route ${pattern}`);
  return route.title;
}
