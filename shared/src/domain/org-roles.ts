/**
 * The roles inside an organisation and what each may do (docs/organisations.md "Roles"): apart from the contract
 * (./organisations.ts re-exports them) so that the account's own schema (./users.ts) names them too.
 */
import type { LocalizedText } from './validation';

/** The roles inside an organisation, least to most; staff and sales roles (docs/requirements.md §6) are apart. */
export const ORG_ROLES = {
  viewer: { zh: '查看者', en: 'Viewer' },
  buyer: { zh: '采购员', en: 'Buyer' },
  tasker: { zh: '编程下单员', en: 'Tasker' },
  manager: { zh: '管理员', en: 'Manager' },
} as const satisfies Record<string, LocalizedText>;
export type OrgRole = keyof typeof ORG_ROLES;
export const ORG_ROLE_VALUES = Object.keys(ORG_ROLES) as [OrgRole, ...OrgRole[]];

/** What each role may do; the server asks this table on every call, whatever a page shows. */
export const ORG_ROLE_RIGHTS = {
  viewer: { archive: false, tasking: false, manage: false, seesOrg: true },
  buyer: { archive: true, tasking: false, manage: false, seesOrg: false },
  tasker: { archive: true, tasking: true, manage: false, seesOrg: false },
  manager: { archive: true, tasking: true, manage: true, seesOrg: true },
} as const satisfies Record<
  OrgRole,
  { archive: boolean; tasking: boolean; manage: boolean; seesOrg: boolean }
>;
export type OrgRight = keyof (typeof ORG_ROLE_RIGHTS)['viewer'];
export const orgRoleMay = (role: OrgRole | null | undefined, right: OrgRight): boolean =>
  !!role && ORG_ROLE_RIGHTS[role][right];
