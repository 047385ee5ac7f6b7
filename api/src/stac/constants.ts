/** What this STAC API is: its version, its one collection, the extensions its Items declare, and where it lives. */
import { IMAGING_MODE_ORDER, IMAGING_MODES } from '@portal/shared/domain';
export const STAC_VERSION = '1.0.0';
export const COLLECTION_ID = 'sar-archive';
/** The raster extension: declared by the Items that carry the product raster (`data` asset, its `raster:bands`). */
export const RASTER_EXTENSION = 'https://stac-extensions.github.io/raster/v1.1.0/schema.json';

export const EXTENSIONS = [
  'https://stac-extensions.github.io/sar/v1.0.0/schema.json',
  'https://stac-extensions.github.io/sat/v1.0.0/schema.json',
  'https://stac-extensions.github.io/view/v1.0.0/schema.json',
  'https://stac-extensions.github.io/projection/v1.1.0/schema.json',
  RASTER_EXTENSION,
];

/** Acquisition modes (`scenes.img_mode`) by their `sar:instrument_mode` names. */
export const MODE_NAME: Record<number, string> = Object.fromEntries(
  IMAGING_MODE_ORDER.map((code) => [code, IMAGING_MODES[code].stacMode]),
);

/**
 * Links are absolute URLs of the configured public address (PUBLIC_URL), never of the request's Host or
 * X-Forwarded-Host, which any client can set.
 */
export const stacUrl = (origin: string) => `${origin}/api/stac`;
export const collectionUrl = (origin: string) => `${stacUrl(origin)}/collections/${COLLECTION_ID}`;

/** What every Item of the collection starts with, in this order, before its properties, links and assets. */
export const itemHead = <G>(id: string, geometry: G, bbox: number[]) => ({
  type: 'Feature',
  stac_version: STAC_VERSION,
  stac_extensions: EXTENSIONS,
  id,
  collection: COLLECTION_ID,
  geometry,
  bbox,
});
