/**
 * Each staff member's saved filters of the feedback list. A person sees and changes only their own (another's is a
 * 404); names are unique per person (case-insensitive, 409); at most SAVED_FILTERS_MAX.
 */
import { SAVED_FILTERS_MAX } from '@portal/shared/domain';
import type { FeedbackFilter, SavedFeedbackFilter } from '@portal/shared/domain/feedback-contract';
import type { Db, Queryable } from '../db';
import { isUniqueViolation } from '../db/errors';
import { ApiError, conflict, notFound } from '../http/errors';

interface Row {
  id: string;
  name: string;
  fields: FeedbackFilter;
  created_at: Date;
  updated_at: Date;
}

const toSaved = (x: Row): SavedFeedbackFilter => ({
  id: Number(x.id),
  name: x.name,
  fields: x.fields,
  created_at: new Date(x.created_at).toISOString(),
  updated_at: new Date(x.updated_at).toISOString(),
});

const COLUMNS = 'id, name, fields, created_at, updated_at';
const nameTaken = () => conflict([{ field: 'name', key: 'filterNameTaken' }]);

async function nameInUse(q: Queryable, userId: number, name: string, exceptId = 0) {
  const { rows } = await q.query(
    'SELECT 1 FROM feedback_filters WHERE user_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [userId, name, exceptId],
  );
  return rows.length > 0;
}

async function own(q: Queryable, id: number, userId: number, lock = false) {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM feedback_filters WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The person's saved filters, by name. */
export async function listSavedFilters(db: Queryable, userId: number): Promise<SavedFeedbackFilter[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM feedback_filters WHERE user_id = $1 ORDER BY lower(name), id`,
    [userId],
  );
  return rows.map(toSaved);
}

export async function ownSavedFilter(
  db: Queryable,
  id: number,
  userId: number,
): Promise<SavedFeedbackFilter> {
  return toSaved(await own(db, id, userId));
}

export async function saveFilter(
  db: Db,
  userId: number,
  { name, fields }: { name: string; fields: FeedbackFilter },
): Promise<SavedFeedbackFilter> {
  try {
    return await db.transaction(async (tx) => {
      // One save at a time per person, so the count and the name check hold until the insert.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const count = (
        await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_filters WHERE user_id = $1', [
          userId,
        ])
      ).rows[0].n;
      if (count >= SAVED_FILTERS_MAX)
        throw new ApiError(
          422,
          'savedFiltersFull',
          [],
          {},
          {
            max: { zh: String(SAVED_FILTERS_MAX), en: String(SAVED_FILTERS_MAX) },
          },
        );
      if (await nameInUse(tx, userId, name)) throw nameTaken();
      const { rows } = await tx.query<Row>(
        `INSERT INTO feedback_filters (user_id, name, fields) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
        [userId, name, JSON.stringify(fields)],
      );
      return toSaved(rows[0]);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken() : err;
  }
}

/** Renames a saved filter or replaces its fields. */
export async function changeSavedFilter(
  db: Db,
  userId: number,
  id: number,
  { name, fields }: { name?: string; fields?: FeedbackFilter },
): Promise<SavedFeedbackFilter> {
  try {
    return await db.transaction(async (tx) => {
      const current = await own(tx, id, userId, true);
      if (name !== undefined && (await nameInUse(tx, userId, name, id))) throw nameTaken();
      const { rows } = await tx.query<Row>(
        `UPDATE feedback_filters SET name = $3, fields = $4::jsonb, updated_at = now()
          WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, name ?? current.name, JSON.stringify(fields ?? current.fields)],
      );
      return toSaved(rows[0]);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? nameTaken() : err;
  }
}

export async function deleteSavedFilter(db: Queryable, userId: number, id: number): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM feedback_filters WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  if (!rowCount) throw notFound();
}
