/**
 * The audit log in the page language: an action's name, a recorded field's label, and its values (times in the
 * viewer's zone, yes/no, account types, money); a key or an action the portal does not know is shown as recorded.
 */
import type { TFunction } from 'i18next';
import {
  CLASSIFICATIONS,
  enumLabel,
  FEEDBACK_STATES,
  IMG_MODES,
  LOOK_SIDES,
  ORBIT_MODES,
  USER_TYPES,
  type Lang,
  type UserType,
} from '@portal/shared/domain';
import { API_KEY_SCOPES } from '@portal/shared/domain/api-keys';
import { ORG_ROLES } from '@portal/shared/domain/organisations';
import { EFFECT_TEXT_FIELDS } from '@portal/shared/domain/effect';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import type { ChangeWords } from './audit-filters';

/** Amounts recorded in fen (a balance change is one too: ¥5,000.00, never 500000). */
const isMoney = (key: string) => key.endsWith('_fen') || key === 'balance_change';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

export function auditActionText(action: string, t: TFunction): string {
  return t(`auditAction.${action.replace('.', '_')}`, { defaultValue: action });
}

/**
 * Fields whose values people typed (a reply, a name, a note): shown as written, and marked as such on the page
 * (`translate="no"`), so neither a translator nor the language scan takes them for the portal's words.
 */
export const TYPED_FIELDS = new Set([
  'reply',
  'comment',
  'note',
  'name',
  'organization',
  'username',
  'mobile',
  'email',
  // An application-service page's texts.
  ...EFFECT_TEXT_FIELDS,
  // A review's requested changes: the new name or organization as the customer typed them, each labelled.
  'changes',
  // Identifiers shown as they are: a scene's id, an API key's prefix.
  'id',
  'prefix',
  // An organisation's (docs/organisations.md): a member's username, its contact and invoicing details, a project
  // code, a waiver's reason.
  'member',
  'contact',
  'invoicing',
  'code',
  'reason',
]);

/** A recorded code in words, by its field: a scene's (ingested through STAC) or a key's scopes. */
function codeWord(key: string, v: string | number, lang: Lang): string | undefined {
  if (key === 'classification') return enumLabel(CLASSIFICATIONS, v, lang);
  if (key === 'orbit_direction') return enumLabel(ORBIT_MODES, v, lang);
  if (key === 'look_side') return enumLabel(LOOK_SIDES, v, lang);
  if (key === 'img_mode') return enumLabel(IMG_MODES, v, lang);
  if (key === 'role' && typeof v === 'string' && v in ORG_ROLES)
    return ORG_ROLES[v as keyof typeof ORG_ROLES][lang];
  if (key === 'scopes' && typeof v === 'string' && v in API_KEY_SCOPES)
    return API_KEY_SCOPES[v as keyof typeof API_KEY_SCOPES][lang];
  return undefined;
}

/** The words of a recorded state or kind, by what the entry is about (the action's first part). */
function stateWord(subject: string, key: string, v: string, t: TFunction, lang: Lang): string | undefined {
  if (subject === 'feedback' && (key === 'state' || key === 'status') && v in FEEDBACK_STATES)
    return FEEDBACK_STATES[v as keyof typeof FEEDBACK_STATES][lang];
  if (subject === 'review' && (key === 'status' || key === 'kind'))
    return t(`auditReview.${v}`, { defaultValue: v });
  return undefined;
}

const isGeometry = (v: unknown): v is { type: string; coordinates: unknown } =>
  typeof v === 'object' && v !== null && 'type' in v && 'coordinates' in v;

/** The number of positions in GeoJSON coordinates (a polygon's ring counts its closing point again). */
const pointsOf = (c: unknown): number =>
  Array.isArray(c) ? (typeof c[0] === 'number' ? 1 : c.reduce((n: number, x) => n + pointsOf(x), 0)) : 0;

/** The words of one audit entry's changes; `action` (e.g. review.approve) says what its states are states of. */
export function auditWords(t: TFunction, lang: Lang, action = ''): ChangeWords {
  const subject = action.split('.')[0];
  const field = (key: string) => t(`auditField.${key}`, { defaultValue: key });
  const value = (key: string, v: unknown): string => {
    if (typeof v === 'boolean') return t(v ? 'auditYes' : 'auditNo');
    if (typeof v === 'string' && ISO_INSTANT.test(v)) return formatDateTime(v, lang);
    if (key === 'type' && typeof v === 'string' && v in USER_TYPES) return USER_TYPES[v as UserType][lang];
    if (isMoney(key) && typeof v === 'number') return formatMoney(v, lang);
    if ((typeof v === 'string' || typeof v === 'number') && codeWord(key, v, lang))
      return codeWord(key, v, lang)!;
    if (typeof v === 'string') return stateWord(subject, key, v, t, lang) ?? v;
    // A permission's classifications and satellites, a key's scopes: a list, its codes in words.
    if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
      return v
        .map((x) =>
          key === 'classifications' ? enumLabel(CLASSIFICATIONS, x, lang) : (codeWord(key, x, lang) ?? x),
        )
        .join(lang === 'zh' ? '、' : ', ');
    // A box (a scene's footprint): its corners, rounded.
    if (key === 'bbox' && Array.isArray(v) && v.every((x) => typeof x === 'number'))
      return v.map((x) => x.toFixed(3)).join(', ');
    // An area (GeoJSON): its kind and size, not its coordinates.
    if (isGeometry(v)) return t('auditArea', { count: pointsOf(v.coordinates) });
    // A review's requested changes: each labelled.
    if (key === 'changes' && v && typeof v === 'object')
      return Object.entries(v)
        .map(([k, x]) => `${field(k)} ${value(k, x)}`)
        .join(lang === 'zh' ? '；' : '; ');
    return JSON.stringify(v);
  };
  return { field, value };
}
