import type { RoleGroup } from '@portal/shared/domain';

/**
 * Who may call a route. Every /api route declares one in `config.access` (the app refuses to start otherwise):
 * - 'public': anyone, no session needed (a valid session is still read when present);
 * - 'user': any signed-in account;
 * - a list of role groups (spec §6): only accounts whose `type` belongs to one of them.
 */
export type Access = 'public' | 'user' | readonly RoleGroup[];

export const STAFF: readonly RoleGroup[] = ['staff'];
export const STAFF_SALES: readonly RoleGroup[] = ['staff', 'sales'];

export function allows(access: Access, group: RoleGroup | null): boolean {
  if (access === 'public') return true;
  if (group === null) return false;
  if (access === 'user') return true;
  return access.includes(group);
}
