/**
 * An audit entry in words. The API names the action ('member_update', or 'organisation.member_update') and gives
 * the record before and after (`detail: {before, after}`): a change reads "liwei · Role: Buyer → Tasker", a new
 * record its fields, a removed one whom or what it was. Fields go by their labels where known, amounts in fen in
 * yuan, roles by their names, a switch as yes or no.
 */
import type { Lang } from '@portal/shared/domain';
import { ORG_ROLES, type OrgRole } from '@portal/shared/domain/organisations';
import { formatMoney } from '@portal/shared/i18n';

/** The label key of an action: 'organisation.member_update' → 'member_update'. */
export const auditActionKey = (action: string): string => action.replace(/^(organisation|org)\./, '');

export interface DetailWords {
  lang: Lang;
  /** A field's label, or undefined when it has none. */
  label: (field: string) => string | undefined;
  yes: string;
  no: string;
}

type Fields = Record<string, unknown>;
const fieldsOf = (v: unknown): Fields | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : null;
const isRole = (v: unknown): v is OrgRole => typeof v === 'string' && v in ORG_ROLES;
/** Who or what a record is, to name it before its change. */
const NAMES = ['member', 'username', 'code'];

function valueText(key: string, value: unknown, w: DetailWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((key.endsWith('_fen') || key === 'balance_change') && typeof value === 'number')
    return formatMoney(value, w.lang);
  if (key === 'role' && isRole(value)) return ORG_ROLES[value][w.lang];
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function pairs(fields: Fields, w: DetailWords, before: Fields | null): string[] {
  return Object.entries(fields).map(([k, v]) => {
    const label = w.label(k) ?? k;
    const now = valueText(k, v, w);
    const was = before && k in before ? valueText(k, before[k], w) : null;
    return was !== null && was !== now ? `${label}: ${was} → ${now}` : `${label}: ${now}`;
  });
}

export function auditDetail(detail: Record<string, unknown>, w: DetailWords): string {
  if (!('before' in detail) && !('after' in detail)) return pairs(detail, w, null).join(' · ');
  const before = fieldsOf(detail.before);
  const after = fieldsOf(detail.after);
  const nameKey = NAMES.find((k) => before && typeof before[k] === 'string');
  const name = nameKey ? String(before![nameKey]) : null;
  if (!after) return name ?? (before ? pairs(before, w, null).join(' · ') : '');
  const changes = pairs(Object.fromEntries(Object.entries(after).filter(([k]) => k !== nameKey)), w, before);
  return [...(name ? [name] : []), ...changes].join(' · ');
}
