/**
 * A prediction's passes against the schedule (docs/tasking-offer.md "Capacity"): each pass of a simulation, as it
 * is answered, says whether a planned task is in its way, by the rules staff planning uses, and names the caller's
 * own orders among them (others' are only booked). A prediction has no priority, so it says free or booked; the
 * quote of an order says competing or taken.
 */
import type { Queryable } from '../db';
import { conflictsOf, slotsAround } from '../tasks/planning';

interface Pass {
  satellite_id: string;
  imaging_start: string;
  imaging_end: string;
  look_side: 'left' | 'right';
  look_angle: number;
}

/** The passes with their standing against the tasks planned now. */
export async function withSchedule<P extends Pass>(
  db: Queryable,
  userId: number,
  passes: readonly P[],
): Promise<(P & { schedule: { free: boolean; own_orders: string[] } })[]> {
  if (!passes.length) return [];
  const slots = await slotsAround(db, passes);
  const byTask = new Map(slots.map((s) => [s.task_id, s]));
  return passes.map((p) => {
    // A stored prediction keeps no orbit number: the per-orbit budget is the quote's to check.
    const blocking = conflictsOf({ ...p, absolute_orbit: -1 }, slots).map((c) => byTask.get(c.task_id)!);
    const own = [...new Set(blocking.filter((s) => s.user_id === userId).map((s) => s.order_no))];
    return { ...p, schedule: { free: blocking.length === 0, own_orders: own } };
  });
}
