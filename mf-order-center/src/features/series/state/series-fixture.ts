/**
 * A series as the API answers it (GET commodity/series/{id}/), for the unit tests of the order centre's series only:
 * weekly, four collects from 1 December 2026 00:00 UTC (08:00 Beijing time), the same geometry kept. The first is
 * imaged, the second anchored (the next collect), the third created, the fourth beyond the 21-day horizon.
 */
import type { TaskingSeries } from '@portal/shared/domain/tasking-series';
import { SATELLITE_IDS } from '@portal/shared/domain';

const day = (d: number) => new Date(Date.UTC(2026, 11, d)).toISOString();
const collect = (index: number, state: number | null) => ({
  index,
  window_start: day(1 + 7 * index),
  window_end: day(3 + 7 * index),
  mission_id: state === null ? null : 41 + index,
  order_no: state === null ? null : `TO2026112000004${1 + index}`,
  order_state: state,
  cost_fen: state === null ? null : 450_000,
  first_collect_at: state === null ? null : new Date(Date.UTC(2026, 11, 2 + 7 * index, 2)).toISOString(),
});

export const SERIES: TaskingSeries = {
  id: 7,
  series_no: 'RS20261120000007',
  user_id: 3,
  username: 'bob',
  target_name: 'Port of Ningbo',
  img_mode: 3,
  repeat: { cadence: 'weekly', every_days: null, count: 4, until: null, same_geometry: true },
  geometry: {
    satellite_id: SATELLITE_IDS[0],
    orbit_direction: 'descending',
    look_side: 'right',
    look_angle: 24.31,
  },
  collect_fen: 450_000,
  state: 'active',
  spent_fen: 1_350_000,
  next_collect: day(8),
  created_at: '2026-11-20T06:00:00.000Z',
  collects: [collect(0, 104), collect(1, 1022), collect(2, 102), collect(3, null)],
};
