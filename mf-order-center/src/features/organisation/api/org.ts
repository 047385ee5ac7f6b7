/**
 * The calls of an organisation (contract: @portal/shared/domain/organisations): the organisation itself, its members,
 * invitations, budgets, approvals, bill and audit, and the invitation link's preview and acceptance. Form calls are
 * quiet (the form shows each field's message); the others let the client show a refusal's message.
 */
import type {
  invitationPreviewSchema,
  Organisation,
  OrgApproval,
  orgAuditSchema,
  orgBillGroupSchema,
  OrgBudget,
  OrgInvitation,
  OrgMember,
  OrgRole,
} from '@portal/shared/domain/organisations';
import { call, callOne, downloadFile, type Envelope } from '@portal/shared/http';

/** What a contract's schema answers (zod's output type, read without zod). */
type Answer<S> = S extends { _zod: { output: infer O } } ? O : never;
export type InvitationPreview = Answer<typeof invitationPreviewSchema>;
export type OrgBillGroup = Answer<typeof orgBillGroupSchema>;
export type OrgAuditEntry = Answer<typeof orgAuditSchema>;

export interface OrgInput {
  name: string;
  contact: string;
  invoicing: string;
}
export interface OrgChange extends Partial<OrgInput> {
  approval_threshold_fen?: number | null;
  require_2fa?: boolean;
}
export interface MemberChange {
  role?: OrgRole;
  enabled?: boolean;
  monthly_limit_fen?: number | null;
}
export interface BudgetInput {
  code: string;
  name: string;
  cap_fen: number | null;
}
export type BudgetChange = Partial<Omit<BudgetInput, 'code'>> & { active?: boolean };
export type BillGroup = 'member' | 'budget';
export interface BillFilter {
  group: BillGroup;
  from: string;
  to: string;
}

const BASE = '/org/';
const id = (n: number) => encodeURIComponent(String(n));

/** GET org/: the caller's organisation, or null outside one. */
export const fetchOrg = async (): Promise<Organisation | null> =>
  (await call<Organisation>({ method: 'GET', url: BASE })).data[0] ?? null;

export const createOrg = (body: OrgInput): Promise<Organisation> =>
  callOne<Organisation>({ method: 'POST', url: BASE, data: body, quiet: true });

export const updateOrg = (body: OrgChange): Promise<Organisation> =>
  callOne<Organisation>({ method: 'PUT', url: BASE, data: body, quiet: true });

export const listMembers = async (): Promise<OrgMember[]> =>
  (await call<OrgMember>({ method: 'GET', url: `${BASE}members/` })).data;

/** A change from a row's controls: a refusal shows as a notice. */
export const updateMember = (memberId: number, body: MemberChange) =>
  call<OrgMember>({ method: 'PUT', url: `${BASE}members/${id(memberId)}/`, data: body });

/** The limit dialog's change: quiet, the dialog shows the server's message under the field. */
export const setMemberLimit = (memberId: number, monthly_limit_fen: number | null) =>
  call<OrgMember>({
    method: 'PUT',
    url: `${BASE}members/${id(memberId)}/`,
    data: { monthly_limit_fen },
    quiet: true,
  });

export const removeMember = (memberId: number) =>
  call<never>({ method: 'DELETE', url: `${BASE}members/${id(memberId)}/` });

export const listInvitations = async (): Promise<OrgInvitation[]> =>
  (await call<OrgInvitation>({ method: 'GET', url: `${BASE}invitations/` })).data;

export const createInvitation = (body: { email: string; role: OrgRole }): Promise<OrgInvitation> =>
  callOne<OrgInvitation>({ method: 'POST', url: `${BASE}invitations/`, data: body, quiet: true });

/** Public: what the link invites to; quiet, the page shows why a link is refused. */
export const previewInvitation = (token: string): Promise<InvitationPreview> =>
  callOne<InvitationPreview>({
    method: 'GET',
    url: `${BASE}invitations/preview/`,
    params: { token },
    quiet: true,
  });

/**
 * Signed in: the token alone; signed out: the token and the new account's fields (the account is made, not signed in:
 * the page signs in with them next). Answers the organisation joined.
 */
export const acceptInvitation = (
  body: { token: string } & Partial<Record<'username' | 'password' | 'mobile' | 'name', string>>,
): Promise<Organisation> =>
  callOne<Organisation>({ method: 'POST', url: `${BASE}invitations/accept/`, data: body, quiet: true });

export const listBudgets = async (): Promise<OrgBudget[]> =>
  (await call<OrgBudget>({ method: 'GET', url: `${BASE}budgets/` })).data;

export const createBudget = (body: BudgetInput): Promise<OrgBudget> =>
  callOne<OrgBudget>({ method: 'POST', url: `${BASE}budgets/`, data: body, quiet: true });

export const updateBudget = (budgetId: number, body: BudgetChange): Promise<OrgBudget> =>
  callOne<OrgBudget>({ method: 'PUT', url: `${BASE}budgets/${id(budgetId)}/`, data: body, quiet: true });

/** One page of approvals, newest first; `state` narrows them (pending: those waiting for a decision). */
export const listApprovals = (page: number, size: number, state?: string): Promise<Envelope<OrgApproval>> =>
  call<OrgApproval>({ method: 'GET', url: `${BASE}approvals/`, params: { page, size, state } });

export const decideApproval = (approvalId: number, approve: boolean, note: string): Promise<OrgApproval> =>
  callOne<OrgApproval>({
    method: 'POST',
    url: `${BASE}approvals/${id(approvalId)}/decide/`,
    data: { approve, note },
    quiet: true,
  });

const billParams = (f: BillFilter) => ({ group: f.group, from: f.from || undefined, to: f.to || undefined });

export const fetchBill = async (f: BillFilter): Promise<OrgBillGroup[]> =>
  (await call<OrgBillGroup>({ method: 'GET', url: `${BASE}bill/`, params: billParams(f) })).data;

/** The address of the bill as a CSV file (the link's href). */
export function billCsvUrl(f: BillFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(billParams(f))) if (v) q.set(k, v);
  q.set('format', 'csv');
  return `/api${BASE}bill/?${q}`;
}

/** Downloads the CSV with the session's credentials (a plain link would go without them). */
export const downloadBillCsv = (f: BillFilter) =>
  downloadFile(
    { method: 'GET', url: `${BASE}bill/`, params: { ...billParams(f), format: 'csv' } },
    'organisation-bill.csv',
  );

export const listAudit = (page: number, size: number): Promise<Envelope<OrgAuditEntry>> =>
  call<OrgAuditEntry>({ method: 'GET', url: `${BASE}audit/`, params: { page, size } });
