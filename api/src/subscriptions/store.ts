/**
 * A customer's saved searches that alert (issue 35): each person sees and changes only their own (another's is not
 * found). The search is kept as it was sent, with the coordinate system of its coordinates, so that matching judges
 * it exactly as the owner's own search would.
 */
import type { CoordinateSystem } from '@portal/shared/domain';
import {
  SUBSCRIPTION_LIMITS,
  type Subscription,
  type SubscriptionChannel,
  type SubscriptionInput,
} from '@portal/shared/domain/subscriptions';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

interface SubscriptionRow {
  id: string;
  name: string;
  search: Record<string, unknown>;
  crs: CoordinateSystem;
  channels: SubscriptionChannel[];
  paused: boolean;
  matched_count: number;
  last_matched_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The columns of a subscription with what it has matched so far. */
const COLUMNS = `s.id, s.name, s.search, s.crs, s.channels, s.paused, s.created_at, s.updated_at,
  (SELECT count(*)::int FROM subscription_matches m WHERE m.subscription_id = s.id) AS matched_count,
  (SELECT max(m.matched_at) FROM subscription_matches m WHERE m.subscription_id = s.id) AS last_matched_at`;

const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: Number(r.id),
  name: r.name,
  search: typeof r.search === 'string' ? (JSON.parse(r.search) as Record<string, unknown>) : r.search,
  crs: r.crs,
  channels: r.channels,
  paused: r.paused,
  matched_count: r.matched_count,
  last_matched_at: iso(r.last_matched_at),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

/** A page of the person's subscriptions, newest first. */
export async function listSubscriptions(q: Queryable, userId: number, offset: number, size: number) {
  const [total, page] = await Promise.all([
    q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    ),
    q.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM subscriptions s WHERE s.user_id = $1 AND s.deleted_at IS NULL
        ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
      [userId, size, offset],
    ),
  ]);
  return { subscriptions: page.rows.map(toSubscription), total: total.rows[0].n };
}

/** One of the person's subscriptions, or a 404. */
export async function ownSubscription(q: Queryable, userId: number, id: number): Promise<Subscription> {
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions s WHERE s.id = $1 AND s.user_id = $2 AND s.deleted_at IS NULL`,
    [id, userId],
  );
  if (!rows[0]) throw new ApiError(404, 'notFound');
  return toSubscription(rows[0]);
}

/** Saves a new subscription (at most SUBSCRIPTION_LIMITS.perUser a person). The search is checked by the caller. */
export async function createSubscription(
  tx: Queryable,
  userId: number,
  input: SubscriptionInput,
  crs: CoordinateSystem,
): Promise<Subscription> {
  // One creation at a time per person, so the count holds until the insert.
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const n = (
    await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    )
  ).rows[0].n;
  if (n >= SUBSCRIPTION_LIMITS.perUser) {
    const max = String(SUBSCRIPTION_LIMITS.perUser);
    throw new ApiError(422, 'subscriptionsFull', [], {}, { max: { zh: max, en: max } });
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, name, search, crs, channels) VALUES ($1, $2, $3::jsonb, $4, $5::text[])
     RETURNING id`,
    [userId, input.name, JSON.stringify(input.search), crs, [...new Set(input.channels)]],
  );
  return ownSubscription(tx, userId, Number(rows[0].id));
}

export interface SubscriptionChange {
  name?: string;
  channels?: SubscriptionChannel[];
  paused?: boolean;
}

export async function updateSubscription(
  tx: Queryable,
  userId: number,
  id: number,
  change: SubscriptionChange,
): Promise<Subscription> {
  const r = await tx.query(
    `UPDATE subscriptions
        SET name = COALESCE($3, name), channels = COALESCE($4::text[], channels), paused = COALESCE($5, paused),
            updated_at = now()
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [
      id,
      userId,
      change.name ?? null,
      change.channels ? [...new Set(change.channels)] : null,
      change.paused ?? null,
    ],
  );
  if (r.rowCount !== 1) throw new ApiError(404, 'notFound');
  return ownSubscription(tx, userId, id);
}

/** Deletes a subscription: nothing more is matched against it. */
export async function deleteSubscription(q: Queryable, userId: number, id: number): Promise<boolean> {
  const r = await q.query(
    'UPDATE subscriptions SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  return r.rowCount === 1;
}
