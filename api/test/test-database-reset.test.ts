/**
 * Every test file starts on the template's database, also when PGlite hands it a worker that a finished file used
 * (support/pglite-worker-db.ts): the rows that file wrote, its sequence values, its session settings and its tables
 * are gone. On PostgreSQL each file's database is a new copy of the template, which this holds for as well.
 */
import { isolatedDb, onPostgres } from './helpers';
import { workersReused } from './support/pglite-worker-db';
import type { Db } from '../src/db';

/** On PGlite, how many of the opens that `fn` makes were handed a reset worker. */
async function reuses(fn: () => Promise<void>): Promise<number> {
  const before = workersReused();
  await fn();
  return workersReused() - before;
}

const USER = `INSERT INTO users (username, password_hash, mobile, email)
  VALUES ('reset-probe', 'x', '13800000000', 'probe@example.com') RETURNING id`;

async function used(fn: (db: Db) => Promise<void>): Promise<void> {
  const { db, dispose } = await isolatedDb();
  try {
    await fn(db);
  } finally {
    await dispose();
  }
}

it('a database opened after another file wrote rows, sequences and settings is the template again', async () => {
  let firstId = 0;
  let template: { users: number; geodata: number } = { users: 0, geodata: 0 };
  const counts = async (db: Db) => {
    const { rows } = await db.query<{ users: number; geodata: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM admin_regions)::int AS geodata',
    );
    return rows[0];
  };
  await used(async (db) => {
    template = await counts(db);
    firstId = Number((await db.query<{ id: number }>(USER)).rows[0].id);
    await db.exec("SET TIME ZONE 'America/New_York'");
    await db.exec('CREATE TEMP TABLE scratch (a int)');
  });
  const reused = await reuses(() =>
    used(async (db) => {
      expect(await counts(db)).toEqual(template);
      expect(template.geodata).toBeGreaterThan(0);
      // The same id again: the sequence is where the template left it.
      expect(Number((await db.query<{ id: number }>(USER)).rows[0].id)).toBe(firstId);
      expect(
        (await db.query<{ tz: string }>('SELECT current_setting($1) AS tz', ['TimeZone'])).rows[0].tz,
      ).not.toBe('America/New_York');
      expect((await db.query("SELECT to_regclass('scratch') AS t")).rows[0]).toEqual({ t: null });
    }),
  );
  if (!onPostgres) expect(reused).toBe(1);
});

it('a database opened after another file changed the schema has the template schema', async () => {
  await used((db) => db.exec('CREATE TABLE leftover (a int); ALTER TABLE users ADD COLUMN leftover int'));
  // The changed schema is not what a reset restores: the next file gets a new worker.
  const reused = await reuses(() =>
    used(async (db) => {
      expect((await db.query("SELECT to_regclass('public.leftover') AS t")).rows[0]).toEqual({ t: null });
      const { rows } = await db.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'leftover'",
      );
      expect(rows).toEqual([]);
    }),
  );
  if (!onPostgres) expect(reused).toBe(0);
});

it('a call through a closed database fails instead of reaching the next file', async () => {
  const { db, dispose } = await isolatedDb();
  await dispose();
  await used(async (next) => {
    await expect(db.query('SELECT 1')).rejects.toThrow();
    expect((await next.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
