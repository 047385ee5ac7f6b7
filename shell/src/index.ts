import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import { httpHooks, refreshUserInfo } from '@portal/shared/http';
import { portalStore, rememberRecommender, roleGroupAtom, signedInAtom } from '@portal/shared/session';
import { fetchRegistry } from './registry';
import { registerPortalApps } from './apps';
import { isMobileBrowser, redirectFor } from './navigation';
import { Shell } from './Shell';

const mobile = isMobileBrowser(navigator.userAgent);
const visitor = () => ({
  signedIn: portalStore.get(signedInAtom),
  role: portalStore.get(roleGroupAtom),
  mobile,
});

httpHooks.navigate = navigateToUrl;

/** Spec §2's rules on every navigation, before any remote mounts: redirect instead of showing the page. */
window.addEventListener('single-spa:before-routing-event', (evt) => {
  const { newUrl, cancelNavigation } = (evt as CustomEvent).detail as {
    newUrl: string;
    cancelNavigation?: () => void;
  };
  const url = new URL(newUrl);
  rememberRecommender(url.search);
  const target = redirectFor(url.pathname, url.search, visitor());
  if (target && cancelNavigation) {
    cancelNavigation();
    setTimeout(() => navigateToUrl(target));
  }
});

async function main(): Promise<void> {
  rememberRecommender(window.location.search);
  const root = createRoot(document.getElementById('portal-header')!);
  const userInfo = refreshUserInfo();
  let registryError: string | undefined;
  try {
    const [entries] = await Promise.all([fetchRegistry(), userInfo]);
    registerPortalApps(entries);
  } catch (err) {
    registryError = (err as Error).message;
  }
  root.render(createElement(Shell, { registryError }));
  const first = redirectFor(window.location.pathname, window.location.search, visitor());
  if (first) window.history.replaceState(null, '', first);
  start({ urlRerouteOnly: true });
}

void main();
