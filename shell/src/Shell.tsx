import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { navigateToUrl } from 'single-spa';
import { findRoute, loginUrlFor } from '@portal/shared/domain';
import { onSessionEndedElsewhere } from '@portal/shared/session';
import { PortalProviders, ErrorState } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { Header } from './layout/Header';
import { StatusSlot } from './layout/StatusSlot';
import { Notices } from './layout/Notices';

function RegistryError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2 }}>
      <ErrorState message={`${t('state.error')}: ${message}`} onRetry={() => window.location.reload()} />
    </Box>
  );
}

/** The shell's own UI: header with navigation, language and user menu, the loading bar, notices and status. */
export function Shell({ registryError }: { registryError?: string }) {
  const status = document.getElementById('portal-status');
  // Signed out in another tab: a page for signed-in users gives way to the login page at once (docs/requirements.md §2's rule).
  useEffect(
    () =>
      onSessionEndedElsewhere(() => {
        const { pathname, search } = window.location;
        if (findRoute(pathname)?.public === false) navigateToUrl(loginUrlFor(pathname + search));
      }),
    [],
  );
  return (
    <PortalProviders cacheKey="shell" baseline>
      <Header />
      <Notices />
      {status &&
        createPortal(registryError ? <RegistryError message={registryError} /> : <StatusSlot />, status)}
    </PortalProviders>
  );
}
