/**
 * Documents are rendered in a worker thread (piscina), never on the event loop: a Chinese document subsets two CJK
 * fonts of 8 MB each (0.3–0.6 s of CPU, 2 s for the thread's first, which reads and parses them), an English one with
 * a sample's picture 0.1–0.3 s. One thread: the documents are cached (./documents.ts), so renders are rare, and the
 * thread holds the parsed fonts (about 100 MB) until it has been idle for IDLE_MS.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors';
import type { DocumentJob } from './render';

const MAX_QUEUED = 16;
const TIMEOUT_MS = 60_000;
const IDLE_MS = 15 * 60_000;

let pool: Piscina | null = null;

export async function renderInPool(job: DocumentJob): Promise<Buffer> {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'worker.cjs'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUED,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  if (pool.queueSize >= MAX_QUEUED) throw new ApiError(503, 'unavailable', [], { 'Retry-After': '5' });
  const bytes = (await pool.run(job, { signal: AbortSignal.timeout(TIMEOUT_MS) })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the thread (tests, shutdown). */
export async function closeDocumentPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
