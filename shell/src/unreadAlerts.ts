import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { refreshUnreadAlerts } from '@portal/shared/http';
import { tokenAtom } from '@portal/shared/session';

/** How often the header asks for the unread-alert count while signed in. */
export const UNREAD_ALERTS_REFRESH_MS = 60_000;

/**
 * Keeps the bell's count current: at once when a session starts (a new token), then every minute while signed in.
 * A hidden tab skips its turns and catches up when it is shown again.
 */
export function useUnreadAlertsRefresh(): void {
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    if (!token) return;
    const refreshIfShown = () => {
      if (document.visibilityState === 'visible') void refreshUnreadAlerts();
    };
    void refreshUnreadAlerts();
    const timer = window.setInterval(refreshIfShown, UNREAD_ALERTS_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfShown);
    };
  }, [token]);
}
