import { isExpired, isPending } from './permission-record';

const NOW = new Date('2026-03-01T00:00:00Z');

test('a record expires at its expiry; one without never does', () => {
  expect(isExpired({ valid_until: '2026-02-28T23:59:59Z' }, NOW)).toBe(true);
  expect(isExpired({ valid_until: '2026-03-01T00:00:00Z' }, NOW)).toBe(true);
  expect(isExpired({ valid_until: '2026-03-01T00:00:01Z' }, NOW)).toBe(false);
  expect(isExpired({ valid_until: null }, NOW)).toBe(false);
});

test('a record whose validity starts later is pending', () => {
  expect(isPending({ valid_from: '2026-03-02T00:00:00Z' }, NOW)).toBe(true);
  expect(isPending({ valid_from: '2026-03-01T00:00:00Z' }, NOW)).toBe(false);
});
