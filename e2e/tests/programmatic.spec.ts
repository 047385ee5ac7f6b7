/**
 * Programmatic access as a customer's system uses it (issue 35): a key made on the API keys page searches STAC and
 * places an order; an endpoint added on the Webhooks page receives the order's event, signed with the secret the
 * page showed once (verified here by computing the Standard Webhooks HMAC); the delivery shows as delivered on the
 * page; the key revoked on the page is refused at once; neither the key nor the secret reaches the server's log.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { seedSession, useLanguage } from '../accounts';
import { serverLog } from '../server-log';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The Standard Webhooks signature of a message: v1,<base64 HMAC-SHA256 over "id.timestamp.body"> with the secret. */
const signatureOf = (secret: string, id: string, timestamp: string, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64')}`;

test('a key and a webhook made on their pages: STAC search, an order announced and signed, the key revoked', async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-events`;
  try {
    await useLanguage(page, 'en');
    await seedSession(page, 'customer');
    const keyName = `e2e system ${Date.now()}`;

    // The key, shown once on its page.
    await page.goto('/personalCenter/apiKeys');
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-name').fill(keyName);
    await page.getByTestId('api-key-scope-catalog:read').check();
    await page.getByTestId('api-key-scope-orders:write').check();
    await page.getByTestId('api-key-submit').click();
    const key = await page.getByTestId('api-key-created-text').inputValue();
    expect(key).toMatch(/^sar_live_/);
    await page.getByTestId('api-key-created-done').click();
    const asKey = { authorization: `Bearer ${key}`, 'accept-language': 'en-US', satellite: 'WGS84' };

    const stac = await page.request.get('/api/stac/search?bbox=70,20,100,45&limit=30', { headers: asKey });
    expect(stac.status()).toBe(200);
    const ids: string[] = (await stac.json()).features.map((f: { id: string }) => f.id);
    expect(ids.length).toBeGreaterThan(0);

    // The endpoint, its secret shown once.
    await page.goto('/personalCenter/webhooks');
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill(hookUrl);
    await page.getByTestId('webhook-event-tasking_order.updated').uncheck();
    await page.getByTestId('webhook-submit').click();
    const secret = await page.getByTestId('webhook-secret-text').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByTestId('webhook-secret-done').click();

    // An order placed with the key, on a scene the customer does not hold yet.
    const check = await page.request.post('/api/commodity/conflict_check/', {
      headers: asKey,
      data: { scene_ids: ids },
    });
    const free = (await check.json()).data.filter((c: { conflict: string | null }) => c.conflict === null);
    const sceneId: string = free[free.length - 1].scene_id;
    const cost = (
      await (
        await page.request.get(`/api/commodity/order_cost/?scene_ids=${sceneId}`, { headers: asKey })
      ).json()
    ).data[0].cost_fen;
    const order = await page.request.post('/api/commodity/orders/', {
      headers: asKey,
      data: { scene_ids: [sceneId], quoted_cost_fen: cost },
    });
    expect((await order.json()).code).toBe(0);
    const orderId = (await order.json()).data[0].id;

    // Announced to the endpoint by the job queue, signed with the page's secret.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [event] = received;
    const body = JSON.parse(event.body);
    expect(body).toMatchObject({
      type: 'archive_order.updated',
      data: { id: orderId, scene_ids: [sceneId] },
    });
    const {
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    } = event.headers;
    expect(signature).toBe(signatureOf(secret, String(id), String(timestamp), event.body));

    // The page lists the delivery as delivered.
    await page.reload();
    const card = page.locator('[data-testid^="webhook-"]', { hasText: hookUrl }).first();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await expect(card.getByRole('row', { name: /Archive order changed/ })).toContainText('Delivered');

    // The key revoked on its page is refused at once.
    await page.goto('/personalCenter/apiKeys');
    await page.getByRole('row', { name: keyName }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('api-key-revoke-confirm').click();
    await expect(page.getByRole('row', { name: keyName })).toHaveCount(0);
    expect((await page.request.get('/api/stac/search?limit=1', { headers: asKey })).status()).toBe(401);

    // Neither the key nor the signing secret was ever written to the server's log.
    expect(serverLog()).not.toContain(key.slice('sar_live_'.length));
    expect(serverLog()).not.toContain(secret.slice('whsec_'.length));
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
