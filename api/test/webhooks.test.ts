/**
 * Signed webhooks (issue 35, item 2): a customer's system registers an endpoint, an order placed with an API key is
 * announced to it as `archive_order.updated`, signed as the Standard Webhooks specification says (verified here with
 * the `standardwebhooks` library receivers use), retried after a 500 with the same message id, sent again on demand,
 * and an endpoint that keeps failing is disabled with an alert. Private and link-local addresses are refused.
 * The receiver is a real HTTP server started by the test; deliveries run through the job queue (`runDue`).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { addressVerdict } from '../src/webhooks/address';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** The status each next request is answered with (then 204). */
let answers: number[] = [];
let customer: { token: string; userId: number };

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = req.url?.startsWith('/down') ? 500 : (answers.shift() ?? 204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp({ webhooks: { allowPrivate: true, retrySeconds: [0, 0], timeoutMs: 5000 } });
  await loadFixture(t.db);
  customer = await t.tokenOf('customer');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = customer) =>
  t.call({ method, url, payload: payload as never, token: who.token, lang: 'en' });
const deliver = () => t.app.jobs.runDue('webhook');

async function addEndpoint(path: string, events = ['archive_order.updated']) {
  const res = await call('POST', '/api/user/webhooks/', {
    url: `${base}${path}`,
    events,
    description: 'ERP',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { id: number; secret: string };
}

it('announces an order placed with an API key, signed, retried after a 500 with the same message id', async () => {
  const endpoint = await addEndpoint('/erp');
  expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  // The secret is in the creating answer only.
  const listed = (await call('GET', '/api/user/webhooks/')).json();
  expect(listed.data.map((e: { id: number }) => e.id)).toContain(endpoint.id);
  expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

  const key = (await call('POST', '/api/user/api_keys/', { name: 'erp', scopes: ['orders:write'] })).json()
    .data[0].key as string;
  const asKey = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.call({
      method,
      url,
      payload: payload as never,
      token: key,
      lang: 'en',
      headers: { satellite: 'WGS84' },
    });
  const cost = (await asKey('GET', '/api/commodity/order_cost/?scene_ids=B')).json().data[0].cost_fen;
  const order = await asKey('POST', '/api/commodity/orders/', { scene_ids: ['B'], quoted_cost_fen: cost });
  expect(order.statusCode).toBe(200);
  const orderId = order.json().data[0].id;

  answers = [500];
  received.length = 0;
  expect(await deliver()).toBe(2); // the attempt that got 500, then its retry (due at once in this test)
  expect(received.map((r) => r.path)).toEqual(['/erp', '/erp']);
  const [first, retry] = received;
  expect(first.headers['webhook-id']).toMatch(/^msg_/);
  expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
  expect(first.headers['content-type']).toBe('application/json');
  // Verified as a receiver does; a tampered body fails verification.
  const hook = new Webhook(endpoint.secret);
  for (const r of received)
    expect(() => hook.verify(r.body, r.headers as Record<string, string>)).not.toThrow();
  expect(() =>
    hook.verify(retry.body.replace('awaiting', 'cancelled'), retry.headers as Record<string, string>),
  ).toThrow();
  const event = JSON.parse(retry.body);
  expect(event).toMatchObject({
    type: 'archive_order.updated',
    data: { id: orderId, status: 'awaiting_download', scene_ids: ['B'], cost_fen: cost },
  });
  expect(event.data.order_no).toBe(order.json().data[0].order_no);
  expect(Date.parse(event.timestamp)).not.toBeNaN();

  const deliveries = (await call('GET', `/api/user/webhooks/${endpoint.id}/deliveries/`)).json();
  expect(deliveries.total).toBe(1);
  expect(deliveries.data[0]).toMatchObject({
    event_type: 'archive_order.updated',
    status: 'succeeded',
    attempts: 2,
    response_code: 204,
    message_id: first.headers['webhook-id'],
  });

  // Cancelling announces the order again, as cancelled.
  received.length = 0;
  expect((await asKey('POST', '/api/commodity/orders/cancel/', { id: orderId })).statusCode).toBe(200);
  await deliver();
  expect(received.map((r) => JSON.parse(r.body).data.status)).toEqual(['cancelled']);
});

it('announces a new tasking order to an endpoint that listens to tasking orders only', async () => {
  const tasker = await customerWithMoney(t, 'hook-tasker', '13900000077', 10 * ONE_SHOT_FEN);
  const res = await call(
    'POST',
    '/api/user/webhooks/',
    { url: `${base}/tasking`, events: ['tasking_order.updated'] },
    tasker,
  );
  expect(res.statusCode).toBe(200);
  received.length = 0;
  const missionId = await submitOrder(t, tasker.token);
  await deliver();
  expect(received.map((r) => r.path)).toEqual(['/tasking']);
  const event = JSON.parse(received[0].body);
  expect(event).toMatchObject({
    type: 'tasking_order.updated',
    data: { id: missionId, previous_state: null },
  });
  expect(event.data.order_no).toMatch(/^TO\d{8}\d{6}$/);
  expect(event.data.state_name).toEqual({ zh: expect.any(String), en: expect.any(String) });
});

it('sends a delivery again on demand, once when asked ten times at once, and a test event', async () => {
  const endpoint = await addEndpoint('/again');
  received.length = 0;
  expect((await call('POST', `/api/user/webhooks/${endpoint.id}/test/`)).json().msg).toBe(
    'Test event sent; see its result in the deliveries',
  );
  await deliver();
  expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['webhook.test']);
  const delivery = (await call('GET', `/api/user/webhooks/${endpoint.id}/deliveries/`)).json().data[0];
  expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1 });

  const url = `/api/user/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver/`;
  const asked = await Promise.all(Array.from({ length: 10 }, () => call('POST', url)));
  expect(asked.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  expect(asked.find((r) => r.statusCode === 409)!.json().msg).toBe(
    'This delivery is still under way; it can be sent again once it has ended',
  );
  received.length = 0;
  expect(await deliver()).toBe(1);
  expect(received.map((r) => r.headers['webhook-id'])).toEqual([delivery.message_id]);

  // Another person's endpoint and deliveries are not found.
  const other = await t.tokenOf('admin');
  expect((await call('GET', `/api/user/webhooks/${endpoint.id}/`, undefined, other)).statusCode).toBe(404);
  expect((await call('POST', url, undefined, other)).statusCode).toBe(404);
  expect((await call('DELETE', `/api/user/webhooks/${endpoint.id}/`, undefined, other)).statusCode).toBe(404);
});

