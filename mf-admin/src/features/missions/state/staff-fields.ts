/**
 * The staff-fields form of a tasking order: its draft as the fields hold it (text), and the PATCH it sends — only
 * the fields changed, checked by the contract's schema (`missionStaffFields`), so a save that changes nothing
 * changes nothing (and tells the control team of nothing).
 */
import type { Mission } from '@portal/shared/domain/missions';
import { missionStaffFields, type MissionStaffFields } from '@portal/shared/domain/tasks';

export type StaffFieldKey = keyof MissionStaffFields;

/** The fields of the form, in its order; the first six are choices, the rest text. */
export const STAFF_FIELD_KEYS = [
  'priority',
  'classified',
  'mgcType',
  'task_mode',
  'interfere',
  'anchoring_satellite',
  'planning_tag',
  'contract',
  'comments',
  'admin',
  'demandid',
  'status_description',
] as const satisfies readonly StaffFieldKey[];

const NUMERIC: ReadonlySet<StaffFieldKey> = new Set(['priority', 'mgcType', 'task_mode', 'interfere']);
export const isChoiceField = (k: StaffFieldKey) =>
  ['priority', 'classified', 'mgcType', 'task_mode', 'interfere', 'anchoring_satellite'].includes(k);
/** Free-text fields that take several lines. */
export const LONG_TEXT_FIELDS: ReadonlySet<StaffFieldKey> = new Set(['comments', 'status_description']);
/** Longest text of each free-text field (the contract's limits). */
export const TEXT_LIMITS: Partial<Record<StaffFieldKey, number>> = {
  planning_tag: 100,
  contract: 100,
  comments: 500,
  admin: 50,
  demandid: 50,
  status_description: 500,
};

export type StaffDraft = Record<StaffFieldKey, string>;

export function staffDraftOf(m: Mission): StaffDraft {
  const draft = {} as StaffDraft;
  for (const k of STAFF_FIELD_KEYS) {
    const v = m[k];
    draft[k] = v === null || v === undefined ? '' : String(v);
  }
  return draft;
}

export type StaffPatch =
  | { ok: true; fields: MissionStaffFields; changed: number }
  | { ok: false; errors: Partial<Record<StaffFieldKey, string>> };

/** The changed fields as the API takes them, or the fields the contract refuses (by the schema's message). */
export function staffPatchOf(m: Mission, draft: StaffDraft): StaffPatch {
  const before = staffDraftOf(m);
  const raw: Record<string, unknown> = {};
  for (const k of STAFF_FIELD_KEYS) {
    const now = draft[k].trim();
    if (now === before[k].trim()) continue;
    // A choice left empty keeps its value (the contract has no "unset" for them).
    if (now === '' && (isChoiceField(k) || NUMERIC.has(k))) continue;
    raw[k] = NUMERIC.has(k) ? Number(now) : now;
  }
  const parsed = missionStaffFields.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<StaffFieldKey, string>> = {};
    for (const issue of parsed.error.issues) {
      const k = String(issue.path[0]) as StaffFieldKey;
      errors[k] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, fields: parsed.data, changed: Object.keys(raw).length };
}
