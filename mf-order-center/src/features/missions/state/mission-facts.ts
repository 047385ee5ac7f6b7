/**
 * The fields of a tasking order (docs/requirements.md §3) its customer reads, as a label key and the text to show: enumerations
 * through their labels, times in the reader's zone, money in yuan. The detail dialog lists them in this order.
 */
import type { Lang } from '@portal/shared/domain';
import { CUSTOMER_READING_ORDER } from '@portal/shared/domain/mission-field-views';
import type { Mission } from '@portal/shared/domain/missions';
import { formatDateTime, missionFieldText } from '@portal/shared/i18n';

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

/** The series an order is a collect of: the dialog names it, a link to the series (docs/tasking-offer.md). */
export const SERIES_FIELDS = ['series_id', 'series_index'] as const satisfies readonly (keyof Mission)[];

/** The fields in the order a reader looks for them: what, where, how, who for, when, then the order's state (the
 * customer's order of the fields' table, mission-fields.ts). */
const ORDER = CUSTOMER_READING_ORDER.filter((f) => !(SERIES_FIELDS as readonly string[]).includes(f));

/** The first collect is a time (in the reader's zone); '—' while none is in view. */
const firstCollectText = (m: Mission, lang: Lang) =>
  m.first_collect_at ? formatDateTime(m.first_collect_at, lang) : '—';

export function missionFacts(m: Mission, lang: Lang): MissionFact[] {
  return ORDER.map((field) =>
    field === 'target'
      ? { field, text: m.target ? '' : '—', count: m.target?.coordinates.length }
      : field === 'first_collect_at'
        ? { field, text: firstCollectText(m, lang) }
        : { field, text: missionFieldText(m, field, lang) },
  );
}
