/**
 * The session across the tabs of one browser. Each tab keeps its copy in its own sessionStorage (so closing every
 * tab still ends it, and the server's idle and absolute expiry apply to the one token as before); the tabs talk on
 * a BroadcastChannel of this origin:
 * - a new tab without a session asks, and any open tab that holds one answers with it;
 * - a sign-in in one tab reaches the open tabs that have none;
 * - a sign-out (or an expired session) in one tab ends that session in every tab that holds it.
 * localStorage keeps only a flag that some tab may hold a session (never the token), so a visitor's tab does not
 * wait for an answer that cannot come. Where the browser has Web Locks, every tab holding a session also holds a
 * shared lock, which the browser lets go when the tab closes: a new tab that finds it held knows a tab will answer
 * and waits for that answer however busy the machine is, instead of guessing from a timeout.
 * A tab that opens with a session (a reload) answers the tabs that asked in vain while it was loading.
 */
export const SESSION_CHANNEL = 'portal.session';
export const SESSION_OPEN_KEY = 'portal.sessionOpen';
/** The Web Lock every tab holding a session holds (shared). */
export const SESSION_LOCK = 'portal.session';
/**
 * How long a new tab waits for an answer when it cannot tell whether a tab holds a session (no Web Locks, or only
 * a tab still loading may hold one): an answer takes a few ms.
 */
export const TAB_ANSWER_TIMEOUT_MS = 600;
/** How long a new tab waits for the answer of a tab known to hold a session (a frozen tab never answers). */
export const TAB_HOLDER_TIMEOUT_MS = 10_000;

export interface SharedSession {
  token: string;
  user_id: number;
  coordinate_system: string;
  user: unknown;
}

export type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; session: SharedSession }
  | { type: 'ended'; token: string }
  /** A tab that opened with a session, for the tabs that asked in vain. */
  | { type: 'opened'; session: SharedSession };

/** The part of the Web Locks API (navigator.locks) this uses (a test passes its own). */
export interface TabLocks {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The part of BroadcastChannel this uses (a test passes its own). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export interface TabLinkOptions {
  /** This tab's session, or null. */
  current(): SharedSession | null;
  /** Takes a session another tab holds. */
  adopt(session: SharedSession): void;
  /** Ends this tab's session (without telling the others again). */
  end(): void;
  channel?: TabChannel | null;
  /** The browser's localStorage (where the flag lives), or null where there is none. */
  flags?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The browser's Web Locks, or null where there are none. */
  locks?: TabLocks | null;
  timeoutMs?: number;
  holderTimeoutMs?: number;
}

export interface TabLink {
  /** Settles once this tab knows its session: true when it holds one (its own or another tab's). */
  restored: Promise<boolean>;
  /** Tells the other tabs about a sign-in here. */
  signedIn(session: SharedSession): void;
  /** Tells the other tabs that this token's session has ended. */
  ended(token: string): void;
  /** Called when another tab ended the session this tab held. */
  onEndedElsewhere(listener: () => void): () => void;
  /** Called when this tab took a session from another tab after it had settled (a sign-in elsewhere, a late answer). */
  onArrived(listener: () => void): () => void;
  close(): void;
}

function defaultChannel(): TabChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // Node's BroadcastChannel (tests) would otherwise keep the process alive.
  (channel as unknown as { unref?: () => void }).unref?.();
  return channel as unknown as TabChannel;
}

function defaultFlags(): TabLinkOptions['flags'] {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function defaultLocks(): TabLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: TabLocks }).locks;
  return locks && typeof locks.query === 'function' ? locks : null;
}

const isSession = (s: unknown): s is SharedSession =>
  !!s &&
  typeof s === 'object' &&
  typeof (s as SharedSession).token === 'string' &&
  (s as SharedSession).token.length > 0;

