/**
 * A scene as the ground segment sends it to STAC Transactions (STAC 1.0 with the sar, sat and view extensions): a
 * TY-39 strip-map SLC scene over the square `bbox` (west, south, east, north), acquired from `start` to `end`, with
 * `properties` added or replacing the common ones. The API suites and the browser's subscription spec send it alike.
 */
import { box } from './box';

type Json = Record<string, unknown>;

export const STAC_EXTENSIONS = [
  'https://stac-extensions.github.io/sar/v1.0.0/schema.json',
  'https://stac-extensions.github.io/sat/v1.0.0/schema.json',
  'https://stac-extensions.github.io/view/v1.0.0/schema.json',
];

export function groundSegmentItem(
  id: string,
  { bbox, start, end, properties = {} }: { bbox: number[]; start: string; end: string; properties?: Json },
) {
  const [w, s, e, n] = bbox;
  return {
    type: 'Feature',
    stac_version: '1.0.0',
    stac_extensions: STAC_EXTENSIONS,
    id,
    collection: 'sar-archive',
    geometry: { type: 'Polygon', coordinates: box(w, s, e, n) },
    bbox,
    properties: {
      datetime: start,
      start_datetime: start,
      end_datetime: end,
      platform: 'TY-39',
      'sar:instrument_mode': 'SM',
      'sar:frequency_band': 'C',
      'sar:polarizations': ['VV', 'VH'],
      'sar:product_type': 'SLC',
      'sar:resolution_range': 3,
      'sar:resolution_azimuth': 3,
      'sar:observation_direction': 'right',
      'sat:orbit_state': 'ascending',
      'sat:absolute_orbit': 1234,
      'view:incidence_angle': 31.5,
      'view:off_nadir': 28.2,
      ...properties,
    },
    links: [],
    assets: {},
  };
}
