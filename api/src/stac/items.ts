/** STAC Items from scene rows, and the ItemCollections (with their paging links) of a search. */
import type { SceneSummaryRow } from '../catalog/query';
import { productLinks, quicklookUrl } from '../catalog/signing';
import { geometryBbox, type Bbox } from '../geo/bbox';
import { productGrid } from '../imagery/product-cog';
import { MODE_NAME, RASTER_EXTENSION, collectionUrl, itemHead, stacUrl } from './constants';
import { sceneSarFields } from './scene-fields';

/**
 * What an Item's links need: the public address, whom (with the link secret) its links are signed for, and the
 * scenes whose product they may download (orders/entitlement.ts): only those Items carry the `data` and `package`
 * assets.
 */
export interface ItemLinkContext {
  origin: string;
  userId: number;
  secret: Buffer;
  downloadable: ReadonlySet<string>;
  /** The products' size cap (config `productMaxPixels`): it sets their raster grids. */
  productMaxPixels: number;
}

type MultiPolygon = { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A scene row (queried with its footprint) → a STAC Item with the sar, sat and view extension fields. */
export function sceneToItem(s: SceneSummaryRow, ctx: ItemLinkContext) {
  const geometry = JSON.parse(s.fp!) as MultiPolygon;
  const bbox = geometryBbox(geometry);
  const start = new Date(s.acquired_at).toISOString();
  const head = itemHead(s.id, geometry, bbox);
  const downloadable = ctx.downloadable.has(s.id);
  return {
    ...head,
    // Only an Item with the product raster has raster fields to declare.
    stac_extensions: downloadable
      ? head.stac_extensions
      : head.stac_extensions.filter((e) => e !== RASTER_EXTENSION),
    properties: {
      datetime: start,
      start_datetime: start,
      end_datetime: new Date(s.acquired_end).toISOString(),
      platform: s.satellite,
      constellation: 'TY',
      instruments: ['sar'],
      'sar:instrument_mode': MODE_NAME[s.img_mode],
      'sar:frequency_band': 'C',
      'sar:center_frequency': 5.405,
      ...sceneSarFields(s),
      'proj:epsg': 4326,
    },
    links: itemLinks(ctx.origin, s.id),
    assets: {
      ...(downloadable ? productAssets(ctx, s, bbox) : {}),
      thumbnail: {
        href: `${ctx.origin}${quicklookUrl(ctx.secret, s.id, ctx.userId)}`,
        type: 'image/png',
        title: 'Quicklook',
        roles: ['thumbnail', 'overview'],
      },
    },
  };
}

/** The product's assets: signed links that last DOWNLOAD_TTL_SECONDS, fetched without the session's token. */
function productAssets(ctx: ItemLinkContext, s: SceneSummaryRow, bbox: Bbox) {
  const product = productLinks(ctx.secret, s.id, ctx.userId);
  const grid = productGrid({ bbox, img_mode: s.img_mode }, ctx.productMaxPixels);
  const [dx, , west, , e, north] = grid.transform;
  return {
    data: {
      href: `${ctx.origin}${product.raster}`,
      type: 'image/tiff; application=geotiff; profile=cloud-optimized',
      title: 'Product raster (SAMPLE, Cloud Optimized GeoTIFF, sigma0 in dB)',
      roles: ['data'],
      'proj:epsg': 4326,
      'proj:shape': [grid.height, grid.width],
      'proj:transform': grid.transform,
      // Across the antimeridian the raster runs on past 180° (east = west + width), as GDAL draws it.
      'proj:bbox': [west, north + e * grid.height, west + dx * grid.width, north],
      'raster:bands': [
        {
          data_type: 'float32',
          nodata: 'nan',
          unit: 'dB',
          spatial_resolution: Math.round(grid.spacingM * 100) / 100,
        },
      ],
    },
    package: {
      href: `${ctx.origin}${product.package}`,
      type: 'application/zip',
      title: 'Product package (SAMPLE: metadata, quicklook, Cloud Optimized GeoTIFF)',
      roles: ['data', 'archive'],
    },
  };
}

function itemLinks(origin: string, id: string) {
  const collection = collectionUrl(origin);
  return [
    {
      rel: 'self',
      type: 'application/geo+json',
      href: `${collection}/items/${encodeURIComponent(id)}`,
    },
    { rel: 'collection', type: 'application/json', href: collection },
    { rel: 'parent', type: 'application/json', href: collection },
    { rel: 'root', type: 'application/json', href: stacUrl(origin) },
  ];
}

export const rootLink = (origin: string) => ({
  rel: 'root',
  type: 'application/json',
  href: stacUrl(origin),
});

/** The answer to a search of another collection than ours. */
export const emptyItemCollection = (origin: string) => ({
  type: 'FeatureCollection',
  features: [],
  links: [rootLink(origin)],
  numberMatched: 0,
  numberReturned: 0,
});

export function itemCollection(
  features: unknown[],
  links: Record<string, unknown>[],
  count: { total: number; exact: boolean },
) {
  return {
    type: 'FeatureCollection',
    features,
    links,
    numberMatched: count.total,
    numberReturned: features.length,
    'portal:numberMatched_exact': count.exact,
  };
}

/**
 * The link to the next page: a GET repeats the request's query with the next token; a POST sends the same body
 * merged with it.
 */
export function nextLink(
  self: string,
  token: string,
  request: { origin: string; method: 'GET' | 'POST'; url: string },
): Record<string, unknown> {
  if (request.method === 'GET') {
    const u = new URL(`${request.origin}${request.url}`);
    u.searchParams.set('token', token);
    return { rel: 'next', type: 'application/geo+json', method: 'GET', href: `${self}${u.search}` };
  }
  return {
    rel: 'next',
    type: 'application/geo+json',
    method: 'POST',
    href: self,
    merge: true,
    body: { token },
  };
}
