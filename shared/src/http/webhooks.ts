/**
 * A signed-in person's webhook endpoints (issue 35; contract: shared/src/domain/webhooks.ts): add one (its signing
 * secret comes back this once), list, change, pause or resume, delete; their deliveries, sent again on demand; a test
 * event. Imported as `@portal/shared/http/webhooks`.
 */
import type { WebhookDelivery, WebhookEndpoint, WebhookInput } from '../domain/webhooks';
import { call, callOne, type Envelope } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)

const BASE = '/user/webhooks/';
const one = (id: number) => `${BASE}${encodeURIComponent(String(id))}/`;

/** POST: quiet, the form shows each field's message. */
export const createWebhook = (body: WebhookInput): Promise<WebhookEndpoint & { secret: string }> =>
  callOne<WebhookEndpoint & { secret: string }>({ method: 'POST', url: BASE, data: body, quiet: true });

export const listWebhooks = async (): Promise<WebhookEndpoint[]> =>
  (await call<WebhookEndpoint>({ method: 'GET', url: BASE })).data;

/** Pauses (false) or resumes (true) an endpoint. */
export const setWebhookEnabled = (id: number, enabled: boolean): Promise<WebhookEndpoint> =>
  callOne<WebhookEndpoint>({ method: 'PUT', url: one(id), data: { enabled } });

export const deleteWebhook = (id: number) => call<never>({ method: 'DELETE', url: one(id) });

export const webhookDeliveries = (
  id: number,
  page: number,
  size: number,
): Promise<Envelope<WebhookDelivery>> =>
  call<WebhookDelivery>({ method: 'GET', url: `${one(id)}deliveries/`, params: { page, size } });

/** Resolves to the server's message. */
export const redeliverWebhook = async (id: number, deliveryId: number): Promise<string> =>
  (
    await call({
      method: 'POST',
      url: `${one(id)}deliveries/${encodeURIComponent(String(deliveryId))}/redeliver/`,
    })
  ).msg;

export const sendWebhookTest = async (id: number): Promise<string> =>
  (await call({ method: 'POST', url: `${one(id)}test/` })).msg;
