/**
 * The `subscription-match` job: scenes that entered the archive (STAC Transactions, tasking deliveries) are matched
 * against every active subscription, each as its owner would search: the saved search's filter and the owner's
 * visibility (classification and permission records, as they are now), so a scene its owner may not see never
 * matches. A subscription's new matches are recorded and told once, in one transaction: one alert, one e-mail and
 * one `subscription.matched` event per batch, on the channels it chose. A job run twice tells nothing twice.
 */
import { roleGroupOf, type CoordinateSystem, type UserType } from '@portal/shared/domain';
import type {
  SubscriptionChannel,
  SubscriptionMatchedEvent,
  SubscriptionInput,
} from '@portal/shared/domain/subscriptions';
import type { Config } from '../config';
import { whereClause } from '../catalog/query';
import type { SceneFilter } from '../catalog/scene-filter';
import { filterOf } from '../catalog/search-filter';
import type { Queryable } from '../db';
import type { Viewer } from '../http/viewer';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { enqueue } from '../mail/outbox';
import { writeAlert } from '../alerts/notifications';
import { emitEvent } from '../webhooks/events';

export interface MatchJob {
  sceneIds: string[];
}

type SavedSearch = SubscriptionInput['search'];

/** A saved search → the archive search's filter, with its checks and 400s (its sort does not filter). */
export const subscriptionFilter = (q: Queryable, search: SavedSearch, crs: CoordinateSystem) =>
  filterOf(q, { ...search, sort: 'newest' }, crs);

/** Sends the match job of scenes just written, in the caller's transaction (it exists if the scenes do). */
export async function queueSubscriptionMatch(tx: Queryable, sceneIds: string[]): Promise<void> {
  if (sceneIds.length) await sendJob(tx, 'subscription-match', { sceneIds } satisfies MatchJob);
}

interface ActiveSubscription {
  id: string;
  user_id: string;
  name: string;
  search: SavedSearch | string;
  crs: CoordinateSystem;
  channels: SubscriptionChannel[];
  user_type: string;
  email: string;
}

/** The most scene ids an e-mail lists (the webhook event carries them all). */
const LISTED_IN_MAIL = 50;

/** The ids among `sceneIds` that the saved filter matches and the viewer may see. */
async function matchingScenes(q: Queryable, f: SceneFilter, viewer: Viewer, sceneIds: string[]) {
  const params: unknown[] = [sceneIds];
  const where = ['s.id = ANY ($1::text[])', ...whereClause(f, viewer, params)];
  const { rows } = await q.query<{ id: string }>(
    `SELECT s.id FROM scenes s WHERE ${where.join(' AND ')} ORDER BY s.acquired_at, s.id`,
    params,
  );
  return rows.map((r) => r.id);
}

/** The e-mail of a batch: both languages (the portal's default, Chinese, first), every scene id up to a limit. */
export function matchMail(name: string, sceneIds: string[], publicUrl: string) {
  const n = sceneIds.length;
  const listed = sceneIds.slice(0, LISTED_IN_MAIL).join('\n');
  const more = n > LISTED_IN_MAIL ? n - LISTED_IN_MAIL : 0;
  return {
    subject: `订阅“${name}”有 ${n} 景新影像 / ${n} new scene${n === 1 ? '' : 's'} for your subscription "${name}"`,
    body: [
      `您的订阅“${name}”匹配到 ${n} 景新入库的影像：`,
      `Your subscription "${name}" matches ${n} scene${n === 1 ? '' : 's'} new in the archive:`,
      '',
      listed,
      ...(more ? [`……另有 ${more} 景 / … and ${more} more`] : []),
      '',
      `在门户中查看 / See them in the portal: ${publicUrl}/imageQuery`,
    ].join('\n'),
  };
}

/** Records the new matches of one subscription and tells its owner of them; returns how many were new. */
async function tell(tx: Queryable, s: ActiveSubscription, matched: string[], publicUrl: string) {
  // Paused or deleted since it was read: tells nothing (its lock waits for a change being saved right now).
  const live = await tx.query(
    'SELECT 1 FROM subscriptions WHERE id = $1 AND deleted_at IS NULL AND NOT paused FOR UPDATE',
    [s.id],
  );
  if (!live.rows.length) return 0;
  const { rows } = await tx.query<{ scene_id: string }>(
    `INSERT INTO subscription_matches (subscription_id, scene_id)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING scene_id`,
    [s.id, matched],
  );
  // In the order matched (acquisition time), whatever order the insert answered in.
  const fresh = new Set(rows.map((r) => r.scene_id));
  const sceneIds = matched.filter((id) => fresh.has(id));
  if (!sceneIds.length) return 0;
  const userId = Number(s.user_id);
  const subscriptionId = Number(s.id);
  if (s.channels.includes('alert'))
    await writeAlert(tx, {
      userId,
      kind: 'subscription',
      event: 'subscription_matched',
      subjectId: subscriptionId,
      detail: `${s.name} (${sceneIds.length})`,
    });
  if (s.channels.includes('email') && s.email)
    await enqueue(tx, { channel: 'email', recipient: s.email, ...matchMail(s.name, sceneIds, publicUrl) });
  if (s.channels.includes('webhook'))
    await emitEvent(tx, userId, 'subscription.matched', {
      subscription_id: subscriptionId,
      name: s.name,
      scene_ids: sceneIds,
    } satisfies SubscriptionMatchedEvent);
  return sceneIds.length;
}

export function subscriptionMatchHandler(config: Pick<Config, 'publicUrl'>): JobHandler<MatchJob> {
  return {
    queue: 'subscription-match',
    async run({ data }, { db, log }) {
      const sceneIds = [...new Set(data.sceneIds ?? [])].filter((id) => typeof id === 'string');
      if (!sceneIds.length) return { subscriptions: 0, told: 0 };
      // Active subscriptions of owners who can still sign in.
      const { rows: subs } = await db.query<ActiveSubscription>(
        `SELECT s.id, s.user_id, s.name, s.search, s.crs, s.channels, u.type AS user_type, u.email
           FROM subscriptions s JOIN users u ON u.id = s.user_id
          WHERE s.deleted_at IS NULL AND NOT s.paused AND u.deleted_at IS NULL AND u.is_active
          ORDER BY s.id`,
      );
      let told = 0;
      for (const s of subs) {
        const search = (typeof s.search === 'string' ? JSON.parse(s.search) : s.search) as SavedSearch;
        let filter: SceneFilter;
        try {
          filter = await subscriptionFilter(db, search, s.crs);
        } catch (err) {
          // A search that no longer resolves (a region or place since removed) matches nothing.
          log.warn({ err, subscription: s.id }, 'saved search no longer valid');
          continue;
        }
        const viewer: Viewer = {
          userId: Number(s.user_id),
          seesAll: roleGroupOf(s.user_type as UserType) === 'staff',
        };
        const matched = await matchingScenes(db, filter, viewer, sceneIds);
        if (!matched.length) continue;
        told += await db.transaction((tx) => tell(tx, s, matched, config.publicUrl));
      }
      return { subscriptions: subs.length, told };
    },
  };
}
