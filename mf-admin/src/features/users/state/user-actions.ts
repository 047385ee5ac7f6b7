/**
 * What the signed-in staff member or sales person may do with an account in the detail panel (docs/requirements.md §6): staff act
 * on every other account; sales read customer accounts and edit only the customers they look after, or claim an
 * unassigned customer (deleting stays with staff in this panel). Only the system administrator grants, removes or
 * changes a staff role (the administrator's among them); the rest of the staff move accounts between the
 * customer and sales roles. The server enforces the rules; the panel offers only what would succeed.
 */
import { roleGroupOf, USER_TYPES, type UserType } from '@portal/shared/domain';

export interface Viewer {
  id: number;
  type: string;
}

export interface Subject {
  id: number;
  type: string;
  sales_id: number | null;
}

export interface UserPermissions {
  changeRole: boolean;
  /** The roles the role list offers (the account's own first among them), empty when the role cannot change. */
  roles: UserType[];
  activate: boolean;
  assignSales: boolean;
  changeBalance: boolean;
  remove: boolean;
  editInfo: boolean;
  claim: boolean;
  /** The customer's cart, bill and sensitive-data permissions (staff pages). */
  openCart: boolean;
  /** The audit history (the system administrator's page). */
  openHistory: boolean;
}

const ALL_ROLES = Object.keys(USER_TYPES) as UserType[];
const isStaffRole = (type: string) => roleGroupOf(type) === 'staff';

/** The roles `viewer` (staff) may give `user`: all for the administrator, else none of staff on either side. */
function rolesFor(viewer: Viewer, user: Subject): UserType[] {
  if (viewer.type === 'admin') return ALL_ROLES;
  if (isStaffRole(user.type)) return [];
  return ALL_ROLES.filter((r) => !isStaffRole(r));
}

export function permissionsOf(viewer: Viewer, user: Subject): UserPermissions {
  const group = roleGroupOf(viewer.type);
  const self = viewer.id === user.id;
  const customer = roleGroupOf(user.type) === 'customer';
  if (group === 'staff') {
    // Staff do not demote, deactivate or delete themselves from this page.
    const roles = self ? [] : rolesFor(viewer, user);
    return {
      changeRole: roles.length > 0,
      roles,
      activate: !self,
      assignSales: customer,
      changeBalance: true,
      remove: !self,
      editInfo: true,
      claim: false,
      openCart: true,
      openHistory: viewer.type === 'admin',
    };
  }
  const mine = group === 'sales' && customer && user.sales_id === viewer.id;
  return {
    changeRole: false,
    roles: [],
    activate: false,
    assignSales: false,
    changeBalance: false,
    remove: false,
    editInfo: mine,
    claim: group === 'sales' && customer && user.sales_id === null,
    openCart: false,
    openHistory: false,
  };
}
