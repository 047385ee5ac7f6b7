/**
 * Area files are read in a small pool of worker threads (piscina), never on the event loop: a hostile file (20,000
 * zip entries, a KML nested deep, a zip bomb) costs its own thread, within the limits of ./limits.ts (time
 * included) and a heap cap, while every other request goes on. A thread that runs out of heap or time is ended and the
 * file refused (422 tooComplex); the pool starts another.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import type { AreaImportResult } from './area-file';
import { ApiError } from '../http/errors';
import { AreaImportError, type AreaErrorCode } from './errors';
import type { AreaLimits } from './limits';

/** Threads: two at most on any machine (uploads are rare; a third hostile file waits in the queue). */
const MAX_THREADS = 2;
/** Files waiting for a thread beyond these are refused with 503 at once. */
const MAX_QUEUE = 32;
const HEAP_MB = 512;

type WorkerAnswer =
  | { ok: AreaImportResult }
  | { error: { code: AreaErrorCode; field: string; detail?: string } };

let pool: Piscina | null = null;

function areaPool(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'area-worker.cjs'),
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  return pool;
}

/** Too many files wait for a thread: 503 with Retry-After, the client tries again shortly. */
export class AreaPoolBusyError extends ApiError {
  constructor() {
    super(503, 'unavailable', [], { 'Retry-After': '5' });
    this.name = 'AreaPoolBusyError';
  }
}

/** Reads an area file in a worker thread; the same answers and AreaImportErrors as parseAreaFile. */
export async function parseInPool(
  data: Buffer,
  filename: string,
  limits: AreaLimits,
): Promise<AreaImportResult> {
  const p = areaPool();
  if (p.queueSize >= MAX_QUEUE) throw new AreaPoolBusyError();
  let answer: WorkerAnswer;
  try {
    answer = await p.run({ data, filename, limits }, { signal: AbortSignal.timeout(limits.maxParseMs) });
  } catch (err) {
    const code = (err as { code?: string; name?: string }).code ?? (err as { name?: string }).name;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || code === 'AbortError' || code === 'TimeoutError')
      throw new AreaImportError('tooComplex', 'file', String(code));
    throw err;
  }
  if ('ok' in answer) return answer.ok;
  throw new AreaImportError(answer.error.code, answer.error.field, answer.error.detail);
}

/** Ends the pool's threads (when the server closes); the next file starts a new pool. */
export async function closeAreaPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
