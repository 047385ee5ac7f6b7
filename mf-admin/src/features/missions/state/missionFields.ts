/**
 * Every field of a tasking order (docs/requirements.md §3) in the groups staff read them by — the order, its target, the imaging
 * asked for, schedule and priority, the customer and requestor, the staff fields — each as a label key (under
 * `field.`) and the text to show: enumerations through their labels, states with their code, times in the reader's
 * zone, money in yuan.
 */
import type { Lang } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { missionFieldText } from '@portal/shared/i18n';

export type FieldGroupKey = 'order' | 'target' | 'imaging' | 'schedule' | 'customer' | 'staff';

export interface FieldRow {
  field: keyof Mission;
  text: string;
  /** For `target`: the number of areas (the text is empty; the page words it with its plural rules). */
  count?: number;
}

export interface FieldGroup {
  key: FieldGroupKey;
  rows: FieldRow[];
}

/** The groups and their fields, in the order a reader looks for them. */
export const FIELD_GROUPS: readonly { key: FieldGroupKey; fields: readonly (keyof Mission)[] }[] = [
  {
    key: 'order',
    fields: [
      'order_no',
      'order_state',
      'mission_state',
      'image_status',
      'product_status',
      'delivery_status',
      'cost_fen',
      'create_time',
      'version',
    ],
  },
  {
    key: 'target',
    fields: ['target_name', 'Latitude', 'Longitude', 'target', 'map_file_name', 'elevation'],
  },
  {
    key: 'imaging',
    fields: [
      'anchoring_satellite',
      'img_mode',
      'shooting_market',
      'orbit_mode',
      'left_right_mode',
      'lower_angle',
      'upper_angle',
      'product_type',
      'p_number',
      'compress_config',
      'calibration_config',
    ],
  },
  {
    key: 'schedule',
    fields: ['id_date_1', 'id_date_2', 'effective_time', 'priority', 'task_nature'],
  },
  {
    key: 'customer',
    fields: [
      'username',
      'sales',
      'unit_demand',
      'requestor',
      'end_user',
      'demand_contact',
      'deliverymethod',
      'img_usage',
      'application_form',
      'comments',
    ],
  },
  {
    key: 'staff',
    fields: [
      'classified',
      'mgcType',
      'task_mode',
      'interfere',
      'contract',
      'admin',
      'demandid',
      'status_description',
      'planning_tag',
      'suspended',
      'synced_at',
      'task_count',
    ],
  },
];

export function missionFieldGroups(m: Mission, lang: Lang): FieldGroup[] {
  return FIELD_GROUPS.map((g) => ({
    key: g.key,
    rows: g.fields.map((field) =>
      field === 'target'
        ? { field, text: m.target ? '' : '—', count: m.target?.coordinates.length }
        : { field, text: missionFieldText(m, field, lang, true) },
    ),
  }));
}
