/**
 * A public sample's pictures (image.png 512 px, thumbnail.jpg 256 px) kept in the file storage: rendered by a
 * `sample-pictures` job, or by the first request that finds them missing, then served from there by every API
 * copy (with ETag and Range). Its detail (detail.png, what vessel detection reads) is rendered and kept by the
 * first request for it: only the vessel demonstration's samples are asked for one. Keys are versioned by what the
 * pictures are drawn from, so a changed sample gets new pictures. Idempotent: pictures already stored are not
 * rendered again.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { sampleDetailInPool, samplePicturesInPool } from '../analysis/pool';
import type { SampleForPicture } from '../imagery/pictures';
import { sendJob } from '../jobs/sql';
import type { JobHandler } from '../jobs/types';
import { isStored, samplePictureKey, type FileStorage } from '../storage';
import { sampleForPicture } from './analysis-job';
import { findSample } from './samples';

export const SAMPLE_PICTURES = [
  { file: 'image.png', type: 'image/png', format: 'png' },
  { file: 'thumbnail.jpg', type: 'image/jpeg', format: 'jpeg' },
] as const;
export type SamplePictureFile = (typeof SAMPLE_PICTURES)[number]['file'];

/**
 * Raised when the pictures' drawing changes: every sample's pictures are then made again under new keys. 2: ships
 * drawn at their size (api/src/imagery/plant.ts). 3: the world of a day (imagery/world.ts: rivers, crops, sites).
 */
const PICTURE_FORMAT = 3;

export const samplePictureKeyOf = (s: SampleForPicture, file: SamplePictureFile | 'detail.png') =>
  samplePictureKey(
    s.id,
    createHash('sha256')
      .update(`${PICTURE_FORMAT}\n${JSON.stringify(s)}`)
      .digest('hex')
      .slice(0, 16),
    file,
  );

/**
 * Stores both pictures of a sample unless they are there; returns whether they were rendered. Both come from
 * one render, and the image is written last: a stored image means its thumbnail is stored too.
 */
export async function storeSamplePictures(storage: FileStorage, s: SampleForPicture): Promise<boolean> {
  if (await isStored(storage, samplePictureKeyOf(s, 'image.png'))) return false;
  const drawn = await samplePicturesInPool(s);
  await storage.put(samplePictureKeyOf(s, 'thumbnail.jpg'), drawn.jpeg);
  await storage.put(samplePictureKeyOf(s, 'image.png'), drawn.png);
  return true;
}

/** Stores a sample's detail unless it is there. */
export async function storeSampleDetail(storage: FileStorage, s: SampleForPicture): Promise<void> {
  const key = samplePictureKeyOf(s, 'detail.png');
  if (!(await isStored(storage, key))) await storage.put(key, await sampleDetailInPool(s));
}

export interface SamplePicturesJobData {
  sampleId: number;
}

/** Queues the rendering of a sample's pictures (in `q`: the transaction that created or changed the sample). */
export async function queueSamplePictures(q: Queryable, sampleId: number): Promise<void> {
  await sendJob(q, 'sample-pictures', { sampleId } satisfies SamplePicturesJobData);
}

export const samplePicturesHandler: JobHandler<SamplePicturesJobData> = {
  queue: 'sample-pictures',
  async run({ data }, { db, storage }) {
    const sample = await findSample(db, data.sampleId);
    if (!sample) return { skipped: 'no such sample' };
    return { rendered: await storeSamplePictures(storage, sampleForPicture(sample)) };
  },
};
