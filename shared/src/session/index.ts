import { createStore, atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import {
  DEFAULT_COORDINATE_SYSTEM,
  roleGroupOf,
  type CoordinateSystem,
  type QueueCount,
  type UserInfo,
} from '../domain';
import { linkTabs, type SharedSession, type TabLink } from './tabs';
import { SESSION_KEYS } from './keys';

export { SESSION_KEYS } from './keys';

export {
  SESSION_CHANNEL,
  SESSION_LOCK,
  SESSION_OPEN_KEY,
  TAB_ANSWER_TIMEOUT_MS,
  TAB_HOLDER_TIMEOUT_MS,
  linkTabs,
} from './tabs';
export type { SharedSession, TabChannel, TabLink, TabLocks, TabMessage } from './tabs';

/**
 * The session (docs/requirements.md §3): token, user id, coordinate system and user info, kept in sessionStorage so a reload
 * keeps the user signed in. The tabs of one browser share it (./tabs.ts): a new tab takes it from an open one, a
 * sign-out in one ends it in all, and closing every tab ends it. One store for the whole page: the shell and every
 * remote share this module as a singleton, so they all read and write the same atoms.
 */
const session = createJSONStorage<unknown>(() => sessionStorage);
const stored = <T>(key: string, initial: T) =>
  atomWithStorage<T>(key, initial, session as ReturnType<typeof createJSONStorage<T>>, { getOnInit: true });

export const tokenAtom = stored<string | null>(SESSION_KEYS.token, null);
export const userIdAtom = stored<number | null>(SESSION_KEYS.userId, null);
export const coordinateSystemAtom = stored<CoordinateSystem>(SESSION_KEYS.crs, DEFAULT_COORDINATE_SYSTEM);
export const userInfoAtom = stored<UserInfo | null>(SESSION_KEYS.user, null);
/** An organisation member's budget last chosen for an order (docs/organisations.md), remembered for the session. */
export const orgBudgetAtom = stored<number | null>(SESSION_KEYS.budget, null);

export const signedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const roleGroupAtom = atom((get) => roleGroupOf(get(userInfoAtom)?.type));

/** Number of API calls under way that drive the global loading indicator. */
export const pendingCallsAtom = atom(0);

/** Unread alerts of tasking orders, on the header's bell; `refreshUnreadAlerts` (shared/http) keeps it current. */
export const unreadAlertsAtom = atom(0);

/** Staff and sales: the queues with work waiting (shared/domain/staff-queues.ts); `refreshStaffQueues` keeps it. */
export const staffQueuesAtom = atom<QueueCount[]>([]);

export const portalStore = createStore();
type Store = typeof portalStore;

export interface SessionStart {
  token: string;
  user_id: number;
  coordinate_system: CoordinateSystem;
  user: UserInfo;
}

function setSession(s: SessionStart, store: Store): void {
  store.set(tokenAtom, s.token);
  store.set(userIdAtom, s.user_id);
  store.set(coordinateSystemAtom, s.coordinate_system ?? DEFAULT_COORDINATE_SYSTEM);
  store.set(userInfoAtom, s.user);
}

function dropSession(store: Store): void {
  store.set(tokenAtom, null);
  store.set(userIdAtom, null);
  store.set(userInfoAtom, null);
  store.set(orgBudgetAtom, null);
  store.set(coordinateSystemAtom, DEFAULT_COORDINATE_SYSTEM);
  store.set(unreadAlertsAtom, 0);
  store.set(staffQueuesAtom, []);
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}

/** The session a store holds, as another tab takes it; null when signed out. */
export function sessionOf(store: Store = portalStore): SessionStart | null {
  const token = store.get(tokenAtom);
  const userId = store.get(userIdAtom);
  if (!token || userId == null) return null;
  return {
    token,
    user_id: userId,
    coordinate_system: store.get(coordinateSystemAtom),
    user: store.get(userInfoAtom) as UserInfo,
  };
}

/**
 * Links a store's session with the other tabs of this browser (the page's store is linked when this module loads;
 * a test links its own store and channel).
 */
export function linkStoreWithTabs(
  store: Store,
  options: Omit<Parameters<typeof linkTabs>[0], 'current' | 'adopt' | 'end'> = {},
): TabLink {
  const link = linkTabs({
    ...options,
    current: () => sessionOf(store),
    adopt: (s: SharedSession) => setSession(s as SessionStart, store),
    end: () => dropSession(store),
  });
  links.set(store, link);
  return link;
}

const links = new WeakMap<Store, TabLink>();
const pageLink: TabLink | null = typeof window === 'undefined' ? null : linkStoreWithTabs(portalStore);

if (pageLink && typeof document !== 'undefined') {
  // A tab that holds the session marks it again when it comes back to the front (a new tab that got no answer
  // from it while it slept has cleared the mark).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && sessionOf(portalStore))
      pageLink.signedIn(sessionOf(portalStore)!);
  });
}

/**
 * Settles once the page knows whether it is signed in: at once when this tab holds a session or no tab may hold
 * one, otherwise when an open tab has answered (a tab known to hold one is waited for; see ./tabs.ts). This is the
 * one start-up decision: the shell decides where a visitor may go, and shows its header, only after it; a session
 * that arrives later is announced by `onSessionArrived`, so the shell routes again.
 */
export const sessionRestored: Promise<boolean> = pageLink?.restored ?? Promise.resolve(false);

/** Calls `listener` when a sign-out in another tab has ended this tab's session. */
export function onSessionEndedElsewhere(listener: () => void, store: Store = portalStore): () => void {
  return links.get(store)?.onEndedElsewhere(listener) ?? (() => undefined);
}

/**
 * Calls `listener` when this tab took the session of another tab after the start-up decision (a sign-in there, or a
 * tab that opened late): the page this tab shows was chosen for a visitor.
 */
export function onSessionArrived(listener: () => void, store: Store = portalStore): () => void {
  return links.get(store)?.onArrived(listener) ?? (() => undefined);
}

/** Starts the session after a sign-in; the open tabs of this browser without one take it too. */
export function startSession(s: SessionStart, store = portalStore): void {
  setSession(s, store);
  links.get(store)?.signedIn(s);
}

/** Clears session storage and the user (docs/requirements.md §8, code 201), in every tab of this browser that holds this session. */
export function clearSession(store = portalStore): void {
  const token = store.get(tokenAtom);
  dropSession(store);
  if (token) links.get(store)?.ended(token);
}

/** The remembered recommender (docs/requirements.md §2: a `recommender` query parameter is stored locally). */
export const RECOMMENDER_KEY = 'portal.recommender';
export function rememberRecommender(search: string): void {
  const value = new URLSearchParams(search).get('recommender');
  if (value) localStorage.setItem(RECOMMENDER_KEY, value);
}
export function rememberedRecommender(): string {
  return localStorage.getItem(RECOMMENDER_KEY) ?? '';
}
