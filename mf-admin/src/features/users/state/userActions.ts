/**
 * What the signed-in staff member or sales person may do with an account in the detail panel (spec §6): staff act
 * on every other account; sales read customer accounts and edit only the customers they look after, or claim an
 * unassigned customer (deleting stays with staff in this panel). The server enforces the rules; the panel offers
 * only what would succeed.
 */
import { roleGroupOf } from '@portal/shared/domain';

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

export function permissionsOf(viewer: Viewer, user: Subject): UserPermissions {
  const group = roleGroupOf(viewer.type);
  const self = viewer.id === user.id;
  const customer = roleGroupOf(user.type) === 'customer';
  if (group === 'staff')
    return {
      // Staff do not demote, deactivate or delete themselves from this page.
      changeRole: !self,
      activate: !self,
      assignSales: customer,
      changeBalance: true,
      remove: !self,
      editInfo: true,
      claim: false,
      openCart: true,
      openHistory: viewer.type === 'admin',
    };
  const mine = group === 'sales' && customer && user.sales_id === viewer.id;
  return {
    changeRole: false,
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
