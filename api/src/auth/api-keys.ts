/**
 * API keys (issue 35): `sar_live_` and 256 random bits, sent as `Authorization: Bearer <key>`. Only the key's sha256
 * is stored (a key is long and random, so a fast hash is as safe as a slow one: nothing to guess); its first
 * characters (`prefix`) let its owner recognise it in a list. A key resolves to its owner with the key's scopes.
 */
import { API_KEY_PREFIX, type ApiKeyScope } from '@portal/shared/domain/api-keys';
import type { Queryable } from '../db';
import { USER_COLUMNS, type UserRow } from './sessions';
import { newToken, sha256 } from './tokens';

/** Characters of the random part shown in the list after the prefix. */
const SHOWN_CHARACTERS = 6;
/** How often the last use (time and address) is written, at most, for a key used from one address. */
const LAST_USE_SECONDS = 10;

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** A new key and what is stored of it. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS), hash: sha256(key) };
}

export interface ApiKeyInfo {
  keyId: number;
  scopes: ApiKeyScope[];
  user: UserRow;
  scenePermissions: boolean;
}

/** The live key of a bearer token: not revoked, not expired, its owner active; null otherwise. */
export async function resolveApiKey(db: Queryable, token: string): Promise<ApiKeyInfo | null> {
  if (!looksLikeApiKey(token) || token.length > 200) return null;
  const { rows } = await db.query<UserRow & { key_id: number; scopes: string[]; scene_permissions: boolean }>(
    `SELECT k.id AS key_id, k.scopes, ${USER_COLUMNS},
            EXISTS (SELECT 1 FROM scene_permissions p WHERE p.user_id = u.id AND p.valid_from <= now()
                      AND (p.valid_until IS NULL OR p.valid_until > now())) AS scene_permissions
       FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
        AND u.deleted_at IS NULL AND u.is_active`,
    [sha256(token)],
    { generic: true },
  );
  const row = rows[0];
  if (!row) return null;
  const { key_id, scopes, scene_permissions, ...user } = row;
  return { keyId: key_id, scopes: scopes as ApiKeyScope[], user, scenePermissions: scene_permissions };
}

/**
 * Counts one request of a key against its rate limit (a token bucket on the key's row: one atomic update, so it
 * holds across API copies) and notes the key's last use. Answers the seconds to wait when the bucket is empty
 * (the request is refused and costs nothing), or null when the request may go on.
 */
export async function takeKeyRequest(db: Queryable, keyId: number, ip: string): Promise<number | null> {
  // FOR UPDATE: concurrent requests of one key queue on its row, each reading the bucket the one before left.
  const { rows } = await db.query<{ taken: boolean; left: number; per_second: number }>(
    `WITH k AS (
       SELECT id, rate_per_minute / 60.0 AS per_second,
              least(rate_per_minute, bucket + extract(epoch FROM now() - bucket_at) * rate_per_minute / 60.0) AS refilled,
              (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $3)
                OR last_used_ip IS DISTINCT FROM $2) AS use_unnoted
         FROM api_keys WHERE id = $1 FOR UPDATE)
     UPDATE api_keys a SET
        bucket = CASE WHEN k.refilled >= 1 THEN k.refilled - 1 ELSE k.refilled END,
        bucket_at = now(),
        last_used_at = CASE WHEN k.refilled >= 1 AND k.use_unnoted THEN now() ELSE a.last_used_at END,
        last_used_ip = CASE WHEN k.refilled >= 1 THEN $2 ELSE a.last_used_ip END
       FROM k WHERE a.id = k.id
     RETURNING k.refilled >= 1 AS taken, a.bucket AS left, k.per_second`,
    [keyId, ip, LAST_USE_SECONDS],
  );
  const row = rows[0];
  if (!row || row.taken) return null;
  return (1 - Number(row.left)) / Number(row.per_second);
}
