/** Every text of the customer's series of repeat collects (namespace series) in both languages. */
import { untranslated } from '@portal/shared/testing';
import '../i18n';

test('every text in both languages', () => {
  expect(untranslated('series')).toEqual({ zhOnly: [], enOnly: [] });
});
