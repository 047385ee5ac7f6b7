import path from 'node:path';
import * as workerThreads from 'node:worker_threads';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, QueryResult } from '../../src/db';

type Call = (op: string, args?: Record<string, unknown>) => Promise<unknown>;
type Reply = { id: number; lease: number; result?: unknown; error?: { message: string; code?: string } };

/**
 * The workers whose test file is done, loaded from a template and waiting to be reset for the next file of this jest
 * process (see `reset` in pglite-worker.js). Jest gives every test file its own module registry, so the pool hangs on
 * a core module, the one object a jest process's files share.
 */
type Pool = { idle: Array<{ worker: Worker; templateFile: string }>; leases: number; reused: number };
const MAX_IDLE = 1;
const POOL = Symbol.for('portal.test.pglite-workers');
const pool: Pool = ((workerThreads as unknown as Record<symbol, Pool>)[POOL] ??= {
  idle: [],
  leases: 0,
  reused: 0,
});

/** How many times this process's files were handed a reset worker instead of a new one. */
export const workersReused = () => pool.reused;

/** The oldest idle worker of that template put back to the template's state, or a new worker when none can be. */
async function leaseWorker(templateFile: string | undefined): Promise<{ worker: Worker; fresh: boolean }> {
  while (templateFile) {
    const i = pool.idle.findIndex((w) => w.templateFile === templateFile);
    if (i < 0) break;
    const [{ worker }] = pool.idle.splice(i, 1);
    worker.ref();
    const reset = await callOnce(worker, 'reset').catch(() => false);
    if (reset === true) {
      pool.reused += 1;
      return { worker, fresh: false };
    }
    await worker.terminate();
  }
  return { worker: new Worker(path.join(__dirname, 'pglite-worker.js')), fresh: true };
}

/** One call outside a lease (the reset between two files). */
function callOnce(worker: Worker, op: string): Promise<unknown> {
  const lease = ++pool.leases;
  return new Promise((resolve, reject) => {
    const onMessage = (m: Reply) => {
      if (m.lease !== lease) return;
      worker.off('message', onMessage);
      if (m.error) reject(new Error(m.error.message));
      else resolve(m.result);
    };
    worker.on('message', onMessage);
    worker.postMessage({ id: 0, lease, op });
  });
}

/**
 * The Db interface over a PGlite hosted in a worker thread (see pglite-worker.js), started from a data directory's
 * tarball (`templateFile`, read by the worker) or from nothing. Closing it hands a template's worker back to the
 * pool; a call made after that (a timer a finished file left behind) fails instead of reaching the next file.
 */
export async function openPgliteWorker(templateFile?: string): Promise<Db & { dump(): Promise<Buffer> }> {
  const { worker, fresh } = await leaseWorker(templateFile);
  const lease = ++pool.leases;
  let seq = 0;
  let closed = false;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const onMessage = (m: Reply) => {
    if (m.lease !== lease) return;
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (!p) return;
    if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else p.resolve(m.result);
  };
  worker.on('message', onMessage);
  const call: Call = (op, args = {}) =>
    closed
      ? Promise.reject(new Error('the test database is closed'))
      : new Promise((resolve, reject) => {
          const id = ++seq;
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, lease, op, ...args });
        });
  if (fresh)
    await call('init', { templateFile }).catch(async (err) => {
      await worker.terminate(); // a worker that failed to start is not left to hold the test run open
      throw err;
    });
  const q = (txId?: number): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) =>
      call('query', { sql, params, txId }) as Promise<QueryResult<T>>,
    exec: async (sql: string) => void (await call('exec', { sql, txId })),
  });
  return {
    driver: 'pglite',
    ...q(),
    async transaction(fn) {
      const txId = (await call('begin')) as number;
      try {
        const out = await fn(q(txId));
        await call('end', { txId, commit: true });
        return out;
      } catch (err) {
        await call('end', { txId, commit: false });
        throw err;
      }
    },
    dump: () => call('dump') as Promise<Buffer>,
    async close() {
      if (closed) return;
      if (!templateFile) await call('close');
      closed = true;
      worker.off('message', onMessage);
      if (!templateFile) return void (await worker.terminate());
      // Kept for the next file of this process; unref'd, an idle worker does not keep the process alive.
      worker.unref();
      pool.idle.push({ worker, templateFile });
      while (pool.idle.length > MAX_IDLE) void pool.idle.shift()!.worker.terminate();
    },
  };
}
