/** Sending a task to the satellite control system (POST tasks/{id}/synctoc/): the message and when it was sent. */
import type { Queryable } from '../db';
import { findTask } from './tasks';

/** The message sent for task `id` and its time, or null when there is no such task. */
export async function syncToControl(db: Queryable, id: number) {
  const t = await findTask(db, id);
  if (!t) return null;
  const { rows } = await db.query<{ synced_at: Date }>(
    'UPDATE tasks SET synced_at = now() WHERE id = $1 RETURNING synced_at',
    [t.id],
  );
  const message = {
    task_no: t.task,
    demand_no: t.order_no,
    satellite: t.anchoring_satellite,
    absolute_orbit: t.anchoring_orbit,
    orbit_direction: t.orbit_direction,
    imaging_start: t.imaging_time,
    imaging_duration_s: t.imaging_duration,
    imaging_mode: t.imaging_mode,
    look_side: t.anchoring_left_right,
    centre_look_angle_deg: t.anchoring_center_look_angle,
    priority: t.rank,
    state: t.task_state,
  };
  return { synced_at: new Date(rows[0].synced_at).toISOString(), message };
}
