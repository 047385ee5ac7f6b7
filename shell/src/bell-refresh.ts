import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { refreshStaffQueues, refreshUnreadAlerts } from '@portal/shared/http';
import { tokenAtom, userInfoAtom } from '@portal/shared/session';

/** How often the header asks for the bell's counts while signed in. */
export const BELL_REFRESH_MS = 60_000;

const refreshBell = () => Promise.all([refreshUnreadAlerts(), refreshStaffQueues()]);

/**
 * Keeps the bell's counts current (unread alerts; for staff and sales the queues waiting for them): at once when a
 * session starts or the user's role is known, then every minute while signed in. A hidden tab skips its turns and
 * catches up when it is shown again.
 */
export function useBellRefresh(): void {
  const token = useAtomValue(tokenAtom);
  const type = useAtomValue(userInfoAtom)?.type;
  useEffect(() => {
    if (!token) return;
    const refreshIfShown = () => {
      if (document.visibilityState === 'visible') void refreshBell();
    };
    void refreshBell();
    const timer = window.setInterval(refreshIfShown, BELL_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfShown);
    };
  }, [token, type]);
}
