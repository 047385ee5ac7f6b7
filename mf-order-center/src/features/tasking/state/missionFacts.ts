/**
 * The fields of a tasking order (docs/requirements.md §3) its customer reads, as a label key and the text to show: enumerations
 * through their labels, times in the reader's zone, money in yuan. The detail dialog lists them in this order.
 */
import type { Lang } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import { missionFieldText } from '@portal/shared/i18n';

/** A field's label key under `field.` and its text; `areas` is counted by the caller's plural rules. */
export interface MissionFact {
  field: string;
  text: string;
  /** For `target`: the number of areas (the text is empty; the page words it). */
  count?: number;
}

/**
 * Staff's words for an order's progress (docs/requirements.md §4.6): the coarse mission-state code and the simulation
 * the order was planned with. The customer reads the order's state, its five steps and its planned imaging instead.
 */
export const CUSTOMER_HIDDEN_FIELDS = [
  'mission_state',
  'planning_tag',
] as const satisfies readonly (keyof Mission)[];

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
  'application_form',
  'username',
  'order_state',
  'image_status',
  'product_status',
  'delivery_status',
  'cost_fen',
  'create_time',
];

export function missionFacts(m: Mission, lang: Lang): MissionFact[] {
  return ORDER.map((field) =>
    field === 'target'
      ? { field, text: m.target ? '' : '—', count: m.target?.coordinates.length }
      : { field, text: missionFieldText(m, field, lang) },
  );
}
