/**
 * The grant and edit form: its values as the fields hold them, the checks made before sending (messages by key,
 * worded in ../i18n.ts), and the conversion to what the API takes and back. Times are typed in Beijing time in
 * Chinese and in UTC in English, like they are shown; the area is the shapes drawn or imported on the globe.
 */
import { SATELLITE_IDS, type Lang, type SatelliteId } from '@portal/shared/domain';
import { shapeGeometry, type DrawnShape, type LngLat } from '@portal/shared/globe';
import { isoToLocalInput, localInputToIso } from '@portal/shared/i18n';
import type {
  AreaMultiPolygon,
  PermissionBody,
  PermissionClassification,
  PermissionRecord,
} from './permission-record';

/** The API's limits on scene IDs and the note. */
export const SCENE_IDS_MAX = 1000;
export const SCENE_ID_MAX_LENGTH = 100;
export const NOTE_MAX = 500;
/** Letters, digits, '_', '-', '.' (archive IDs look like TY38_SM_20250110T030000_012345). */
const SCENE_ID_PATTERN = /^[A-Za-z0-9_.-]+$/;

export interface PermissionForm {
  classifications: PermissionClassification[];
  /** Every satellite (then `satellites` is ignored). */
  allSatellites: boolean;
  satellites: SatelliteId[];
  /** One ID per line, or separated by commas, semicolons or spaces; empty: any scene. */
  sceneIds: string;
  /** Shapes drawn or imported; none: anywhere. */
  shapes: DrawnShape[];
  /** datetime-local values in the language's zone; empty: no bound. */
  acquiredFrom: string;
  acquiredTo: string;
  /** Empty on a grant: from now. */
  validFrom: string;
  /** Empty: never expires. */
  validUntil: string;
  note: string;
}

export const EMPTY_FORM: PermissionForm = {
  classifications: ['sensitive'],
  allSatellites: true,
  satellites: [],
  sceneIds: '',
  shapes: [],
  acquiredFrom: '',
  acquiredTo: '',
  validFrom: '',
  validUntil: '',
  note: '',
};

export type FormField = 'classifications' | 'satellites' | 'sceneIds' | 'acquiredTo' | 'validUntil' | 'note';
export type ProblemKey =
  | 'classificationsRequired'
  | 'satellitesRequired'
  | 'sceneIdsInvalid'
  | 'sceneIdsTooMany'
  | 'endBeforeStart'
  | 'expiryBeforeStart'
  | 'noteTooLong';
export interface FormProblem {
  field: FormField;
  key: ProblemKey;
  /** Values for the message (the refused IDs, the limit). */
  values?: Record<string, string | number>;
}

/** The IDs of the text: split on new lines, commas (also '，'), semicolons and spaces; each once, in order. */
export function parseSceneIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** IDs that cannot be an image ID (bad characters or too long). */
export function invalidSceneIds(ids: readonly string[]): string[] {
  return ids.filter((id) => id.length > SCENE_ID_MAX_LENGTH || !SCENE_ID_PATTERN.test(id));
}

/** A datetime-local value in the language's zone → ISO 8601 UTC; '' (or an unreadable value) → null. */
export const localToIso = (local: string, lang: Lang): string | null => localInputToIso(local, lang);

/** ISO 8601 (or null) → a datetime-local value in the language's zone. */
export const isoToLocal = (iso: string | null, lang: Lang): string => isoToLocalInput(iso, lang);

/** The instant of `b` is before that of `a` (or equal, with `orEqual`); false when either is empty. */
const endsBefore = (a: string | null, b: string | null, orEqual = false) =>
  a !== null && b !== null && (orEqual ? Date.parse(b) <= Date.parse(a) : Date.parse(b) < Date.parse(a));

/**
 * What the form lacks or gets wrong, in field order (the server checks the same and more). An expiry must come after
 * the start of validity (`now` when the form leaves it empty).
 */
export function checkPermissionForm(f: PermissionForm, lang: Lang, now: Date): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!f.classifications.length) problems.push({ field: 'classifications', key: 'classificationsRequired' });
  if (!f.allSatellites && !f.satellites.length)
    problems.push({ field: 'satellites', key: 'satellitesRequired' });
  const ids = parseSceneIds(f.sceneIds);
  const bad = invalidSceneIds(ids);
  if (bad.length)
    problems.push({ field: 'sceneIds', key: 'sceneIdsInvalid', values: { ids: bad.slice(0, 5).join(', ') } });
  else if (ids.length > SCENE_IDS_MAX)
    problems.push({ field: 'sceneIds', key: 'sceneIdsTooMany', values: { max: SCENE_IDS_MAX } });
  if (endsBefore(localToIso(f.acquiredFrom, lang), localToIso(f.acquiredTo, lang)))
    problems.push({ field: 'acquiredTo', key: 'endBeforeStart' });
  const start = localToIso(f.validFrom, lang) ?? now.toISOString();
  if (endsBefore(start, localToIso(f.validUntil, lang), true))
    problems.push({ field: 'validUntil', key: 'expiryBeforeStart' });
  if (f.note.length > NOTE_MAX)
    problems.push({ field: 'note', key: 'noteTooLong', values: { max: NOTE_MAX } });
  return problems;
}

/** The shapes as one MultiPolygon (one polygon per drawn shape, every polygon of an imported one), or null. */
export function areaOfShapes(shapes: readonly DrawnShape[]): AreaMultiPolygon | null {
  if (!shapes.length) return null;
  const polygons = shapes.flatMap((s) => {
    const g = shapeGeometry(s);
    return g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  });
  return { type: 'MultiPolygon', coordinates: polygons as LngLat[][][] };
}

/** What the API receives. Every field is sent, so an edit replaces the whole record (valid_from only if typed). */
export function bodyOfForm(f: PermissionForm, lang: Lang): PermissionBody {
  const ids = parseSceneIds(f.sceneIds);
  const validFrom = localToIso(f.validFrom, lang);
  return {
    classifications: PERMISSION_ORDER.filter((c) => f.classifications.includes(c)),
    satellites: f.allSatellites ? null : SATELLITE_IDS.filter((s) => f.satellites.includes(s)),
    area: areaOfShapes(f.shapes),
    scene_ids: ids.length ? ids : null,
    acquired_from: localToIso(f.acquiredFrom, lang),
    acquired_to: localToIso(f.acquiredTo, lang),
    ...(validFrom ? { valid_from: validFrom } : {}),
    valid_until: localToIso(f.validUntil, lang),
    note: f.note.trim(),
  };
}

const PERMISSION_ORDER: readonly PermissionClassification[] = ['sensitive', 'restricted'];

/** The id of the shape that holds a stored record's area. */
export const STORED_AREA_ID = 'stored-area';

/** The form of a stored record, to edit it (its area becomes one shape, which can be removed or redrawn). */
export function formOfRecord(r: PermissionRecord, lang: Lang): PermissionForm {
  return {
    classifications: [...r.classifications],
    allSatellites: r.satellites === null,
    satellites: (r.satellites ?? []).filter((s): s is SatelliteId =>
      (SATELLITE_IDS as readonly string[]).includes(s),
    ),
    sceneIds: (r.scene_ids ?? []).join('\n'),
    shapes: r.area ? [{ id: STORED_AREA_ID, kind: 'geometry', geometry: r.area }] : [],
    acquiredFrom: isoToLocal(r.acquired_from, lang),
    acquiredTo: isoToLocal(r.acquired_to, lang),
    validFrom: isoToLocal(r.valid_from, lang),
    validUntil: isoToLocal(r.valid_until, lang),
    note: r.note,
  };
}
