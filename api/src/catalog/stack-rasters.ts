/**
 * What the time series and the change read: the scenes' stored product rasters (product.ts `storeProduct`, the
 * tiles' way: rendered once, in the worker pool, then read by range from the store) and the pixel a caller who did
 * not buy a scene reads it at (its preview's: the tiles' last preview level, scene-tiles.ts).
 *
 * A first render takes seconds to tens of seconds (a ScanSAR wide product some 20 s of a thread): a request renders
 * at most MAX_FIRST_RENDERS products not stored yet (at once, one per thread of the pool). One that would need more
 * is answered 503 with Retry-After, and the products are queued as `product-package` jobs (one per scene in
 * RENDER_QUEUE_SECONDS, however often it is asked again), so the same request asked again later finds them stored.
 */
import { SCENE_TILE_PX, sceneTileDegrees } from '@portal/shared/domain/scene-tiles';
import type { Config } from '../config';
import type { Queryable } from '../db';
import type { StorageSettings } from '../analysis/stored-cogs';
import { ApiError } from '../http/errors';
import type { SceneForProduct } from '../imagery/product-cog';
import { sendJob } from '../jobs/sql';
import { isStored, productPackageKey, type FileStorage } from '../storage';
import type { ProductPackageJobData } from './product-package';
import { productVersion, storeProduct } from './product';
import { sceneTileLevels } from './scene-tiles';

/** Products a request may render itself: one per thread of the worker pool, so they render at once. */
export const MAX_FIRST_RENDERS = 2;
const RENDER_QUEUE_SECONDS = 300;
const RETRY_AFTER_SECONDS = 30;

export interface RasterDeps {
  db: Queryable;
  storage: FileStorage;
  config: Pick<Config, 'storageDir' | 'storageUrl' | 's3' | 'productMaxPixels'>;
}

export const storageSettings = (c: RasterDeps['config']): StorageSettings => ({
  storageDir: c.storageDir,
  storageUrl: c.storageUrl,
  s3: c.s3,
});

/** The pixel (degrees, square) of the scene's preview: that of a tile of its last preview level. */
export const previewDegPerPx = (s: Pick<SceneForProduct, 'bbox' | 'img_mode'>, maxPx: number) =>
  sceneTileDegrees(sceneTileLevels(s, maxPx).preview) / SCENE_TILE_PX;

/**
 * The stored product rasters' keys of the scenes, in their order: those not stored yet rendered first (at most
 * MAX_FIRST_RENDERS; more is a 503 and their jobs are queued).
 */
export async function storedRasters(d: RasterDeps, scenes: SceneForProduct[]): Promise<string[]> {
  const maxPx = d.config.productMaxPixels;
  const stored = await Promise.all(
    scenes.map((s) => isStored(d.storage, productPackageKey(s.id, productVersion(s, maxPx)))),
  );
  const missing = scenes.filter((_, i) => !stored[i]);
  if (missing.length > MAX_FIRST_RENDERS) {
    for (const s of missing)
      await sendJob(d.db, 'product-package', { sceneId: s.id } satisfies ProductPackageJobData, {
        singletonKey: `stack-${s.id}`,
        singletonSeconds: RENDER_QUEUE_SECONDS,
      });
    throw new ApiError(
      503,
      'productsPreparing',
      [],
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      { n: { zh: String(missing.length), en: String(missing.length) } },
    );
  }
  const products = await Promise.all(scenes.map((s) => storeProduct(d.storage, s, maxPx)));
  return products.map((p) => p.rasterKey);
}
