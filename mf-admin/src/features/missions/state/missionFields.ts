/**
 * Every field of a tasking order (spec §3) in the groups staff read them by — the order, its target, the imaging
 * asked for, schedule and priority, the customer and requestor, the staff fields — each as a label key (under
 * `field.`) and the text to show: enumerations through their labels, states with their code, times in the reader's
 * zone, money in yuan.
 */
import {
  ANCHORING_SATELLITES,
  CALIBRATION_CONFIGS,
  CLASSIFICATIONS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  EFFECTIVE_TIMES,
  IMAGE_USAGES,
  IMG_MODES,
  INTERFERE_OPTIONS,
  LOOK_SIDES,
  MGC_TYPES,
  MISSION_STATES,
  ORBIT_MODES,
  ORDER_STATES,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_MODES,
  TASK_NATURES,
  enumLabel,
  priorityBand,
  type EnumOption,
  type Lang,
} from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';

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

/** The label of an order state with its code, e.g. "Order created (102)". */
export const orderStateLabel = (code: number, lang: Lang) => ORDER_STATES[code]?.[lang] ?? String(code);
export const orderStateWithCode = (code: number, lang: Lang) =>
  ORDER_STATES[code] ? `${ORDER_STATES[code][lang]} (${code})` : String(code);

/** "B (8)": the band of a stored priority and the number. */
export function priorityText(priority: number): string {
  try {
    return `${priorityBand(priority)} (${priority})`;
  } catch {
    return String(priority);
  }
}

const YES_NO: Record<Lang, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'] };

const ENUMS: Partial<Record<keyof Mission, readonly EnumOption[]>> = {
  img_mode: IMG_MODES,
  orbit_mode: ORBIT_MODES,
  left_right_mode: LOOK_SIDES,
  product_type: PRODUCT_TYPES,
  effective_time: EFFECTIVE_TIMES,
  requestor: REQUESTORS,
  deliverymethod: DELIVERY_METHODS,
  task_nature: TASK_NATURES,
  img_usage: IMAGE_USAGES,
  compress_config: COMPRESS_CONFIGS,
  calibration_config: CALIBRATION_CONFIGS,
  anchoring_satellite: ANCHORING_SATELLITES,
  classified: CLASSIFICATIONS,
  mgcType: MGC_TYPES,
  task_mode: TASK_MODES,
  interfere: INTERFERE_OPTIONS,
};

const TIMES: ReadonlySet<keyof Mission> = new Set(['id_date_1', 'id_date_2', 'create_time', 'synced_at']);

/** The groups and their fields, in the order a reader looks for them. */
export const FIELD_GROUPS: readonly { key: FieldGroupKey; fields: readonly (keyof Mission)[] }[] = [
  {
    key: 'order',
    fields: ['order_no', 'order_state', 'mission_state', 'cost_fen', 'create_time', 'version'],
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

export function fieldText(m: Mission, field: keyof Mission, lang: Lang): string {
  const value = m[field];
  if (value === null || value === undefined || value === '') return '—';
  const options = ENUMS[field];
  if (options) return enumLabel(options, value as string | number, lang);
  if (TIMES.has(field)) return formatDateTime(String(value), lang);
  switch (field) {
    case 'priority':
      return priorityText(m.priority);
    case 'order_state':
      return orderStateWithCode(m.order_state, lang);
    case 'mission_state':
      return MISSION_STATES[m.mission_state]
        ? `${MISSION_STATES[m.mission_state][lang]} (${m.mission_state})`
        : String(m.mission_state);
    case 'cost_fen':
      return formatMoney(m.cost_fen, lang);
    case 'suspended':
      return YES_NO[lang][m.suspended ? 0 : 1];
    default:
      return String(value);
  }
}

export function missionFieldGroups(m: Mission, lang: Lang): FieldGroup[] {
  return FIELD_GROUPS.map((g) => ({
    key: g.key,
    rows: g.fields.map((field) =>
      field === 'target'
        ? { field, text: m.target ? '' : '—', count: m.target?.coordinates.length }
        : { field, text: fieldText(m, field, lang) },
    ),
  }));
}
