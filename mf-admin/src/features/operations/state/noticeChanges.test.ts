import { changeLines } from './noticeChanges';

test('one line per change, empty values as a dash, objects as JSON', () => {
  expect(
    changeLines([
      { field: 'priority', before: 8, after: 2 },
      { field: 'contract', before: null, after: 'C-1' },
      { field: 'comments', before: 'x', after: '' },
      { field: 'planning_tag', before: { a: 1 }, after: undefined },
    ]),
  ).toEqual(['priority: 8 → 2', 'contract: — → C-1', 'comments: x → —', 'planning_tag: {"a":1} → —']);
  expect(changeLines([])).toEqual([]);
});
