/**
 * Every field of a tasking order (spec §3) as a label key and the text to show: enumerations through their labels,
 * times in the reader's zone, money in yuan. The detail dialog lists them in this order.
 */
import {
  ANCHORING_SATELLITES,
  CALIBRATION_CONFIGS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  EFFECTIVE_TIMES,
  IMAGE_USAGES,
  IMG_MODES,
  LOOK_SIDES,
  MISSION_STATES,
  ORBIT_MODES,
  ORDER_STATES,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_NATURES,
  enumLabel,
  priorityBand,
  type EnumOption,
  type Lang,
} from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';

/** A field's label key under `field.` and its text; `areas` is counted by the caller's plural rules. */
export interface MissionFact {
  field: string;
  text: string;
  /** For `target`: the number of areas (the text is empty; the page words it). */
  count?: number;
}

export const orderStateLabel = (code: number, lang: Lang) => ORDER_STATES[code]?.[lang] ?? String(code);

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
};

/** The fields in the order a reader looks for them: what, where, how, who for, when, then the order's state. */
const ORDER: (keyof Mission)[] = [
  'order_no',
  'target_name',
  'Latitude',
  'Longitude',
  'target',
  'map_file_name',
  'elevation',
  'anchoring_satellite',
  'img_mode',
  'shooting_market',
  'orbit_mode',
  'left_right_mode',
  'upper_angle',
  'lower_angle',
  'product_type',
  'effective_time',
  'priority',
  'p_number',
  'id_date_1',
  'id_date_2',
  'unit_demand',
  'requestor',
  'end_user',
  'demand_contact',
  'deliverymethod',
  'task_nature',
  'img_usage',
  'compress_config',
  'calibration_config',
  'comments',
  'planning_tag',
  'application_form',
  'username',
  'order_state',
  'mission_state',
  'cost_fen',
  'create_time',
];

function textOf(m: Mission, field: keyof Mission, lang: Lang): string {
  const value = m[field];
  if (value === null || value === undefined || value === '') return '—';
  const options = ENUMS[field];
  if (options) return enumLabel(options, value as string | number, lang);
  switch (field) {
    case 'priority':
      return `${priorityBand(m.priority)} (${m.priority})`;
    case 'order_state':
      return orderStateLabel(m.order_state, lang);
    case 'mission_state':
      return MISSION_STATES[m.mission_state]?.[lang] ?? String(m.mission_state);
    case 'cost_fen':
      return formatMoney(m.cost_fen, lang);
    case 'id_date_1':
    case 'id_date_2':
    case 'create_time':
      return formatDateTime(String(value), lang);
    default:
      return String(value);
  }
}

export function missionFacts(m: Mission, lang: Lang): MissionFact[] {
  return ORDER.map((field) =>
    field === 'target'
      ? { field, text: m.target ? '' : '—', count: m.target?.coordinates.length }
      : { field, text: textOf(m, field, lang) },
  );
}
