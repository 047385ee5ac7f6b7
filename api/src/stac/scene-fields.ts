import type { SceneSummaryRow } from '../catalog/query';

type SceneFields = Pick<
  SceneSummaryRow,
  | 'polarization'
  | 'product_type'
  | 'resolution_range'
  | 'resolution_azimuth'
  | 'look_side'
  | 'orbit_direction'
  | 'absolute_orbit'
  | 'incidence_angle'
  | 'look_angle'
  | 'img_mode'
  | 'classification'
>;

/**
 * A scene's sar, sat, view and portal properties as an Item carries them: the Items the portal serves (./items.ts)
 * and the Item of a scene it ingests itself (./item-schema.ts) say them alike.
 */
export const sceneSarFields = (s: SceneFields) => ({
  'sar:polarizations': s.polarization.split('+'),
  'sar:product_type': s.product_type,
  'sar:resolution_range': s.resolution_range,
  'sar:resolution_azimuth': s.resolution_azimuth,
  'sar:observation_direction': s.look_side,
  'sat:orbit_state': s.orbit_direction,
  'sat:absolute_orbit': s.absolute_orbit,
  'view:incidence_angle': s.incidence_angle,
  'view:off_nadir': s.look_angle,
  'portal:img_mode': s.img_mode,
  'portal:classification': s.classification,
});
