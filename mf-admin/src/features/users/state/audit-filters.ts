/** The audit log's filters: what they send and how the URL names them (the user detail links with its account). */
export const SUBJECT_TYPES = ['user', 'review', 'permission', 'feedback', 'scene'] as const;
type SubjectType = (typeof SUBJECT_TYPES)[number];

export interface AuditFilters {
  subject_type: string;
  subject_id: string;
  actor: string;
  action: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { subject_type: '', subject_id: '', actor: '', action: '' };

export interface AuditQuery {
  subject_type?: SubjectType;
  subject_id?: number;
  actor?: string;
  action?: string;
}

/** Only the filters given; a subject id that is not a positive whole number is left out. */
export function auditQueryOf(f: AuditFilters): AuditQuery {
  const q: AuditQuery = {};
  if ((SUBJECT_TYPES as readonly string[]).includes(f.subject_type))
    q.subject_type = f.subject_type as SubjectType;
  const id = Number(f.subject_id.trim());
  if (f.subject_id.trim() && Number.isSafeInteger(id) && id > 0) q.subject_id = id;
  if (f.actor.trim()) q.actor = f.actor.trim();
  if (f.action.trim()) q.action = f.action.trim();
  return q;
}

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const q = auditQueryOf({
    subject_type: search.get('subject_type') ?? '',
    subject_id: search.get('subject_id') ?? '',
    actor: search.get('actor') ?? '',
    action: search.get('action') ?? '',
  });
  return {
    subject_type: q.subject_type ?? '',
    subject_id: q.subject_id === undefined ? '' : String(q.subject_id),
    actor: q.actor ?? '',
    action: q.action ?? '',
  };
}

/** The audit history of one account, as the user detail links to it. */
export const userHistoryPath = (userId: number) =>
  `/personalCenter/auditLog?subject_type=user&subject_id=${userId}`;

/** A change's before and after as "field: old → new" lines, only the fields that differ. */
/** How a change is said: a field's label and a value's text in the page language (raw when unknown). */
export interface ChangeWords {
  field(key: string): string;
  value(key: string, value: unknown): string;
}

/** The raw words: keys and values as recorded (JSON for objects). */
export const RAW_WORDS: ChangeWords = {
  field: (k) => k,
  value: (_k, v) => (typeof v === 'string' ? v : JSON.stringify(v)),
};

/** One changed field: its label and its values before and after (— for none), in the words given. */
export interface ChangedField {
  key: string;
  field: string;
  from: string;
  to: string;
}

export function changedFieldParts(
  before: unknown,
  after: unknown,
  words: ChangeWords = RAW_WORDS,
): ChangedField[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const show = (k: string, v: unknown) => (v === undefined || v === null ? '—' : words.value(k, v));
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ key: k, field: words.field(k), from: show(k, b[k]), to: show(k, a[k]) }));
}

export function changedFields(before: unknown, after: unknown, words: ChangeWords = RAW_WORDS): string[] {
  return changedFieldParts(before, after, words).map((c) => `${c.field}: ${c.from} → ${c.to}`);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
