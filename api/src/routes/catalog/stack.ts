/**
 * A scene's stack and a time series over it, for scripts and the viewer (@portal/shared/domain/scene-stack;
 * catalog/stack.ts, catalog/timeseries.ts): the same entitlement as the tiles, full resolution for what the caller
 * bought (or staff), the preview's resolution for the rest.
 */
import {
  sceneStackSchema,
  STACK_INCIDENCE_TOLERANCE_DEG,
  STACK_MAX_SCENES,
  STACK_MIN_OVERLAP,
  timeseriesBody,
  timeseriesSchema,
} from '@portal/shared/domain/scene-stack';
import { z } from 'zod';
import { sceneStackOf, stackAnswer } from '../../catalog/stack';
import { MAX_FIRST_RENDERS } from '../../catalog/stack-rasters';
import { sceneTimeseries, TIMESERIES_MAX_PIXELS } from '../../catalog/timeseries';
import { responses } from '../../http/envelope';
import { orNotFound } from '../../http/route-parts';
import { viewerOf } from '../../http/viewer';
import { downloadableScenes } from '../../orders/entitlement';
import { defineRoutes } from '../deps';

const tags = ['Archive catalog'];

/** The routes' summaries (their Chinese: ./openapi-zh-stack.ts). */
export const SUMMARIES = {
  stack: `The scene's stack: the scenes you may see of the same satellite, orbit direction and look side, incidence within ${STACK_INCIDENCE_TOLERANCE_DEG}° of the scene's, footprints overlapping by at least ${STACK_MIN_OVERLAP * 100}% of the smaller one, by acquisition time (the scene among them; at most ${STACK_MAX_SCENES}, those nearest the scene in time), each with whether you read it at full resolution (a live paid order, or staff) or at the preview's`,
  timeseries: `Sigma0 over a point (the pixel under it) or a polygon (the pixels whose centres lie inside it; WGS-84) on each date of the scenes named or of a scene's stack, by acquisition time: 10·log10 of the mean linear sigma0, the median in dB and the pixels read. Scenes you have a live paid order for (or staff) are read at full resolution, the others at the pixels of their preview; a polygon reads at most ${TIMESERIES_MAX_PIXELS} pixels of a scene (a larger one at a coarser overview). Products not rendered yet are rendered first, at most ${MAX_FIRST_RENDERS} a request: with more, 503 with Retry-After while they are prepared`,
};

export default defineRoutes((r, deps) => {
  const rasters = { db: deps.db, storage: deps.storage, config: deps.config };

  r.get('/catalog/scenes/:id/stack/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneStack',
      summary: SUMMARIES.stack,
      params: z.object({ id: z.string().max(80) }),
      response: responses(sceneStackSchema),
    },
    handler: async (req) => {
      const viewer = viewerOf(req);
      const stack = orNotFound(await sceneStackOf(deps.db, req.params.id, viewer));
      const ids = stack.scenes.map((s) => s.id);
      return stackAnswer(stack, await downloadableScenes(deps.db, viewer, ids));
    },
  });

  r.post('/catalog/timeseries/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogTimeseries',
      summary: SUMMARIES.timeseries,
      body: timeseriesBody,
      response: responses(timeseriesSchema),
    },
    handler: async (req) => {
      const viewer = viewerOf(req);
      return sceneTimeseries(rasters, viewer, req.body, (ids) => downloadableScenes(deps.db, viewer, ids));
    },
  });
});
