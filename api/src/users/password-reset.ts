/**
 * Password reset by a link (docs/requirements.md §7.2 password_reset/): a single-use id and token sent by e-mail or
 * SMS, valid config.reset.ttlSeconds. Requests are throttled per client address and per named account, and the
 * answer never says whether an account exists.
 */
import { isValidEmail, isValidMobile } from '@portal/shared/domain';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { clearAccountFailures, recordFailure, throttledFor } from '../auth/throttle';
import { newToken, sameHash, sha256 } from '../auth/tokens';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { badRequest, tooMany, unprocessable } from '../http/errors';
import { enqueue, type OutboxSender } from '../mail/outbox';

/** The reset row for id + token when it is unused and unexpired (constant-time token comparison). */
async function liveReset(db: Queryable, id: string, token: string, lock = false) {
  const { rows } = await db.query<{ id: string; user_id: number; token_hash: string }>(
    `SELECT id, user_id, token_hash FROM password_resets WHERE id = $1 AND used_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && sameHash(row.token_hash, sha256(token)) ? row : null;
}

/** Sends a reset link to the account with this e-mail or mobile, if there is one. */
export async function requestReset(
  db: Db,
  config: Config,
  outbox: OutboxSender,
  ip: string,
  account: string,
): Promise<void> {
  const byEmail = account.includes('@');
  if (byEmail ? !isValidEmail(account) : !isValidMobile(account)) {
    throw badRequest([{ field: 'account', key: byEmail ? 'emailInvalid' : 'mobileInvalid' }]);
  }
  // Per client address, requests count like failed logins (no account is named, so nothing is revealed).
  // Per named account from anywhere too (no mail bombing of one inbox), with no known-address exception.
  const keys = { account: `reset:${account.toLowerCase()}`, ip: `reset:${ip}`, userId: null };
  const wait = await throttledFor(db, keys, {
    ...config.throttle,
    maxPerAccount: 3,
    maxPerAccountAnyAddress: 3,
    maxPerIp: config.throttle.maxPerAccount * 2,
  });
  if (wait !== null) throw tooMany(wait);
  await recordFailure(db, keys, config.throttle);

  const { rows } = await db.query<{ id: number; email: string; mobile: string }>(
    `SELECT id, email, mobile FROM users WHERE deleted_at IS NULL AND is_active AND ${byEmail ? 'lower(email) = lower($1)' : 'mobile = $1'}`,
    [account],
  );
  const user = rows[0];
  if (user) {
    const id = randomBytes(12).toString('base64url');
    const token = newToken();
    const link = `${config.publicUrl}/reset/${id}?token=${token}`;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [id, user.id, sha256(token), config.reset.ttlSeconds],
      );
      const minutes = Math.round(config.reset.ttlSeconds / 60);
      await enqueue(tx, {
        channel: byEmail ? 'email' : 'sms',
        recipient: byEmail ? user.email : user.mobile,
        subject: '重置密码 / Password reset',
        body: `重置密码链接（${minutes}分钟内有效，仅可使用一次）/ Password reset link (valid ${minutes} minutes, single use): ${link}`,
      });
    });
    void outbox.flush();
  }
}

/** Refuses a link that is used, expired or unknown (422 resetInvalid). */
export async function checkResetLink(db: Queryable, id: string, token: string): Promise<void> {
  if (!(await liveReset(db, id, token))) throw unprocessable('resetInvalid');
}

/** Sets the new password through a live link: the link is used up and every session of the account revoked. */
export async function confirmReset(
  db: Db,
  config: Config,
  b: { id: string; token: string; password: string },
): Promise<void> {
  const hash = await hashPassword(b.password, config.argon2);
  const userId = await db.transaction(async (tx) => {
    const row = await liveReset(tx, b.id, b.token, true);
    if (!row) return null;
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      row.user_id,
    ]);
    await tx.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
      [row.user_id, hash],
    );
    await revokeUserSessions(tx, row.user_id);
    return row.user_id;
  });
  if (userId === null) throw unprocessable('resetInvalid');
  await clearAccountFailures(db, `user:${userId}`);
}
