/**
 * The query strings and the transaction body of the STAC API (docs/requirements.md §1.6) as the OpenAPI document
 * names them; the STAC documents themselves are built by api/src/stac. Imported as `@portal/shared/domain/stac`.
 */
import { z } from 'zod';

/**
 * The query parameters of STAC API item search (GET) and of a collection's items, each named so the OpenAPI
 * document lists them (a record schema would document nothing a client can use); read by searchBodyOfQuery.
 */
const param = (description: string) => z.string().optional().describe(description);
const itemsParams = {
  bbox: param('west,south,east,north in WGS-84 degrees (west > east crosses ±180°)'),
  datetime: param('An RFC 3339 instant or interval, open ends as ..'),
  limit: param('Items per page'),
  token: param('The next page, from the previous answer'),
};
export const stacItemsQuery = z.object(itemsParams);
export const stacSearchQuery = z.object({
  ...itemsParams,
  intersects: param('A GeoJSON geometry (JSON)'),
  ids: param('Comma-separated item ids'),
  collections: param('Comma-separated collection ids'),
  sortby: param('Comma-separated fields, - for descending, e.g. -properties.datetime'),
  fields: param('Comma-separated fields to include, - to exclude'),
  filter: param('A CQL2 JSON filter'),
  'filter-lang': param('cql2-json'),
});

/** A transaction's body: an Item, or for POST an ItemCollection (checked by api/src/stac/transactions.ts). */
export const stacItemBody = z
  .looseObject({})
  .describe(
    'A STAC 1.0 Item with the sar, sat and view extension fields the portal serves (projection optional), or for POST an ItemCollection of up to 100 Items',
  );
