import { untranslated } from '@portal/shared/testing';
import './i18n';

test('every text in both languages', () => {
  expect(untranslated('orgs')).toEqual({ zhOnly: [], enOnly: [] });
});
