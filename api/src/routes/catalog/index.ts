import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import catalogChangeRoutes from './change';
import catalogSceneRoutes from './scenes';
import catalogSearchRoutes from './search';
import catalogSubscriptionRoutes from './subscriptions';
import catalogStackRoutes from './stack';
import catalogTileRoutes from './tiles';

/**
 * Archive catalog routes (search, scenes, quicklooks, downloads, export, area files, a scene's map tiles, its stack,
 * time series and the change between two dates).
 */
export default async function catalogRoutes(app: FastifyInstance, deps: Deps) {
  await catalogSearchRoutes(app, deps);
  await catalogSceneRoutes(app, deps);
  await catalogSubscriptionRoutes(app, deps);
  await catalogTileRoutes(app, deps);
  await catalogStackRoutes(app, deps);
  await catalogChangeRoutes(app, deps);
}
