/**
 * The task sheets (GET tasks/task_export/ and task_export_by_cekong/): one sheet per audience, staff get the
 * follow-up columns, the control team what the satellite needs.
 */
import { ORDER_STATES, enumLabel, IMG_MODES, LOOK_SIDES, ORBIT_MODES } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { tableFile } from '../export';
import type { Lang } from '../i18n/messages';
import { listTasks, type TaskFilter } from './tasks';

export async function exportTasks(
  db: Queryable,
  filter: TaskFilter,
  format: 'xlsx' | 'csv',
  lang: Lang,
  forControl: boolean,
) {
  const { tasks } = await listTasks(db, filter, 0, 100_000);
  const state = (s: number) => ORDER_STATES[s]?.[lang] ?? String(s);
  if (forControl)
    return tableFile(
      {
        sheet: 'tasks-control',
        header: [
          'task_no',
          'satellite',
          'absolute_orbit',
          'orbit_direction',
          'imaging_start_utc',
          'imaging_duration_s',
          'imaging_mode',
          'look_side',
          'centre_look_angle_deg',
          'priority',
          'target_name',
          'state',
        ],
        rows: tasks.map((t) => [
          t.task,
          t.anchoring_satellite,
          t.anchoring_orbit,
          enumLabel(ORBIT_MODES, t.orbit_direction, lang),
          t.imaging_time,
          t.imaging_duration,
          enumLabel(IMG_MODES, t.imaging_mode, lang),
          enumLabel(LOOK_SIDES, t.anchoring_left_right, lang),
          t.anchoring_center_look_angle,
          t.rank,
          t.target_name,
          state(t.task_state),
        ]),
      },
      format,
    );
  return tableFile(
    {
      sheet: 'tasks',
      header: [
        'task_no',
        'order_no',
        'username',
        'target_name',
        'satellite',
        'imaging_start_utc',
        'imaging_duration_s',
        'state',
        'imaging_result',
        'transfer_result',
        'product_status',
        'delivery_status',
        'deliver_num',
        'real_deliver_num',
        'late',
        'fail_reason',
        'update_time',
      ],
      rows: tasks.map((t) => [
        t.task,
        t.order_no,
        t.username,
        t.target_name,
        t.anchoring_satellite,
        t.imaging_time,
        t.imaging_duration,
        state(t.task_state),
        t.zgcxcgpd ?? '',
        t.transfer ?? '',
        t.product_status ?? '',
        t.task_delivery_status ?? '',
        t.deliver_num,
        t.real_deliver_num ?? '',
        t.late ? 'yes' : 'no',
        t.fail_reason,
        t.update_time,
      ]),
    },
    format,
  );
}
