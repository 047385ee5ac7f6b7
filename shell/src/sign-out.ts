import { navigateToUrl } from 'single-spa';
import { call } from '@portal/shared/http';
import { clearSession } from '@portal/shared/session';

/** Ends the session on the server (best effort) and here, then goes home. */
export async function signOut(): Promise<void> {
  await call({ method: 'POST', url: '/user/logout/', quiet: true }).catch(() => undefined);
  clearSession();
  navigateToUrl('/');
}
