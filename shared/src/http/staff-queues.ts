/**
 * The counts of the staff's and sales' queues (shared/domain/staff-queues.ts) for the header's bell and the order
 * centre's menu: one one-row page of each queue's list, its `total` the count. Quiet, like the unread alerts: it
 * runs in the background, and a queue whose count could not be read keeps its last count.
 */
import { queuesFor, type QueueCount } from '../domain';
import { portalStore, roleGroupAtom, signedInAtom, staffQueuesAtom } from '../session';
import { call } from './client';

export async function refreshStaffQueues(): Promise<void> {
  const group = portalStore.get(roleGroupAtom);
  const queues = portalStore.get(signedInAtom) ? queuesFor(group) : [];
  if (!queues.length) {
    portalStore.set(staffQueuesAtom, []);
    return;
  }
  const before = new Map(portalStore.get(staffQueuesAtom).map((q) => [q.id, q.count]));
  const counts = await Promise.all(
    queues.map(async (q): Promise<QueueCount> => {
      let count = before.get(q.id) ?? 0;
      try {
        const env = await call<unknown>({
          method: 'GET',
          url: q.count.url,
          params: { ...q.count.params, page: 1, size: 1 },
          quiet: true,
        });
        count = env.total ?? 0;
      } catch {
        // Keep the last count.
      }
      return { id: q.id, count, href: `/personalCenter/${q.path[group]}` };
    }),
  );
  // The session may have ended, or changed hands, while the calls were under way.
  if (portalStore.get(signedInAtom) && portalStore.get(roleGroupAtom) === group)
    portalStore.set(
      staffQueuesAtom,
      counts.filter((q) => q.count > 0),
    );
}
