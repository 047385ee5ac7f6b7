import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NAME_MAX,
  ORGANIZATION_MAX,
  PASSWORD_PATTERN,
  RECOMMENDER_MAX,
  USER_TYPES,
  USERNAME_PATTERN,
  type UserInfo,
  type UserType,
} from '@portal/shared/domain';
import { z } from 'zod';
import type { UserRow } from '../auth/sessions';

// Field rules of spec §5. The `error` strings are message keys, localized by the contract's error handler.
export const usernameField = z
  .string({ error: 'usernameInvalid' })
  .regex(USERNAME_PATTERN, { error: 'usernameInvalid' });
export const passwordField = z
  .string({ error: 'passwordInvalid' })
  .regex(PASSWORD_PATTERN, { error: 'passwordInvalid' });
export const mobileField = z
  .string({ error: 'mobileInvalid' })
  .regex(MOBILE_PATTERN, { error: 'mobileInvalid' });
export const emailField = z
  .string({ error: 'emailInvalid' })
  .max(EMAIL_MAX, { error: 'emailInvalid' })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' });
export const nameField = z.string().max(NAME_MAX, { error: 'tooLong' });
export const organizationField = z.string().max(ORGANIZATION_MAX, { error: 'tooLong' });
export const recommenderField = z.string().max(RECOMMENDER_MAX, { error: 'tooLong' });
export const coordinateSystemField = z.enum(['GCJ02', 'WGS84']);
const userTypes = Object.keys(USER_TYPES) as [UserType, ...UserType[]];
export const userTypeField = z.enum(userTypes);

export const registerBody = z
  .object({
    username: usernameField,
    password: passwordField,
    confirm_password: z.string({ error: 'passwordMismatch' }),
    name: nameField.optional().default(''),
    recommender: recommenderField.optional().default(''),
    mobile: mobileField,
    email: emailField,
    organization: organizationField.optional().default(''),
    agreement: z
      .literal(true, { error: 'agreementRequired' })
      .describe('The agreement checkbox (must be true)'),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwordMismatch',
    when: () => true,
  })
  .meta({ id: 'RegisterRequest' });

export const realPersonStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
const infoChanges = z.object({ name: z.string().optional(), organization: z.string().optional() });

export const userInfoSchema = z
  .object({
    id: z.number().int(),
    type: userTypeField.or(z.string()),
    username: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    organization: z.string(),
    balance: z.number().int().describe('Balance (quota) in fen'),
    coordinate_system: coordinateSystemField,
    real_person_status: realPersonStatus.optional(),
    real_person_comment: z
      .string()
      .optional()
      .describe('The reason when the latest verification was rejected'),
    pending_change: infoChanges
      .nullable()
      .optional()
      .describe('A change of name or organization under review'),
    last_change: z
      .object({ changes: infoChanges, status: z.enum(['approved', 'rejected']), comment: z.string() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'UserInfo' });

export const loginResultSchema = z
  .object({
    token: z.string(),
    user_id: z.number().int(),
    coordinate_system: coordinateSystemField,
    user: userInfoSchema,
  })
  .meta({ id: 'LoginResult' });

export function toUserInfo(
  u: UserRow,
  realPerson?: z.infer<typeof realPersonStatus>,
): UserInfo & { real_person_status?: string } {
  return {
    id: u.id,
    type: u.type as UserType,
    username: u.username,
    name: u.name,
    mobile: u.mobile,
    email: u.email,
    organization: u.organization,
    balance: u.balance_fen,
    coordinate_system: u.coordinate_system,
    ...(realPerson ? { real_person_status: realPerson } : {}),
  };
}

/** Admin view of an account (query_all_user, manage_customer). */
export const adminUserSchema = userInfoSchema
  .extend({
    recommender: z.string(),
    sales_id: z.number().int().nullable(),
    sales_username: z.string().nullable().describe('The sales person looking after the account'),
    is_active: z.boolean(),
    created_at: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'AdminUser' });

export function toAdminUser(
  u: UserRow & { real_person_status?: z.infer<typeof realPersonStatus>; sales_username?: string | null },
) {
  return {
    ...toUserInfo(u, u.real_person_status),
    recommender: u.recommender,
    sales_id: u.sales_id === null ? null : Number(u.sales_id),
    sales_username: u.sales_username ?? null,
    is_active: u.is_active,
    created_at: new Date(u.created_at).toISOString(),
  };
}
