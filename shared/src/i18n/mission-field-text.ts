/**
 * The text of one field of a tasking order (docs/requirements.md §3) as people read it: enumerations through their labels, times in
 * the reader's zone, money in yuan, priority as its band; staff also see each state's code and the priority's number.
 */
import {
  ANCHORING_SATELLITES,
  CALIBRATION_CONFIGS,
  CLASSIFICATIONS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  EFFECTIVE_TIMES,
  IMAGE_STATUSES,
  IMAGE_USAGES,
  IMG_MODES,
  INTERFERE_OPTIONS,
  LOOK_SIDES,
  MGC_TYPES,
  MISSION_STATES,
  ORBIT_MODES,
  ORDER_STATES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_MODES,
  TASK_NATURES,
  enumLabel,
  priorityBand,
  type EnumOption,
  type Lang,
  type StateDef,
} from '../domain';
import type { Mission } from '../domain/missions';
import { formatDateTime, formatMoney } from './format';

export const orderStateLabel = (code: number, lang: Lang) => ORDER_STATES[code]?.[lang] ?? String(code);

const stateText = (states: Record<number, StateDef>, code: number, lang: Lang, withCode: boolean) =>
  states[code] ? (withCode ? `${states[code][lang]} (${code})` : states[code][lang]) : String(code);

/** "Order created (102)": an order state's label with its code. */
export const orderStateWithCode = (code: number, lang: Lang) => stateText(ORDER_STATES, code, lang, true);

/** "B (8)": the band of a stored priority and the number (the number alone when out of every band). */
export function priorityText(priority: number): string {
  try {
    return `${priorityBand(priority)} (${priority})`;
  } catch {
    return String(priority);
  }
}

/** "B": the band a customer chose (the number alone when out of every band). */
function priorityBandText(priority: number): string {
  try {
    return priorityBand(priority);
  } catch {
    return String(priority);
  }
}

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
  image_status: IMAGE_STATUSES,
  product_status: PRODUCT_STATUSES,
  delivery_status: DELIVERY_STATUSES,
};

const TIMES: ReadonlySet<keyof Mission> = new Set([
  'id_date_1',
  'id_date_2',
  'create_time',
  'synced_at',
  'first_collect_at',
]);
/** A delivery deadline's state in words (docs/tasking-offer.md). */
const DEADLINE_TEXT: Record<string, Record<Lang, string>> = {
  pending: { zh: '待成像', en: 'Not imaged yet' },
  on_time: { zh: '按期进行中', en: 'On time' },
  at_risk: { zh: '临近期限', en: 'At risk' },
  missed: { zh: '已超时', en: 'Missed' },
  met: { zh: '按时交付', en: 'Met' },
  late: { zh: '超时交付', en: 'Delivered late' },
};
const YES_NO: Record<Lang, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'] };

export function missionFieldText(m: Mission, field: keyof Mission, lang: Lang, withCodes = false): string {
  const value = m[field];
  if (value === null || value === undefined || value === '') return '—';
  const options = ENUMS[field];
  if (options) return enumLabel(options, value as string | number, lang);
  if (TIMES.has(field)) return formatDateTime(String(value), lang);
  switch (field) {
    case 'priority':
      return withCodes ? priorityText(m.priority) : priorityBandText(m.priority);
    case 'order_state':
      return stateText(ORDER_STATES, m.order_state, lang, withCodes);
    case 'mission_state':
      return stateText(MISSION_STATES, m.mission_state, lang, withCodes);
    case 'cost_fen':
      return formatMoney(m.cost_fen, lang);
    case 'suspended':
      return YES_NO[lang][m.suspended ? 0 : 1];
    case 'awaiting_approval':
      return YES_NO[lang][m.awaiting_approval ? 0 : 1];
    case 'delivery_deadline': {
      const state = DEADLINE_TEXT[m.delivery_deadline.state]?.[lang] ?? m.delivery_deadline.state;
      const due = m.delivery_deadline.due_at ? formatDateTime(m.delivery_deadline.due_at, lang) : null;
      if (!due) return state;
      return lang === 'zh' ? `${due}（${state}）` : `${due} (${state})`;
    }
    case 'series_index':
      return String(m.series_index! + 1);
    case 'cancellation':
      return m.cancellation.allowed
        ? m.cancellation.fee_fen
          ? formatMoney(m.cancellation.fee_fen, lang)
          : { zh: '免费取消', en: 'Free' }[lang]
        : { zh: '不可取消', en: 'Not cancellable' }[lang];
    default:
      return String(value);
  }
}
