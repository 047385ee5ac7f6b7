import { createStore } from 'jotai';
import {
  clearSession,
  linkStoreWithTabs,
  onSessionEndedElsewhere,
  signedInAtom,
  startSession,
  tokenAtom,
  userInfoAtom,
  type SessionStart,
  type TabChannel,
} from '../../src/session';

/** Two tabs' channels: what one posts reaches the other, later. */
function pair(): [TabChannel, TabChannel] {
  const make = (): TabChannel => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
  const a = make();
  const b = make();
  const wire = (from: TabChannel, to: TabChannel) =>
    (from.postMessage = (m) =>
      void setTimeout(() => to.onmessage?.({ data: JSON.parse(JSON.stringify(m)) })));
  wire(a, b);
  wire(b, a);
  return [a, b];
}

const session: SessionStart = {
  token: 'tok-1',
  user_id: 3,
  coordinate_system: 'WGS84',
  user: { username: 'customer', type: 'customer' } as SessionStart['user'],
};
const settle = () => new Promise((r) => setTimeout(r, 10));

test('signing in and out in one tab signs the other tab in and out; the other hears why', async () => {
  const [ca, cb] = pair();
  const a = createStore();
  const b = createStore();
  const flags = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  linkStoreWithTabs(a, { channel: ca, flags });
  linkStoreWithTabs(b, { channel: cb, flags });
  expect(b.get(signedInAtom)).toBe(false);
  const ended = jest.fn();
  onSessionEndedElsewhere(ended, b);

  startSession(session, a);
  await settle();
  expect(b.get(tokenAtom)).toBe('tok-1');
  expect(b.get(userInfoAtom)?.username).toBe('customer');

  clearSession(a);
  await settle();
  expect(b.get(signedInAtom)).toBe(false);
  expect(ended).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem('portal.token')).toBeNull();
});
