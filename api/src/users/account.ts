/**
 * A person's own account (docs/requirements.md §5.1, §7.2 "User"): sign-up and its availability checks, sign-in,
 * their information and their password. Duplicates of username, mobile and e-mail are 409 field errors.
 */
import { roleGroupOf, type UserType } from '@portal/shared/domain';
import type {
  Availability,
  loginBody,
  passwordChangeBody,
  registerBody,
  userInfoUpdateBody,
  verifyRegisterBody,
} from '@portal/shared/domain/users';
import { emailField, mobileField, usernameField } from '@portal/shared/domain/users';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  USER_COLUMNS,
  type UserRow,
} from '../auth/sessions';
import { clearPairFailures, recordFailure, throttledFor } from '../auth/throttle';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { isUniqueViolation } from '../db/errors';
import { ApiError, badRequest, conflict, tooMany, type FieldError } from '../http/errors';
import { t } from '../i18n/messages';
import { requestInfoChange, reviewState, verificationStatus, type InfoChanges } from './reviews';
import { toUserInfo } from './views';

/** Which of username / mobile / email already belong to another live account, as 409 field errors. */
export async function findDuplicates(
  db: Queryable,
  v: { username?: string; mobile?: string; email?: string },
  exceptId = -1,
): Promise<FieldError[]> {
  const { rows } = await db.query<{ u: boolean; m: boolean; e: boolean }>(
    `SELECT coalesce(lower(username) = lower($1), false) AS u, coalesce(mobile = $2, false) AS m, coalesce(lower(email) = lower($3), false) AS e
       FROM users WHERE deleted_at IS NULL AND id <> $4 AND (lower(username) = lower($1) OR mobile = $2 OR lower(email) = lower($3))`,
    [v.username ?? null, v.mobile ?? null, v.email ?? null, exceptId],
  );
  const errors: FieldError[] = [];
  if (rows.some((r) => r.u)) errors.push({ field: 'username', key: 'userExists' });
  if (rows.some((r) => r.m)) errors.push({ field: 'mobile', key: 'alreadyAssociated' });
  if (rows.some((r) => r.e)) errors.push({ field: 'email', key: 'alreadyAssociated' });
  return errors;
}

/** Availability checks a client address may make (the registration form checks a field as it is left). */
const VERIFY_LIMITS = {
  windowSeconds: 600,
  maxPerIp: 120,
  maxPerAccount: Number.MAX_SAFE_INTEGER,
  maxPerAccountAnyAddress: Number.MAX_SAFE_INTEGER,
};

/** A new customer account; a username, mobile or e-mail already taken is a 409 naming it. */
export async function registerAccount(
  db: Queryable,
  config: Config,
  b: z.infer<typeof registerBody>,
): Promise<{ user_id: number; username: string }> {
  const dup = await findDuplicates(db, b);
  if (dup.length) throw conflict(dup);
  const hash = await hashPassword(b.password, config.argon2);
  try {
    const { rows } = await db.query<{ id: number; username: string }>(
      `INSERT INTO users (type, username, password_hash, name, mobile, email, organization, recommender)
       VALUES ('customer', $1, $2, $3, $4, $5, $6, $7) RETURNING id, username`,
      [b.username, hash, b.name, b.mobile, b.email.toLowerCase(), b.organization, b.recommender],
    );
    return { user_id: rows[0].id, username: rows[0].username };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = await findDuplicates(db, b);
    throw conflict(again.length ? again : [{ field: 'username', key: 'userExists' }]);
  }
}

