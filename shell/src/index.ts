import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import { isMobileBrowser } from '@portal/shared/domain';
import { httpHooks, refreshUserInfo } from '@portal/shared/http';
import {
  onSessionArrived,
  portalStore,
  rememberRecommender,
  roleGroupAtom,
  signedInAtom,
} from '@portal/shared/session';
import { fetchRegistry, type RegistryEntry } from './registry';
import { registerPortalApps } from './apps';
import { redirectFor, redirectOnSessionArrived } from './navigation';
import { scrollToTopOnNewPage } from './scroll-on-navigate';
import { Shell } from './Shell';

const mobile = isMobileBrowser(navigator.userAgent);
const visitor = () => ({
  signedIn: portalStore.get(signedInAtom),
  role: portalStore.get(roleGroupAtom),
  mobile,
});

httpHooks.navigate = navigateToUrl;
scrollToTopOnNewPage();

/** docs/requirements.md §2's rules on every navigation, before any remote mounts: redirect instead of showing the page. */
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

/**
 * The session of another tab arrived after this tab chose its page as a visitor's (a sign-in there, or a tab that
 * was still loading when this one asked): the same rules choose again, so the header and the page never disagree.
 */
let started = false;
onSessionArrived(() => {
  if (!started) return; // the first routing below reads the session as it is then
  const target = redirectOnSessionArrived(window.location.pathname, window.location.search, visitor());
  if (target) navigateToUrl(target);
});

/**
 * Start-up: the header and the first route wait for one decision, whether this tab is signed in (refreshUserInfo
 * waits for sessionRestored, shared/src/session); the navigation rules then read the same atoms the header shows.
 */
async function main(): Promise<void> {
  rememberRecommender(window.location.search);
  const root = createRoot(document.getElementById('portal-header')!);
  const userInfo = refreshUserInfo();
  let registryError: string | undefined;
  let entries: RegistryEntry[] | null = null;
  try {
    entries = await fetchRegistry();
  } catch (err) {
    registryError = (err as Error).message;
  }
  // single-spa downloads the remote of the current URL as soon as the remotes are registered (it mounts it only
  // after start()). So they are registered before the session is confirmed, and the first page's code downloads
  // meanwhile, when the session as this tab stored it keeps the visitor on this page; otherwise only once the
  // redirect below has changed the URL, so that a visitor sent from a customer's page to the login does not
  // download that page's code and globe for nothing.
  const early = entries !== null && !redirectFor(window.location.pathname, window.location.search, visitor());
  if (early && entries) registerPortalApps(entries);
  await userInfo;
  const first = redirectFor(window.location.pathname, window.location.search, visitor());
  if (first) window.history.replaceState(null, '', first);
  if (entries && !early) registerPortalApps(entries);
  // Rendered as a transition: React yields to the browser every few milliseconds instead of holding the main thread
  // for the header's whole first render, so the first page's remote keeps downloading meanwhile.
  startTransition(() => root.render(createElement(Shell, { registryError })));
  started = true;
  start({ urlRerouteOnly: true });
}

void main();
