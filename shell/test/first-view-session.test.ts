import { firstViewShows, showSignedIn, storedSession } from '../src/first-view-session';

/** The header of a first view: the signed-out items and the two templates (as deploy/first-view.mjs composes it). */
const HEADER = `<div id="portal-header"><header>
  <div data-first-view-user=""><a href="/login">登录</a></div>
  <template data-first-view-signed-in="desktop"><p data-testid="header-balance">{{balance}}</p><button data-testid="user-menu" title="账户">{{username}}</button></template>
  <template data-first-view-signed-in="phone"><button data-testid="user-menu" aria-label="账户: {{username}}"></button></template>
</header></div>`;

const customer = { username: 'lin<b>', type: 'customer', balance: 1234567 };

function store(values: Record<string, unknown>) {
  sessionStorage.clear();
  for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, JSON.stringify(value));
}

beforeEach(() => {
  document.body.innerHTML = HEADER;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});

test('the session is read as the portal stores it, and anything malformed counts as none', () => {
  store({ 'portal.token': 't1', 'portal.userId': 7, 'portal.crs': 'CGCS2000', 'portal.user': customer });
  expect(storedSession()).toEqual({ token: 't1', user_id: 7, coordinate_system: 'CGCS2000', user: customer });
  store({ 'portal.token': 't1', 'portal.userId': '7' });
  expect(storedSession()).toBeNull();
  store({ 'portal.token': '', 'portal.userId': 7 });
  expect(storedSession()).toBeNull();
  sessionStorage.setItem('portal.token', '{not json');
  expect(storedSession()).toBeNull();
});

test('only a customer is shown by the first view; staff and sales need the portal', () => {
  const session = (type: string) => ({ token: 't', user_id: 1, coordinate_system: 'WGS84', user: { type } });
  expect(firstViewShows(session('customer'))).toBe(true);
  expect(firstViewShows(session('admin'))).toBe(false);
  expect(firstViewShows(session('sales'))).toBe(false);
});

test('the signed-in header replaces Sign in, with the name as text and the balance in yuan', () => {
  const session = { token: 't', user_id: 1, coordinate_system: 'WGS84', user: customer };
  expect(showSignedIn(session)).toBe(true);
  expect(document.querySelector('[data-first-view-user]')).toBeNull();
  const menu = document.querySelector('#portal-header header > [data-testid="user-menu"]')!;
  expect(menu.textContent).toBe('lin<b>');
  expect(menu.querySelector('b')).toBeNull();
  expect(document.querySelector('#portal-header header > [data-testid="header-balance"]')!.textContent).toBe(
    '¥12,345.67',
  );
});

test('a phone gets the phone items; a user without a balance shows none', () => {
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as typeof window.matchMedia;
  const session = { token: 't', user_id: 1, coordinate_system: 'WGS84', user: { username: 'lin' } };
  expect(showSignedIn(session)).toBe(true);
  const menu = document.querySelector('#portal-header header > [data-testid="user-menu"]')!;
  expect(menu.getAttribute('aria-label')).toBe('账户: lin');
  expect(document.querySelector('#portal-header header > [data-testid="header-balance"]')).toBeNull();
});

test('a page without the templates says so (the portal then shows the header)', () => {
  document.body.innerHTML = '<div id="portal-header"><div data-first-view-user=""></div></div>';
  expect(showSignedIn({ token: 't', user_id: 1, coordinate_system: 'WGS84', user: customer })).toBe(false);
  expect(document.querySelector('[data-first-view-user]')).not.toBeNull();
});
