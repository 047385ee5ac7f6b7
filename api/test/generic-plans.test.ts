/**
 * Statements marked generic (session lookups, small-area and image-ID pages) answer as planned ones do; on
 * PostgreSQL they are prepared once per connection and run on a generic plan, also inside a transaction.
 */
import { isolatedDb } from './helpers';
import type { Db } from '../src/db';

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await isolatedDb());
  await db.exec(
    "CREATE TABLE probe (name text PRIMARY KEY, n int); INSERT INTO probe VALUES ('customer', 1), ('staff', 2)",
  );
});
afterAll(() => dispose());

const SQL = 'SELECT name, n FROM probe WHERE name = lower($1)';

it('a generic statement returns what the planned one returns, again and in a transaction', async () => {
  const planned = await db.query(SQL, ['Customer']);
  expect(planned.rows).toEqual([{ name: 'customer', n: 1 }]);
  for (let i = 0; i < 3; i++) expect(await db.query(SQL, ['CUSTOMER'], { generic: true })).toEqual(planned);
  expect(await db.query(SQL, ['nobody'], { generic: true })).toEqual({ rows: [], rowCount: 0 });
  expect(await db.transaction((tx) => tx.query(SQL, ['customer'], { generic: true }))).toEqual(planned);
});

(process.env.DATABASE_URL ? it : it.skip)(
  'on PostgreSQL the statement runs on a generic plan from its first call',
  async () => {
    // The statement reads its own entry of pg_prepared_statements: a prepared statement planned for its parameters
    // would count a custom plan first (plan_cache_mode auto plans the first five calls with their values).
    const own = `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%' || $1 || '%' AND statement LIKE '%own-plan-probe%'`;
    const { rows } = await db.query<{ generic_plans: number; custom_plans: number }>(
      own,
      ['own-plan-probe'],
      { generic: true },
    );
    expect(rows).toEqual([{ generic_plans: 1, custom_plans: 0 }]);
  },
);
