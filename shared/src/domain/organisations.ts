/**
 * Organisations (docs/organisations.md): a customer's team shares one account: one balance and bill, members with
 * roles, monthly limits per member, named budgets, and approvals of the orders above a threshold. The contract
 * between the API (api/src/orgs) and the pages, as zod schemas. Imported as `@portal/shared/domain/organisations`.
 */
import { z } from 'zod';
import { emailField, mobileField, nameField, passwordField, usernameField } from './users';
import { pageQuery } from './paging';
import { queryId } from './record-id';
import { BALANCE_CHANGE_LIMITS } from './bills';
import { ORG_ROLE_VALUES } from './org-roles';

export * from './org-roles';

/** `invitationHours`: an invitation link's life; `approvalDays`: how long an order waits for a decision. */
export const ORG_LIMITS = {
  maxName: 100,
  maxContact: 100,
  maxInvoicing: 500,
  maxBudgetCode: 40,
  maxBudgetName: 100,
  maxNote: 500,
  maxFen: 100_000_000_000,
  maxMembers: 500,
  invitationHours: 48,
  approvalDays: 7,
} as const;

const fen = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(ORG_LIMITS.maxFen, { error }).describe('In fen');
const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' });

export const createOrgBody = z.object({
  name: z
    .string({ error: 'orgNameRequired' })
    .trim()
    .min(1, { error: 'orgNameRequired' })
    .max(ORG_LIMITS.maxName, {
      error: 'tooLong',
    }),
  contact: text(ORG_LIMITS.maxContact).optional().default('').describe('Who to call about the account'),
  invoicing: text(ORG_LIMITS.maxInvoicing)
    .optional()
    .default('')
    .describe('Invoice title, tax number and address'),
});
export const updateOrgBody = z.object({
  name: createOrgBody.shape.name.optional(),
  contact: text(ORG_LIMITS.maxContact).optional(),
  invoicing: text(ORG_LIMITS.maxInvoicing).optional(),
  approval_threshold_fen: fen('orgThresholdInvalid')
    .nullable()
    .optional()
    .describe('Orders above this wait for a manager (null: none do)'),
  require_2fa: z.boolean().optional().describe('Members must sign in with a second factor'),
});

export const orgSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact: z.string(),
    invoicing: z.string(),
    approval_threshold_fen: z.number().int().nullable(),
    require_2fa: z.boolean(),
    balance_fen: z.number().int().describe('What members may spend'),
    held_fen: z.number().int().describe('Held for orders awaiting approval'),
    members: z.number().int(),
    my_role: z.enum(ORG_ROLE_VALUES),
    created_at: z.string(),
  })
  .meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof orgSchema>;

/** Who a signed-in person is in their organisation (GET user/userinfo/ `org`); null outside one. */
export const orgMembershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ORG_ROLE_VALUES),
});
export type OrgMembership = z.infer<typeof orgMembershipSchema>;

export const memberSchema = z
  .object({
    id: z.number().int().describe("The member's user id"),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ORG_ROLE_VALUES),
    enabled: z.boolean(),
    monthly_limit_fen: z.number().int().nullable().describe('null: no limit'),
    spent_this_month_fen: z.number().int().describe('Spent and held this calendar month (UTC)'),
    joined_at: z.string(),
  })
  .meta({ id: 'OrgMember' });
export type OrgMember = z.infer<typeof memberSchema>;
export const memberIdParams = z.object({ id: queryId() });
export const updateMemberBody = z.object({
  role: z.enum(ORG_ROLE_VALUES, { error: 'orgRoleUnknown' }).optional(),
  enabled: z.boolean().optional(),
  monthly_limit_fen: fen('orgLimitInvalid').nullable().optional(),
});

export const invitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(ORG_ROLE_VALUES),
    state: z.enum(['pending', 'accepted', 'expired']),
    expires_at: z.string(),
    invited_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'OrgInvitation' });
export type OrgInvitation = z.infer<typeof invitationSchema>;
export const createInvitationBody = z.object({
  email: emailField,
  role: z.enum(ORG_ROLE_VALUES, { error: 'orgRoleUnknown' }),
});
/** Accepting: signed in (the token alone), or a new account with the registration fields (its e-mail is the invitation's). */
export const acceptInvitationBody = z.object({
  token: z.string({ error: 'invitationInvalid' }).min(1, { error: 'invitationInvalid' }).max(200),
  username: usernameField.optional(),
  password: passwordField.optional(),
  mobile: mobileField.optional(),
  name: nameField.optional(),
});
/** GET org/invitations/preview/?token=: what the invitation link offers before it is accepted. */
export const invitationPreviewQuery = z.object({ token: acceptInvitationBody.shape.token });
export const invitationPreviewSchema = z.object({
  org_name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLE_VALUES),
  expires_at: z.string(),
});

export const budgetSchema = z
  .object({
    id: z.number().int(),
    code: z.string().describe('The project code'),
    name: z.string(),
    active: z.boolean(),
    cap_fen: z.number().int().nullable().describe('null: no cap'),
    spent_fen: z.number().int(),
    held_fen: z.number().int().describe('Held for orders awaiting approval'),
    left_fen: z.number().int().nullable().describe('cap - spent - held; null without a cap'),
    created_at: z.string(),
  })
  .meta({ id: 'OrgBudget' });
