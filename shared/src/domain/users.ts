/**
 * The contract of accounts (docs/requirements.md §3.1, §5.1, §7.2 "User"): sign-up, sign-in, the account's own
 * information and password, password reset, real-name verification, and staff's and sales' administration of
 * accounts and reviews. The API validates and documents with these schemas; the pages use their types. Every
 * `error` string is a message key. Imported as `@portal/shared/domain/users`.
 */
import { z } from 'zod';
import { pageQuery, tableFormat } from './paging';
import { queryId } from './record-id';
import { USER_TYPES, type UserType } from './roles';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  ID_NUMBER_PATTERN,
  MOBILE_PATTERN,
  NAME_MAX,
  ORGANIZATION_MAX,
  PASSWORD_PATTERN,
  RECOMMENDER_MAX,
  USERNAME_PATTERN,
} from './validation';
import { BALANCE_CHANGE_LIMITS } from './bills';
import { BILL_SCENE_VALUES } from './enums';
import { ORG_ROLE_VALUES } from './org-roles';

// Field rules of docs/requirements.md §5.1.
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
export const registeredSchema = z.object({ user_id: z.number().int(), username: z.string() });

export const verifyRegisterBody = z.object({
  username: z.string().max(100).optional(),
  mobile: z.string().max(100).optional(),
  email: z.string().max(300).optional(),
});
export const availabilitySchema = z.object({
  field: z.enum(['username', 'mobile', 'email']),
  available: z.boolean(),
  message: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const loginBody = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254)
    .describe('Username, mobile number or e-mail'),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
});

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
    org: z
      .object({
        id: z.number().int(),
        name: z.string(),
        role: z.enum(ORG_ROLE_VALUES),
      })
      .nullable()
      .optional()
      .describe(
        "The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's",
      ),
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

export const userInfoUpdateBody = z.object({
  name: nameField.optional(),
  mobile: mobileField.optional(),
  email: emailField.optional(),
  organization: organizationField.optional(),
  coordinate_system: coordinateSystemField.optional(),
});

export const passwordChangeBody = z
  .object({
    old_password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    new_password: passwordField,
    confirm_password: z.string({ error: 'passwordMismatch' }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwordMismatch',
    when: () => true,
  });

// Password reset (a link of an id and a token, sent by e-mail or SMS).
export const passwordResetBody = z.object({
  account: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254)
    .describe('E-mail address or mobile number'),
});
const resetLink = { id: z.string().min(1).max(100), token: z.string().min(1).max(200) };
export const resetLinkBody = z.object(resetLink);
export const resetConfirmBody = z
  .object({
    ...resetLink,
    password: passwordField,
    confirm_password: z.string({ error: 'passwordMismatch' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwordMismatch',
    when: () => true,
  });

/** POST user/real_person/ (multipart): the API gives the file part's schema (its bytes are the server's). */
export const realPersonBody = <F extends z.ZodType>(document: F) =>
  z.object({
    name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(50, { error: 'tooLong' }),
    id_number: z
      .string({ error: 'idNumberInvalid' })
      .trim()
      .regex(ID_NUMBER_PATTERN, { error: 'idNumberInvalid' }),
    document,
  });
export const realPersonSubmitted = z.object({ id: z.number().int(), status: z.literal('pending') });

/** A request in the review queue: a real-name verification or a change of name or organization. */
export const realPersonRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .enum(['verification', 'change'])
      .describe('A real-name verification or a change of name/organization'),
    user_id: z.number().int(),
    username: z.string(),
    /** The account as it is now (a change request shows it beside the asked values). */
    name: z.string(),
    organization: z.string(),
    mobile: z.string(),
    email: z.string(),
    real_name: z.string().nullable(),
    id_number: z.string().nullable(),
    document_name: z.string().nullable(),
    document_type: z.string().nullable(),
    changes: z.object({ name: z.string().optional(), organization: z.string().optional() }).nullable(),
    previous: z.object({ name: z.string().optional(), organization: z.string().optional() }).nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    comment: z.string(),
    reviewer: z.string().nullable(),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .meta({ id: 'RealPersonRequest' });
export type RealPersonRequest = z.infer<typeof realPersonRequestSchema>;

export const reviewQuery = z.object({
  ...pageQuery,
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  kind: z.enum(['verification', 'change', 'all']).default('all'),
  keyword: z.string().trim().max(100).optional().describe('Part of the username, name or organization'),
});

export const reviewDecisionBody = z
  .object({
    id: z.number().int(),
    approve: z.boolean(),
    comment: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .refine((b) => b.approve || (b.comment ?? '').length > 0, {
    path: ['comment'],
    error: 'rejectReasonRequired',
    when: () => true,
  });

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
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Sort keys of the user list; a leading '-' sorts descending (ties by id). */
export const USER_SORT_KEYS = [
  'id',
  'username',
  'name',
  'organization',
  'type',
  'created_at',
  'balance',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
const USER_ORDERINGS = USER_SORT_KEYS.flatMap((k) => [k, `-${k}`]) as [string, ...string[]];

const fieldFilter = (what: string) => z.string().trim().max(100).optional().describe(what);
const accountId = () => queryId().optional();

/** The user list's query (query_all_user, manage_customer). */
export const userQuery = z.object({
  ...pageQuery,
  keyword: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Part of username, name, mobile, e-mail or organization'),
  type: userTypeField.optional(),
  username: fieldFilter('Part of the username'),
  name: fieldFilter('Part of the name'),
  mobile: fieldFilter('Part of the mobile number'),
  email: fieldFilter('Part of the e-mail address'),
  organization: fieldFilter('Part of the organization'),
  verification: z.enum(['none', 'pending', 'approved', 'rejected']).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  sales_id: accountId(),
  ordering: z.enum(USER_ORDERINGS).default('id').describe('Sort field; a leading - sorts descending'),
  id: accountId().describe('One account by its id'),
});
export type UserQuery = z.infer<typeof userQuery>;
/** download_user: the list's filter without its page, and the file's format. */
export const userExportQuery = userQuery
  .omit({ page: true, size: true, cursor: true })
  .extend({ format: tableFormat() });

export const manageCustomerBody = z.object({
  user_id: z.number().int(),
  name: nameField.optional(),
  organization: organizationField.optional(),
  claim: z.boolean().optional().describe('Sales: assign an unassigned customer to yourself'),
  sales_id: z.number().int().nullable().optional().describe('Staff only'),
  type: userTypeField
    .optional()
    .describe(
      'Staff only; granting, removing or changing a staff role (system administrator included): administrator only',
    ),
  is_active: z.boolean().optional().describe('Staff only; deactivating revokes every session'),
  balance_change: z
    .number()
    .int()
    .min(-BALANCE_CHANGE_LIMITS.maxFen)
    .max(BALANCE_CHANGE_LIMITS.maxFen)
    .refine((n) => n !== 0, { error: 'invalidValue' })
    .optional()
    .describe('Staff only: signed change in fen (ledger row)'),
  scene: z.enum(BILL_SCENE_VALUES).optional(),
  note: z
    .string()
    .max(BALANCE_CHANGE_LIMITS.maxReason)
    .optional()
    .describe('Required with balance_change: the reason, on the bill'),
});
export type ManageCustomerBody = z.infer<typeof manageCustomerBody>;
