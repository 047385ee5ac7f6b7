import type { RoleGroup } from './roles';

/** A page of the order centre or of the account area (order-center-menu.ts, account-menu.ts). */
export interface OrderCenterChild {
  /** Path below /personalCenter/ (a `:id` segment is a parameter). */
  path: string;
  title: { zh: string; en: string };
  roles: readonly RoleGroup[];
  hidden?: boolean;
  /** The remote that renders it. */
  remote: 'mf-order-center' | 'mf-admin';
}
