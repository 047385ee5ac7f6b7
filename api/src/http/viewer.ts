import type { FastifyRequest } from 'fastify';

/** Who is looking: staff see every scene; others public scenes plus what their permission records cover. */
export interface Viewer {
  userId: number | null;
  seesAll: boolean;
  /** false: the user holds no live permission record (known from the session), so only public scenes show. */
  permitted?: boolean;
}

/** Who asks, as the catalog sees it: the user, whether they see every scene (staff), and their granted scenes. */
export const viewerOf = (req: FastifyRequest): Viewer => ({
  userId: req.user?.id ?? null,
  seesAll: req.roleGroup === 'staff',
  permitted: req.scenePermissions,
});
