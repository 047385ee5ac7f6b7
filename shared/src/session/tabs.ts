/**
 * The session across the tabs of one browser. Each tab keeps its copy in its own sessionStorage (so closing every
 * tab still ends it, and the server's idle and absolute expiry apply to the one token as before); the tabs talk on
 * a BroadcastChannel of this origin:
 * - a new tab without a session asks, and any open tab that holds one answers with it;
 * - a sign-in in one tab reaches the open tabs that have none;
 * - a sign-out (or an expired session) in one tab ends that session in every tab that holds it.
 * localStorage keeps only a flag that some tab may hold a session (never the token), so a visitor's tab does not
 * wait for an answer that cannot come.
 */
export const SESSION_CHANNEL = 'portal.session';
export const SESSION_OPEN_KEY = 'portal.sessionOpen';
/** How long a new tab waits for an open tab's answer before it starts signed out (an answer takes a few ms). */
export const TAB_ANSWER_TIMEOUT_MS = 600;

export interface SharedSession {
  token: string;
  user_id: number;
  coordinate_system: string;
  user: unknown;
}

export type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; session: SharedSession }
  | { type: 'ended'; token: string };

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
  timeoutMs?: number;
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

const isSession = (s: unknown): s is SharedSession =>
  !!s &&
  typeof s === 'object' &&
  typeof (s as SharedSession).token === 'string' &&
  (s as SharedSession).token.length > 0;

export function linkTabs(options: TabLinkOptions): TabLink {
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const flags = options.flags === undefined ? defaultFlags() : options.flags;
  const listeners = new Set<() => void>();
  const flag = (open: boolean) => {
    try {
      if (open) flags?.setItem(SESSION_OPEN_KEY, '1');
      else flags?.removeItem(SESSION_OPEN_KEY);
    } catch {
      // Storage refused (private mode, quota): tabs then simply do not wait for each other.
    }
  };

  let settle: ((held: boolean) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restored = new Promise<boolean>((resolve) => {
    settle = (held) => {
      clearTimeout(timer);
      settle = null;
      resolve(held);
    };
  });

  if (channel) {
    channel.onmessage = (event) => {
      const m = event.data as TabMessage;
      if (!m || typeof m !== 'object') return;
      if (m.type === 'ask') {
        const mine = options.current();
        if (mine) channel.postMessage({ type: 'session', session: mine });
      } else if (m.type === 'session' && isSession(m.session)) {
        if (!options.current()) options.adopt(m.session);
        settle?.(true);
      } else if (m.type === 'ended' && options.current()?.token === m.token) {
        options.end();
        for (const listener of [...listeners]) listener();
      }
    };
  }

  if (options.current()) {
    flag(true);
    settle!(true);
  } else if (!channel || flags?.getItem(SESSION_OPEN_KEY) !== '1') {
    settle!(false);
  } else {
    timer = setTimeout(() => {
      // Nobody answered: no tab holds a session any more (the flag outlived the last one).
      if (!options.current()) flag(false);
      settle?.(!!options.current());
    }, options.timeoutMs ?? TAB_ANSWER_TIMEOUT_MS);
    channel.postMessage({ type: 'ask' });
  }

  return {
    restored,
    signedIn(session) {
      flag(true);
      settle?.(true);
      channel?.postMessage({ type: 'session', session });
    },
    ended(token) {
      flag(false);
      channel?.postMessage({ type: 'ended', token });
    },
    onEndedElsewhere(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearTimeout(timer);
      settle?.(!!options.current());
      listeners.clear();
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}
