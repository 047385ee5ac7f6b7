import { TASK_LIMITS } from '@portal/shared/domain/tasks';
import { MISSION, opportunity } from '@portal/shared/testing';
import {
  allSelectable,
  keepSelectable,
  opportunityRows,
  planConflictsOf,
  planningLayers,
  selectedFeatureIds,
  selectedKeysInOrder,
  targetGeometry,
  toggleSelection,
  viewOf,
} from './planning';

const conflict = {
  task_id: 5,
  task: 'T-5',
  kind: 'time' as const,
  footprint: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [3, 3],
        [4, 3],
        [4, 4],
        [3, 3],
      ],
    ],
  },
};
const rows = opportunityRows([
  opportunity(0),
  opportunity(1, { planned: true }),
  opportunity(2, { conflicts: [conflict] }),
]);
const [k0, k1, k2] = rows.map((r) => r.key);

test('rows keep the listed order; planned passes are shown but not selectable', () => {
  expect(rows.map((r) => [r.index, r.disabled, r.conflicts.length])).toEqual([
    [0, false, 0],
    [1, true, 0],
    [2, false, 1],
  ]);
  let s = toggleSelection(new Set(), k2, rows);
  s = toggleSelection(s, k1, rows);
  s = toggleSelection(s, k0, rows);
  expect(selectedKeysInOrder(s, rows)).toEqual([k0, k2]);
  expect([...toggleSelection(s, k0, rows)]).toEqual([k2]);
  expect(selectedFeatureIds(s, rows)).toEqual(['pass-0', 'pass-2']);
  expect([...allSelectable(rows)]).toEqual([k0, k2]);
});

test('a selection stays within the limit of one call and drops passes planned meanwhile', () => {
  const many = opportunityRows(Array.from({ length: TASK_LIMITS.maxPlanned + 3 }, (_, i) => opportunity(i)));
  let s = new Set<string>();
  for (const r of many) s = toggleSelection(s, r.key, many);
  expect(s.size).toBe(TASK_LIMITS.maxPlanned);
  expect(allSelectable(many).size).toBe(TASK_LIMITS.maxPlanned);
  const reloaded = opportunityRows([opportunity(0, { planned: true }), opportunity(2)]);
  expect([...keepSelectable(new Set([k0, k2]), reloaded)]).toEqual([k2]);
});

test('a 422 naming passes is a conflict to accept; other refusals are not', () => {
  const err = {
    status: 422,
    message: 'Conflicts with planned tasks',
    errors: [{ field: 'keys.1', message: 'Conflicts with planned tasks' }],
  };
  expect(planConflictsOf(err, [k0, k2], rows)).toEqual([
    { key: k2, message: 'Conflicts with planned tasks', conflicts: [conflict] },
  ]);
  // A pass already planned cannot be planned anyway.
  expect(planConflictsOf({ ...err, errors: [{ field: 'keys.0', message: 'x' }] }, [k1], rows)).toBeNull();
  expect(
    planConflictsOf({ status: 422, errors: [{ field: 'mission_id', message: 'x' }] }, [k0], rows),
  ).toBeNull();
  expect(
    planConflictsOf({ status: 409, errors: [{ field: 'keys.0', message: 'x' }] }, [k0], rows),
  ).toBeNull();
  expect(planConflictsOf(new Error('network'), [k0], rows)).toBeNull();
});

test('the globe: the target in WGS-84 and every footprint', () => {
  const point = targetGeometry(MISSION, 'WGS84');
  expect(point).toEqual({ type: 'Point', coordinates: [121.55, 29.87] });
  // An order in GCJ-02 is moved back to WGS-84 (a few hundred metres in China).
  const moved = targetGeometry(MISSION, 'GCJ02');
  expect(moved?.type).toBe('Point');
  const [lng, lat] = (moved as { coordinates: [number, number] }).coordinates;
  expect(Math.abs(lng - 121.55)).toBeGreaterThan(0.001);
  expect(Math.abs(lng - 121.55)).toBeLessThan(0.02);
  expect(Math.abs(lat - 29.87)).toBeLessThan(0.02);

  const area = {
    ...MISSION,
    Latitude: null,
    Longitude: null,
    target: {
      type: 'MultiPolygon' as const,
      coordinates: [
        [
          [
            [1, 1],
            [2, 1],
            [2, 2],
            [1, 1],
          ],
        ],
      ],
    },
  };
  expect(targetGeometry(area, 'WGS84')).toEqual(area.target);
  expect(targetGeometry({ ...area, target: null }, 'WGS84')).toBeNull();

  const layers = planningLayers(MISSION, rows, 'WGS84');
  // The task in a pass's way is drawn under the passes, once, by its number.
  expect(layers.map((l) => [l.id, l.features.map((f) => f.id)])).toEqual([
    ['planned-tasks', ['planned-task-5']],
    ['target', ['mission-target']],
    ['opportunities', ['pass-0', 'pass-1', 'pass-2']],
  ]);
  expect(layers[0].features[0].label).toBe('T-5');
  // Planned passes are greyed.
  expect(layers[2].features[1].style).toBeDefined();
  expect(layers[2].features[0].style).toBeUndefined();
  const view = viewOf(layers);
  expect(view?.type).toBe('LineString');
  expect(viewOf([])).toBeNull();
});
