/** Every text of an organisation member's order (namespace orgSpending) in both languages. */
import { ORG_SPENDING_NS } from '../../src/ui/org-spending-i18n';
import { untranslated } from '../fixtures/translations';

test('every text in both languages', () => {
  expect(untranslated(ORG_SPENDING_NS)).toEqual({ zhOnly: [], enOnly: [] });
});
