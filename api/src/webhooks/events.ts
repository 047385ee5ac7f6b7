/**
 * Events for customers' systems: what happened is written as one delivery per endpoint that listens to it, with its
 * delivery job, in the caller's transaction — an order that rolls back announces nothing, one that commits is
 * announced once per endpoint (and retried until it is received).
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@portal/shared/domain/webhooks';
import type { Queryable } from '../db';
import { sendJob } from '../jobs/sql';

/** The job of one delivery attempt: the attempt number guards against running an attempt twice. */
export interface DeliveryJob {
  deliveryId: number;
  attempt: number;
}

/** The body every delivery carries (Standard Webhooks' suggested shape). */
export const bodyOf = (type: string, data: object) =>
  JSON.stringify({ type, timestamp: new Date().toISOString(), data });

export async function addDelivery(
  q: Queryable,
  endpointId: number,
  type: string,
  body: string,
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, next_attempt_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [endpointId, `msg_${randomUUID()}`, type, body],
  );
  const deliveryId = Number(rows[0].id);
  await sendJob(q, 'webhook', { deliveryId, attempt: 0 } satisfies DeliveryJob);
  return deliveryId;
}

/**
 * Announces an event to every enabled endpoint of `userId` that listens to `type`, and to their organisation's
 * endpoints (docs/organisations.md "Programmatic access"); returns how many. `data` may be
 * a loader: it is read only when some endpoint listens (most accounts have none, and orders announce every change).
 */
export async function emitEvent(
  q: Queryable,
  userId: number,
  type: WebhookEvent,
  data: object | (() => Promise<object | null>),
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM webhook_endpoints
      WHERE ((user_id = $1 AND org_id IS NULL)
             OR org_id = (SELECT org_id FROM org_members WHERE user_id = $1 AND enabled))
        AND enabled AND deleted_at IS NULL AND $2 = ANY (events) ORDER BY id`,
    [userId, type],
  );
  if (!rows.length) return 0;
  const payload = typeof data === 'function' ? await data() : data;
  if (!payload) return 0;
  const body = bodyOf(type, payload);
  for (const r of rows) await addDelivery(q, Number(r.id), type, body);
  return rows.length;
}

/** "Send test event": one delivery of webhook.test to this endpoint, whatever it listens to. */
export const sendTestEvent = (q: Queryable, endpointId: number) =>
  addDelivery(
    q,
    endpointId,
    WEBHOOK_TEST_EVENT,
    bodyOf(WEBHOOK_TEST_EVENT, { endpoint_id: endpointId, message: 'A test event from the portal' }),
  );

/**
 * Delivers a delivery again, now, with the same message id (the receiver may already have it): its attempts go on
 * from where they are and it is pending again. False when it is pending already (it is being delivered).
 */
export async function redeliver(q: Queryable, deliveryId: number): Promise<boolean> {
  const { rows } = await q.query<{ attempts: number }>(
    `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now()
      WHERE id = $1 AND status <> 'pending' RETURNING attempts`,
    [deliveryId],
  );
  if (!rows[0]) return false;
  await sendJob(q, 'webhook', { deliveryId, attempt: rows[0].attempts } satisfies DeliveryJob);
  return true;
}
