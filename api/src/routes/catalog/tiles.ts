/**
 * A scene's product raster as map tiles (catalog/scene-tiles.ts): its TileJSON and its tiles, full resolution for
 * those who may read the product, the preview's levels for the others.
 */
import { sceneTileParams, sceneTileQuery, type SceneStretch } from '@portal/shared/domain/scene-tiles';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sceneTile, sceneTileJson, sceneTileLevels, tileMeetsScene } from '../../catalog/scene-tiles';
import { ApiError, notFound } from '../../http/errors';
import { binary, orNotFound } from '../../http/route-parts';
import { viewerOf } from '../../http/viewer';
import { transparentTile } from '../../imagery/scene-tile';
import { tileAccess } from '../../orders/tile-access';
import { defineRoutes } from '../deps';

const tags = ['Archive catalog'];
const sceneId = z.string().max(80);

export default defineRoutes((r, deps) => {
  const { db } = deps;
  const maxPx = deps.config.productMaxPixels;

  /** The scene the caller may see, as its product is drawn, and whether they may read the product. */
  const sceneFor = async (req: FastifyRequest, id: string) =>
    orNotFound(await tileAccess(db, id, viewerOf(req)));

  r.get('/catalog/scenes/:id/tilejson.json', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneTileJson',
      summary:
        "TileJSON 3.0 of the scene's product raster (sigma0 in dB) as map tiles in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad: two 256-pixel tiles at level 0): every level for those with a live paid order or staff, the preview's levels for the others",
      params: z.object({ id: sceneId }),
      querystring: sceneTileQuery,
      response: { 200: z.record(z.string(), z.unknown()).describe('TileJSON 3.0.0') },
    },
    handler: async (req) => {
      const { scene, paid } = await sceneFor(req, req.params.id);
      const stretch = req.query as SceneStretch;
      return sceneTileJson(deps.config.publicUrl, scene, sceneTileLevels(scene, maxPx), paid, stretch);
    },
  });

  r.get('/catalog/scenes/:id/tiles/:z/:x/:y', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneTile',
      summary:
        "A 256-pixel PNG tile of the scene's product raster (sigma0 in dB stretched to a colour map; transparent where there is no data) at z/x/y.png in the globe's geographic scheme (EPSG:4326, WorldCRS84Quad); above the preview's last level (the tilejson's preview_maxzoom) only for those with a live paid order or staff (403 otherwise)",
      params: sceneTileParams,
      querystring: sceneTileQuery,
      produces: ['image/png'],
      response: binary,
    },
    handler: async (req, reply) => {
      const { scene, paid } = await sceneFor(req, req.params.id);
      const tile = { z: req.params.z, x: req.params.x, y: Number.parseInt(req.params.y, 10) };
      const levels = sceneTileLevels(scene, maxPx);
      if (tile.z > levels.preview && !paid) throw new ApiError(403, 'productNotPaid');
      if (tile.z > levels.full) throw notFound();
      reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, max-age=3600');
      if (!tileMeetsScene(scene.bbox, tile)) return reply.send(transparentTile());
      const settings = {
        storageDir: deps.config.storageDir,
        storageUrl: deps.config.storageUrl,
        s3: deps.config.s3,
      };
      const stretch = req.query as SceneStretch;
      return reply.send(await sceneTile({ storage: deps.storage, settings, maxPx, scene, tile, stretch }));
    },
  });
});
