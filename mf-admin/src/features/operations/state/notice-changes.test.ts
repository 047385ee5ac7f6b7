import { changeLines } from './notice-changes';

test('one line per change under the field label, empty values as a dash, objects as JSON', () => {
  expect(
    changeLines(
      [
        { field: 'priority', before: 8, after: 2 },
        { field: 'contract', before: null, after: 'C-1' },
        { field: 'comments', before: 'x', after: '' },
        { field: 'planning_tag', before: { a: 1 }, after: undefined },
        { field: 'unknown_field', before: 1, after: 2 },
      ],
      'en',
    ),
  ).toEqual([
    'Priority: 8 → 2',
    'Contract: — → C-1',
    'Remarks: x → —',
    'Planned with: {"a":1} → —',
    'unknown_field: 1 → 2',
  ]);
  expect(changeLines([{ field: 'priority', before: 8, after: 2 }], 'zh')).toEqual(['优先级: 8 → 2']);
  expect(changeLines([], 'en')).toEqual([]);
});