export type OrgBudget = z.infer<typeof budgetSchema>;
export const createBudgetBody = z.object({
  code: z
    .string({ error: 'budgetCodeRequired' })
    .trim()
    .min(1, { error: 'budgetCodeRequired' })
    .max(ORG_LIMITS.maxBudgetCode, { error: 'tooLong' }),
  name: text(ORG_LIMITS.maxBudgetName).optional().default(''),
  cap_fen: fen('budgetCapInvalid').nullable().optional().default(null),
});
export const updateBudgetBody = z.object({
  name: text(ORG_LIMITS.maxBudgetName).optional(),
  active: z.boolean().optional(),
  cap_fen: fen('budgetCapInvalid').nullable().optional(),
});
/** `budget_id` on an order, a quote or a cost: which of the organisation's budgets pays (required when it has one). */
export const budgetIdField = queryId()
  .optional()
  .describe('Organisation members: the budget the order is assigned to');

export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_REASONS = ['threshold', 'monthly_limit'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];
export const approvalSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['archive', 'tasking']),
    order_id: z.number().int(),
    order_no: z.string(),
    requester: z.object({ id: z.number().int(), username: z.string() }),
    amount_fen: z.number().int(),
    budget: z.object({ id: z.number().int(), code: z.string() }).nullable(),
    reason: z.enum(APPROVAL_REASONS),
    state: z.enum(APPROVAL_STATES),
    note: z.string(),
    decided_by: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'OrgApproval' });
export type OrgApproval = z.infer<typeof approvalSchema>;
export const approvalListQuery = z.object({ state: z.enum(APPROVAL_STATES).optional() }).extend(pageQuery);
export const decideApprovalBody = z.object({
  approve: z.boolean({ error: 'approveRequired' }),
  note: text(ORG_LIMITS.maxNote).optional().default(''),
});

/** What an order would do to the organisation's money (in GET commodity/order_cost/ and the tasking quote). */
export const orgSpendingSchema = z
  .object({
    budget: z
      .object({ id: z.number().int(), code: z.string(), left_fen: z.number().int().nullable() })
      .nullable(),
    limit_left_fen: z.number().int().nullable().describe("The member's monthly limit left; null: no limit"),
    needs_approval: z.boolean(),
    reason: z.enum(APPROVAL_REASONS).nullable(),
  })
  .meta({ id: 'OrgSpending' });
export type OrgSpending = z.infer<typeof orgSpendingSchema>;

/** GET org/bill/: the organisation's ledger by member or by budget (format=csv|xlsx: a file). */
export const orgBillQuery = z.object({
  group: z.enum(['member', 'budget']).default('member'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  format: z.enum(['xlsx', 'csv']).optional().describe('A file instead of rows: xlsx or csv'),
});
export const orgBillGroupSchema = z
  .object({
    key: z.string().describe('The username, or the budget code ("" for none)'),
    spent_fen: z.number().int(),
    refunded_fen: z.number().int(),
    held_fen: z.number().int(),
    net_fen: z.number().int().describe('spent - refunded'),
    orders: z.number().int(),
  })
  .meta({ id: 'OrgBillGroup' });

export const orgAuditSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

// Staff and sales.
export const adminOrgListQuery = z
  .object({ keyword: z.string().trim().max(100).optional() })
  .extend(pageQuery);
export const adminOrgRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact: z.string(),
    balance_fen: z.number().int(),
    held_fen: z.number().int(),
    members: z.number().int(),
    managers: z.array(z.string()),
    sales: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminOrg' });
export const adminOrgDetailSchema = z
  .object({
    org: adminOrgRowSchema.extend({
      invoicing: z.string(),
      approval_threshold_fen: z.number().int().nullable(),
    }),
    members: z.array(memberSchema),
    budgets: z.array(budgetSchema),
    orders: z.array(
      z.object({
        kind: z.enum(['archive', 'tasking']),
        id: z.number().int(),
        no: z.string(),
        username: z.string(),
        amount_fen: z.number().int(),
        created_at: z.string(),
      }),
    ),
    bill: z.array(orgBillGroupSchema),
  })
  .meta({ id: 'AdminOrgDetail' });
export const adminOrgBalanceBody = z.object({
  balance_change: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(-BALANCE_CHANGE_LIMITS.maxFen, { error: 'invalidValue' })
    .max(BALANCE_CHANGE_LIMITS.maxFen, { error: 'invalidValue' })
    .refine((n) => n !== 0, { error: 'invalidValue' })
    .describe('Fen: positive tops up, negative reduces'),
  note: z
    .string({ error: 'balanceNoteRequired' })
    .trim()
    .min(1, { error: 'balanceNoteRequired' })
    .max(BALANCE_CHANGE_LIMITS.maxReason, { error: 'tooLong' })
    .describe('The reason, on the bill'),
});
export const orgIdParams = z.object({ id: queryId() });
export type AdminOrg = z.infer<typeof adminOrgRowSchema>;
export type AdminOrgDetail = z.infer<typeof adminOrgDetailSchema>;
export type AdminOrgBalanceBody = z.input<typeof adminOrgBalanceBody>;
