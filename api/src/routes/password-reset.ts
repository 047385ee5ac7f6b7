import { isValidEmail, isValidMobile } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { clearAccountFailures, recordFailure, throttledFor } from '../auth/throttle';
import { newToken, sameHash, sha256 } from '../auth/tokens';
import type { Queryable } from '../db';
import { messageOnly, responses } from '../http/envelope';
import { badRequest, tooMany, unprocessable } from '../http/errors';
import { enqueue } from '../mail/outbox';
import { passwordField } from '../schemas/user';
import type { Deps } from './deps';

const linkBody = { id: z.string().min(1).max(100), token: z.string().min(1).max(200) };

/** The reset row for id + token when it is unused and unexpired (constant-time token comparison). */
async function liveReset(db: Queryable, id: string, token: string, lock = false) {
  const { rows } = await db.query<{ id: string; user_id: number; token_hash: string }>(
    `SELECT id, user_id, token_hash FROM password_resets WHERE id = $1 AND used_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && sameHash(row.token_hash, sha256(token)) ? row : null;
}

export default async function passwordResetRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Password reset'];

  r.post('/password_reset/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Request a reset link by e-mail or mobile; the answer never says whether an account exists',
      body: z.object({
        account: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(254)
          .describe('E-mail address or mobile number'),
      }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const account = req.body.account;
      const byEmail = account.includes('@');
      if (byEmail ? !isValidEmail(account) : !isValidMobile(account)) {
        throw badRequest([{ field: 'account', key: byEmail ? 'emailInvalid' : 'mobileInvalid' }]);
      }
      // Per client address, requests count like failed logins (no account is named, so nothing is revealed).
      // Per named account from anywhere too (no mail bombing of one inbox), with no known-address exception.
      const keys = { account: `reset:${account.toLowerCase()}`, ip: `reset:${req.ip}`, userId: null };
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
        void deps.outbox.flush();
      }
      return reply.ok([], 'resetSent');
    },
  });

  r.post('/password_reset/verify/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Is a reset link (id + token) still valid?',
      body: z.object(linkBody),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (!(await liveReset(db, req.body.id, req.body.token))) throw unprocessable('resetInvalid');
      return reply.ok([]);
    },
  });

  r.post('/password_reset/confirm/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Set a new password with a reset link; the link is single-use and every session is revoked',
      body: z
        .object({
          ...linkBody,
          password: passwordField,
          confirm_password: z.string({ error: 'passwordMismatch' }),
        })
        .refine((v) => v.password === v.confirm_password, {
          path: ['confirm_password'],
          error: 'passwordMismatch',
          when: () => true,
        }),
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const hash = await hashPassword(req.body.password, config.argon2);
      const userId = await db.transaction(async (tx) => {
        const row = await liveReset(tx, req.body.id, req.body.token, true);
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
      return reply.ok([], 'passwordReset');
    },
  });
}
