import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, QueryResult } from '../../src/db';

type Call = (op: string, args?: Record<string, unknown>) => Promise<unknown>;

/**
 * The Db interface over a PGlite hosted in a worker thread (see pglite-worker.js), started from a data directory's
 * tarball (`templateFile`, read by the worker) or from nothing.
 */
export async function openPgliteWorker(templateFile?: string): Promise<Db & { dump(): Promise<Buffer> }> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'));
  let seq = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  worker.on('message', (m: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (!p) return;
    if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else p.resolve(m.result);
  });
  const call: Call = (op, args = {}) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...args });
    });
  await call('init', { templateFile });
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
      await call('close');
      await worker.terminate();
    },
  };
}
