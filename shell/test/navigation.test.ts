import { findRoute, safeRedirectTarget } from '@portal/shared/domain';
import { isMobileBrowser } from '@portal/shared/domain';
import { isForbidden, orderCenterHome, redirectFor, type Visitor } from '../src/navigation';

const anon: Visitor = { signedIn: false, role: 'customer', mobile: false };
const customer: Visitor = { signedIn: true, role: 'customer', mobile: false };
const sales: Visitor = { signedIn: true, role: 'sales', mobile: false };

test('public routes stay open without a session', () => {
  for (const p of [
    '/',
    '/login',
    '/register',
    '/forgetPassword',
    '/reset/abc',
    '/404',
    '/phonehome',
    '/phoneregister',
    '/PDF',
    '/sampleImage',
    '/interFace',
    '/userGuide',
    '/details',
    '/applicationService/oilSpill',
    '/applicationService/vesselDetection',
    '/applicationService/videoRadar',
    '/invitation',
  ]) {
    expect(redirectFor(p, '', anon)).toBeNull();
  }
  // An organisation's invitation link opens signed out, in the order centre's remote (its sign-up joins there).
  expect(findRoute('/invitation')).toMatchObject({ remote: 'mf-order-center', public: true });
  expect(isForbidden('/personalCenter/organisation', 'staff')).toBe(true);
  expect(isForbidden('/personalCenter/organisation', 'customer')).toBe(false);
});

test('signed-in routes send a visitor without a session to login, remembering path and query', () => {
  expect(redirectFor('/imageQuery', '?q=1', anon)).toBe('/login?redirect=%2FimageQuery%3Fq%3D1');
  expect(redirectFor('/personalCenter/bill', '', anon)).toBe('/login?redirect=%2FpersonalCenter%2Fbill');
  expect(redirectFor('/programOrder/12', '', anon)).toBe('/login?redirect=%2FprogramOrder%2F12');
});

test('unknown routes go to /404', () => {
  expect(redirectFor('/nope', '', anon)).toBe('/404');
  expect(redirectFor('/imageQuery/extra/segments', '', customer)).toBe('/404');
  expect(redirectFor('/personalCenter/noSuchChild', '', customer)).toBe('/404');
});

test('a signed-in user opening /login goes home; /setup and /personalCenter redirect', () => {
  expect(redirectFor('/login', '?redirect=/x', customer)).toBe('/');
  expect(redirectFor('/setup', '', customer)).toBe('/userInfo');
  expect(redirectFor('/personalCenter', '', customer)).toBe('/personalCenter/shoppingCart');
  // Staff and sales land where the work waiting for them is listed, not on a cart.
  expect(orderCenterHome('sales')).toBe('/personalCenter/myAlerts');
  expect(redirectFor('/personalCenter', '', { ...customer, role: 'staff' })).toBe('/personalCenter/myAlerts');
});

test('mobile browsers get the phone home page', () => {
  expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
  expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
  expect(redirectFor('/', '', { ...anon, mobile: true })).toBe('/phonehome');
  expect(redirectFor('/register', '', { ...anon, mobile: true })).toBe('/phoneregister');
});

test('order-centre children a role may not see are forbidden', () => {
  expect(isForbidden('/personalCenter/userManagement', 'customer')).toBe(true);
  expect(isForbidden('/personalCenter/userManagement', 'sales')).toBe(false);
  expect(isForbidden('/personalCenter/shoppingCart', 'sales')).toBe(true);
  expect(isForbidden('/personalCenter/missionadmin/detail/9', 'staff')).toBe(false);
  expect(isForbidden('/personalCenter/modification', 'staff')).toBe(true);
  expect(redirectFor('/personalCenter/userManagement', '', sales)).toBeNull();
});

test('the account area keeps its /personalCenter/ URLs: deep links open the pages, for the roles as before', () => {
  const staff: Visitor = { signedIn: true, role: 'staff', mobile: false };
  for (const v of [customer, staff])
    for (const p of [
      '/personalCenter/apiKeys',
      '/personalCenter/webhooks',
      '/personalCenter/subscriptions',
    ]) {
      expect(redirectFor(p, '', v)).toBeNull();
      expect(isForbidden(p, v.role)).toBe(false);
    }
  expect(redirectFor('/personalCenter/apiKeys', '', sales)).toBeNull();
  expect(isForbidden('/personalCenter/apiKeys', 'sales')).toBe(false);
  expect(isForbidden('/personalCenter/webhooks', 'sales')).toBe(true);
  expect(isForbidden('/personalCenter/subscriptions', 'sales')).toBe(true);
  expect(redirectFor('/personalCenter/subscriptions', '', anon)).toBe(
    '/login?redirect=%2FpersonalCenter%2Fsubscriptions',
  );
});

test('only same-origin paths are restored after login', () => {
  expect(safeRedirectTarget('/imageQuery?x=1')).toBe('/imageQuery?x=1');
  expect(safeRedirectTarget('//evil.example/')).toBe('/');
  expect(safeRedirectTarget('https://evil.example/')).toBe('/');
  expect(safeRedirectTarget(null)).toBe('/');
});