/** Whether each field sent is still free, in the reader's language. */
export async function checkAvailability(
  db: Queryable,
  config: Config,
  req: FastifyRequest,
  body: z.infer<typeof verifyRegisterBody>,
): Promise<Availability[]> {
  // The answer tells whether an e-mail or mobile is registered: a limited number per client address (VERIFY_LIMITS).
  const keys = { account: 'verify_register', ip: `verify:${req.ip}`, userId: null };
  const limits = { ...config.throttle, ...VERIFY_LIMITS };
  const wait = await throttledFor(db, keys, limits);
  if (wait !== null) throw tooMany(wait);
  await recordFailure(db, keys, limits);
  const out: Availability[] = [];
  const checks = { username: usernameField, mobile: mobileField, email: emailField } as const;
  const valid: { username?: string; mobile?: string; email?: string } = {};
  for (const field of ['username', 'mobile', 'email'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (!checks[field].safeParse(value).success) {
      const key =
        field === 'username' ? 'usernameInvalid' : field === 'mobile' ? 'mobileInvalid' : 'emailInvalid';
      out.push({ field, available: false, message: t(key, req.lang) });
    } else valid[field] = value;
  }
  const dup = await findDuplicates(db, valid);
  for (const field of ['username', 'mobile', 'email'] as const) {
    if (valid[field] === undefined) continue;
    const taken = dup.find((d) => d.field === field);
    out.push({ field, available: !taken, message: t(taken ? taken.key : 'available', req.lang) });
  }
  return out;
}

/** Signs in with a username, mobile or e-mail: a new session, or the refusal (throttled like every failure). */
export async function logIn(
  db: Queryable,
  config: Config,
  dummyHash: () => Promise<string>,
  req: FastifyRequest,
  body: z.infer<typeof loginBody>,
) {
  const ident = body.username;
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash FROM users u
      WHERE u.deleted_at IS NULL AND (lower(u.username) = lower($1) OR u.mobile = $1 OR lower(u.email) = lower($1)) LIMIT 1`,
    [ident],
  );
  const user = rows[0];
  const keys = {
    account: user ? `user:${user.id}` : ident.toLowerCase(),
    ip: req.ip,
    userId: user?.id ?? null,
  };
  const wait = await throttledFor(db, keys, config.throttle);
  if (wait !== null) throw tooMany(wait);
  const ok = user
    ? await verifyPassword(user.password_hash, body.password)
    : (await verifyPassword(await dummyHash(), body.password), false);
  if (!ok || !user) {
    await recordFailure(db, keys, config.throttle);
    throw badRequest([{ field: 'password', key: 'badCredentials' }], 'badCredentials');
  }
  if (!user.is_active) throw new ApiError(403, 'accountDisabled');
  await clearPairFailures(db, keys);
  const token = await createSession(db, user.id, config, {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  const { password_hash: _h, ...row } = user;
  return { token, user_id: user.id, coordinate_system: user.coordinate_system, user: toUserInfo(row) };
}

/** The signed-in account's user info with its reviews. */
export async function ownUserInfo(db: Queryable, me: UserRow) {
  const review = await reviewState(db, me.id);
  return { ...toUserInfo(me), ...review };
}

/**
 * Saves the account's own information; a verified customer's new name or organization waits for review instead
 * (`reviewed`).
 */
export async function updateOwnInfo(db: Db, me: UserRow, b: z.infer<typeof userInfoUpdateBody>) {
  const dup = await findDuplicates(db, { mobile: b.mobile, email: b.email }, me.id);
  if (dup.length) throw conflict(dup);
  // A verified customer's name and organization were checked against their document: they change after review.
  const changes: InfoChanges = {};
  if (
    roleGroupOf(me.type as UserType) === 'customer' &&
    (await verificationStatus(db, me.id)) === 'approved'
  ) {
    if (b.name !== undefined && b.name !== me.name) changes.name = b.name;
    if (b.organization !== undefined && b.organization !== me.organization)
      changes.organization = b.organization;
  }
  const reviewed = Object.keys(changes).length > 0;
  try {
    const row = await db.transaction(async (tx) => {
      if (reviewed) await requestInfoChange(tx, me, changes);
      const { rows } = await tx.query<UserRow>(
        `UPDATE users u SET name = coalesce($2, name), mobile = coalesce($3, mobile), email = coalesce($4, email),
                organization = coalesce($5, organization), coordinate_system = coalesce($6, coordinate_system), updated_at = now()
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [
          me.id,
          reviewed ? null : (b.name ?? null),
          b.mobile ?? null,
          b.email?.toLowerCase() ?? null,
          reviewed ? null : (b.organization ?? null),
          b.coordinate_system ?? null,
        ],
      );
      return rows[0];
    });
    const review = await reviewState(db, me.id);
    return { info: { ...toUserInfo(row), ...review }, reviewed };
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(await findDuplicates(db, { mobile: b.mobile, email: b.email }, me.id));
    throw err;
  }
}

/** Changes the password after checking the old one; every other session of the account is revoked. */
export async function changePassword(
  db: Db,
  config: Config,
  req: FastifyRequest,
  body: z.infer<typeof passwordChangeBody>,
): Promise<void> {
  const me = req.user!;
  // Wrong old passwords count like failed logins of this account from this address: past the limit the
  // session that guesses is ended (a stolen session must not become a password oracle).
  const keys = { account: `pwchange:${me.id}`, ip: req.ip, userId: null };
  if ((await throttledFor(db, keys, config.throttle)) !== null) {
    await revokeSession(db, req.sessionId!);
    throw tooMany(config.throttle.windowSeconds);
  }
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [me.id],
  );
  if (!(await verifyPassword(rows[0].password_hash, body.old_password))) {
    await recordFailure(db, keys, config.throttle);
    throw badRequest([{ field: 'old_password', key: 'oldPasswordWrong' }]);
  }
  if (body.old_password === body.new_password)
    throw badRequest([{ field: 'new_password', key: 'passwordUnchanged' }]);
  const hash = await hashPassword(body.new_password, config.argon2);
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
      [me.id, hash],
    );
    await revokeUserSessions(tx, me.id, req.sessionId!);
  });
}

/** Ends the request's session, if it has one. */
export async function logOut(db: Queryable, sessionId: number | null): Promise<void> {
  if (sessionId !== null) await revokeSession(db, sessionId);
}
