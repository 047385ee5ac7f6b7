import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';

const INT8 = 20;
const typeOverrides = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

/**
 * Session settings of a web workload of many short queries: no JIT (its compile time exceeds the run time of a
 * catalog page) and no parallel workers (the pool's connections already keep every core busy).
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** node-postgres pool for a real PostgreSQL + PostGIS server. */
export function openPg(connectionString: string, max = Number(process.env.PG_POOL_MAX ?? 10)): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, types: typeOverrides, options: SESSION_OPTIONS });
  pool.on('error', () => undefined); // idle client errors surface on the next query
  const base = wrap(pool);
  return {
    driver: 'pg',
    pool,
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
