import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../catalog/query';

/** Who asks, as the catalog sees it: the user, whether they see every scene (staff), and their granted scenes. */
export const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.user?.id ?? null,
  seesAll: req.roleGroup === 'staff',
  permitted: req.scenePermissions,
});
