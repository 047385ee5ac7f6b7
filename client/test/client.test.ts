/**
 * The typed client (issue 35, item 5): its types are the API's current OpenAPI document, and the example a customer
 * starts from — search, price and order a scene, download its package — works with an API key against a real API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadFixture } from '../../api/test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../api/test/helpers';
import { organisationBill } from '../examples/organisation-bill';
import { searchOrderDownload } from '../examples/search-order-download';
import { buildOpenApiDocument, GENERATE_COMMAND, SCHEMA_FILE, schemaSource } from '../scripts/schema';
import { createPortalClient, dataOf, PortalError } from '../src';

let t: TestApp;
let baseUrl: string;
let apiKey: string;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const customer = await t.tokenOf('customer');
  const created = await t.call({
    method: 'POST',
    url: '/api/user/api_keys/',
    token: customer.token,
    payload: { name: 'client example', scopes: ['catalog:read', 'orders:write'] },
  });
  apiKey = created.json().data[0].key;
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-client-test-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('the generated types', () => {
  it('are those of the OpenAPI document the API serves (else regenerate them)', async () => {
    const served = (await t.call({ method: 'GET', url: '/api/openapi.json', lang: 'en' })).json();
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    const fresh = await schemaSource(served);
    if (fresh !== committed)
      throw new Error(
        `client/src/schema.d.ts is not the API's current document: run \`${GENERATE_COMMAND}\``,
      );
    // The generator builds that same document in process, with no server or database.
    expect(await buildOpenApiDocument()).toEqual(served);
  });
});

describe("the organisation example, with a manager's org:read key", () => {
  it("prints the organisation, its budgets and its bill by budget; an outsider's key is told it has none", async () => {
    // A customer of their own (the other example orders as the demo customer, alone).
    await t.db.query(
      `INSERT INTO users (username, password_hash, type, mobile, email)
       SELECT 'bureau', password_hash, 'customer', '13600000001', 'bureau@example.com' FROM users WHERE username = 'customer'`,
    );
    const customer = await t.tokenOf('bureau');
    const call = (url: string, payload: object, token = customer.token) =>
      t.call({ method: 'POST', url, token, payload, lang: 'en' });
    await call('/api/org/', { name: 'Mapping bureau' });
    await call('/api/org/budgets/', { code: 'SURVEY-26', cap_fen: 500000 });
    const key = (await call('/api/user/api_keys/', { name: 'finance', scopes: ['org:read'] })).json().data[0]
      .key;
    const lines: string[] = [];
    const result = await organisationBill(createPortalClient({ baseUrl, apiKey: key }), (l) => lines.push(l));
    expect(result).toMatchObject({ org: 'Mapping bureau', budgets: 1 });
    expect(lines[0]).toMatch(/^Mapping bureau: balance [\d.]+ CNY, held 0\.00 CNY \(manager\)$/);
    expect(lines[1]).toBe('SURVEY-26: spent 0.00, left 5000.00');
    // The same call with a key of an account outside any organisation says so.
    const outsider = await t.tokenOf('sales');
    const salesKey = (
      await call('/api/user/api_keys/', { name: 'x', scopes: ['org:read'] }, outsider.token)
    ).json().data[0].key;
    await expect(
      organisationBill(createPortalClient({ baseUrl, apiKey: salesKey }), () => {}),
    ).rejects.toThrow("The key's account belongs to no organisation");
  });
});

describe('the example, with a customer key', () => {
  it('finds scenes, orders the newest and saves its product package as a zip', async () => {
    const portal = createPortalClient({ baseUrl, apiKey });
    const lines: string[] = [];
    const out = path.join(dir, 'product.zip');
    const result = await searchOrderDownload(portal, baseUrl, out, (line) => lines.push(line));
    expect(result.sceneId).toBe('A'); // the only public scene over Beijing in the fixture
    expect(lines[0]).toMatch(/^Found 1 scenes; ordering A /);
    expect(readFileSync(out).subarray(0, 2).toString()).toBe('PK');
    // The order is the customer's, as the portal shows it.
    const [order] = dataOf(
      await portal.GET('/api/commodity/orders/{id}/', { params: { path: { id: result.orderId } } }),
    );
    expect(order.scene_ids).toEqual(['A']);
  });

  it('reports a refusal in the chosen language, with its code and fields', async () => {
    const zh = createPortalClient({ baseUrl, apiKey, lang: 'zh' });
    const refused = await zh
      .POST('/api/commodity/orders/', { body: { scene_ids: [], quoted_cost_fen: 0 } })
      .then(dataOf)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PortalError);
    expect(refused).toMatchObject({ code: 400, errors: [expect.objectContaining({ field: 'scene_ids' })] });
    expect((refused as PortalError).message).toMatch(/[\u4e00-\u9fff]/);

    const revoked = createPortalClient({ baseUrl, apiKey: 'sar_live_' + 'x'.repeat(43) });
    await expect(
      revoked.POST('/api/catalog/search/', { body: {} }).then((r) => dataOf(r)),
    ).rejects.toMatchObject({ code: 201 });
  });

  it('is typed: a path or a body the API does not have is a compile error, and refused if sent anyway', async () => {
    const portal = createPortalClient({ baseUrl, apiKey });
    // @ts-expect-error no such path
    const unknownPath = await portal.GET('/api/catalog/no_such_route/');
    expect(unknownPath.response.status).toBe(404);
    // @ts-expect-error an order states the cost it was quoted
    const noQuote = await portal.POST('/api/commodity/orders/', { body: { scene_ids: ['A'] } });
    expect(noQuote.response.status).toBe(400);
  });
});
