import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { portalStore } from '../session';
import { i18n } from '../i18n';
import { portalTheme } from './theme';

/**
 * What every part of the portal renders inside: the one session store, the one i18n instance, the theme, and an
 * emotion cache with the part's own key so the styles of independently deployed remotes never collide.
 */
export function PortalProviders({
  cacheKey,
  children,
  baseline = false,
}: {
  cacheKey: string;
  children: ReactNode;
  baseline?: boolean;
}) {
  const cache = useMemo(
    () => createCache({ key: cacheKey.toLowerCase().replace(/[^a-z-]/g, '') }),
    [cacheKey],
  );
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={portalTheme}>
            {baseline && <CssBaseline />}
            {children}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