it('disables an endpoint whose retries are spent, with one alert to its owner', async () => {
  const endpoint = await addEndpoint('/down', ['archive_order.updated']);
  received.length = 0;
  expect((await call('POST', `/api/user/webhooks/${endpoint.id}/test/`)).statusCode).toBe(200);
  expect(await deliver()).toBe(3); // the attempt and its two retries (WEBHOOK_RETRY_SECONDS of this test)
  expect(received).toHaveLength(3);
  const after = (await call('GET', `/api/user/webhooks/${endpoint.id}/`)).json().data[0];
  expect(after).toMatchObject({ enabled: false, disabled_reason: 'failing' });
  const delivery = (await call('GET', `/api/user/webhooks/${endpoint.id}/deliveries/`)).json().data[0];
  expect(delivery).toMatchObject({
    status: 'failed',
    attempts: 3,
    response_code: 500,
    next_attempt_at: null,
  });
  const alerts = (await call('GET', '/api/commodity/notifications/'))
    .json()
    .data.filter((a: { kind: string }) => a.kind === 'webhook');
  expect(alerts).toHaveLength(1);
  expect(alerts[0].type_status_text).toBe(`Webhook endpoint disabled after failing for a day: ${base}/down`);
  // A disabled endpoint receives no test event until it is enabled again.
  expect((await call('POST', `/api/user/webhooks/${endpoint.id}/test/`)).json().msg).toBe(
    'This endpoint is disabled; enable it first',
  );
  const resumed = await call('PUT', `/api/user/webhooks/${endpoint.id}/`, { enabled: true });
  expect(resumed.json().data[0]).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
});

it('refuses private addresses (unless allowed) and link-local ones always, saving nothing', async () => {
  const before = (await call('GET', '/api/user/webhooks/')).json().total;
  const refused = await call('POST', '/api/user/webhooks/', {
    url: 'http://169.254.169.254/latest/meta-data/',
    events: ['archive_order.updated'],
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().msg).toBe(
    'This address points to a private, loopback or link-local network and cannot receive webhooks',
  );
  t.config.webhooks.allowPrivate = false;
  try {
    for (const url of [
      `${base}/erp`,
      'http://10.1.2.3/hook',
      'http://[::1]:8080/hook',
      'http://[::ffff:192.168.1.1]/',
    ])
      expect(
        (await call('POST', '/api/user/webhooks/', { url, events: ['tasking_order.updated'] })).statusCode,
      ).toBe(400);
  } finally {
    t.config.webhooks.allowPrivate = true;
  }
  const bad = await call('POST', '/api/user/webhooks/', { url: 'ftp://example.com/', events: [] });
  expect(bad.statusCode).toBe(400);
  expect(
    bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual(['events', 'url']);
  expect((await call('GET', '/api/user/webhooks/')).json().total).toBe(before);

  expect(addressVerdict('169.254.169.254', true)).toBe('linkLocal');
  expect(addressVerdict('fe80::1', true)).toBe('linkLocal');
  expect(addressVerdict('100.64.0.1', false)).toBe('private');
  expect(addressVerdict('::ffff:127.0.0.1', false)).toBe('private');
  expect(addressVerdict('203.0.113.7', false)).toBe('private'); // documentation range: reserved
  expect(addressVerdict('8.8.8.8', false)).toBe('allowed');
});
