import {
  dayEnd,
  dayOf,
  dayStart,
  endsBeforeStart,
  fieldsOf,
  filtersFromSearch,
  filtersOfFields,
  isEmptyFilter,
  NO_FILTERS,
  queryOf,
  sameFilter,
  searchOfFilters,
} from './feedback-filters';

test('a chosen day is the Beijing day in Chinese and the UTC day in English, sent as instants', () => {
  expect(dayStart('2026-11-25', 'zh')).toBe('2026-11-25T00:00:00.000+08:00');
  expect(dayEnd('2026-11-25', 'zh')).toBe('2026-11-25T23:59:59.999+08:00');
  expect(new Date(dayStart('2026-11-25', 'zh')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  expect(dayStart('2026-11-25', 'en')).toBe('2026-11-25T00:00:00.000Z');
  expect(new Date(dayEnd('2026-11-25', 'en')).toISOString()).toBe('2026-11-25T23:59:59.999Z');
  expect(dayStart('', 'zh')).toBe('');
  expect(dayEnd('25/11/2026', 'en')).toBe('');
  // The field shows the day that was chosen, whoever opens the link.
  expect(dayOf(dayStart('2026-11-25', 'zh'))).toBe('2026-11-25');
  expect(dayOf('2026-11-25')).toBe('2026-11-25');
  expect(dayOf('yesterday')).toBe('');
});

test('the query sends what is chosen, lists comma-separated in the contract order, keyword trimmed', () => {
  expect(queryOf(NO_FILTERS)).toEqual({});
  expect(
    queryOf({
      module: ['tasking', 'image_query'],
      type: ['bug'],
      state: ['replied', 'pending'],
      from: '2026-11-01T00:00:00.000+08:00',
      to: '',
      userId: 42,
      keyword: '  cloud ',
    }),
  ).toEqual({
    module: 'image_query,tasking',
    type: 'bug',
    state: 'pending,replied',
    from: '2026-11-01T00:00:00.000+08:00',
    user_id: 42,
    keyword: 'cloud',
  });
});

test('the filter goes to the URL and comes back; repeated or comma lists and unknown values in a link', () => {
  const f = {
    ...NO_FILTERS,
    type: ['bug' as const],
    state: ['pending' as const, 'processing' as const],
    userId: 7,
  };
  const search = searchOfFilters(f);
  expect(search.toString()).toBe('type=bug&state=pending%2Cprocessing&user_id=7');
  expect(filtersFromSearch(search)).toEqual(f);
  expect(searchOfFilters(NO_FILTERS).toString()).toBe('');
  expect(
    filtersFromSearch(
      new URLSearchParams('state=closed&state=nope,replied&module=mars&user_id=-3&from=soon&page=2'),
    ),
  ).toEqual({ ...NO_FILTERS, state: ['replied', 'closed'] });
});

test('saved fields keep only what is chosen and give the same filter back', () => {
  const f = { ...NO_FILTERS, module: ['api' as const], to: dayEnd('2026-11-30', 'en'), keyword: ' x ' };
  expect(fieldsOf(f)).toEqual({ module: ['api'], to: '2026-11-30T23:59:59.999Z', keyword: 'x' });
  expect(filtersOfFields(fieldsOf(f))).toEqual({ ...f, keyword: 'x' });
  expect(fieldsOf(NO_FILTERS)).toEqual({});
  expect(isEmptyFilter({ ...NO_FILTERS, keyword: '   ' })).toBe(true);
  expect(isEmptyFilter({ ...NO_FILTERS, userId: 1 })).toBe(false);
});

test('filters are the same whatever the order of choices or blank fields', () => {
  expect(sameFilter({ state: ['replied', 'pending'], keyword: '' }, { state: ['pending', 'replied'] })).toBe(
    true,
  );
  expect(sameFilter({ state: ['pending'] }, { state: ['pending'], type: ['bug'] })).toBe(false);
  expect(sameFilter({}, { module: [] })).toBe(true);
});

test('a range that ends before it starts is refused; one day is a range', () => {
  const from = dayStart('2026-11-25', 'zh');
  expect(endsBeforeStart({ from, to: dayEnd('2026-11-24', 'zh') })).toBe(true);
  expect(endsBeforeStart({ from, to: dayEnd('2026-11-25', 'zh') })).toBe(false);
  expect(endsBeforeStart({ from, to: '' })).toBe(false);
});
