import { i18n } from '@portal/shared/i18n';
import { FIELD_GROUPS } from './state/mission-fields';
import { STAFF_FIELD_KEYS } from './state/staff-fields';
import './i18n';

type Tree = { [k: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
/** Plural forms of one key count as that key (Chinese has one form, English two). */
const base = (k: string) => k.replace(/_(one|other)$/, '');

test('every text in both languages', () => {
  const zh = new Set(keysOf(i18n.getResourceBundle('zh', 'missionAdmin') as Tree).map(base));
  const en = new Set(keysOf(i18n.getResourceBundle('en', 'missionAdmin') as Tree).map(base));
  expect([...zh].filter((k) => !en.has(k))).toEqual([]);
  expect([...en].filter((k) => !zh.has(k))).toEqual([]);
});

test('every field shown or edited has a label in both languages', () => {
  const fields = [...FIELD_GROUPS.flatMap((g) => g.fields), ...STAFF_FIELD_KEYS];
  for (const lng of ['zh', 'en'])
    for (const f of fields) expect(i18n.exists(`field.${f}`, { ns: 'missionAdmin', lng })).toBe(true);
  for (const g of FIELD_GROUPS)
    expect(i18n.exists(`group.${g.key}`, { ns: 'missionAdmin', lng: 'en' })).toBe(true);
});
