import type { Config } from '../config';
import type { Queryable } from '../db';

/**
 * Failed-login throttling kept in the database, so it holds across API copies: at most `maxPerAccount`
 * failures per account key and `maxPerIp` per client address within the window.
 */
export async function throttledFor(
  db: Queryable,
  keys: { account: string; ip: string },
  cfg: Config['throttle'],
): Promise<number | null> {
  const { rows } = await db.query<{ key: string; n: number; oldest: Date }>(
    `SELECT key, count(*)::int AS n, min(at) AS oldest FROM login_failures
      WHERE key = ANY($1::text[]) AND at > now() - make_interval(secs => $2) GROUP BY key`,
    [[`acct:${keys.account}`, `ip:${keys.ip}`], cfg.windowSeconds],
  );
  for (const r of rows) {
    const limit = r.key.startsWith('acct:') ? cfg.maxPerAccount : cfg.maxPerIp;
    if (r.n >= limit) return cfg.windowSeconds - (Date.now() - new Date(r.oldest).getTime()) / 1000;
  }
  return null;
}

export async function recordFailure(
  db: Queryable,
  keys: { account: string; ip: string },
  cfg: Config['throttle'],
): Promise<void> {
  await db.query(`INSERT INTO login_failures (key) VALUES ($1), ($2)`, [
    `acct:${keys.account}`,
    `ip:${keys.ip}`,
  ]);
  await db.query(
    `DELETE FROM login_failures WHERE key = ANY($1::text[]) AND at < now() - make_interval(secs => $2)`,
    [[`acct:${keys.account}`, `ip:${keys.ip}`], cfg.windowSeconds],
  );
}

export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [`acct:${account}`]);
}
