/**
 * Analyses and pictures run in a worker thread (piscina), never on the event loop: an analysis costs 100–500 ms of
 * CPU on a 512×512 image, a picture 50–400 ms. The thread regenerates the image from its description (the pixels
 * are deterministic), so only a few bytes cross threads each way besides the features or the picture.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors';
import { pictureCache } from '../imagery/cache';
import type { SampleForPicture, SceneForPicture } from '../imagery/pictures';
import type { SceneForProduct } from '../imagery/product-cog';
import type { TileAddress } from '../imagery/tile';
import type { AnalysisResult } from './features';
import type { RasterJob, RasterJobResults } from './raster-jobs';
import type { AnalysisJob, PictureJob } from './run';

/** The render threads: a queue of renders (product-package jobs) runs as many at once. */
export const MAX_THREADS = 2;
/** Analyses waiting beyond this are refused (503): each is seconds of a thread's time. */
const MAX_ANALYSES_QUEUED = 16;
/** Pictures queue longer: a page of search results asks for its quicklooks all at once. */
const MAX_QUEUE = 256;
const TIMEOUT_MS = 30_000;
/** An idle thread is kept this long: its first picture loads the geodata (some 1.5 s of CPU), later ones reuse it. */
const IDLE_MS = 5 * 60_000;

let pool: Piscina | null = null;

async function runInPool(
  job: AnalysisJob | PictureJob | RasterJob,
  maxQueued: number,
  timeoutMs = TIMEOUT_MS,
): Promise<unknown> {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'worker.cjs'),
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  if (pool.queueSize >= maxQueued) throw new ApiError(503, 'unavailable', [], { 'Retry-After': '5' });
  return pool.run(job, { signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * A sample's analyses kept by what they are made from: a sample's pixels are deterministic, so the demonstrations
 * and their downloads (getwfs/, get_zip/, the report) analyse a sample once, not on every request. Scenes are not
 * kept: their bounding boxes are the caller's.
 */
const sampleAnalysisCache = pictureCache<AnalysisResult>(32);

export const analyseInPool = (job: AnalysisJob): Promise<AnalysisResult> => {
  const run = () => runInPool(job, MAX_ANALYSES_QUEUED) as Promise<AnalysisResult>;
  return job.kind === 'sample' ? sampleAnalysisCache(JSON.stringify(job), run) : run();
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function pictureInPool(
  job: Exclude<PictureJob, { kind: 'sample-pictures' }>,
  timeoutMs?: number,
): Promise<Buffer> {
  return asBuffer((await runInPool(job, MAX_QUEUE, timeoutMs)) as Uint8Array);
}

/** Sample pictures kept by what they are drawn from (deterministic: an edited sample is drawn again). */
const samplePictureCache = pictureCache<{ png: Buffer; jpeg: Buffer }>(64);

/**
 * A sample's picture (PNG, what the demonstrations and reports use) and its half-size JPEG thumbnail, from one
 * render: a page asking for both, or a report after the page, draws the sample once.
 */
export const samplePicturesInPool = (sample: SampleForPicture) =>
  samplePictureCache(JSON.stringify(sample), async () => {
    const p = (await runInPool({ kind: 'sample-pictures', sample }, MAX_QUEUE)) as Record<
      'png' | 'jpeg',
      Uint8Array
    >;
    return { png: asBuffer(p.png), jpeg: asBuffer(p.jpeg) };
  });

/** A sample's detail (PNG, 20 m pixels around its position): what vessel detection and its demonstration read. */
export const sampleDetailInPool = (sample: SampleForPicture) =>
  pictureInPool({ kind: 'sample-detail', sample });

/** An archive scene's quicklook (PNG). */
export const quicklookInPool = (scene: SceneForPicture) => pictureInPool({ kind: 'quicklook-png', scene });

/** A product raster takes up to a minute of a thread at the largest size (imagery/product-cog.ts). */
const PRODUCT_TIMEOUT_MS = 180_000;

/** A scene's product raster (COG bytes). */
export const productCogInPool = (scene: SceneForProduct, maxPx: number) =>
  pictureInPool({ kind: 'product-cog', scene, maxPx }, PRODUCT_TIMEOUT_MS);

/** A tile of a scene's stored product raster (PNG, imagery/scene-tile.ts). */
export const sceneTileInPool = (job: Omit<Extract<PictureJob, { kind: 'scene-tile' }>, 'kind'>) =>
  pictureInPool({ kind: 'scene-tile', ...job });

/**
 * A read of stored product rasters for a stack (analysis/raster-jobs.ts): σ⁰ over a geometry, a change raster, its
 * areas or one of its tiles. Bytes come back as a Buffer.
 */
export async function rasterJobInPool<J extends RasterJob>(job: J): Promise<RasterJobResults[J['kind']]> {
  const out = await runInPool(job, MAX_QUEUE, job.kind === 'change-raster' ? PRODUCT_TIMEOUT_MS : TIMEOUT_MS);
  return (out instanceof Uint8Array ? asBuffer(out) : out) as RasterJobResults[J['kind']];
}

/** A tile of the globe's basemap (PNG, imagery/tile.ts). */
export const basemapTileInPool = (tile: TileAddress) => pictureInPool({ kind: 'basemap-tile', tile });

/** Ends the threads (tests, shutdown). */
export async function closeAnalysisPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
