import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { ErrorState } from '@portal/shared/ui';
import { roleGroupAtom } from '@portal/shared/session';
import { documentTitle, findOrderCenterChild } from '@portal/shared/domain';
import { useEffect } from 'react';
import { failedRemotesAtom, remoteFor, retryRemote } from '../apps';
import { isForbidden } from '../navigation';
import { useLocationPath } from '../location';

/**
 * What the shell shows in the main area when no remote can: a remote that failed to load (with a retry, the
 * rest of the portal keeps working) or an order-centre page the visitor's role may not open.
 */
export function StatusSlot() {
  const { t, i18n } = useTranslation();
  const path = useLocationPath().split('?')[0];
  const role = useAtomValue(roleGroupAtom);
  const failed = useAtomValue(failedRemotesAtom);
  const forbidden = isForbidden(path, role);
  const remote = remoteFor(path);
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  useEffect(() => {
    if (!forbidden) return;
    const child = findOrderCenterChild(path.slice('/personalCenter/'.length));
    if (child) document.title = documentTitle(child.title[lang], lang);
  }, [forbidden, path, lang]);

  if (forbidden) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', px: 2 }} data-testid="forbidden">
        <ErrorState message={t('state.forbidden')} />
      </Box>
    );
  }
  if (remote && failed.has(remote)) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', px: 2 }} data-testid="remote-error" data-remote={remote}>
        <ErrorState message={t('state.remoteFailed', { name: remote })} onRetry={() => retryRemote(remote)} />
      </Box>
    );
  }
  return null;
}
