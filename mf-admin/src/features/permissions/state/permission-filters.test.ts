import { filtersFromSearch, listQueryOf, searchOfFilters } from './permission-filters';

const read = (q: string) => filtersFromSearch(new URLSearchParams(q));

test('?user=<id> chooses the customer; anything else chooses none', () => {
  expect(read('user=42')).toEqual({ scope: 'customer', userId: 42, keyword: '' });
  for (const q of ['', 'user=', 'user=abc', 'user=0', 'user=-3', 'user=4.5'])
    expect(read(q)).toEqual({ scope: 'customer', userId: null, keyword: '' });
});

test('every customer, with a keyword', () => {
  expect(read('scope=all&keyword=%20cust%20&user=4')).toEqual({
    scope: 'all',
    userId: null,
    keyword: 'cust',
  });
});

test('the URL holds only what is chosen and reads back the same', () => {
  expect(searchOfFilters({ scope: 'customer', userId: null, keyword: '' }).toString()).toBe('');
  for (const f of [
    { scope: 'customer', userId: 7, keyword: '' },
    { scope: 'all', userId: null, keyword: '' },
    { scope: 'all', userId: null, keyword: 'abc' },
  ] as const)
    expect(filtersFromSearch(searchOfFilters(f))).toEqual(f);
});

test('the list asks for one customer, or every record matching the keyword; nothing without a customer', () => {
  expect(listQueryOf({ scope: 'customer', userId: 7, keyword: 'x' })).toEqual({ user_id: 7 });
  expect(listQueryOf({ scope: 'customer', userId: null, keyword: '' })).toBeNull();
  expect(listQueryOf({ scope: 'all', userId: null, keyword: ' ab ' })).toEqual({ keyword: 'ab' });
  expect(listQueryOf({ scope: 'all', userId: null, keyword: '' })).toEqual({});
});
