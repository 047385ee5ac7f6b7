import { createStore } from 'jotai';
import {
  linkStoreWithTabs,
  onSessionArrived,
  signedInAtom,
  startSession,
  type SessionStart,
} from '../../src/session';
import {
  linkTabs,
  SESSION_LOCK,
  SESSION_OPEN_KEY,
  type SharedSession,
  type TabLocks,
} from '../../src/session/tabs';
import { channelHub, flagStorage } from './tab-hub';

/**
 * A browser's tabs: BroadcastChannel (a message reaches every other tab after `delayMs`, as a busy tab takes its
 * time), localStorage and the Web Locks they share.
 */
function browser(delayMs = 0) {
  const { channel, sent } = channelHub(delayMs);
  const flags = flagStorage();
  const held = new Map<number, string>();
  let next = 0;
  const locks: TabLocks = {
    request(name, _options, callback) {
      const id = ++next;
      held.set(id, name);
      return callback().finally(() => held.delete(id));
    },
    query: async () => ({ held: [...held.values()].map((name) => ({ name })) }),
  };
  return { channel, sent, flags, locks, held };
}
type Browser = ReturnType<typeof browser>;

const alice: SharedSession = {
  token: 'tok-alice',
  user_id: 7,
  coordinate_system: 'WGS84',
  user: { username: 'alice' },
};

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((l) => l.close()));

/** One tab with its own session (its sessionStorage); `locks: false` for a browser without Web Locks. */
function tab(b: Browser, session: SharedSession | null, opts: { timeoutMs?: number; locks?: boolean } = {}) {
  const t = { session, link: undefined as unknown as ReturnType<typeof linkTabs>, arrived: 0 };
  t.link = linkTabs({
    current: () => t.session,
    adopt: (s) => (t.session = s),
    end: () => (t.session = null),
    channel: b.channel(),
    flags: b.flags,
    locks: opts.locks === false ? null : b.locks,
    timeoutMs: opts.timeoutMs ?? 20,
    holderTimeoutMs: 5_000,
  });
  t.link.onArrived(() => (t.arrived += 1));
  opened.push(t.link);
  return t;
}

test('three tabs opened at once while the signed-in tab is slow to answer all start signed in', async () => {
  // Answers take five times the short wait: a guess from a timeout would start these tabs signed out.
  const b = browser(100);
  const first = tab(b, alice);
  expect(await first.link.restored).toBe(true);
  expect(b.held.size).toBe(1);

  const tabs = [tab(b, null), tab(b, null), tab(b, null)];
  expect(await Promise.all(tabs.map((t) => t.link.restored))).toEqual([true, true, true]);
  for (const t of tabs) expect(t.session).toEqual(alice);
  // Decided once, at start-up: nothing arrived afterwards.
  expect(tabs.map((t) => t.arrived)).toEqual([0, 0, 0]);
  expect(b.held.size).toBe(4);
});

test('without Web Locks, a slow answer after the start-up decision is announced instead of changing it silently', async () => {
  const b = browser(100);
  tab(b, alice, { locks: false });
  const late = tab(b, null, { locks: false });
  expect(await late.link.restored).toBe(false);
  expect(late.session).toBeNull();
  await new Promise((r) => setTimeout(r, 300)); // the ask and its answer, 100 ms each
  expect(late.session).toEqual(alice);
  expect(late.arrived).toBe(1);
});

test('a tab that opens with the session signs in the tab that asked in vain while it was loading', async () => {
  const b = browser();
  b.flags.setItem(SESSION_OPEN_KEY, '1'); // the first tab is reloading: its session is in its sessionStorage only
  const second = tab(b, null);
  expect(await second.link.restored).toBe(false);
  expect(b.sent).toEqual([{ type: 'ask' }]);

  const reloaded = tab(b, alice);
  await reloaded.link.restored;
  await new Promise((r) => setTimeout(r, 10));
  expect(second.session).toEqual(alice);
  expect(second.arrived).toBe(1);
  expect(b.flags.getItem(SESSION_OPEN_KEY)).toBe('1');
});

test('a visitor’s tab that did not ask stays signed out when another tab reloads with a session', async () => {
  const b = browser();
  const visitor = tab(b, null);
  expect(await visitor.link.restored).toBe(false);
  tab(b, alice);
  await new Promise((r) => setTimeout(r, 10));
  expect(visitor.session).toBeNull();
  expect(visitor.arrived).toBe(0);
});

test('signing out lets go of the lock: the next tab does not wait for an answer that cannot come', async () => {
  const b = browser(100);
  const first = tab(b, alice);
  await first.link.restored;
  first.session = null;
  first.link.ended(alice.token);
  await new Promise((r) => setTimeout(r, 0));
  expect([...b.held.values()]).not.toContain(SESSION_LOCK);

  b.flags.setItem(SESSION_OPEN_KEY, '1'); // a flag that outlived the session
  const next = tab(b, null);
  expect(await next.link.restored).toBe(false);
  expect(next.session).toBeNull();
});

test('a sign-in in another tab after start-up reaches the page’s store and is announced once', async () => {
  const b = browser();
  const a = createStore();
  const c = createStore();
  linkStoreWithTabs(a, { channel: b.channel(), flags: b.flags, locks: b.locks });
  opened.push({ close: () => undefined });
  const link = linkStoreWithTabs(c, { channel: b.channel(), flags: b.flags, locks: b.locks });
  opened.push(link);
  expect(await link.restored).toBe(false);
  const arrived = jest.fn(() => c.get(signedInAtom));
  onSessionArrived(arrived, c);

  startSession(alice as SessionStart, a);
  await new Promise((r) => setTimeout(r, 10));
  expect(c.get(signedInAtom)).toBe(true);
  // Announced once, after the store holds the session (the shell routes again from it).
  expect(arrived).toHaveBeenCalledTimes(1);
  expect(arrived).toHaveReturnedWith(true);
});
