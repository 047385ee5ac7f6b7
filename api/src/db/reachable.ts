import type { Queryable } from './types';

/** Whether the database answers a trivial query (the readiness probe). */
export async function isReachable(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
