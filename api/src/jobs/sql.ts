import PgBoss from 'pg-boss';
import type { Queryable } from '../db';

/**
 * pg-boss's database interface over ours: the API's own pool (or embedded PGlite), or a caller's transaction.
 * Its maintenance sends several statements at once (BEGIN; an advisory lock; …; COMMIT) without parameters and
 * reads no rows: those go through `exec`, since PGlite prepares every `query` and a prepared statement holds one.
 */
export const bossDb = (q: Queryable): PgBoss.Db => ({
  async executeSql(text, values) {
    if (!values?.length && /^\s*BEGIN\s*;/i.test(text)) {
      await q.exec(text);
      return { rows: [] };
    }
    return q.query(text, values);
  },
});

/** The queue schema (created by migrations/019_jobs.sql). */
export const BOSS_SCHEMA = 'pgboss';

/** The queues, each with one handler (job-handlers.ts). */
export const QUEUES = [
  'mail',
  'export',
  'product-package',
  'sample-pictures',
  'housekeeping',
  'webhook',
  'subscription-match',
  'tasking-series',
  'org-approvals',
] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * Writes jobs only: never started, it runs no timers and opens no connection (every send names its own `db`).
 * Sending through it needs nothing but a Queryable, so a job is enqueued inside the caller's transaction and exists
 * if and only if that transaction commits.
 */
const writer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are sent with an explicit db')) },
  schema: BOSS_SCHEMA,
  migrate: false,
  supervise: false,
  schedule: false,
});

export interface SendOptions {
  id?: string;
  /** With singletonSeconds: at most one job of this key per period of that many seconds (others are not sent). */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this many seconds from now. */
  startAfter?: number;
}

/** Sends a job; returns its id (null only for a singleton already sent in its period). */
export async function sendJob(
  q: Queryable,
  queue: QueueName,
  data: object,
  options: SendOptions & { singletonSeconds: number },
): Promise<string | null>;
export async function sendJob(
  q: Queryable,
  queue: QueueName,
  data: object,
  options?: SendOptions,
): Promise<string>;
export async function sendJob(
  q: Queryable,
  queue: QueueName,
  data: object,
  options: SendOptions = {},
): Promise<string | null> {
  const id = await writer.send(queue, data, { ...options, db: bossDb(q) });
  if (!id && options.singletonSeconds) return null;
  if (!id) throw new Error(`job not created: no queue ${queue}`);
  return id;
}

/** How often a clean-up (queue `housekeeping`, catalog/housekeeping.ts) is due. */
export const HOUSEKEEPING_SECONDS = 3600;

/** Sends this hour's clean-up job unless some process already did; returns its id, or null. */
export const sendHousekeeping = (q: Queryable): Promise<string | null> =>
  sendJob(q, 'housekeeping', {}, { singletonKey: 'housekeeping', singletonSeconds: HOUSEKEEPING_SECONDS });

/** Sends this hour's run of the series' rolling horizon unless some process already did. */
export const sendSeriesRun = (q: Queryable): Promise<string | null> =>
  sendJob(
    q,
    'tasking-series',
    {},
    { singletonKey: 'tasking-series', singletonSeconds: HOUSEKEEPING_SECONDS },
  );

/** Sends this hour's release of the approvals whose week is up (orgs/approval-expiry.ts) unless already sent. */
export const sendApprovalExpiry = (q: Queryable): Promise<string | null> =>
  sendJob(q, 'org-approvals', {}, { singletonKey: 'org-approvals', singletonSeconds: HOUSEKEEPING_SECONDS });

/** Gives a failed job one more attempt (in `q`, e.g. a caller's transaction). */
export async function retryJob(q: Queryable, queue: string, id: string): Promise<boolean> {
  // pg-boss 10 answers { affected } here, though its types say void.
  const r = (await writer.retry(queue, id, { db: bossDb(q) })) as unknown as { affected: number };
  return r.affected === 1;
}
