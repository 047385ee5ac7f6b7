/**
 * Analyses and sample pictures run in a worker thread (piscina), never on the event loop: an analysis costs
 * 100–500 ms of CPU on a 512×512 image. The thread regenerates the image from its description (the pixels are
 * deterministic), so only a few bytes cross threads each way besides the features or the PNG.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors';
import type { AnalysisResult } from './features';
import type { AnalysisJob, PictureJob } from './run';

const MAX_THREADS = 2;
const MAX_QUEUE = 16;
const TIMEOUT_MS = 30_000;

let pool: Piscina | null = null;

async function runInPool(job: AnalysisJob | PictureJob): Promise<unknown> {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'worker.cjs'),
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  if (pool.queueSize >= MAX_QUEUE) throw new ApiError(503, 'unavailable', [], { 'Retry-After': '5' });
  return pool.run(job, { signal: AbortSignal.timeout(TIMEOUT_MS) });
}

export const analyseInPool = (job: AnalysisJob) => runInPool(job) as Promise<AnalysisResult>;

/** A sample's picture (PNG), rendered in a thread too: some 100 ms of pixel work. */
export async function samplePngInPool(id: number): Promise<Buffer> {
  const png = (await runInPool({ kind: 'sample-png', id })) as Uint8Array;
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

/** Ends the threads (tests, shutdown). */
export async function closeAnalysisPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
