import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MISSION_FIELDS,
  MISSION_FIELD_KEYS,
  MISSION_FIELD_LABELS,
  MISSION_FORM_SECTIONS,
  MISSION_STAFF_GROUPS,
} from '../../src/domain/mission-fields';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_READING_ORDER,
  DOCUMENT_FIELDS,
  MISSION_FORM,
  MISSION_FORM_INITIAL,
  STAFF_FIELD_GROUPS,
  missionFormLabels,
} from '../../src/domain/mission-field-views';
import { missionObject, missionSchema } from '../../src/domain/missions';
import { missionStaffFields } from '../../src/domain/tasks';

/** The columns of `missions` as the migrations create and add them. */
function migratedColumns(): Set<string> {
  const dir = join(__dirname, '../../../api/migrations');
  const sql = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')
    .replace(/--.*$/gm, '');
  const columns = new Set<string>();
  const create = /CREATE TABLE missions \(([\s\S]*?)\n\);/.exec(sql);
  for (const line of create?.[1].split('\n') ?? []) {
    const name = /^\s*([a-z_][a-z0-9_]*)\s/.exec(line)?.[1];
    if (name && name !== 'check') columns.add(name);
  }
  for (const alter of sql.matchAll(/ALTER TABLE missions([\s\S]*?);/g))
    for (const add of alter[1].matchAll(/ADD COLUMN (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g))
      columns.add(add[1]);
  return columns;
}

const rowsWith = (pick: (key: (typeof MISSION_FIELD_KEYS)[number]) => boolean) =>
  MISSION_FIELD_KEYS.filter(pick).sort();

describe("the tasking order's fields table (docs/requirements.md §3)", () => {
  it('has a row for every field of the contract, in its order', () => {
    expect(MISSION_FIELD_KEYS).toEqual(Object.keys(missionSchema.shape));
  });

  it('stores every field in a column of the missions table', () => {
    const columns = migratedColumns();
    expect(columns.size).toBeGreaterThan(40);
    const stored = MISSION_FIELD_KEYS.flatMap((k) => MISSION_FIELDS[k].column ?? []);
    expect(stored.filter((c) => !columns.has(c))).toEqual([]);
  });

  it('lets the customer edit what the order form sends and staff what their form sends', () => {
    expect(rowsWith((k) => MISSION_FIELDS[k].edit?.includes('customer') ?? false)).toEqual(
      Object.keys(missionObject.shape).sort(),
    );
    expect(rowsWith((k) => MISSION_FIELDS[k].edit?.includes('staff') ?? false)).toEqual(
      Object.keys(missionStaffFields.shape).sort(),
    );
    // Each edited field is written to its own column; the customer's by name.
    for (const k of MISSION_FIELD_KEYS)
      if (MISSION_FIELDS[k].edit) expect(MISSION_FIELDS[k].column).toBeTruthy();
    expect(CUSTOMER_COLUMNS.map((c) => c.field)).not.toContain('target');
  });

  it('labels every field, and every input of the form, in both languages', () => {
    for (const k of MISSION_FIELD_KEYS) {
      expect(MISSION_FIELD_LABELS.zh[k]).toMatch(/\S/);
      expect(MISSION_FIELD_LABELS.en[k]).toMatch(/\S/);
    }
    const formFields = MISSION_FORM.flatMap((s) => s.fields.map((f) => f.name));
    expect(Object.keys(missionFormLabels('zh'))).toEqual(formFields);
    for (const lang of ['zh', 'en'] as const)
      for (const text of Object.values(missionFormLabels(lang))) expect(text).toMatch(/\S/);
  });

  it('gives each field one place in each reading order, and the form only fields the customer edits', () => {
    const once = (keys: readonly string[]) => expect(new Set(keys).size).toBe(keys.length);
    once(CUSTOMER_READING_ORDER);
    once(DOCUMENT_FIELDS);
    once(STAFF_FIELD_GROUPS.flatMap((g) => g.fields));
    expect(STAFF_FIELD_GROUPS.map((g) => g.key)).toEqual([...MISSION_STAFF_GROUPS]);
    expect(MISSION_FORM.map((s) => s.key)).toEqual([...MISSION_FORM_SECTIONS]);
    for (const s of MISSION_FORM)
      for (const f of s.fields) {
        if (f.name !== 'application_form') expect(MISSION_FIELDS[f.name].edit).toContain('customer');
        if (f.kind === 'select') expect(f.options?.length).toBeGreaterThan(0);
      }
    // A new order starts with a value for each input but the file, which the form's schema then reads.
    expect(Object.keys(MISSION_FORM_INITIAL)).toEqual(
      MISSION_FORM.flatMap((s) => s.fields.filter((f) => f.kind !== 'file').map((f) => f.name)),
    );
    // Staff's own fields are not in what the customer reads.
    for (const k of MISSION_FIELD_KEYS)
      if (MISSION_FIELDS[k].internal) expect(CUSTOMER_READING_ORDER).not.toContain(k);
  });
});
