import type { Config } from '../config';
import { migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

export type { Db, Queryable, QueryOptions, QueryResult } from './types';

/** Opens the configured driver (DATABASE_URL -> PostgreSQL, else PGlite) and applies migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  const db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite(config.pgliteDir);
  await migrate(db);
  return db;
}
