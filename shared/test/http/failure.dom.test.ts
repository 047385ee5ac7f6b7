/**
 * The one way a page shows a failed call (docs/requirements.md §8): the server's message once (the client's notice, or the page's
 * for a quiet call), the network failure's text when no answer came, nothing for a cancelled call or an ended
 * session beyond what the client already did. And the place-name search does not drive the loading bar (docs/requirements.md §9).
 */
import { CanceledError, type AxiosAdapter } from 'axios';
import {
  ApiError,
  call,
  failureMessage,
  http,
  httpHooks,
  NETWORK_FAILURE,
  showFailure,
  skipsLoadingIndicator,
} from '../../src/http';
import { setLang } from '../../src/i18n';
import { onNotice, type Notice } from '../../src/notices';
import { pendingCallsAtom, portalStore } from '../../src/session';
import { EMPTY_LIST, respond, type Answer } from './network';

let answers: Answer[] = [];
let pendingDuringCall: number[] = [];
const adapter: AxiosAdapter = async (config) => {
  pendingDuringCall.push(portalStore.get(pendingCallsAtom));
  if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
  return respond(config, answers.shift() ?? EMPTY_LIST);
};

let notices: Notice[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  http.defaults.adapter = adapter;
  answers = [];
  pendingDuringCall = [];
  notices = [];
  portalStore.set(pendingCallsAtom, 0);
  httpHooks.navigate = () => undefined;
  httpHooks.currentPath = () => '/imageQuery';
  unsubscribe = onNotice((n) => notices.push(n));
  setLang('en');
});
afterEach(() => unsubscribe());

const failed = (config: Parameters<typeof call>[0]) =>
  call(config).then(
    () => {
      throw new Error('the call should fail');
    },
    (e: unknown) => e,
  );

test('a call that got no answer shows the network failure, once, in the page language', async () => {
  answers.push('network-down');
  const err = await failed({ method: 'POST', url: '/commodity/orders/download/' });
  expect(notices).toEqual([]); // docs/requirements.md §8: the client itself stays silent about it
  showFailure(err);
  expect(notices.map((n) => [n.severity, n.message])).toEqual([['error', NETWORK_FAILURE.en]]);
  expect(failureMessage(err, 'zh')).toBe('网络连接失败，请检查网络后重试');
});

test("a server's refusal is shown once: by the client, not again by the page", async () => {
  answers.push({ status: 409, body: { code: 409, msg: 'You have already ordered this image' } });
  const err = await failed({ method: 'POST', url: '/commodity/orders/' });
  showFailure(err);
  expect(notices.map((n) => n.message)).toEqual(['You have already ordered this image']);
  expect(failureMessage(err)).toBe('You have already ordered this image');
});

test("a quiet call's refusal is shown by the page that made it", async () => {
  answers.push({ status: 200, body: { code: 422, msg: 'The tasking order is suspended; resume it first' } });
  const err = await failed({ method: 'PUT', url: '/commodity/missions/3/', quiet: true });
  expect(notices).toEqual([]);
  showFailure(err);
  expect(notices.map((n) => n.message)).toEqual(['The tasking order is suspended; resume it first']);
});

test('a cancelled call and an ended session show nothing more', async () => {
  const controller = new AbortController();
  controller.abort();
  const cancelled = await failed({ method: 'GET', url: '/geodata/places/', signal: controller.signal });
  expect(cancelled).toMatchObject({ cancelled: true });
  showFailure(cancelled);
  expect(notices).toEqual([]);

  answers.push({ status: 200, body: { code: 201, msg: 'Your session has expired, please log in again' } });
  const ended = await failed({ method: 'GET', url: '/commodity/carts/' });
  expect(notices.map((n) => n.message)).toEqual(['Your session has expired, please log in again']);
  showFailure(ended);
  expect(failureMessage(ended)).toBeNull();
  expect(notices).toHaveLength(1);
});

test('anything else that is not a call says that something went wrong', () => {
  showFailure(new TypeError('x is undefined'));
  expect(notices.map((n) => n.message)).toEqual(['Something went wrong; please try again']);
  expect(failureMessage(new ApiError('', 500, 500))).toBe('Something went wrong; please try again');
});

describe('the loading bar and the place-name search (docs/requirements.md §9)', () => {
  it('the place-name search, a chosen place, the region picker and its outlines leave the bar idle; other calls drive it', async () => {
    await call({ method: 'GET', url: '/geodata/places/', params: { q: 'Bei', limit: 10 } });
    await call({ method: 'GET', url: '/geodata/places/?q=Bei' });
    await call({ method: 'GET', url: '/geodata/places/1816670/' });
    await call({ method: 'GET', url: '/geodata/regions/', params: { parent: 'CN' } });
    await call({ method: 'GET', url: '/commodity/carts/' });
    expect(pendingDuringCall).toEqual([0, 0, 0, 0, 1]);
    expect(portalStore.get(pendingCallsAtom)).toBe(0);
  });

  it('the exclusion names the map search calls the image query really makes, and no other', () => {
    expect(skipsLoadingIndicator('/geodata/places/')).toBe(true);
    expect(skipsLoadingIndicator('/geodata/places')).toBe(true);
    expect(skipsLoadingIndicator('/geodata/places/42/')).toBe(true);
    expect(skipsLoadingIndicator('/catalog/search/')).toBe(false);
  });
});
