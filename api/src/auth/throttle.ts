import type { Config } from '../config';
import type { Queryable } from '../db';

/**
 * Failed-login throttling, kept in the database so it holds across API copies (OWASP ASVS 2.2, api/README.md
 * "Login throttling and lock-out"). Nobody can lock an owner out from elsewhere:
 * - one (account, address) pair: after `maxPerAccount` failures, each further attempt from that address waits a
 *   delay that doubles with every failure (from `baseDelaySeconds`, at most the window);
 * - one address across accounts (credential stuffing): `maxPerIp` failures in the window;
 * - one account from anywhere: `maxPerAccountAnyAddress` failures in the window close the account to addresses
 *   that have not signed in to it in the last 30 days; its owner's usual addresses still get in.
 * A refused attempt is refused before the password is checked, so it tells nothing about the password.
 */
export interface ThrottleKeys {
  /** `user:<id>` for an existing account, else the identifier as typed (lower case). */
  account: string;
  ip: string;
  userId: number | null;
}

const KNOWN_ADDRESS_DAYS = 30;

const keysOf = (k: ThrottleKeys) => ({
  pair: `pair:${k.account}|${k.ip}`,
  ip: `ip:${k.ip}`,
  account: `acct:${k.account}`,
});

/** Seconds to wait before this attempt may be made, or null when it may be made now. */
export async function throttledFor(
  db: Queryable,
  keys: ThrottleKeys,
  cfg: Config['throttle'],
): Promise<number | null> {
  const k = keysOf(keys);
  const { rows } = await db.query<{ key: string; n: number; oldest: Date; newest: Date }>(
    `SELECT key, count(*)::int AS n, min(at) AS oldest, max(at) AS newest FROM login_failures
      WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2) GROUP BY key`,
    [[k.pair, k.ip, k.account], cfg.windowSeconds],
  );
  const now = Date.now();
  const since = (t: Date) => (now - new Date(t).getTime()) / 1000;
  const of = (key: string) => rows.find((r) => r.key === key);
  const waits: number[] = [];

  const pair = of(k.pair);
  if (pair && pair.n >= cfg.maxPerAccount) {
    const delay = Math.min(cfg.windowSeconds, cfg.baseDelaySeconds * 2 ** (pair.n - cfg.maxPerAccount));
    waits.push(delay - since(pair.newest));
  }
  const ip = of(k.ip);
  if (ip && ip.n >= cfg.maxPerIp) waits.push(cfg.windowSeconds - since(ip.oldest));
  const account = of(k.account);
  if (account && account.n >= cfg.maxPerAccountAnyAddress && !(await isKnownAddress(db, keys)))
    waits.push(cfg.windowSeconds - since(account.oldest));

  const wait = Math.max(0, ...waits);
  return wait > 0 ? wait : null;
}

/** The address has signed in to this account within the last 30 days. */
async function isKnownAddress(db: Queryable, keys: ThrottleKeys): Promise<boolean> {
  if (keys.userId === null) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $2 AND created_at > now() - make_interval(days => $3) LIMIT 1`,
    [keys.userId, keys.ip, KNOWN_ADDRESS_DAYS],
  );
  return rows.length > 0;
}

export async function recordFailure(
  db: Queryable,
  keys: ThrottleKeys,
  cfg: Config['throttle'],
): Promise<void> {
  const k = keysOf(keys);
  await db.query(`INSERT INTO login_failures (key) VALUES ($1), ($2), ($3)`, [k.pair, k.ip, k.account]);
  await db.query(
    `DELETE FROM login_failures WHERE key = ANY($1::text[]) AND at < now() - make_interval(secs => $2)`,
    [[k.pair, k.ip, k.account], cfg.windowSeconds],
  );
}

/** A successful sign-in clears the failures of its (account, address) pair. */
export async function clearPairFailures(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [keysOf(keys).pair]);
}

/** A completed password reset proves the owner: every failure counted against the account is forgotten. */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE key = $1 OR key LIKE $2`, [
    `acct:${account}`,
    `pair:${account.replace(/[\\%_]/g, '\\$&')}|%`,
  ]);
}
