/**
 * The `webhook` job: one attempt of one delivery. The body is POSTed as JSON with the Standard Webhooks headers
 * (webhook-id: the delivery's message id, the same on every attempt; webhook-timestamp; webhook-signature
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the endpoint's secret, made by the `standardwebhooks` library
 * the receivers verify with). A 2xx answer delivers it. Anything else is tried again after the next delay of
 * WEBHOOK_RETRY_SECONDS (10 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: about a day); when the delays are spent,
 * or the endpoint has had no success for a day, the endpoint is disabled and its owner alerted.
 * An attempt is recorded only if the delivery still waits for that attempt, so a job run twice (its process died
 * after posting) records once; the receiver may see the message twice and tells by its id.
 */
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { writeAlert } from '../alerts/notifications';
import { addressVerdict, guardedLookup, RefusedAddressError } from './address';
import type { DeliveryJob } from './events';

/** How long an endpoint may fail without a success before it is disabled. */
const FAILING_DAY_SECONDS = 24 * 3600;
/** The most of an answer's body read (the rest is dropped: only the status matters). */
const ANSWER_BYTES = 4096;

export interface PostResult {
  status: number | null;
  error: string | null;
}

/** POSTs a signed message; never throws (a failure is in the result). */
export async function postSigned(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  settings: Config['webhooks'],
): Promise<PostResult> {
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: judged here.
  if (ipaddr.isValid(host)) {
    const verdict = addressVerdict(host, settings.allowPrivate);
    if (verdict !== 'allowed') return { status: null, error: new RefusedAddressError(host, verdict).message };
  }
  const timestamp = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'SAR-Portal-Webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(message.id, timestamp, message.body),
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
        lookup: guardedLookup(settings.allowPrivate) as never,
        timeout: settings.timeoutMs,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) res.destroy();
        });
        res.on('close', () => resolve({ status: res.statusCode ?? null, error: null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ status: null, error: err.message.slice(0, 300) }));
    req.end(message.body);
  });
}

interface Target {
  endpoint_id: string;
  user_id: string;
  url: string;
  secret: string;
  usable: boolean;
  message_id: string;
  body: string;
  status: string;
  attempts: number;
}

export const webhookHandler = (): JobHandler<DeliveryJob> => ({
  queue: 'webhook',
  async run(job, ctx) {
    const { deliveryId, attempt } = job.data;
    const { rows } = await ctx.db.query<Target>(
      `SELECT e.id AS endpoint_id, e.user_id, e.url, e.secret, (e.enabled AND e.deleted_at IS NULL) AS usable,
              d.message_id, d.body, d.status, d.attempts
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [deliveryId],
    );
    const d = rows[0];
    // Already recorded (a job run again after its process died), or replaced by a redelivery.
    if (!d || d.status !== 'pending' || d.attempts !== attempt) return { skipped: true };
    const result: PostResult = d.usable
      ? await postSigned(d, { id: d.message_id, body: d.body }, ctx.config.webhooks)
      : { status: null, error: 'endpoint disabled or deleted' };
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    await ctx.db.transaction((tx) => record(tx, d, job.data, result, delivered, ctx.config.webhooks));
    return { delivered, status: result.status };
  },
});

async function record(
  tx: Queryable,
  d: Target,
  { deliveryId, attempt }: DeliveryJob,
  result: PostResult,
  delivered: boolean,
  settings: Config['webhooks'],
) {
  const delay = d.usable && !delivered ? settings.retrySeconds[attempt] : undefined;
  const status = delivered ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  const updated = await tx.query(
    `UPDATE webhook_deliveries
        SET attempts = attempts + 1, last_attempt_at = now(), response_code = $3, last_error = $4, status = $5,
            next_attempt_at = CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(secs => $6::int) END
      WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
    [deliveryId, attempt, result.status, result.error, status, delay ?? null],
  );
  if (updated.rowCount !== 1 || !d.usable) return;
  if (delivered) {
    await tx.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1', [d.endpoint_id]);
    return;
  }
  const { rows } = await tx.query<{ failing_long: boolean }>(
    `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now()) WHERE id = $1
     RETURNING failing_since < now() - make_interval(secs => $2) AS failing_long`,
    [d.endpoint_id, FAILING_DAY_SECONDS],
  );
  if (delay !== undefined && !rows[0].failing_long) {
    await sendJob(tx, 'webhook', { deliveryId, attempt: attempt + 1 } satisfies DeliveryJob, {
      startAfter: delay,
    });
    return;
  }
  // Failing for a day: disabled once, with one alert to its owner.
  const disabled = await tx.query(
    `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'failing', updated_at = now()
      WHERE id = $1 AND enabled`,
    [d.endpoint_id],
  );
  if (disabled.rowCount === 1)
    await writeAlert(tx, {
      userId: Number(d.user_id),
      kind: 'webhook',
      event: 'webhook_disabled',
      subjectId: Number(d.endpoint_id),
      detail: d.url,
    });
  if (status === 'pending')
    await tx.query(`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE id = $1`, [
      deliveryId,
    ]);
}
