import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** Key of the advisory lock that serializes migrations across API copies. */
const LOCK_KEY = 7_310_424_001;

export interface Migration {
  id: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the pending migrations in order, in one transaction holding an advisory lock, so N API copies
 * starting together apply each file exactly once. Returns the ids applied now.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
