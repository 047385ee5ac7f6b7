import { SATELLITE_IDS } from '@portal/shared/domain';
import { NO_STAFF_FILTERS, ORDER_STATE_CHOICES, sortQueryOf, staffQueryOf } from './filters';
import { idParamOf, missionDetailPath, taskDetailPath } from './paths';

test('filters: only those given are sent, trimmed and typed', () => {
  expect(staffQueryOf(NO_STAFF_FILTERS)).toEqual({});
  expect(
    staffQueryOf({
      order_state: '1023',
      username: ' alice ',
      satellite: SATELLITE_IDS[0],
      from: '2026-01-01',
      to: '',
      priority_band: 'A+',
      task_nature: 'sample',
      suspended: 'true',
      keyword: ' Port ',
    }),
  ).toEqual({
    order_state: 1023,
    username: 'alice',
    satellite: SATELLITE_IDS[0],
    from: '2026-01-01',
    priority_band: 'A+',
    task_nature: 'sample',
    suspended: 'true',
    keyword: 'Port',
  });
  // Values no field offers are not sent.
  expect(staffQueryOf({ ...NO_STAFF_FILTERS, priority_band: 'Z', suspended: 'maybe' })).toEqual({});
});

test('sort: the grid columns the server sorts by; anything else is newest first', () => {
  expect(sortQueryOf({ field: 'priority', sort: 'asc' })).toEqual({ sort: 'priority', order: 'asc' });
  expect(sortQueryOf({ field: 'id_date_1', sort: 'desc' })).toEqual({ sort: 'id_date_1', order: 'desc' });
  expect(sortQueryOf({ field: 'order_state', sort: 'asc' })).toEqual({ sort: 'order_state', order: 'asc' });
  expect(sortQueryOf({ field: 'target_name', sort: 'asc' })).toEqual({ sort: 'create_time', order: 'desc' });
  expect(sortQueryOf(undefined)).toEqual({ sort: 'create_time', order: 'desc' });
});

test('states in the order an order meets them', () => {
  const codes = ORDER_STATE_CHOICES.map((s) => s.code);
  expect(codes.slice(0, 4)).toEqual([100, 101, 102, 103]);
  expect(codes.indexOf(1023)).toBeLessThan(codes.indexOf(104));
  expect(codes.at(-1)).toBe(1092);
});

test('paths and the ids read from them', () => {
  expect(missionDetailPath(7)).toBe('/personalCenter/missionadmin/detail/7');
  expect(taskDetailPath(11)).toBe('/personalCenter/tasksadmin/taskdetail/11');
  expect(idParamOf('42')).toBe(42);
  expect(idParamOf('0')).toBeNull();
  expect(idParamOf('4.2')).toBeNull();
  expect(idParamOf('abc')).toBeNull();
  expect(idParamOf(undefined)).toBeNull();
});
