/**
 * Analyses run in a worker thread (piscina), never on the event loop: one costs 100–500 ms of CPU on a 512×512
 * image. The thread regenerates the image from its description (the pixels are deterministic), so only a few
 * bytes cross threads each way besides the features.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors';
import type { AnalysisResult } from './features';
import type { AnalysisJob } from './run';

const MAX_THREADS = 2;
const MAX_QUEUE = 16;
const TIMEOUT_MS = 30_000;

let pool: Piscina | null = null;

export async function analyseInPool(job: AnalysisJob): Promise<AnalysisResult> {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'worker.cjs'),
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  if (pool.queueSize >= MAX_QUEUE) throw new ApiError(503, 'unavailable', [], { 'Retry-After': '5' });
  return pool.run(job, { signal: AbortSignal.timeout(TIMEOUT_MS) }) as Promise<AnalysisResult>;
}

/** Ends the threads (tests, shutdown). */
export async function closeAnalysisPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
