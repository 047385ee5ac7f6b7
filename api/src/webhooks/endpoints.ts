/**
 * A customer's webhook endpoints and their deliveries: each person sees and changes only their own (another's is
 * not found). The signing secret is returned once, by `createEndpoint`; lists never carry it.
 */
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LIMITS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookInput,
} from '@portal/shared/domain/webhooks';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
  org_id: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const ENDPOINT_COLUMNS =
  'id, url, events, description, enabled, disabled_reason, failing_since, created_at, updated_at, org_id';

export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: Number(r.id),
  url: r.url,
  events: r.events,
  description: r.description,
  enabled: r.enabled,
  disabled_reason: r.disabled_reason,
  failing_since: iso(r.failing_since),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
  ...(r.org_id !== null ? { organisation: true } : {}),
});

/** A new signing secret in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function listEndpoints(q: Queryable, userId: number): Promise<WebhookEndpoint[]> {
  const { rows } = await q.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toEndpoint);
}

/** One of the person's endpoints (locked with `forUpdate`), or a 404. */
export async function ownEndpoint(
  q: Queryable,
  userId: number,
  id: number,
  forUpdate = false,
): Promise<WebhookEndpoint> {
  const { rows } = await q.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  if (!rows[0]) throw new ApiError(404, 'notFound');
  return toEndpoint(rows[0]);
}

/** Saves a new endpoint (at most WEBHOOK_LIMITS.perUser a person); answers it with its secret. */
export async function createEndpoint(
  tx: Queryable,
  userId: number,
  input: WebhookInput,
  /** The organisation whose endpoint it is (its manager creates it), or null: the person's own. */
  orgId: number | null = null,
): Promise<WebhookEndpoint & { secret: string }> {
  // One creation at a time per person, so the count holds until the insert.
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const n = (
    await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    )
  ).rows[0].n;
  if (n >= WEBHOOK_LIMITS.perUser)
    throw new ApiError(
      422,
      'webhooksFull',
      [],
      {},
      { max: { zh: String(WEBHOOK_LIMITS.perUser), en: String(WEBHOOK_LIMITS.perUser) } },
    );
  const secret = newSecret();
  const { rows } = await tx.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (user_id, url, events, description, secret, org_id) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${ENDPOINT_COLUMNS}`,
    [userId, input.url, input.events, input.description, secret, orgId],
  );
  return { ...toEndpoint(rows[0]), secret };
}

export async function updateEndpoint(
  tx: Queryable,
  userId: number,
  id: number,
  change: Partial<WebhookInput> & { enabled?: boolean },
): Promise<WebhookEndpoint> {
  await ownEndpoint(tx, userId, id, true);
  const { rows } = await tx.query<EndpointRow>(
    `UPDATE webhook_endpoints
        SET url = COALESCE($3, url), events = COALESCE($4, events), description = COALESCE($5, description),
            enabled = COALESCE($6, enabled),
            -- Resumed: a clean start; paused by its owner: says so.
            disabled_reason = CASE WHEN $6 IS TRUE THEN NULL WHEN $6 IS FALSE THEN 'paused' ELSE disabled_reason END,
            failing_since = CASE WHEN $6 IS TRUE THEN NULL ELSE failing_since END,
            updated_at = now()
      WHERE id = $1 AND user_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [
      id,
      userId,
      change.url ?? null,
      change.events ?? null,
      change.description ?? null,
      change.enabled ?? null,
    ],
  );
  return toEndpoint(rows[0]);
}

/** Deletes an endpoint: nothing more is delivered to it (pending deliveries stop at their next attempt). */
export async function deleteEndpoint(q: Queryable, userId: number, id: number): Promise<boolean> {
  const r = await q.query(
    'UPDATE webhook_endpoints SET deleted_at = now(), enabled = false WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  return r.rowCount === 1;
}

interface DeliveryRow {
  id: string;
  message_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  body: string;
}

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: Number(r.id),
  message_id: r.message_id,
  event_type: r.event_type,
  status: r.status,
  attempts: r.attempts,
  response_code: r.response_code,
  last_error: r.last_error,
  last_attempt_at: iso(r.last_attempt_at),
  next_attempt_at: iso(r.next_attempt_at),
  created_at: iso(r.created_at)!,
  body: r.body,
});

const DELIVERY_COLUMNS =
  'id, message_id, event_type, status, attempts, response_code, last_error, last_attempt_at, next_attempt_at, created_at, body';

/** A page of an endpoint's deliveries, newest first. */
export async function listDeliveries(q: Queryable, endpointId: number, offset: number, size: number) {
  const total = (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [
      endpointId,
    ])
  ).rows[0].n;
  const { rows } = await q.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [endpointId, size, offset],
  );
  return { deliveries: rows.map(toDelivery), total };
}

export async function findDelivery(
  q: Queryable,
  endpointId: number,
  id: number,
): Promise<WebhookDelivery | null> {
  const { rows } = await q.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2`,
    [id, endpointId],
  );
  return rows[0] ? toDelivery(rows[0]) : null;
}
