/** Password reset (docs/requirements.md §7.2 password_reset/): the rules and SQL are api/src/users/password-reset.ts. */
import { passwordResetBody, resetConfirmBody, resetLinkBody } from '@portal/shared/domain/users';
import { messageOnly, responses } from '../http/envelope';
import { checkResetLink, confirmReset, requestReset } from '../users/password-reset';
import { defineRoutes } from './deps';

export default defineRoutes((r, deps) => {
  const { db, config } = deps;
  const tags = ['Password reset'];

  r.post('/password_reset/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Request a reset link by e-mail or mobile; the answer never says whether an account exists',
      body: passwordResetBody,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await requestReset(db, config, deps.outbox, req.ip, req.body.account);
      return reply.ok([], 'resetSent');
    },
  });

  r.post('/password_reset/verify/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Is a reset link (id + token) still valid?',
      body: resetLinkBody,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await checkResetLink(db, req.body.id, req.body.token);
      return reply.ok([]);
    },
  });

  r.post('/password_reset/confirm/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Set a new password with a reset link; the link is single-use and every session is revoked',
      body: resetConfirmBody,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await confirmReset(db, config, req.body);
      return reply.ok([], 'passwordReset');
    },
  });
});
