/**
 * Accepting an invitation signed out: the invitation is checked first (so a dead link creates no account), then a
 * customer account is made with the invited e-mail and the sign-up fields; the page logs it in afterwards.
 */
import type { acceptInvitationBody } from '@portal/shared/domain/organisations';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { liveInvitation } from '../../orgs/invitations';
import { registerAccount } from '../../users/account';

export async function acceptWithSignUp(db: Db, config: Config, b: z.infer<typeof acceptInvitationBody>) {
  const invitation = await liveInvitation(db, b.token);
  const missing = (['username', 'password', 'mobile'] as const).filter((f) => !b[f]);
  if (missing.length)
    throw badRequest(missing.map((field) => ({ field, key: 'invitationRegisterFields' as const })));
  const made = await registerAccount(db, config, {
    username: b.username!,
    password: b.password!,
    confirm_password: b.password!,
    name: b.name ?? '',
    recommender: '',
    mobile: b.mobile!,
    email: invitation.email,
    organization: invitation.org_name,
    agreement: true,
  });
  return { id: made.user_id, username: made.username, email: invitation.email };
}
