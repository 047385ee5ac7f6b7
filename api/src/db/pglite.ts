import { PGlite, types } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { mkdirSync } from 'node:fs';
import type { Db, Queryable, QueryResult } from './types';

// int8 (ids, fen) as a JS number, like the pg driver below; both stay far below 2^53.
const parsers = { [types.INT8]: (v: string) => Number(v) };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    // Planning options do not apply: one embedded connection plans every call.
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as never);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM) with PostGIS and btree_gist. `dataDir` 'memory://' or undefined keeps it in memory. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db & { pg: PGlite }> {
  const persistent = dataDir && dataDir !== 'memory://';
  if (persistent) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: persistent ? dataDir : undefined,
    extensions: { postgis, btree_gist },
    parsers,
    loadDataDir,
  });
  const base = wrap(pg);
  return {
    driver: 'pglite',
    pg,
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
