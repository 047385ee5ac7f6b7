/**
 * The answers of a scene's product, sent by the catalog's signed links and the archive order's download link alike:
 * its package (zip) or its raster alone (COG), streamed from the store with ranges, made and kept there first when
 * no job made them yet.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredFile } from '../http/stored-file';
import type { FileStorage } from '../storage';
import { storeProduct } from './product';
import { productSceneOf, type SceneDetailRow } from './scene-access';

/** Sends `scene`'s package as `<id>_SAMPLE.zip`, or its raster as `<id>_SAMPLE.tif`, with the link's `cacheControl`. */
export async function sendProduct(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  product: { scene: SceneDetailRow; file: 'package' | 'raster'; maxPx: number },
  cacheControl: string,
) {
  const { scene, file } = product;
  const stored = await storeProduct(storage, productSceneOf(scene), product.maxPx);
  const [key, type, ext] =
    file === 'package'
      ? [stored.packageKey, 'application/zip', 'zip']
      : [stored.rasterKey, 'image/tiff', 'tif'];
  reply.header('Content-Disposition', `attachment; filename="${scene.id}_SAMPLE.${ext}"`);
  return sendStoredFile(req, reply, storage, key, { type, cacheControl });
}
