/**
 * Map search calls (docs/requirements.md §9: the global loading indicator skips them): everything under /api/geodata/.
 * Region picker and region geometry, place-name typeahead and a place's search geometry, and the globe's vector
 * basemap of a view (boundaries and place names). Coordinates in the
 * request's Satellite CRS (GCJ02 default, WGS84); the database holds WGS-84 (api/src/geodata/views.ts, tiles.ts).
 */
import {
  basemapQuery,
  basemapViewSchema,
  placeGeometryQuery,
  placeQuery,
  placeSchema,
  placeWithGeometry,
  regionListItem,
  regionQuery,
  regionWithGeometry,
  tileQuery,
} from '@portal/shared/domain/geodata';
import { z } from 'zod';
import { basemapTile, TILE_CACHE_CONTROL } from '../../geodata/tiles';
import { basemapOfView, placeList, placeView, regionList, regionView } from '../../geodata/views';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { MAX_TILE_LEVEL } from '../../imagery/tile';
import { defineRoutes } from '../deps';
import { binary, wholeAnswer } from '../../http/route-parts';

export default defineRoutes((r, { db }) => {
  const tags = ['Geodata (map search)'];

  r.get('/geodata/regions/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary:
        "Region picker: countries (no parent), China's provinces (parent=CN), a province's cities (parent=330000)",
      querystring: regionQuery,
      response: responses(listEnvelope(regionListItem)),
    },
    handler: async (req, reply) => {
      const data = await regionList(db, req, req.query);
      return wholeAnswer(reply.ok(data));
    },
  });

  r.get('/geodata/regions/:code/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'One region with its simplified geometry in the Satellite CRS',
      params: z.object({ code: z.string().max(20) }),
      response: responses(okEnvelope(regionWithGeometry)),
    },
    handler: async (req, reply) => reply.ok([await regionView(db, req, req.params.code)]),
  });

  r.get('/geodata/basemap/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The globe's vector basemap of a view: administrative boundaries and place names, chosen by the view's width",
      querystring: basemapQuery,
      response: responses(okEnvelope(basemapViewSchema)),
    },
    handler: async (req, reply) => reply.ok([await basemapOfView(db, req, req.query)]),
  });

  r.get('/geodata/tiles/:z/:x/:file', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: `The globe's basemap, land and water, as PNG tiles of 256 px in the geographic tiling scheme (EPSG:4326: 2×1 tiles at level 0, rows from the north), levels 0–${MAX_TILE_LEVEL}: Natural Earth's 1:10m coastlines, large lakes, Natural Earth II's land colours`,
      params: z.object({
        z: z.string().max(4),
        x: z.string().max(8),
        file: z.string().max(12).describe('The row and .png: `{y}.png`'),
      }),
      querystring: tileQuery,
      produces: ['image/png'],
      response: binary,
    },
    handler: async (req, reply) => {
      const png = await basemapTile(req.params);
      return reply.header('Content-Type', 'image/png').header('Cache-Control', TILE_CACHE_CONTROL).send(png);
    },
  });

  r.get('/geodata/places/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'Place-name typeahead (zh or en; prefix, then contains), ranked by exactness then population',
      querystring: placeQuery,
      response: responses(listEnvelope(placeSchema)),
    },
    handler: async (req, reply) => {
      const data = await placeList(db, req, req.query.q, req.query.limit);
      return wholeAnswer(reply.ok(data));
    },
  });

  r.get('/geodata/places/:id/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary:
        'A place with its search geometry: the region polygon (simplified) for an administrative region, else a circle of radius_km',
      params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
      querystring: placeGeometryQuery,
      response: responses(okEnvelope(placeWithGeometry)),
    },
    handler: async (req, reply) => reply.ok([await placeView(db, req, req.params.id, req.query.radius_km)]),
  });
});
