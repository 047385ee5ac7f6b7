/** The catalog documents: landing page, conformance, and the one collection with its extent. */
import { SATELLITE_IDS } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { COLLECTION_ID, EXTENSIONS, MODE_NAME, STAC_VERSION, collectionUrl, stacUrl } from './constants';

export const CONFORMANCE = [
  'https://api.stacspec.org/v1.0.0/core',
  'https://api.stacspec.org/v1.0.0/collections',
  'https://api.stacspec.org/v1.0.0/ogcapi-features',
  'https://api.stacspec.org/v1.0.0/item-search',
  'https://api.stacspec.org/v1.0.0/item-search#fields',
  'https://api.stacspec.org/v1.0.0/item-search#sort',
  'https://api.stacspec.org/v1.0.0-rc.3/item-search#filter',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-json',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions',
  'http://www.opengis.net/spec/cql2/1.0/conf/temporal-functions',
  // Transactions (staff): POST, PUT and DELETE of the collection's Items (src/stac/transactions.ts)
  'https://api.stacspec.org/v1.0.0/ogcapi-features/extensions/transaction',
  'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete',
];

export const conformanceDocument = () => ({ conformsTo: CONFORMANCE });

export function landingPage(origin: string) {
  const base = stacUrl(origin);
  return {
    type: 'Catalog',
    stac_version: STAC_VERSION,
    id: 'sar-portal',
    title: 'SAR imagery portal STAC API',
    description:
      'STAC API 1.0 over the archive catalog. Item search requires a signed-in session (Bearer token).',
    conformsTo: CONFORMANCE,
    links: [
      { rel: 'self', type: 'application/json', href: base },
      { rel: 'root', type: 'application/json', href: base },
      { rel: 'conformance', type: 'application/json', href: `${base}/conformance` },
      { rel: 'data', type: 'application/json', href: `${base}/collections` },
      { rel: 'child', type: 'application/json', href: collectionUrl(origin) },
      { rel: 'search', type: 'application/geo+json', method: 'GET', href: `${base}/search` },
      { rel: 'search', type: 'application/geo+json', method: 'POST', href: `${base}/search` },
      {
        rel: 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
        type: 'application/schema+json',
        href: `${base}/queryables`,
      },
      {
        rel: 'service-desc',
        type: 'application/vnd.oai.openapi+json;version=3.0',
        href: `${origin}/api/openapi.json`,
      },
    ],
  };
}

export interface CatalogExtent {
  bbox: number[];
  start: string | null;
  end: string | null;
}

/** The bounding box of all footprints and the first and last acquisition (the whole world when empty). */
export async function readExtent(db: Queryable): Promise<CatalogExtent> {
  const { rows } = await db.query<{ b: string | null; t0: Date | null; t1: Date | null }>(
    "SELECT concat_ws(',', ST_XMin(e), ST_YMin(e), ST_XMax(e), ST_YMax(e)) AS b, t0, t1 FROM (SELECT ST_Extent(footprint)::geometry AS e, min(acquired_at) AS t0, max(acquired_end) AS t1 FROM scenes) x",
  );
  const row = rows[0];
  return {
    bbox: row?.b ? row.b.split(',').map(Number) : [-180, -90, 180, 90],
    start: row?.t0 ? new Date(row.t0).toISOString() : null,
    end: row?.t1 ? new Date(row.t1).toISOString() : null,
  };
}

export function collectionDocument(origin: string, extent: CatalogExtent) {
  const base = stacUrl(origin);
  const self = collectionUrl(origin);
  return {
    type: 'Collection',
    stac_version: STAC_VERSION,
    stac_extensions: EXTENSIONS,
    id: COLLECTION_ID,
    title: 'SAR archive',
    description: `Archived C-band SAR scenes of the ${SATELLITE_IDS[0]} … ${SATELLITE_IDS[SATELLITE_IDS.length - 1]} constellation (synthetic demonstration catalog).`,
    license: 'proprietary',
    keywords: ['SAR', 'radar', 'C-band'],
    providers: [{ name: 'SAR imagery portal', roles: ['producer', 'processor', 'host'] }],
    extent: { spatial: { bbox: [extent.bbox] }, temporal: { interval: [[extent.start, extent.end]] } },
    summaries: {
      platform: [...SATELLITE_IDS],
      constellation: ['TY'],
      'sar:frequency_band': ['C'],
      'sar:instrument_mode': Object.values(MODE_NAME),
      'sar:polarizations': ['VV', 'HH', 'VH', 'HV'],
      'sar:product_type': ['SLC', 'ORG', 'SLC+ORG'],
    },
    links: [
      { rel: 'self', type: 'application/json', href: self },
      { rel: 'root', type: 'application/json', href: base },
      { rel: 'parent', type: 'application/json', href: base },
      { rel: 'items', type: 'application/geo+json', href: `${self}/items` },
    ],
  };
}

export const collectionsDocument = (origin: string, extent: CatalogExtent) => ({
  collections: [collectionDocument(origin, extent)],
  links: [
    { rel: 'self', type: 'application/json', href: `${stacUrl(origin)}/collections` },
    { rel: 'root', type: 'application/json', href: stacUrl(origin) },
  ],
});
