import { expect, test } from '../fixtures';
import { ACCOUNTS, DEMO_PASSWORD, useLanguage } from '../accounts';

/** The deployment of deploy/nginx: the portal and its API behind nginx, as in production. */

test('the portal composes behind nginx and a customer signs in through it', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/imageQuery');
  await expect(page).toHaveURL('/login?redirect=%2FimageQuery');
  await page.getByLabel('Username, mobile or email').fill(ACCOUNTS.customer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/imageQuery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image query');
  expect(consoleErrors).toEqual([]);
});

test('client-side routes get the shell; the registry is never cached; releases are immutable and pre-compressed', async ({
  request,
}) => {
  const route = await request.get('/userGuide');
  expect(route.status()).toBe(200);
  expect(await route.text()).toContain('id="portal-main"');
  expect(route.headers()['cache-control']).toBe('no-store');
  expect(route.headers()['x-content-type-options']).toBe('nosniff');

  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-store');
  const { remotes } = (await registry.json()) as { remotes: { entry: string }[] };
  const manifest = await request.get(remotes[0].entry);
  expect(manifest.headers()['cache-control']).toContain('immutable');

  const entry = ((await manifest.json()) as { metaData: { remoteEntry: { name: string } } }).metaData
    .remoteEntry.name;
  const js = await request.get(remotes[0].entry.replace('mf-manifest.json', entry), {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(js.headers()['content-encoding']).toBe('gzip');
  expect(js.headers()['cache-control']).toContain('immutable');

  expect((await request.get('/registry-history.json')).status()).toBe(404);
});

test('a mobile browser asking for the home page is sent to the phone home page with its query', async ({
  request,
}) => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const phone = await request.get('/?recommender=A17', {
    headers: { 'User-Agent': iphone },
    maxRedirects: 0,
  });
  expect(phone.status()).toBe(302);
  expect(phone.headers()['location']).toBe('/phonehome?recommender=A17');
  expect(phone.headers()['vary']).toBe('User-Agent');
  const desktop = await request.get('/', {
    headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' },
    maxRedirects: 0,
  });
  expect(desktop.status()).toBe(200);
  expect(desktop.headers()['vary']).toBe('User-Agent');
  expect(await desktop.text()).toContain('id="portal-main"');
  // Any other page is the phone's to open.
  expect((await request.get('/login', { headers: { 'User-Agent': iphone }, maxRedirects: 0 })).status()).toBe(
    200,
  );
});

test('the API answers through nginx with its envelope and its own error statuses', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ code: 0 });
  const refused = await request.post('/api/user/login/', {
    data: { username: ACCOUNTS.customer, password: 'not-the-password1' },
    headers: { 'Accept-Language': 'en-US' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe(400);
});
