/**
 * The API's JSON answers are compressed for a client that accepts it (api/src/plugins/external.ts), as nginx does in
 * front of the copies: Brotli or gzip, the same JSON once decoded; small answers and clients that accept neither get
 * it as it is.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIST = '/api/web/sar_images/?size=200';
const get = (url: string, encoding?: string) =>
  t.call({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('sends a JSON list in Brotli or gzip as the client accepts, the same JSON once decoded', async () => {
  const plain = await get(LIST);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);
  const json = plain.json();

  const br = await get(LIST, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

  const gzip = await get(LIST, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

  expect((await get(LIST, 'identity')).headers['content-encoding']).toBeUndefined();
});

it('sends a small answer as it is', async () => {
  const small = await get('/api/web/sar_images/?size=1', 'br');
  expect(small.statusCode).toBe(200);
  expect(small.rawPayload.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json().code).toBe(0);
});
