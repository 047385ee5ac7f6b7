/** A scene as its product raster is drawn from (imagery/product-cog.ts): plausible facts, a place and a mode given. */
import type { SceneForProduct } from '../src/imagery/product-cog';

export const productScene = (
  s: Pick<SceneForProduct, 'id' | 'img_mode' | 'bbox'> & Partial<SceneForProduct>,
): SceneForProduct => ({
  satellite: 'TY-38',
  acquired_at: '2025-01-10T03:00:00Z',
  acquired_end: '2025-01-10T03:00:04Z',
  product_type: 'SLC',
  polarization: 'VV',
  orbit_direction: 'ascending',
  look_side: 'right',
  look_angle: 30,
  incidence_angle: 33,
  resolution_range: 3,
  resolution_azimuth: 3,
  classification: 'public',
  absolute_orbit: 1234,
  ...s,
});
