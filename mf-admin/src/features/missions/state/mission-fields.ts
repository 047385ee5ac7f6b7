/**
 * Every field of a tasking order (docs/requirements.md §3) in the groups staff read them by — the order, its target, the imaging
 * asked for, schedule and priority, the customer and requestor, the staff fields — each as a label key (under
 * `field.`) and the text to show: enumerations through their labels, states with their code, times in the reader's
 * zone, money in yuan.
 */
import type { Lang, MissionStaffGroup } from '@portal/shared/domain';
import { STAFF_FIELD_GROUPS } from '@portal/shared/domain/mission-field-views';
import type { Mission } from '@portal/shared/domain/missions';
import { missionFieldText } from '@portal/shared/i18n';

export type FieldGroupKey = MissionStaffGroup;

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

/** The groups and their fields, in the order a reader looks for them (staff's order of the fields' table). */
export const FIELD_GROUPS: readonly { key: FieldGroupKey; fields: readonly (keyof Mission)[] }[] =
  STAFF_FIELD_GROUPS;

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
