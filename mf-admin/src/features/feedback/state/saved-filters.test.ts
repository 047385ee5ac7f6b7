import { SAVED_FILTER_NAME_MAX, SAVED_FILTERS_MAX, type SavedFeedbackFilter } from '@portal/shared/domain';
import { canSaveMore, currentSaved, filterNameProblem } from './saved-filters';

const saved = (id: number, name: string, fields: SavedFeedbackFilter['fields']): SavedFeedbackFilter => ({
  id,
  name,
  fields,
  created_at: '2026-11-25T00:00:00.000Z',
  updated_at: '2026-11-25T00:00:00.000Z',
});

test('a name is required, of the contract length, and used once per person whatever its case', () => {
  const mine = [saved(1, 'Open bugs', {}), saved(2, 'Complaints', {})];
  expect(filterNameProblem('  ', mine)).toBe('nameRequired');
  expect(filterNameProblem('x'.repeat(SAVED_FILTER_NAME_MAX + 1), mine)).toBe('nameTooLong');
  expect(filterNameProblem('x'.repeat(SAVED_FILTER_NAME_MAX), mine)).toBeNull();
  expect(filterNameProblem(' open BUGS ', mine)).toBe('nameTaken');
  // Renaming a filter to its own name in another case is not a clash.
  expect(filterNameProblem('OPEN BUGS', mine, 1)).toBeNull();
  expect(filterNameProblem('Open bugs', mine, 2)).toBe('nameTaken');
});

test('no more than the contract number of saved filters', () => {
  expect(canSaveMore(Array.from({ length: SAVED_FILTERS_MAX - 1 }))).toBe(true);
  expect(canSaveMore(Array.from({ length: SAVED_FILTERS_MAX }))).toBe(false);
});

test('the chosen saved filter is shown while the list is its filter, else the first equal one', () => {
  const a = saved(1, 'A', { state: ['pending'] });
  const b = saved(2, 'B', { state: ['pending'] });
  const c = saved(3, 'C', { type: ['bug'] });
  expect(currentSaved([a, b, c], { state: ['pending'] }, 2)).toBe(b);
  expect(currentSaved([a, b, c], { state: ['pending'] }, null)).toBe(a);
  expect(currentSaved([a, b, c], { state: ['pending'] }, 3)).toBe(a);
  expect(currentSaved([a, b, c], { state: ['closed'] }, 1)).toBeNull();
});
