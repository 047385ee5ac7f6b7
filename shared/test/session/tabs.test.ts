import { linkTabs, SESSION_OPEN_KEY, type SharedSession } from '../../src/session/tabs';
import { channelHub, flagStorage } from './tab-hub';

/** One tab: its own session (its sessionStorage), linked to the others. */
function tab(
  hub: ReturnType<typeof channelHub>,
  flags: ReturnType<typeof flagStorage>,
  session: SharedSession | null = null,
  timeoutMs = 1000,
) {
  const t: { session: SharedSession | null; link: ReturnType<typeof linkTabs> } = {
    session,
    link: undefined as unknown as ReturnType<typeof linkTabs>,
  };
  t.link = linkTabs({
    current: () => t.session,
    adopt: (s) => (t.session = s),
    end: () => (t.session = null),
    channel: hub.channel(),
    flags,
    timeoutMs,
  });
  return t;
}

const alice: SharedSession = {
  token: 'tok-alice',
  user_id: 7,
  coordinate_system: 'WGS84',
  user: { username: 'alice' },
};
const bob: SharedSession = {
  token: 'tok-bob',
  user_id: 8,
  coordinate_system: 'GCJ02',
  user: { username: 'bob' },
};

const links: { link: { close(): void } }[] = [];
const track = <T extends { link: { close(): void } }>(t: T) => (links.push(t), t);
afterEach(() => links.splice(0).forEach((t) => t.link.close()));

test('a new tab takes the session of an open tab', async () => {
  const hub = channelHub();
  const flags = flagStorage();
  const first = track(tab(hub, flags, alice));
  expect(await first.link.restored).toBe(true);
  expect(flags.getItem(SESSION_OPEN_KEY)).toBe('1');

  const second = track(tab(hub, flags));
  expect(await second.link.restored).toBe(true);
  expect(second.session).toEqual(alice);
});

test('a visitor’s tab does not wait: with no tab holding a session it starts signed out at once', async () => {
  const hub = channelHub();
  const flags = flagStorage();
  const visitor = track(tab(hub, flags));
  expect(await visitor.link.restored).toBe(false);
  expect(visitor.session).toBeNull();
  expect(hub.sent).toEqual([]);
});

test('when the mark outlived the last tab, the new tab starts signed out and clears the mark', async () => {
  const hub = channelHub();
  const flags = flagStorage();
  flags.setItem(SESSION_OPEN_KEY, '1');
  const lone = track(tab(hub, flags, null, 20));
  expect(await lone.link.restored).toBe(false);
  expect(lone.session).toBeNull();
  expect(hub.sent).toEqual([{ type: 'ask' }]);
  expect(flags.getItem(SESSION_OPEN_KEY)).toBeNull();
});

test('a sign-out in one tab ends that session in every tab that holds it, and only there', async () => {
  const hub = channelHub();
  const flags = flagStorage();
  const a = track(tab(hub, flags, alice));
  const b = track(tab(hub, flags, alice));
  const other = track(tab(hub, flags, bob));
  const endedInB = jest.fn();
  b.link.onEndedElsewhere(endedInB);

  a.session = null;
  a.link.ended(alice.token);
  await new Promise((r) => setTimeout(r, 10));

  expect(b.session).toBeNull();
  expect(endedInB).toHaveBeenCalledTimes(1);
  expect(other.session).toEqual(bob);
  expect(flags.getItem(SESSION_OPEN_KEY)).toBeNull();

  // A tab opened afterwards finds no session: the others do not answer with an ended one.
  flags.setItem(SESSION_OPEN_KEY, '1');
  const later = track(tab(hub, flags, null, 50));
  await later.link.restored;
  expect(later.session).toEqual(bob);
});

test('a sign-in reaches the open tabs without a session, not a tab signed in as someone else', async () => {
  const hub = channelHub();
  const flags = flagStorage();
  const a = track(tab(hub, flags));
  const b = track(tab(hub, flags));
  const other = track(tab(hub, flags, bob));
  await Promise.all([a.link.restored, b.link.restored]);

  a.session = alice;
  a.link.signedIn(alice);
  await new Promise((r) => setTimeout(r, 10));

  expect(b.session).toEqual(alice);
  expect(other.session).toEqual(bob);
});
