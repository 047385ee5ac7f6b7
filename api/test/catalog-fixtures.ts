/** A small, hand-made catalog whose answers can be checked by hand (WGS-84 boxes). */
import type { Db } from '../src/db';
import type { SceneRow } from '../src/catalog/generate';
import { insertScenes } from '../src/catalog/insert';
import { box } from './box';

export { box };

export function scene(
  p: Partial<SceneRow> & Pick<SceneRow, 'id' | 'satellite' | 'footprint'> & { at: string },
): SceneRow {
  const t = new Date(p.at);
  return {
    acquired_at: t,
    acquired_end: new Date(t.getTime() + 5000),
    img_mode: 3,
    product_type: 'SLC',
    polarization: 'VV',
    orbit_direction: 'ascending',
    look_side: 'right',
    look_angle: 27,
    incidence_angle: 30,
    incidence_near: 28,
    incidence_far: 32,
    resolution_range: 3,
    resolution_azimuth: 3,
    classification: 'public',
    absolute_orbit: 1000,
    ...p,
  };
}

/** A Beijing (116–117E, 39–40N); B Shanghai; C Fiji across ±180°; D just east of ±180°; E, F Beijing non-public. */
export const FIXTURE: SceneRow[] = [
  scene({ id: 'A', satellite: 'TY-39', at: '2025-01-10T03:00:00Z', footprint: [box(116, 39, 117, 40)] }),
  scene({
    id: 'B',
    satellite: 'TY-40',
    at: '2025-02-10T03:00:00Z',
    footprint: [box(121, 30, 122, 31)],
    img_mode: 1,
    product_type: 'ORG',
    polarization: 'VV+VH',
    orbit_direction: 'descending',
    look_side: 'left',
    incidence_angle: 40,
    resolution_range: 1,
    resolution_azimuth: 1,
  }),
  scene({
    id: 'C',
    satellite: 'TY-38',
    at: '2024-06-01T10:00:00Z',
    footprint: [box(179.5, -17, 180, -16), box(-180, -17, -179.5, -16)],
    img_mode: 5,
    incidence_angle: 25,
    resolution_range: 25,
    resolution_azimuth: 25,
  }),
  scene({
    id: 'D',
    satellite: 'TY-41',
    at: '2025-03-01T10:00:00Z',
    footprint: [box(-179.8, 10, -179.2, 11)],
    img_mode: 6,
    product_type: 'SLC+ORG',
    polarization: 'HH+HV',
    orbit_direction: 'descending',
    incidence_angle: 35,
  }),
  scene({
    id: 'E',
    satellite: 'TY-39',
    at: '2025-01-20T03:00:00Z',
    footprint: [box(116.2, 39.2, 116.8, 39.8)],
    classification: 'sensitive',
  }),
  scene({
    id: 'F',
    satellite: 'TY-40',
    at: '2025-01-25T03:00:00Z',
    footprint: [box(116.3, 39.3, 116.6, 39.6)],
    classification: 'restricted',
  }),
];

export async function loadFixture(db: Db) {
  await insertScenes(db, FIXTURE);
  await db.exec('ANALYZE scenes');
}
