import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { call, http, httpHooks, ApiError, skipsLoadingIndicator } from '../../src/http';
import { pendingCallsAtom, portalStore, startSession, tokenAtom } from '../../src/session';
import { onNotice, type Notice } from '../../src/notices';
import type { UserInfo } from '../../src/domain';
import { EMPTY_LIST, respond, type Answer } from './network';

/** A stand-in for the network (unit test only): answers each request with what the test queued. */
let answers: Answer[] = [];
let seen: InternalAxiosRequestConfig[] = [];
let pendingDuringCall: number[] = [];
const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  pendingDuringCall.push(portalStore.get(pendingCallsAtom));
  return respond(config, answers.shift() ?? EMPTY_LIST);
};

const user: UserInfo = {
  id: 7,
  type: 'customer',
  username: 'alice',
  name: 'Alice',
  mobile: '13800000000',
  email: 'a@example.com',
  organization: 'X',
  balance: 0,
  coordinate_system: 'GCJ02',
};
let notices: Notice[] = [];
let navigations: string[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  http.defaults.adapter = adapter;
  answers = [];
  seen = [];
  pendingDuringCall = [];
  notices = [];
  navigations = [];
  sessionStorage.clear();
  portalStore.set(pendingCallsAtom, 0);
  unsubscribe = onNotice((n) => notices.push(n));
  httpHooks.navigate = (url) => navigations.push(url);
  httpHooks.currentPath = () => '/imageQuery?area=1';
  startSession({ token: 'tok-123', user_id: 7, coordinate_system: 'GCJ02', user });
});
afterEach(() => unsubscribe());

test('every call carries the bearer token, user id, satellite and language headers', async () => {
  await call({ method: 'GET', url: '/user/userinfo/' });
  const h = seen[0].headers;
  expect(h.get('Authorization')).toBe('Bearer tok-123');
  expect(h.get('User-Id')).toBe('7');
  expect(h.get('Satellite')).toBe('GCJ02');
  expect(h.get('Accept-Language')).toBe('zh-CN');
  expect(seen[0].timeout).toBe(60000);
  expect(seen[0].baseURL).toBe('/api');
});

test('code 201 shows the server text, clears the session and goes to login with the path', async () => {
  answers.push({ status: 200, body: { code: 201, msg: '登录已过期，请重新登录' } });
  await expect(call({ method: 'GET', url: '/commodity/carts/' })).rejects.toMatchObject({ code: 201 });
  expect(notices.map((n) => n.message)).toEqual(['登录已过期，请重新登录']);
  expect(portalStore.get(tokenAtom)).toBeNull();
  expect(sessionStorage.getItem('portal.token')).toBeNull();
  expect(sessionStorage.getItem('portal.user')).toBeNull();
  expect(navigations).toEqual(['/login?redirect=%2FimageQuery%3Farea%3D1']);
});

test('a non-200 status rejects with the server message and field errors', async () => {
  answers.push({
    status: 400,
    body: {
      code: 400,
      msg: 'Invalid input',
      errors: [{ field: 'mobile', message: 'This mobile number is invalid' }],
    },
  });
  const err = await call({ method: 'POST', url: '/user/register/' }).catch((e: ApiError) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({
    status: 400,
    message: 'Invalid input',
    errors: [{ field: 'mobile', message: 'This mobile number is invalid' }],
  });
  expect(notices.map((n) => n.message)).toEqual(['Invalid input']);
  expect(portalStore.get(tokenAtom)).toBe('tok-123');
});

test('a quiet call rejects without a notice (the form shows the error)', async () => {
  answers.push({ status: 409, body: { code: 409, msg: 'User already exists' } });
  await expect(call({ method: 'POST', url: '/user/register/', quiet: true })).rejects.toMatchObject({
    status: 409,
  });
  expect(notices).toEqual([]);
});

test('a transport error only ends the loading indicator: no message, session kept', async () => {
  answers.push('network-down');
  const err = await call({ method: 'GET', url: '/commodity/carts/' }).catch((e: ApiError) => e);
  expect(err).toMatchObject({ transport: true });
  expect(pendingDuringCall).toEqual([1]);
  expect(portalStore.get(pendingCallsAtom)).toBe(0);
  expect(notices).toEqual([]);
  expect(navigations).toEqual([]);
  expect(portalStore.get(tokenAtom)).toBe('tok-123');
});

test('ordinary calls drive the loading indicator; the calls docs/requirements.md §9 names do not', async () => {
  await call({ method: 'GET', url: '/commodity/carts/' });
  await call({ method: 'POST', url: '/user/verify_register/' });
  await call({ method: 'POST', url: '/commodity/simulation/' });
  await call({ method: 'GET', url: '/commodity/simulation/12/' });
  await call({ method: 'POST', url: '/save_geometry/' });
  expect(pendingDuringCall).toEqual([1, 0, 0, 0, 0]);
  expect(portalStore.get(pendingCallsAtom)).toBe(0);
  expect(skipsLoadingIndicator('/discern/api/v1/geoserver/getwfs/')).toBe(true);
  expect(skipsLoadingIndicator('/commodity/orders/')).toBe(false);
});

test('the map search and region calls leave the loading indicator alone; other calls drive it', () => {
  // The region picker's children (the portal's get_layer_by_pid), a chosen region's or place's outline, the
  // place-name search and the globe's basemap of the area in view.
  for (const url of [
    '/geodata/regions/',
    '/geodata/regions/?parent=CN',
    '/geodata/regions/CN-31/',
    '/geodata/places/?q=sh',
    '/geodata/places/1796236/',
    '/geodata/basemap/',
    '/api/geodata/regions/CN-31/',
  ])
    expect([url, skipsLoadingIndicator(url)]).toEqual([url, true]);
  for (const url of ['/commodity/missions/', '/catalog/search/', '/user/userinfo/', '/catalog/area_file/'])
    expect([url, skipsLoadingIndicator(url)]).toEqual([url, false]);
});

test('a region outline asked through the client never raises the loading count', async () => {
  await call({ method: 'GET', url: '/geodata/regions/', params: { parent: 'CN-31' } });
  await call({ method: 'GET', url: '/geodata/regions/CN-31/' });
  await call({ method: 'GET', url: '/geodata/places/1796236/' });
  expect(pendingDuringCall).toEqual([0, 0, 0]);
});