export function linkTabs(options: TabLinkOptions): TabLink {
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const flags = options.flags === undefined ? defaultFlags() : options.flags;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const ended = new Set<() => void>();
  const arrived = new Set<() => void>();
  const flag = (open: boolean) => {
    try {
      if (open) flags?.setItem(SESSION_OPEN_KEY, '1');
      else flags?.removeItem(SESSION_OPEN_KEY);
    } catch {
      // Storage refused (private mode, quota): tabs then simply do not wait for each other.
    }
  };

  // The shared lock, held while this tab holds a session.
  let release: (() => void) | null = null;
  const hold = () => {
    if (!locks || release) return;
    const held = new Promise<void>((resolve) => (release = resolve));
    locks.request(SESSION_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  };
  const letGo = () => {
    release?.();
    release = null;
  };

  let settled = false;
  /** This tab asked and nobody answered before it settled signed out. */
  let askedInVain = false;
  let settle: ((held: boolean) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restored = new Promise<boolean>((resolve) => {
    settle = (held) => {
      clearTimeout(timer);
      settle = null;
      settled = true;
      resolve(held);
    };
  });

  /** Takes another tab's session; after the start-up decision, the listeners hear of it. */
  const take = (session: SharedSession) => {
    if (options.current()) return;
    options.adopt(session);
    hold();
    askedInVain = false;
    if (settle) settle(true);
    else if (settled) for (const listener of [...arrived]) listener();
  };

  if (channel) {
    channel.onmessage = (event) => {
      const m = event.data as TabMessage;
      if (!m || typeof m !== 'object') return;
      if (m.type === 'ask') {
        const mine = options.current();
        if (mine) channel.postMessage({ type: 'session', session: mine });
      } else if (m.type === 'session' && isSession(m.session)) {
        take(m.session);
      } else if (m.type === 'opened' && isSession(m.session)) {
        if (settle || askedInVain) take(m.session);
      } else if (m.type === 'ended' && options.current()?.token === m.token) {
        options.end();
        letGo();
        for (const listener of [...ended]) listener();
      }
    };
  }

  const wait = (ms: number) => {
    timer = setTimeout(() => {
      if (options.current()) return settle?.(true);
      // Nobody answered: no tab holds a session any more (the flag outlived the last one), unless one is still
      // loading, which answers when it opens ('opened').
      flag(false);
      askedInVain = true;
      settle?.(false);
    }, ms);
    channel!.postMessage({ type: 'ask' });
  };

  const mine = options.current();
  if (mine) {
    flag(true);
    hold();
    settle!(true);
    channel?.postMessage({ type: 'opened', session: mine });
  } else if (!channel || flags?.getItem(SESSION_OPEN_KEY) !== '1') {
    settle!(false);
  } else if (!locks) {
    wait(options.timeoutMs ?? TAB_ANSWER_TIMEOUT_MS);
  } else {
    // A tab holding the lock is alive and answers, however long its turn takes; without one only a loading tab
    // might still answer.
    locks
      .query()
      .then((state) => (state.held ?? []).some((l) => l.name === SESSION_LOCK))
      .catch(() => false)
      .then((holder) => {
        if (settle)
          wait(
            holder
              ? (options.holderTimeoutMs ?? TAB_HOLDER_TIMEOUT_MS)
              : (options.timeoutMs ?? TAB_ANSWER_TIMEOUT_MS),
          );
      });
  }

  return {
    restored,
    signedIn(session) {
      flag(true);
      hold();
      askedInVain = false;
      settle?.(true);
      channel?.postMessage({ type: 'session', session });
    },
    ended(token) {
      flag(false);
      letGo();
      channel?.postMessage({ type: 'ended', token });
    },
    onEndedElsewhere(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
    onArrived(listener) {
      arrived.add(listener);
      return () => arrived.delete(listener);
    },
    close() {
      clearTimeout(timer);
      settle?.(!!options.current());
      ended.clear();
      arrived.clear();
      letGo();
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}
