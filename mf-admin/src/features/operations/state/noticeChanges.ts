/** A changed requirement's changes as one line each: `field: before → after` (— for an empty value). */
import type { RequirementNotice } from '@portal/shared/domain/tasks';

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export const changeLines = (changes: RequirementNotice['changes']) =>
  changes.map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`);
