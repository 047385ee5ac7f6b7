import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleGroupOf, type UserType } from '@portal/shared/domain';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  USER_COLUMNS,
  type UserRow,
} from '../../auth/sessions';
import { clearPairFailures, recordFailure, throttledFor } from '../../auth/throttle';
import type { Queryable } from '../../db';
import { messageOnly, okEnvelope, responses } from '../../http/envelope';
import { ApiError, badRequest, conflict, tooMany, type FieldError } from '../../http/errors';
import { t } from '../../i18n/messages';
import {
  coordinateSystemField,
  emailField,
  loginResultSchema,
  mobileField,
  nameField,
  organizationField,
  passwordField,
  registerBody,
  toUserInfo,
  userInfoSchema,
  usernameField,
} from '../../schemas/user';
import { requestInfoChange, reviewState, verificationStatus, type InfoChanges } from '../../users/reviews';
import type { Deps } from '../deps';

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

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/** Availability checks a client address may make (the registration form checks a field as it is left). */
const VERIFY_LIMITS = {
  windowSeconds: 600,
  maxPerIp: 120,
  maxPerAccount: Number.MAX_SAFE_INTEGER,
  maxPerAccountAnyAddress: Number.MAX_SAFE_INTEGER,
};

export default async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['User'];

  r.post('/user/register/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Register an account (the sign-up rules apply; duplicates are 409)',
      body: registerBody,
      response: responses(okEnvelope(z.object({ user_id: z.number().int(), username: z.string() }))),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const dup = await findDuplicates(db, b);
      if (dup.length) throw conflict(dup);
      const hash = await hashPassword(b.password, config.argon2);
      try {
        const { rows } = await db.query<{ id: number; username: string }>(
          `INSERT INTO users (type, username, password_hash, name, mobile, email, organization, recommender)
           VALUES ('customer', $1, $2, $3, $4, $5, $6, $7) RETURNING id, username`,
          [b.username, hash, b.name, b.mobile, b.email.toLowerCase(), b.organization, b.recommender],
        );
        return reply.ok([{ user_id: rows[0].id, username: rows[0].username }], 'registered');
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const again = await findDuplicates(db, b);
        throw conflict(again.length ? again : [{ field: 'username', key: 'userExists' }]);
      }
    },
  });

  r.post('/user/verify_register/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Is a username, mobile or e-mail still free? One result per field sent',
      body: z.object({
        username: z.string().max(100).optional(),
        mobile: z.string().max(100).optional(),
        email: z.string().max(300).optional(),
      }),
      response: responses(
        okEnvelope(
          z.object({
            field: z.enum(['username', 'mobile', 'email']),
            available: z.boolean(),
            message: z.string(),
          }),
        ),
      ),
    },
    handler: async (req, reply) => {
      // The answer tells whether an e-mail or mobile is registered: a limited number per client address (VERIFY_LIMITS).
      const keys = { account: 'verify_register', ip: `verify:${req.ip}`, userId: null };
      const limits = { ...config.throttle, ...VERIFY_LIMITS };
      const wait = await throttledFor(db, keys, limits);
      if (wait !== null) throw tooMany(wait);
      await recordFailure(db, keys, limits);
      const out: { field: 'username' | 'mobile' | 'email'; available: boolean; message: string }[] = [];
      const checks = { username: usernameField, mobile: mobileField, email: emailField } as const;
      const valid: { username?: string; mobile?: string; email?: string } = {};
      for (const field of ['username', 'mobile', 'email'] as const) {
        const value = req.body[field];
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
      return reply.ok(out);
    },
  });

  r.post('/user/login/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Log in with a username, mobile or e-mail and a password',
      body: z.object({
        username: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(254)
          .describe('Username, mobile number or e-mail'),
        password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
      }),
      response: responses(okEnvelope(loginResultSchema)),
    },
    handler: async (req, reply) => {
      const ident = req.body.username;
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
        ? await verifyPassword(user.password_hash, req.body.password)
        : (await verifyPassword(await deps.dummyHash(), req.body.password), false);
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
      return reply.ok(
        [{ token, user_id: user.id, coordinate_system: user.coordinate_system, user: toUserInfo(row) }],
        'loggedIn',
      );
    },
  });

  r.post('/user/logout/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Revoke the current session (always succeeds)',
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (req.sessionId !== null) await revokeSession(db, req.sessionId);
      return reply.ok([], 'loggedOut');
    },
  });

  r.get('/user/userinfo/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The signed-in account (its user info)',
      response: responses(okEnvelope(userInfoSchema)),
    },
    handler: async (req, reply) => {
      const review = await reviewState(db, req.user!.id);
      return reply.ok([{ ...toUserInfo(req.user!), ...review }]);
    },
  });

  r.put('/user/userinfo/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Update name, mobile, e-mail, organization or coordinate-system preference',
      body: z.object({
        name: nameField.optional(),
        mobile: mobileField.optional(),
        email: emailField.optional(),
        organization: organizationField.optional(),
        coordinate_system: coordinateSystemField.optional(),
      }),
      response: responses(okEnvelope(userInfoSchema)),
    },
    handler: async (req, reply) => {
      const me = req.user!;
      const b = req.body;
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
        return reply.ok([{ ...toUserInfo(row), ...review }], reviewed ? 'submittedForReview' : 'saved');
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(await findDuplicates(db, { mobile: b.mobile, email: b.email }, me.id));
        throw err;
      }
    },
  });

  r.post('/user/password_change/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Change the password; every other session of the account is revoked',
      body: z
        .object({
          old_password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
          new_password: passwordField,
          confirm_password: z.string({ error: 'passwordMismatch' }),
        })
        .refine((v) => v.new_password === v.confirm_password, {
          path: ['confirm_password'],
          error: 'passwordMismatch',
          when: () => true,
        }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
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
      if (!(await verifyPassword(rows[0].password_hash, req.body.old_password))) {
        await recordFailure(db, keys, config.throttle);
        throw badRequest([{ field: 'old_password', key: 'oldPasswordWrong' }]);
      }
      if (req.body.old_password === req.body.new_password)
        throw badRequest([{ field: 'new_password', key: 'passwordUnchanged' }]);
      const hash = await hashPassword(req.body.new_password, config.argon2);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
          [me.id, hash],
        );
        await revokeUserSessions(tx, me.id, req.sessionId!);
      });
      return reply.ok([], 'passwordChanged');
    },
  });
}
