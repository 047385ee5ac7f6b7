import { createHash } from 'node:crypto';
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';
import type { Db, Queryable, QueryOptions, QueryResult } from './types';

const INT8 = 20;
const typeOverrides = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Names of prepared statements by text (a few hundred shapes; the map starts over past a bound). */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= 5000) statementNames.clear();
    name = `g${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** Queries on `c`; generic ones on `generic` (a pool that prepares them), or as named statements on `c`. */
function wrap(c: pg.Pool | pg.PoolClient, generic: pg.Pool | null = null): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      const r = options?.generic
        ? await (generic ?? c).query({ name: statementName(sql), text: sql, values: params })
        : await c.query(sql, params);
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

/**
 * node-postgres pools for a real PostgreSQL + PostGIS server: `max` connections for queries planned at every call
 * (their plans depend on their parameters, such as the size of a search area), and a quarter as many whose
 * connections prepare statements once and keep their generic plans (plan_cache_mode applies to every statement of
 * a connection that has parameters, so they get connections of their own).
 */
export function openPg(
  connectionString: string,
  max = Number(process.env.PG_POOL_MAX ?? 10),
): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, types: typeOverrides, options: SESSION_OPTIONS });
  const generic = new pg.Pool({
    connectionString,
    max: Math.max(2, Math.ceil(max / 4)),
    types: typeOverrides,
    options: `${SESSION_OPTIONS} -c plan_cache_mode=force_generic_plan`,
  });
  // A connection ended by the server (a restart, a failover) emits 'error' on its client, idle in the pool or
  // checked out; without a listener that event would end the process. The failed query itself rejects, and the
  // API answers 503 (db/unavailable.ts); the pool opens new connections once the server is back.
  for (const p of [pool, generic]) {
    p.on('error', () => undefined);
    p.on('connect', (client) => client.on('error', () => undefined));
  }
  const base = wrap(pool, generic);
  return {
    driver: 'pg',
    pool,
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        if (isDatabaseUnavailable(err))
          broken = err as Error; // a dead connection is dropped, not reused
        else await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), generic.end()]);
    },
  };
}
