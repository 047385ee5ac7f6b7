/** Calls of the details page for an archive scene (needs a session) and the cart; samples: common/samples-api. */
import { call, callOne } from '@portal/shared/http';
import type { SceneDetail } from '@portal/shared/domain/catalog';

export type { SceneDetail };

export function sceneById(id: string): Promise<SceneDetail> {
  return callOne<SceneDetail>({
    method: 'GET',
    url: `/catalog/scenes/${encodeURIComponent(id)}/`,
    quiet: true,
  });
}

export async function addSceneToCart(id: string): Promise<void> {
  await call({ method: 'POST', url: '/commodity/manage_carts/', data: { scene_ids: [id] }, quiet: true });
}
