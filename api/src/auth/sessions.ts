import type { Config } from '../config';
import type { Queryable } from '../db';
import { newToken, sha256 } from './tokens';

/** The account row a session resolves to (what userinfo returns, plus auth fields). */
export interface UserRow {
  id: number;
  type: string;
  username: string;
  name: string;
  mobile: string;
  email: string;
  organization: string;
  recommender: string;
  coordinate_system: 'GCJ02' | 'WGS84';
  balance_fen: number;
  sales_id: number | null;
  is_active: boolean;
  created_at: Date;
}

export const USER_COLUMNS =
  'u.id, u.type, u.username, u.name, u.mobile, u.email, u.organization, u.recommender, u.coordinate_system, u.balance_fen, u.sales_id, u.is_active, u.created_at';

export interface SessionInfo {
  sessionId: number;
  user: UserRow;
  /** The account has a live permission record for sensitive scenes (searches need not look them up otherwise). */
  scenePermissions: boolean;
}

export async function createSession(
  db: Queryable,
  userId: number,
  config: Pick<Config, 'session'>,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [
      userId,
      sha256(token),
      config.session.absoluteSeconds,
      meta.ip ?? null,
      (meta.userAgent ?? '').slice(0, 300),
    ],
  );
  return token;
}

/**
 * The live session of a bearer token: not revoked, before its absolute expiry, used within the idle timeout,
 * and its account active. Refreshes `last_seen_at` at most once a minute.
 */
export async function resolveSession(
  db: Queryable,
  token: string,
  config: Pick<Config, 'session'>,
): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await db.query<
    UserRow & { session_id: number; seen_long_ago: boolean; scene_permissions: boolean }
  >(
    `SELECT s.id AS session_id, (s.last_seen_at < now() - interval '60 seconds') AS seen_long_ago, ${USER_COLUMNS},
            EXISTS (SELECT 1 FROM scene_permissions p WHERE p.user_id = u.id AND p.valid_from <= now()
                      AND (p.valid_until IS NULL OR p.valid_until > now())) AS scene_permissions
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2)
        AND u.deleted_at IS NULL AND u.is_active`,
    [sha256(token), config.session.idleSeconds],
    { generic: true },
  );
  const row = rows[0];
  if (!row) return null;
  if (row.seen_long_ago)
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [row.session_id]);
  const { session_id, seen_long_ago: _seen, scene_permissions, ...user } = row;
  return { sessionId: session_id, user, scenePermissions: scene_permissions };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Queryable,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  const r = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2',
    [userId, keepSessionId ?? -1],
  );
  return r.rowCount;
}
