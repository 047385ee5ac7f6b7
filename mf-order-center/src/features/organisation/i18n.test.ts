/** Every text of the organisation page and of the invitation page in both languages. */
import { untranslated } from '@portal/shared/testing';
import './i18n';
import './i18n-invitation';

test('every text in both languages', () => {
  expect(untranslated('organisation')).toEqual({ zhOnly: [], enOnly: [] });
  expect(untranslated('orgInvitation')).toEqual({ zhOnly: [], enOnly: [] });
});
