import type { RoleGroup } from '@portal/shared/domain';
import type { Notification } from '@portal/shared/domain/missions';

/**
 * Where an alert opens. A tasking order's alert: the reader's own list of tasking orders with that order's detail
 * (sales have no such list, docs/requirements.md §2, §6; theirs is all tasking orders of their customers, asked to open it the same
 * way). A review's result: the account page that shows it. A reply to feedback: the resource centre that lists it. A
 * webhook endpoint disabled: the webhooks page. New scenes matching a saved search: the subscriptions page. An
 * organisation's approval: its approvals tab.
 */
export function alertLinkFor(role: RoleGroup, alert: Pick<Notification, 'kind' | 'mission_id'>): string {
  if (alert.kind === 'review') return '/userInfo';
  if (alert.kind === 'feedback') return '/resourceCenter';
  if (alert.kind === 'webhook') return '/personalCenter/webhooks';
  if (alert.kind === 'subscription') return '/personalCenter/subscriptions';
  if (alert.kind === 'approval') return '/personalCenter/organisation?tab=approvals';
  const list = role === 'sales' ? 'allprogrammedOrderManagement' : 'myProgrammingOrder';
  return `/personalCenter/${list}?open=${alert.mission_id}`;
}

/** The export job a finished export's alert names (its file's link is in the alert's text), or null. */
export function exportJobOf(alert: Pick<Notification, 'kind' | 'type_status_text'>): string | null {
  if (alert.kind !== 'export') return null;
  return /\/api\/jobs\/([\w-]+)\/file\//.exec(alert.type_status_text)?.[1] ?? null;
}
