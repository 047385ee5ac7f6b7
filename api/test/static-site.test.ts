/**
 * The built portal as the API serves it (api/src/web/static-site.ts): what a browser may cache. Immutable releases
 * and shell assets for a year, the registry and the shell's page never (a release or rollback shows on the next page
 * load), whether the file is sent as it is or pre-compressed; STAC Browser's page under its folder's URL only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let webRoot: string;

function put(rel: string, body: string, compressed = false) {
  const file = path.join(webRoot, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  if (compressed) writeFileSync(`${file}.br`, brotliCompressSync(body));
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-web-root-'));
  put('index.html', '<!doctype html><title>shell</title>');
  put('remotes.json', '{"remotes":[]}', true);
  put('assets/main.0123456789.js', 'console.log("shell");'.repeat(50), true);
  put('mf/mf-public/abc/remoteEntry.js', 'console.log("remote");'.repeat(50), true);
  put('stac-browser/index.html', '<!doctype html><title>STAC Browser</title>');
  put('first-view/index.html', '<!doctype html><h1>home</h1>'.repeat(100), true);
  put('first-view/login.html', '<!doctype html><h1>sign in</h1>');
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.call({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('caching of the built portal', () => {
  it.each([
    ['/mf/mf-public/abc/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/assets/main.0123456789.js', 'public, max-age=31536000, immutable'],
    ['/remotes.json', 'no-store'],
    ['/', 'no-store'],
    ['/imageQuery', 'no-store'],
    ['/login', 'no-store'],
  ])('%s: %s, plain or pre-compressed', async (url, cacheControl) => {
    for (const encoding of [undefined, 'br']) {
      const res = await get(url, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
    }
    const br = await get(url, 'br');
    if (url.includes('.js') || url.endsWith('.json')) expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers a route with its prerendered page when the build wrote one, any other with the shell', async () => {
    expect((await get('/')).body).toContain('<h1>home</h1>');
    expect((await get('/login?redirect=%2FimageQuery')).body).toBe('<!doctype html><h1>sign in</h1>');
    for (const url of ['/imageQuery', '/register', '/login/', '/first-view', '/personalCenter/shoppingCart'])
      expect([url, (await get(url)).body]).toEqual([url, '<!doctype html><title>shell</title>']);
    // The page's pre-compressed sibling, as for any file.
    const br = await get('/', 'br');
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('sends a mobile browser from / to the phone home page with its query, any other browser the home page', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    const home = (url: string, ua: string) => t.call({ method: 'GET', url, headers: { 'user-agent': ua } });
    for (const [url, location] of [
      ['/', '/phonehome'],
      ['/?recommender=A17', '/phonehome?recommender=A17'],
    ]) {
      for (const ua of [iphone, android]) {
        const res = await home(url, ua);
        expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, location]);
        expect(res.headers.vary).toBe('User-Agent');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const res = await home('/?recommender=A17', desktop);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('User-Agent');
    expect(res.body).toContain('<h1>home</h1>');
    // Only the home page: a phone may open any other page it asks for.
    expect((await home('/login', iphone)).statusCode).toBe(200);
  });

  it('serves STAC Browser at its folder, redirecting the bare name there', async () => {
    const bare = await get('/stac-browser');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/stac-browser/');
    const page = await get('/stac-browser/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('STAC Browser');
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
