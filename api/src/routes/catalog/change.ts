/**
 * The change between two dates of a stack (@portal/shared/domain/scene-stack; catalog/scene-change.ts): its areas
 * and its layer's tiles, at full resolution for a caller who may read both products (a live paid order for each,
 * or staff), at the preview's resolution otherwise.
 */
import {
  CHANGE_COLOURS,
  changeQuery,
  changeTileParams,
  sceneChangeSchema,
} from '@portal/shared/domain/scene-stack';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changeTile, sceneChange, type ChangePair } from '../../catalog/scene-change';
import { CHANGE_GRID_MAX_PX, CHANGE_LOOK } from '../../imagery/change';
import { responses } from '../../http/envelope';
import { binary } from '../../http/route-parts';
import { notFound } from '../../http/errors';
import { viewerOf } from '../../http/viewer';
import { tileAccess } from '../../orders/tile-access';
import { defineRoutes } from '../deps';

const tags = ['Archive catalog'];
const sceneId = z.string().max(80);
const rgba = (c: readonly number[]) => `RGBA (${c.join(', ')})`;

/** The routes' summaries (their Chinese: ./openapi-zh-stack.ts). */
export const SUMMARIES = {
  change: `The change from scene id (before) to scene other (after) where both cover: both products on one grid at the coarser spacing of the two (at most ${CHANGE_GRID_MAX_PX} pixels a side), multilooked ${CHANGE_LOOK}×${CHANGE_LOOK}, their log-ratio 10·log10(after/before) beyond ±threshold dB counted as increase or decrease, in km². Full resolution when you may read both products (a live paid order for each, or staff), else each at its preview's pixel`,
  tile: `A 256-pixel PNG tile of the change layer from scene id to scene other at z/x/y.png, in the scene tiles' scheme (EPSG:4326, WorldCRS84Quad): ${rgba(CHANGE_COLOURS.increase)} where brighter by more than the threshold, ${rgba(CHANGE_COLOURS.decrease)} where darker, transparent where unchanged or without data in either; above the lower preview level of the two only when you may read both products (403 otherwise)`,
};

export default defineRoutes((r, deps) => {
  const rasters = { db: deps.db, storage: deps.storage, config: deps.config };

  /**
   * The two scenes as the caller may see them (a 404 for either missing or hidden) and how they are compared: the
   * tiles' lookup of each (kept a few seconds: a globe asks for many tiles of a pair).
   */
  async function pairOf(req: FastifyRequest, id: string, other: string): Promise<ChangePair> {
    const viewer = viewerOf(req);
    const [before, after] = await Promise.all([
      tileAccess(deps.db, id, viewer),
      tileAccess(deps.db, other, viewer),
    ]);
    if (!before || !after) throw notFound();
    return { before: before.scene, after: after.scene, full: before.paid && after.paid };
  }

  r.get('/catalog/scenes/:id/change/:other', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneChange',
      summary: SUMMARIES.change,
      params: z.object({ id: sceneId, other: sceneId }),
      querystring: changeQuery,
      response: responses(sceneChangeSchema),
    },
    handler: async (req) => {
      const pair = await pairOf(req, req.params.id, req.params.other);
      return sceneChange(rasters, pair, req.query.threshold);
    },
  });

  r.get('/catalog/scenes/:id/change/:other/tiles/:z/:x/:y', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneChangeTile',
      summary: SUMMARIES.tile,
      params: changeTileParams,
      querystring: changeQuery,
      produces: ['image/png'],
      response: binary,
    },
    handler: async (req, reply) => {
      const pair = await pairOf(req, req.params.id, req.params.other);
      const tile = { z: req.params.z, x: req.params.x, y: Number.parseInt(req.params.y, 10) };
      const png = await changeTile(rasters, pair, tile, req.query.threshold);
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(png);
    },
  });
});
