import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  navigateToUrl,
  registerApplication,
  triggerAppChange,
} from 'single-spa';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { findOrderCenterChild, findRoute, REMOTES, type RemoteName } from '@portal/shared/domain';
import { portalStore, roleGroupAtom } from '@portal/shared/session';
import { atom } from 'jotai';
import { federationName, type RegistryEntry } from './registry';
import { isForbidden } from './navigation';

export { REMOTES };

/** The remote that renders a path (an order-centre child may belong to mf-admin), or undefined. */
export function remoteFor(pathname: string): RemoteName | undefined {
  const route = findRoute(pathname);
  if (!route) return undefined;
  if (route.path === '/personalCenter/*') {
    if (isForbidden(pathname, portalStore.get(roleGroupAtom))) return undefined;
    return findOrderCenterChild(pathname.slice('/personalCenter/'.length))?.remote;
  }
  return route.remote;
}

/** Remotes whose code could not be loaded, shown as an error with a retry in their slot. */
export const failedRemotesAtom = atom<ReadonlySet<RemoteName>>(new Set<RemoteName>());
/** Remotes whose code is being downloaded (drives the loading bar). */
export const loadingRemotesAtom = atom(0);

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

let registry: RegistryEntry[] = [];
const failedAt = new Map<RemoteName, number>();
/** single-spa reloads an application that failed to load only once this long has passed since the failure. */
const SINGLE_SPA_RELOAD_DELAY_MS = 200;

function markFailed(remote: RemoteName, failed: boolean): void {
  if (failed) failedAt.set(remote, Date.now());
  portalStore.set(failedRemotesAtom, (set) => {
    const next = new Set(set);
    if (failed) next.add(remote);
    else next.delete(remote);
    return next;
  });
}

async function loadLifecycles(remote: RemoteName): Promise<LifeCycles> {
  portalStore.set(loadingRemotesAtom, (n) => n + 1);
  try {
    const mod = await federation().loadRemote<LifeCycles>(`${federationName(remote)}/app`);
    if (!mod) throw new Error(`${remote} exposes no ./app`);
    markFailed(remote, false);
    return mod;
  } catch (err) {
    markFailed(remote, true);
    throw err;
  } finally {
    portalStore.set(loadingRemotesAtom, (n) => n - 1);
  }
}

/** Registers the remotes with Module Federation and one single-spa application per remote. */
export function registerPortalApps(entries: RegistryEntry[]): void {
  registry = entries;
  federation().registerRemotes(entries.map((e) => ({ name: e.name, entry: e.entry })));
  for (const remote of REMOTES) {
    registerApplication({
      name: remote,
      app: () => loadLifecycles(remote),
      activeWhen: (location) => remoteFor(location.pathname) === remote,
    });
  }
  addErrorHandler((err) => {
    const remote = err.appOrParcelName as RemoteName;
    if (REMOTES.includes(remote) && getAppStatus(remote) === LOAD_ERROR) markFailed(remote, true);
    console.warn(`[portal] ${err.appOrParcelName}: ${err.message}`);
  });
}

/**
 * Retries a remote that failed to load and routes again. The runtime remembers a failed manifest request by its
 * URL, so the entry is registered again under a fresh query string.
 */
export function retryRemote(remote: RemoteName): void {
  const entry = registry.find((e) => e.name === federationName(remote));
  if (entry)
    federation().registerRemotes([{ name: entry.name, entry: `${entry.entry}?retry=${Date.now()}` }], {
      force: true,
    });
  markFailed(remote, false);
  const wait = Math.max(0, (failedAt.get(remote) ?? 0) + SINGLE_SPA_RELOAD_DELAY_MS + 50 - Date.now());
  setTimeout(() => void triggerAppChange(), wait);
}

export { navigateToUrl };
