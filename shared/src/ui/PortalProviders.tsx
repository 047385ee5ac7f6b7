import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { portalStore } from '../session';
import { i18n } from '../i18n';
import { useLang } from './forms';
import { themeOf } from './theme';

/** The theme follows the language (inside the i18n provider, so a switch re-renders it). */
function LocalizedTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeOf(useLang())}>{children}</ThemeProvider>;
}

/** The emotion cache key of a part: its name in the letters emotion allows. */
export const emotionKey = (cacheKey: string) => cacheKey.toLowerCase().replace(/[^a-z-]/g, '');

/**
 * What every part of the portal renders inside: the one session store, the one i18n instance, the theme, and an
 * emotion cache with the part's own key so the styles of independently deployed remotes never collide.
 */
export function PortalProviders({
  cacheKey,
  children,
  baseline = false,
  cache: given,
}: {
  cacheKey: string;
  children: ReactNode;
  baseline?: boolean;
  /** A cache of the caller's (a build-time render collects the styles from it: shared/src/prerender.ts). */
  cache?: EmotionCache;
}) {
  const cache = useMemo(() => given ?? createCache({ key: emotionKey(cacheKey) }), [cacheKey, given]);
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <LocalizedTheme>
            {baseline && <CssBaseline />}
            {children}
          </LocalizedTheme>
        </CacheProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
