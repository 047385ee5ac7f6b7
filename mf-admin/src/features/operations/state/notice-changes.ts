/** A changed requirement's changes as one line each: `Field: before → after` (— for an empty value). */
import { MISSION_FIELD_LABELS, type Lang } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import type { RequirementNotice } from '@portal/shared/domain/tasks';

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const label = (field: string, lang: Lang) => MISSION_FIELD_LABELS[lang][field as keyof Mission] ?? field;

export const changeLines = (changes: RequirementNotice['changes'], lang: Lang) =>
  changes.map((c) => `${label(c.field, lang)}: ${show(c.before)} → ${show(c.after)}`);
