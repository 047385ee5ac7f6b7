/**
 * The answer of a scene's product package (zip), sent by the catalog's signed link and the archive order's
 * download link alike: streamed from the store with ranges, made and kept there first when no job made it yet.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../storage';
import { storeProductPackage } from './product';
import { bboxOf, type SceneDetailRow } from './scene-access';
import { sendStoredFile } from '../http/stored-file';

/** Sends `scene`'s package as `<id>_SAMPLE.zip`, with the link's `cacheControl`. */
export async function sendProductPackage(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  scene: SceneDetailRow,
  cacheControl: string,
) {
  const { key } = await storeProductPackage(storage, { ...scene, bbox: bboxOf(scene) });
  reply.header('Content-Disposition', `attachment; filename="${scene.id}_SAMPLE.zip"`);
  return sendStoredFile(req, reply, storage, key, { type: 'application/zip', cacheControl });
}
