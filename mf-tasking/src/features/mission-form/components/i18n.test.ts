/** Every text of the order form (namespace missionForm) in both languages. */
import { untranslated } from '@portal/shared/testing';
import { NS } from '../../../i18n';

test('every text in both languages', () => {
  expect(untranslated(NS)).toEqual({ zhOnly: [], enOnly: [] });
});
