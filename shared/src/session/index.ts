import { createStore, atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { DEFAULT_COORDINATE_SYSTEM, roleGroupOf, type CoordinateSystem, type UserInfo } from '../domain';

/**
 * The session (spec §3): token, user id, coordinate system and user info, kept in sessionStorage so a reload
 * keeps the user signed in and closing the tab signs out. One store for the whole page: the shell and every
 * remote share this module as a singleton, so they all read and write the same atoms.
 */
export const SESSION_KEYS = {
  token: 'portal.token',
  userId: 'portal.userId',
  crs: 'portal.crs',
  user: 'portal.user',
} as const;

const session = createJSONStorage<unknown>(() => sessionStorage);
const stored = <T>(key: string, initial: T) =>
  atomWithStorage<T>(key, initial, session as ReturnType<typeof createJSONStorage<T>>, { getOnInit: true });

export const tokenAtom = stored<string | null>(SESSION_KEYS.token, null);
export const userIdAtom = stored<number | null>(SESSION_KEYS.userId, null);
export const coordinateSystemAtom = stored<CoordinateSystem>(SESSION_KEYS.crs, DEFAULT_COORDINATE_SYSTEM);
export const userInfoAtom = stored<UserInfo | null>(SESSION_KEYS.user, null);

export const signedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const roleGroupAtom = atom((get) => roleGroupOf(get(userInfoAtom)?.type));

/** Number of API calls under way that drive the global loading indicator. */
export const pendingCallsAtom = atom(0);

/** Unread alerts of tasking orders, on the header's bell; `refreshUnreadAlerts` (shared/http) keeps it current. */
export const unreadAlertsAtom = atom(0);

export const portalStore = createStore();

export interface SessionStart {
  token: string;
  user_id: number;
  coordinate_system: CoordinateSystem;
  user: UserInfo;
}

export function startSession(s: SessionStart, store = portalStore): void {
  store.set(tokenAtom, s.token);
  store.set(userIdAtom, s.user_id);
  store.set(coordinateSystemAtom, s.coordinate_system ?? DEFAULT_COORDINATE_SYSTEM);
  store.set(userInfoAtom, s.user);
}

/** Clears session storage and the user (spec §8, code 201). */
export function clearSession(store = portalStore): void {
  store.set(tokenAtom, null);
  store.set(userIdAtom, null);
  store.set(userInfoAtom, null);
  store.set(coordinateSystemAtom, DEFAULT_COORDINATE_SYSTEM);
  store.set(unreadAlertsAtom, 0);
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}

/** The remembered recommender (spec §2: a `recommender` query parameter is stored locally). */
export const RECOMMENDER_KEY = 'portal.recommender';
export function rememberRecommender(search: string): void {
  const value = new URLSearchParams(search).get('recommender');
  if (value) localStorage.setItem(RECOMMENDER_KEY, value);
}
export function rememberedRecommender(): string {
  return localStorage.getItem(RECOMMENDER_KEY) ?? '';
}
