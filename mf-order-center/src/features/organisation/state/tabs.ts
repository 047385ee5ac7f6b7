/**
 * The tabs of the organisation page and who sees each, as the API answers them (ORG_ROLE_RIGHTS): every member the
 * overview, the members and the budgets; those who see the organisation (viewers, managers) its bill and audit;
 * managers the invitations and approvals.
 */
import { orgRoleMay, type OrgRole } from '@portal/shared/domain/organisations';

export const ORG_TABS = [
  'overview',
  'members',
  'invitations',
  'budgets',
  'approvals',
  'bill',
  'audit',
] as const;
export type OrgTab = (typeof ORG_TABS)[number];

const NEEDS: Record<OrgTab, 'seesOrg' | 'manage' | null> = {
  overview: null,
  members: null,
  invitations: 'manage',
  budgets: null,
  approvals: 'manage',
  bill: 'seesOrg',
  audit: 'seesOrg',
};

export const tabsFor = (role: OrgRole): OrgTab[] =>
  ORG_TABS.filter((tab) => NEEDS[tab] === null || orgRoleMay(role, NEEDS[tab]));

/** The tab an address names, when the role sees it; else the overview. */
export function tabOf(raw: string | null, role: OrgRole): OrgTab {
  const tab = ORG_TABS.find((t) => t === raw);
  return tab && tabsFor(role).includes(tab) ? tab : 'overview';
}
