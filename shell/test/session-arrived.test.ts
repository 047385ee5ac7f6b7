import { redirectOnSessionArrived, type Visitor } from '../src/navigation';

const customer: Visitor = { signedIn: true, role: 'customer', mobile: false };

test('a session arriving on the login page leaves it for the page the login was to bring the user back to', () => {
  expect(redirectOnSessionArrived('/login', '?redirect=%2FuserInfo', customer)).toBe('/userInfo');
  expect(redirectOnSessionArrived('/login', '?redirect=%2FimageQuery%3Fq%3D1', customer)).toBe(
    '/imageQuery?q=1',
  );
  expect(redirectOnSessionArrived('/login', '', customer)).toBe('/');
  // Only same-origin paths, as after a sign-in.
  expect(redirectOnSessionArrived('/login', '?redirect=%2F%2Fevil.example', customer)).toBe('/');
});

test('a session arriving on any other page follows the rules for a signed-in user', () => {
  expect(redirectOnSessionArrived('/userInfo', '', customer)).toBeNull();
  expect(redirectOnSessionArrived('/', '', customer)).toBeNull();
  expect(redirectOnSessionArrived('/personalCenter', '', customer)).toBe('/personalCenter/shoppingCart');
});
