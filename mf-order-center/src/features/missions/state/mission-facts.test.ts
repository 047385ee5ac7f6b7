import { STAFF_MISSION_FIELDS, type Mission } from '@portal/shared/domain/missions';
import { MISSION as ORDER } from '@portal/shared/testing';
import { missionQueryOf, NO_MISSION_FILTERS, ORDER_STATE_CHOICES } from './filters';
import { CUSTOMER_HIDDEN_FIELDS, SERIES_FIELDS, missionFacts } from './mission-facts';

/** The shared order, anchoring failed, as its customer receives it: staff's fields empty. */
const MISSION = {
  ...ORDER,
  order_state: 1023,
  mission_state: 103,
  editable: false,
  classified: null,
  mgcType: null,
  task_mode: null,
  interfere: null,
  admin: null,
  sales: null,
  version: 0,
} satisfies Mission;

const byField = (m: Mission, lang: 'zh' | 'en') =>
  Object.fromEntries(missionFacts(m, lang).map((f) => [f.field, f.count ?? f.text]));

test('every field of an order, enumerations through their labels', () => {
  const en = byField(MISSION, 'en');
  expect(en).toMatchObject({
    orbit_mode: 'Ascending',
    left_right_mode: 'Left',
    effective_time: 'A(24h)',
    priority: 'B',
    requestor: 'Requesting organisation 1',
    deliverymethod: 'Online download',
    task_nature: 'Contract customer',
    img_usage: 'Maritime monitoring',
    compress_config: 'Compressed',
    calibration_config: 'Start and end',
    anchoring_satellite: 'Any',
    order_state: 'Anchoring failed',
    id_date_1: '2026-12-01 00:00:00 UTC',
    comments: '—',
    target: '—',
  });
  expect(en.cost_fen).toMatch(/1,800\.00/);
  expect(byField(MISSION, 'zh')).toMatchObject({
    order_state: '锚定失败',
    id_date_1: '2026-12-01 08:00:00 (北京时间)',
  });
  const keys = missionFacts(MISSION, 'en').map((f) => f.field);
  expect(new Set(keys).size).toBe(keys.length);
  // Every field of the contract but the internal ids, the progress and the cancellation terms (the dialog shows them
  // on their own), the series (a link to it), staff's fields and staff's words for the progress (the coarse code,
  // the planning tag).
  const hidden: string[] = [
    'id',
    'user_id',
    'editable',
    'steps',
    'cancellation',
    ...SERIES_FIELDS,
    ...STAFF_MISSION_FIELDS,
    ...CUSTOMER_HIDDEN_FIELDS,
  ];
  expect(keys).not.toContain('mission_state');
  expect(keys).not.toContain('planning_tag');
  const shown = Object.keys(MISSION).filter((k) => !hidden.includes(k));
  expect([...keys].sort()).toEqual(shown.sort());
});

test('the first collect in the reader’s zone, a dash while none is in view', () => {
  expect(byField(MISSION, 'en').first_collect_at).toBe('—');
  const planned = { ...MISSION, first_collect_at: '2026-12-05T02:00:00.000Z' };
  expect(byField(planned, 'en').first_collect_at).toBe('2026-12-05 02:00:00 UTC');
  expect(byField(planned, 'zh').first_collect_at).toBe('2026-12-05 10:00:00 (北京时间)');
});

test('an order awaiting its organisation’s approval says so in words, as does one that no longer waits', () => {
  expect(byField({ ...MISSION, awaiting_approval: true }, 'en').awaiting_approval).toBe('Yes');
  expect(byField({ ...MISSION, awaiting_approval: false }, 'en').awaiting_approval).toBe('No');
  expect(byField({ ...MISSION, awaiting_approval: true }, 'zh').awaiting_approval).toBe('是');
  expect(byField({ ...MISSION, awaiting_approval: false }, 'zh').awaiting_approval).toBe('否');
});

test('an order drawn as areas counts them', () => {
  const areas = {
    ...MISSION,
    Latitude: null,
    Longitude: null,
    target: { type: 'MultiPolygon' as const, coordinates: [[], []] },
  };
  expect(byField(areas, 'en')).toMatchObject({ target: 2, Latitude: '—' });
});

test('filters: only those given are sent; states in the order an order meets them', () => {
  expect(missionQueryOf(NO_MISSION_FILTERS)).toEqual({});
  expect(
    missionQueryOf({ order_state: '1023', from: '2026-01-01', to: '', satellite: 'any', keyword: ' Port ' }),
  ).toEqual({ order_state: 1023, from: '2026-01-01', satellite: 'any', keyword: 'Port' });
  const codes = ORDER_STATE_CHOICES.map((s) => s.code);
  expect(codes.slice(0, 4)).toEqual([100, 101, 102, 103]);
  expect(codes.indexOf(1023)).toBeLessThan(codes.indexOf(104));
});
