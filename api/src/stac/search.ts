/** Item search and item lookup: a STAC request → the catalog query → STAC Items. */
import { decodeKeyset, encodeKeyset, findScenes, searchScenes } from '../catalog/query';
import { linkSecret } from '../catalog/signing';
import { downloadableScenes } from '../orders/entitlement';
import type { Queryable } from '../db';
import type { Admission } from '../http/admission';
import type { Viewer } from '../http/viewer';
import { COLLECTION_ID, collectionUrl, stacUrl } from './constants';
import { invalidValue } from './errors';
import { applyFields } from './fields';
import { emptyItemCollection, itemCollection, nextLink, rootLink, sceneToItem } from './items';
import type { SearchInput } from './request';
import { sceneQueryOf } from './scene-query';

/**
 * What searches need from the app: the database, the admission of archive searches, the public address, and the
 * products' size cap (their raster grids are in the Items).
 */
export interface SearchServices {
  db: Queryable;
  searches: Admission;
  origin: string;
  productMaxPixels: number;
}

export interface ItemSearch {
  input: SearchInput;
  viewer: Viewer;
  /** Whom the Items' quicklook links are signed for. */
  userId: number;
  method: 'GET' | 'POST';
  /** The request's path and query: a GET's next link repeats it. */
  url: string;
  /** Searched as /collections/{id}/items (its links point there), not /search. */
  collectionScoped: boolean;
}

/** One page of the Items a search matches, as an ItemCollection. */
export async function searchItems(services: SearchServices, search: ItemSearch) {
  const { db, searches, origin } = services;
  const { input } = search;
  if (input.collections && !input.collections.includes(COLLECTION_ID)) return emptyItemCollection(origin);
  const { filter, order } = await sceneQueryOf(db, input);
  const after = input.token ? decodeKeyset(input.token) : null;
  if (input.token && !after) throw invalidValue('token');
  const [page, secret] = await Promise.all([
    searches.run(() =>
      searchScenes(
        db,
        filter,
        search.viewer,
        { order, limit: input.limit, after, geometry: true, decimals: 6 },
        true,
      ),
    ),
    linkSecret(db),
  ]);
  const count = page.total ?? { total: 0, exact: false };
  const downloadable = await downloadableScenes(
    db,
    search.viewer,
    page.rows.map((r) => r.id),
  );
  const context = {
    origin,
    userId: search.userId,
    secret,
    downloadable,
    productMaxPixels: services.productMaxPixels,
  };
  const features = page.rows.map((row) => applyFields(sceneToItem(row, context), input.fields));
  const self = search.collectionScoped ? `${collectionUrl(origin)}/items` : `${stacUrl(origin)}/search`;
  const links: Record<string, unknown>[] = [rootLink(origin)];
  if (page.next)
    links.push(nextLink(self, encodeKeyset(page.next), { origin, method: search.method, url: search.url }));
  return itemCollection(features, links, count);
}

/** The Item of one scene the viewer may see, or null. */
export async function findItem(
  db: Queryable,
  id: string,
  viewer: Viewer,
  links: { origin: string; userId: number; productMaxPixels: number },
) {
  const page = await findScenes(db, { ids: [id] }, viewer, {
    order: 'desc',
    limit: 1,
    geometry: true,
    decimals: 6,
  });
  if (!page.rows[0]) return null;
  const downloadable = await downloadableScenes(db, viewer, [page.rows[0].id]);
  return sceneToItem(page.rows[0], { ...links, secret: await linkSecret(db), downloadable });
}
