/**
 * Product packages as jobs: placing an archive order (or delivering a tasking product) sends one `product-package`
 * job per scene in the order's own transaction; the handler renders the product (its raster and package) into the file storage, where every
 * API copy streams it from. Idempotent: a product already stored is not rendered again. Downloads never wait for
 * the queue: one that finds no product renders and stores it itself (product.ts `storeProduct`).
 */
import { MAX_THREADS } from '../analysis/pool';
import type { Queryable } from '../db';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { storeProduct } from './product';
import { productSceneOf, visibleScene } from './scene-access';

export interface ProductPackageJobData {
  sceneId: string;
}

/** Queues the packages of these scenes (in `q`: the order's transaction, so the jobs exist iff it commits). */
export async function queueProductPackages(q: Queryable, sceneIds: readonly string[]): Promise<void> {
  for (const sceneId of new Set(sceneIds))
    await sendJob(q, 'product-package', { sceneId } satisfies ProductPackageJobData);
}

/** Whatever the classification: the job only makes the bytes; who may download them is checked at download time. */
const EVERY_SCENE = { userId: null, seesAll: true } as const;

export const productPackageHandler: JobHandler<ProductPackageJobData> = {
  queue: 'product-package',
  // A stack's products, queued by a time series or a change (stack-rasters.ts), render side by side.
  workers: MAX_THREADS,
  async run({ data }, { db, storage, config }) {
    const scene = await visibleScene(db, data.sceneId, EVERY_SCENE);
    // A scene removed from the catalog since has no package to make: nothing to retry.
    if (!scene) return { skipped: 'no such scene' };
    return storeProduct(storage, productSceneOf(scene), config.productMaxPixels);
  },
};
