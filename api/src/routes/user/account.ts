/** A person's own account (docs/requirements.md §7.2 "User"); the rules and SQL are api/src/users/account.ts. */
import {
  availabilitySchema,
  loginBody,
  loginResultSchema,
  passwordChangeBody,
  registerBody,
  registeredSchema,
  userInfoSchema,
  userInfoUpdateBody,
  verifyRegisterBody,
} from '@portal/shared/domain/users';
import { messageOnly, okEnvelope, responses } from '../../http/envelope';
import {
  changePassword,
  checkAvailability,
  logIn,
  logOut,
  ownUserInfo,
  registerAccount,
  updateOwnInfo,
} from '../../users/account';
import { orgSummary } from '../../orgs/org';
import { defineRoutes } from '../deps';

export default defineRoutes((r, deps) => {
  const { db, config } = deps;
  const tags = ['User'];

  r.post('/user/register/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Register an account (the sign-up rules apply; duplicates are 409)',
      body: registerBody,
      response: responses(okEnvelope(registeredSchema)),
    },
    handler: async (req, reply) => reply.ok([await registerAccount(db, config, req.body)], 'registered'),
  });

  r.post('/user/verify_register/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Is a username, mobile or e-mail still free? One result per field sent',
      body: verifyRegisterBody,
      response: responses(okEnvelope(availabilitySchema)),
    },
    handler: async (req, reply) => reply.ok(await checkAvailability(db, config, req, req.body)),
  });

  r.post('/user/login/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Log in with a username, mobile or e-mail and a password',
      body: loginBody,
      response: responses(okEnvelope(loginResultSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await logIn(db, config, deps.dummyHash, req, req.body)], 'loggedIn'),
  });

  r.post('/user/logout/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Revoke the current session (always succeeds)',
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await logOut(db, req.sessionId);
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
    handler: async (req, reply) =>
      reply.ok([{ ...(await ownUserInfo(db, req.user!)), ...(await orgSummary(db, req.user!.id)) }]),
  });

  r.put('/user/userinfo/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Update name, mobile, e-mail, organization or coordinate-system preference',
      body: userInfoUpdateBody,
      response: responses(okEnvelope(userInfoSchema)),
    },
    handler: async (req, reply) => {
      const { info, reviewed } = await updateOwnInfo(db, req.user!, req.body);
      return reply.ok([info], reviewed ? 'submittedForReview' : 'saved');
    },
  });

  r.post('/user/password_change/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Change the password; every other session of the account is revoked',
      body: passwordChangeBody,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await changePassword(db, config, req, req.body);
      return reply.ok([], 'passwordChanged');
    },
  });
});
