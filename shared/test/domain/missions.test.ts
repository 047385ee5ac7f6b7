import {
  canTransitionOrder,
  missionStateOf,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  quoteTasking,
  VALIDATION_MESSAGES,
} from '../../src/domain';
import { MISSION_EXAMPLE, missionFields, missionProblems } from '../../src/domain/missions';

/** A complete, valid order as the form sends it (text, like multipart). */
export const VALID: Record<string, string> = { ...MISSION_EXAMPLE, comments: '' };

describe('tasking order fields (docs/requirements.md §5)', () => {
  it('accepts a complete order, remarks left out, and reads form text as numbers', () => {
    const m = missionFields.parse(VALID);
    expect(m).toMatchObject({ Latitude: 29.87, img_mode: 3, p_number: 1, comments: undefined });
  });

  it.each([
    ['anchoring_satellite', '', 'selectAnchorSatellite'],
    ['img_mode', '', 'selectShootingMode'],
    ['img_mode', '2', 'invalidValue'],
    ['effective_time', '11', 'invalidValue'],
    ['priority', '3', 'invalidValue'],
    ['effective_time', '', 'required'],
    ['target_name', '  ', 'enterTargetName'],
    ['shooting_market', '', 'enterShootingDuration'],
    ['id_date_1', '', 'enterShootingPeriod'],
    ['id_date_2', '', 'chooseEndDate'],
    ['img_usage', '', 'chooseImagePurpose'],
    ['end_user', '', 'enterEndUser'],
    ['unit_demand', '', 'enterOrganizationName'],
    ['demand_contact', '', 'enterContactName'],
    ['upper_angle', '41', 'lookAngleMax'],
    ['lower_angle', '12.9', 'lookAngleMin'],
    ['Latitude', '91', 'latLonInvalid'],
    ['Longitude', '25,08', 'latLonInvalid'],
  ])('%s = %j gives %s', (field, value, key) => {
    expect(missionProblems({ ...VALID, [field]: value })).toContainEqual({ field, key });
  });

  it('needs the point with or without areas, the min angle below the max, and the start before the end', () => {
    expect(missionProblems({ ...VALID, Latitude: '', Longitude: '' })).toEqual([
      { field: 'Latitude', key: 'latLonInvalid' },
      { field: 'Longitude', key: 'latLonInvalid' },
    ]);
    const area = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [120, 30],
            [121, 30],
            [121, 31],
            [120, 30],
          ],
        ],
      ],
    };
    expect(missionProblems({ ...VALID, target: JSON.stringify(area) })).toEqual([]);
    // An area does not replace the point (docs/requirements.md §5: every field but the remarks is required).
    expect(missionProblems({ ...VALID, Latitude: '', Longitude: '', target: JSON.stringify(area) })).toEqual([
      { field: 'Latitude', key: 'latLonInvalid' },
      { field: 'Longitude', key: 'latLonInvalid' },
    ]);
    expect(missionProblems({ ...VALID, lower_angle: '30', upper_angle: '20' })).toContainEqual({
      field: 'upper_angle',
      key: 'lookAngleOrder',
    });
    expect(missionProblems({ ...VALID, id_date_2: VALID.id_date_1 })).toContainEqual({
      field: 'id_date_2',
      key: 'endBeforeStart',
    });
    const six = { ...area, coordinates: Array(6).fill(area.coordinates[0]) };
    expect(missionProblems({ ...VALID, target: six })[0].field).toBe('target');
  });

  it('reports every missing field at once, remarks never', () => {
    const fields = missionProblems({}).map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining(['target_name', 'img_mode', 'anchoring_satellite', 'id_date_1']),
    );
    expect(fields).not.toContain('comments');
    expect(missionProblems({})).toContainEqual({ field: 'Latitude', key: 'latLonInvalid' });
    expect(VALIDATION_MESSAGES.latLonInvalid.en).toBe(
      'Latitude and longitude are decimals (north and east positive, e.g. 25.08, -31.34)',
    );
  });
});

describe('tasking order lifecycle', () => {
  it('every transition leads to a known state, and the coarse state follows', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATES[Number(from)]).toBeDefined();
      for (const to of tos) expect(ORDER_STATES[to]).toBeDefined();
    }
    expect(canTransitionOrder(100, 101)).toBe(true);
    expect(canTransitionOrder(100, 104)).toBe(false);
    expect(canTransitionOrder(1092, 100)).toBe(false);
    expect([100, 103, 1022, 104, 1041, 105].map(missionStateOf)).toEqual([1, 2, 3, 4, 104, 5]);
    // Past review, and past the transfer, the coarse list names no state: unknown success, never "pending review"
    // or "transfer success"; a cancellation or an unqualified product is no planning, imaging or transfer failure.
    expect([101, 102, 106, 107, 108, 109, 1092].map(missionStateOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect([1031, 1021, 1043, 1052, 1071].map(missionStateOf)).toEqual([100, 100, 100, 100, 100]);
    expect([1032, 1033, 1023, 1025, 1042, 1051].map(missionStateOf)).toEqual([102, 102, 103, 103, 104, 105]);
  });

  it('prices shots by mode and urgency', () => {
    const base = { img_mode: 3, priority: 11, p_number: 1, product_type: 'SLC', effective_time: 7 };
    expect(quoteTasking(base)).toBe(150_000);
    expect(quoteTasking({ ...base, p_number: 2, priority: 2 })).toBe(600_000);
    expect(quoteTasking({ ...base, product_type: 'SLC+ORG' })).toBe(187_500);
    expect(quoteTasking({ ...base, img_mode: 2 })).toBeNull();
  });
});
