/** Every text of the customer's tasking orders (namespace missions) in both languages. */
import { untranslated } from '@portal/shared/testing';
import '../i18n';

test('every text in both languages', () => {
  expect(untranslated('missions')).toEqual({ zhOnly: [], enOnly: [] });
});
