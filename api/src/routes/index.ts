/** Every route group of the API, in the order they register under /api. */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import auditRoutes from './audit';
import cartRoutes from './cart';
import catalogRoutes from './catalog';
import feedbackRoutes from './feedback';
import type { Deps } from './deps';
import geodataRoutes from './geodata';
import missionRoutes from './missions';
import missionStaffRoutes from './missions/staff';
import orderRoutes from './orders';
import passwordResetRoutes from './password-reset';
import picQueryRoutes from './pic-query';
import satelliteRoutes from './satellites';
import simulationRoutes from './simulation';
import stacRoutes from './stac';
import systemRoutes from './system';
import taskRoutes from './tasks';
import accountRoutes from './user/account';
import adminUserRoutes from './user/admin';
import billRoutes from './user/bills';
import realPersonRoutes from './user/real-person';
import webSampleRoutes from './web-samples';

export async function registerRoutes(api: FastifyInstance, deps: Deps, metrics: Registry): Promise<void> {
  await systemRoutes(api, { ...deps, metrics });
  await accountRoutes(api, deps);
  await realPersonRoutes(api, deps);
  await passwordResetRoutes(api, deps);
  await adminUserRoutes(api, deps);
  await billRoutes(api, deps);
  await catalogRoutes(api, deps);
  await cartRoutes(api, deps);
  await orderRoutes(api, deps);
  await missionRoutes(api, deps);
  await missionStaffRoutes(api, deps);
  await taskRoutes(api, deps);
  await picQueryRoutes(api, deps);
  await webSampleRoutes(api, deps);
  await stacRoutes(api, deps);
  await satelliteRoutes(api, deps);
  await simulationRoutes(api, deps);
  await geodataRoutes(api, deps);
  await auditRoutes(api, deps);
  await feedbackRoutes(api, deps);
}
