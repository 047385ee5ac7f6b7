/**
 * The audit log in the page language: an action's name, a recorded field's label, and its values (times in the
 * viewer's zone, yes/no, account types, money); a key or an action the portal does not know is shown as recorded.
 */
import type { TFunction } from 'i18next';
import { USER_TYPES, type Lang, type UserType } from '@portal/shared/domain';
import { formatDateTime, formatMoney } from '@portal/shared/i18n';
import type { ChangeWords } from './auditFilters';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

export function auditActionText(action: string, t: TFunction): string {
  return t(`auditAction.${action.replace('.', '_')}`, { defaultValue: action });
}

export function auditWords(t: TFunction, lang: Lang): ChangeWords {
  return {
    field: (key) => t(`auditField.${key}`, { defaultValue: key }),
    value: (key, v) => {
      if (typeof v === 'boolean') return t(v ? 'auditYes' : 'auditNo');
      if (typeof v === 'string' && ISO_INSTANT.test(v)) return formatDateTime(v, lang);
      if (key === 'type' && typeof v === 'string' && v in USER_TYPES) return USER_TYPES[v as UserType][lang];
      if (key.endsWith('_fen') && typeof v === 'number') return formatMoney(v, lang);
      return typeof v === 'string' ? v : JSON.stringify(v);
    },
  };
}
