import type { RoleGroup } from '@portal/shared/domain';

/**
 * Where an alert's order opens: the reader's own list of tasking orders with that order's detail. Sales have no
 * such list (spec §2, §6); theirs is all tasking orders of their customers, which is asked to open it the same way.
 */
export function orderLinkFor(role: RoleGroup, missionId: number): string {
  const list = role === 'sales' ? 'allprogrammedOrderManagement' : 'myProgrammingOrder';
  return `/personalCenter/${list}?open=${missionId}`;
}
