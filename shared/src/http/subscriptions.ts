/**
 * A signed-in person's saved searches that alert (issue 35; contract: shared/src/domain/subscriptions.ts): save the
 * image query's search as a subscription, list them page by page, rename, pause or resume, delete. Imported as
 * `@portal/shared/http/subscriptions`.
 */
import type { Subscription, SubscriptionChannel, SubscriptionInput } from '../domain/subscriptions';
import { call, type Envelope } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)

const BASE = '/catalog/subscriptions/';
const one = (id: number) => `${BASE}${encodeURIComponent(String(id))}/`;

/** What PUT may change. */
export interface SubscriptionChange {
  name?: string;
  channels?: SubscriptionChannel[];
  paused?: boolean;
}

/** POST: quiet, the dialog shows each field's message. Resolves to the subscription and the server's message. */
export async function createSubscription(
  body: SubscriptionInput,
): Promise<{ subscription: Subscription; msg: string }> {
  const env = await call<Subscription>({ method: 'POST', url: BASE, data: body, quiet: true });
  return { subscription: env.data[0], msg: env.msg };
}

/** GET: one page of the caller's subscriptions (`data`, and `total` of all of them). */
export const listSubscriptions = (page: number, size: number): Promise<Envelope<Subscription>> =>
  call<Subscription>({ method: 'GET', url: BASE, params: { page, size } });

export const getSubscription = async (id: number): Promise<Subscription> =>
  (await call<Subscription>({ method: 'GET', url: one(id) })).data[0];

/** PUT: quiet, so a rename can show the server's words under its field; callers show other failures. */
export const updateSubscription = async (id: number, change: SubscriptionChange): Promise<Subscription> =>
  (await call<Subscription>({ method: 'PUT', url: one(id), data: change, quiet: true })).data[0];

export const deleteSubscription = (id: number) => call<never>({ method: 'DELETE', url: one(id) });
