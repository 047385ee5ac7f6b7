/** A complete tasking order and a task as the API sends them, for the unit tests of this feature. */
import { SATELLITE_IDS } from '@portal/shared/domain';
import type { Mission } from '@portal/shared/domain/missions';
import type { PlanningOpportunity } from '@portal/shared/domain/tasks';

export const MISSION: Mission = {
  id: 7,
  order_no: 'TO20261201000007',
  username: 'alice',
  user_id: 3,
  target_name: 'Port',
  Latitude: 29.87,
  Longitude: 121.55,
  target: null,
  map_file_name: null,
  elevation: 5,
  img_mode: 3,
  shooting_market: 2,
  orbit_mode: 'ascending',
  left_right_mode: 'left',
  upper_angle: 39,
  lower_angle: 13,
  product_type: 'SLC',
  effective_time: 7,
  priority: 8,
  p_number: 1,
  unit_demand: 'Authority',
  requestor: 'org_a',
  end_user: 'Harbour master',
  demand_contact: 'Li Wei',
  deliverymethod: 'online',
  task_nature: 'contract_customer',
  img_usage: 'maritime',
  id_date_1: '2026-12-01T00:00:00Z',
  id_date_2: '2026-12-08T00:00:00Z',
  compress_config: 0,
  calibration_config: 0,
  anchoring_satellite: 'any',
  comments: '',
  planning_tag: null,
  application_form: 'application.pdf',
  order_state: 100,
  mission_state: 1,
  image_status: null,
  product_status: null,
  delivery_status: null,
  editable: true,
  cost_fen: 180000,
  create_time: '2026-11-20T08:00:00Z',
  steps: [],
  classified: 'sensitive',
  mgcType: 2,
  task_mode: 0,
  interfere: 1,
  contract: null,
  admin: 'ops1',
  demandid: null,
  status_description: '',
  sales: 'sales',
  suspended: false,
  synced_at: null,
  task_count: 0,
  version: 4,
};

export { TASK } from '../../../common/taskFixture';

/** A satellite of the constellation (named only in shared/domain/constellation.ts). */
const SATELLITE = SATELLITE_IDS[0];

const square = (lng: number, lat: number) => [
  [
    [lng, lat],
    [lng + 0.2, lat],
    [lng + 0.2, lat + 0.2],
    [lng, lat + 0.2],
    [lng, lat],
  ],
];

export function opportunity(i: number, extra: Partial<PlanningOpportunity> = {}): PlanningOpportunity {
  const start = new Date(Date.UTC(2026, 11, 2 + i, 2)).toISOString();
  return {
    key: `${SATELLITE}@${start}`,
    satellite_id: SATELLITE,
    imaging_start: start,
    imaging_end: new Date(Date.parse(start) + 8000).toISOString(),
    imaging_duration: 8,
    look_angle: 25,
    incidence_angle: 28,
    look_side: 'right',
    orbit_direction: 'descending',
    absolute_orbit: 1000 + i,
    coverage: 'partial',
    footprint: { type: 'Polygon', coordinates: square(121.5, 29.8) },
    conflicts: [],
    planned: false,
    ...extra,
  };
}
