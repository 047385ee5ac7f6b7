/**
 * Who may see a scene's tiles, and how far (docs/architecture.md §6.1): the scene as the
 * viewer may see it and whether they have a live paid order for it (or are staff). A globe asks for dozens of tiles
 * a second, each the same question: the answer is kept for ACCESS_TTL_MS per viewer and scene, so a cancelled order
 * or a revoked permission stops the finer tiles within seconds (the session itself is checked on every request).
 */
import { productSceneOf, visibleScene } from '../catalog/scene-access';
import type { Queryable } from '../db';
import type { Viewer } from '../http/viewer';
import type { SceneForProduct } from '../imagery/product-cog';
import { ownedScenes } from './entitlement';

export const ACCESS_TTL_MS = 5_000;
const KEPT = 2_000;

export interface TileAccess {
  scene: SceneForProduct;
  paid: boolean;
}

const kept = new Map<string, { at: number; access: Promise<TileAccess | null> }>();

async function lookUp(db: Queryable, id: string, viewer: Viewer): Promise<TileAccess | null> {
  const row = await visibleScene(db, id, viewer);
  if (!row) return null;
  const paid = viewer.seesAll || (await ownedScenes(db, viewer.userId!, [row.id])).has(row.id);
  return { scene: productSceneOf(row), paid };
}

/** The scene and the viewer's right to its full resolution, or null where they may not see it. */
export function tileAccess(db: Queryable, id: string, viewer: Viewer): Promise<TileAccess | null> {
  const key = `${viewer.userId}:${viewer.seesAll}:${viewer.permitted}:${id}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < ACCESS_TTL_MS) return hit.access;
  const access = lookUp(db, id, viewer);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.delete(key);
  kept.set(key, { at: now, access });
  access.catch(() => kept.delete(key));
  return access;
}
