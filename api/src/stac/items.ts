/** STAC Items from scene rows, and the ItemCollections (with their paging links) of a search. */
import type { SceneSummaryRow } from '../catalog/query';
import { rasterGrid } from '../catalog/product';
import { productLinks, quicklookUrl } from '../catalog/signing';
import { geometryBbox } from '../geo/bbox';
import { MODE_NAME, collectionUrl, itemHead, stacUrl } from './constants';
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
}

type MultiPolygon = { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A scene row (queried with its footprint) → a STAC Item with the sar, sat and view extension fields. */
export function sceneToItem(s: SceneSummaryRow, ctx: ItemLinkContext) {
  const geometry = JSON.parse(s.fp!) as MultiPolygon;
  const bbox = geometryBbox(geometry);
  const grid = rasterGrid(bbox);
  const start = new Date(s.acquired_at).toISOString();
  return {
    ...itemHead(s.id, geometry, bbox),
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
      'proj:epsg': grid.epsg,
    },
    links: itemLinks(ctx.origin, s.id),
    assets: {
      ...(ctx.downloadable.has(s.id) ? productAssets(ctx, s.id, grid) : {}),
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
function productAssets(ctx: ItemLinkContext, id: string, grid: ReturnType<typeof rasterGrid>) {
  const product = productLinks(ctx.secret, id, ctx.userId);
  return {
    data: {
      href: `${ctx.origin}${product.raster}`,
      type: 'image/tiff; application=geotiff',
      title: 'Product raster (SAMPLE, GeoTIFF)',
      roles: ['data'],
      'proj:epsg': grid.epsg,
      'proj:shape': grid.shape,
      'proj:transform': grid.transform,
      'proj:bbox': grid.bbox,
    },
    package: {
      href: `${ctx.origin}${product.package}`,
      type: 'application/zip',
      title: 'Product package (SAMPLE: metadata, quicklook, GeoTIFF)',
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
