import {
  NO_USER_FILTERS,
  orderingOf,
  searchOfUserFilters,
  userFiltersFromSearch,
  userQueryOf,
} from './user-filters';

test('the query sends only the filters given, trimmed; values no field offers are left out', () => {
  expect(userQueryOf(NO_USER_FILTERS)).toEqual({});
  expect(
    userQueryOf({
      keyword: ' acme ',
      name: 'Li',
      username: '',
      mobile: '138',
      email: '',
      organization: 'Lab',
      type: 'presales',
      verification: 'pending',
      is_active: 'false',
    }),
  ).toEqual({
    keyword: 'acme',
    name: 'Li',
    mobile: '138',
    organization: 'Lab',
    type: 'presales',
    verification: 'pending',
    is_active: 'false',
  });
  expect(userQueryOf({ ...NO_USER_FILTERS, type: 'root', verification: 'maybe', is_active: 'yes' })).toEqual(
    {},
  );
});

test('the grid sort becomes the server ordering; unsortable columns give the newest first', () => {
  expect(orderingOf({ field: 'username', sort: 'asc' })).toBe('username');
  expect(orderingOf({ field: 'balance', sort: 'desc' })).toBe('-balance');
  expect(orderingOf({ field: 'mobile', sort: 'asc' })).toBe('-created_at');
  expect(orderingOf({ field: 'name', sort: null })).toBe('-created_at');
  expect(orderingOf(undefined)).toBe('-created_at');
});

test('filters go to the URL and come back; unknown values in a link are ignored', () => {
  const f = { ...NO_USER_FILTERS, mobile: '13800000000', type: 'customer', is_active: 'true' };
  const search = searchOfUserFilters(f);
  expect(search.toString()).toBe('mobile=13800000000&type=customer&is_active=true');
  expect(userFiltersFromSearch(search)).toEqual(f);
  expect(userFiltersFromSearch(new URLSearchParams('type=root&verification=x&page=3'))).toEqual(
    NO_USER_FILTERS,
  );
  expect(searchOfUserFilters(NO_USER_FILTERS).toString()).toBe('');
});
