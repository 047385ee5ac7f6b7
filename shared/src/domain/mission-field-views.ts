/**
 * What each view takes of a tasking order's fields, derived from their table (mission-fields.ts): the API's columns,
 * the order form's sections, labels and initial values, and the reading orders of the customer's detail, staff's
 * groups and the application form document.
 */
import {
  MISSION_FIELDS,
  MISSION_FIELD_KEYS,
  MISSION_FORM_SECTIONS,
  MISSION_STAFF_GROUPS,
  type MissionFieldKey,
  type MissionFieldRow,
  type MissionFormInput,
} from './mission-fields';
import type { Lang } from './routes';

const ROWS = MISSION_FIELD_KEYS.map((key) => ({ key, ...MISSION_FIELDS[key] }));
type Row = (typeof ROWS)[number];

/** The fields that have a place in a view, in its order. */
const inOrder = (place: (r: Row) => number | undefined): MissionFieldKey[] =>
  ROWS.filter((r) => place(r) !== undefined)
    .sort((a, b) => place(a)! - place(b)!)
    .map((r) => r.key);

/** The customer's order detail, in the order a reader looks for the fields. */
export const CUSTOMER_READING_ORDER = inOrder((r) => r.customer);
/** The rows of the application form document. */
export const DOCUMENT_FIELDS = inOrder((r) => r.document);
/** Staff's groups and their fields, in the order a reader looks for them. */
export const STAFF_FIELD_GROUPS = MISSION_STAFF_GROUPS.map((key) => ({
  key,
  fields: inOrder((r) => (r.staff?.[0] === key ? r.staff[1] : undefined)),
}));

export interface MissionFormField extends MissionFormInput {
  name: MissionFieldKey;
}
/** The order form's sections and their inputs, in the form's order. */
export const MISSION_FORM = MISSION_FORM_SECTIONS.map((key) => ({
  key,
  fields: inOrder((r) => (r.form?.section === key ? r.form.at : undefined)).map(
    (name): MissionFormField => ({ name, ...MISSION_FIELDS[name].form! }),
  ),
}));
const FORM_FIELDS = MISSION_FORM.flatMap((s) => s.fields);
/** The text values a new order starts with (as the form holds them), in the form's order. */
export const MISSION_FORM_INITIAL: Record<string, string> = Object.fromEntries(
  FORM_FIELDS.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial!]),
);
/** The form's label of each of its fields. */
export const missionFormLabels = (lang: Lang): Record<string, string> =>
  Object.fromEntries(
    FORM_FIELDS.map((f) => [
      f.name,
      (MISSION_FIELDS[f.name].formLabel ?? MISSION_FIELDS[f.name].label)[lang],
    ]),
  );

/** The columns a customer's order writes, by field (the target areas aside: a geometry the caller writes). */
export const CUSTOMER_COLUMNS = ROWS.filter(
  (r) => r.column && r.stored !== 'geometry' && r.edit?.includes('customer'),
).map((r) => ({ field: r.key, column: r.column!, empty: r.empty ?? null }));

/** The fields read from a column of the order, with how the stored value is read. */
export const STORED_FIELDS: { field: MissionFieldKey; column: string; stored?: MissionFieldRow['stored'] }[] =
  ROWS.filter((r) => r.column).map((r) => ({ field: r.key, column: r.column!, stored: r.stored }));

/** Staff's own fields: null in what a customer reads. */
export const INTERNAL_FIELDS = ROWS.filter((r) => r.internal).map((r) => r.key);

/** The column of each field staff may edit (their PATCH writes only these). */
export const STAFF_COLUMNS: Record<string, string> = Object.fromEntries(
  ROWS.filter((r) => r.edit?.includes('staff')).map((r) => [r.key, r.column!]),
);
