import type { RoleGroup, UserType } from '@portal/shared/domain';

/**
 * Who may call a route. Every /api route declares one in `config.access` (the app refuses to start otherwise):
 * - 'public': anyone, no session needed (a valid session is still read when present);
 * - 'user': any signed-in account;
 * - a list of role groups (docs/requirements.md §6): only accounts whose `type` belongs to one of them;
 * - `{ types }`: only accounts of these types (the system administrator's own pages, e.g. the audit log).
 */
export type Access = 'public' | 'user' | readonly RoleGroup[] | { readonly types: readonly UserType[] };

export const STAFF: readonly RoleGroup[] = ['staff'];
export const STAFF_SALES: readonly RoleGroup[] = ['staff', 'sales'];
export const SYSTEM_ADMIN = { types: ['admin'] } as const satisfies Access;

export function allows(access: Access, group: RoleGroup | null, type?: string): boolean {
  if (access === 'public') return true;
  if (group === null) return false;
  if (access === 'user') return true;
  if ('types' in access) return access.types.some((t) => t === type);
  return access.includes(group);
}
