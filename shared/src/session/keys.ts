/**
 * Where a tab keeps its session (sessionStorage, each value as JSON): the portal's store (./index.ts) and the first
 * view's boot script (shell/src/first-view-session.ts) read and write the same keys.
 */
export const SESSION_KEYS = {
  token: 'portal.token',
  userId: 'portal.userId',
  crs: 'portal.crs',
  user: 'portal.user',
  /** The organisation budget last chosen for an order (its id), offered first in the next order dialog. */
  budget: 'portal.budget',
} as const;
