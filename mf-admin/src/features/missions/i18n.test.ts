import { i18n } from '@portal/shared/i18n';
import { untranslated } from '@portal/shared/testing';
import { FIELD_GROUPS } from './state/mission-fields';
import { STAFF_FIELD_KEYS } from './state/staff-fields';
import './i18n';

test('every text in both languages', () => {
  expect(untranslated('missionAdmin')).toEqual({ zhOnly: [], enOnly: [] });
});

test('every field shown or edited has a label in both languages', () => {
  const fields = [...FIELD_GROUPS.flatMap((g) => g.fields), ...STAFF_FIELD_KEYS];
  for (const lng of ['zh', 'en'])
    for (const f of fields) expect(i18n.exists(`field.${f}`, { ns: 'missionAdmin', lng })).toBe(true);
  for (const g of FIELD_GROUPS)
    expect(i18n.exists(`group.${g.key}`, { ns: 'missionAdmin', lng: 'en' })).toBe(true);
});
