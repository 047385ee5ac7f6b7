/**
 * /feedback/self_filter/: each staff member's saved filters of the feedback list. A person sees and changes only
 * their own (another's is a 404); names are unique per person (case-insensitive, 409); at most SAVED_FILTERS_MAX.
 */
import { SAVED_FILTERS_MAX } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { STAFF } from '../../http/access';
import { listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { ApiError, conflict, notFound } from '../../http/errors';
import type { Deps } from '../deps';
import { feedbackId, filterFields, savedFilterName, savedFilterSchema, tags } from './schemas';

interface Row {
  id: string;
  name: string;
  fields: z.infer<typeof filterFields>;
  created_at: Date;
  updated_at: Date;
}

const toSaved = (x: Row) => ({
  id: Number(x.id),
  name: x.name,
  fields: x.fields,
  created_at: new Date(x.created_at).toISOString(),
  updated_at: new Date(x.updated_at).toISOString(),
});

const COLUMNS = 'id, name, fields, created_at, updated_at';
const nameTaken = () => conflict([{ field: 'name', key: 'filterNameTaken' }]);
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

async function nameInUse(q: Queryable, userId: number, name: string, exceptId = 0) {
  const { rows } = await q.query(
    'SELECT 1 FROM feedback_filters WHERE user_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [userId, name, exceptId],
  );
  return rows.length > 0;
}

export default async function savedFilterRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: feedbackId });

  async function own(q: Queryable, id: number, userId: number, lock = false) {
    const { rows } = await q.query<Row>(
      `SELECT ${COLUMNS} FROM feedback_filters WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, userId],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  r.get('/feedback/self_filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "The caller's saved filters of the feedback list, by name",
      response: responses(listEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM feedback_filters WHERE user_id = $1 ORDER BY lower(name), id`,
        [req.user!.id],
      );
      return { ...reply.ok(rows.map(toSaved)), total: rows.length, total_exact: true, next: null };
    },
  });

  r.post('/feedback/self_filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: `Save a filter of the feedback list (at most ${SAVED_FILTERS_MAX} per person; a name used once)`,
      body: z.object({ name: savedFilterName, fields: filterFields }),
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => {
      const me = req.user!;
      const { name, fields } = req.body;
      try {
        const saved = await db.transaction(async (tx) => {
          // One save at a time per person, so the count and the name check hold until the insert.
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [me.id]);
          const count = (
            await tx.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM feedback_filters WHERE user_id = $1',
              [me.id],
            )
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
          if (await nameInUse(tx, me.id, name)) throw nameTaken();
          const { rows } = await tx.query<Row>(
            `INSERT INTO feedback_filters (user_id, name, fields) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
            [me.id, name, JSON.stringify(fields)],
          );
          return toSaved(rows[0]);
        });
        return reply.ok([saved], 'saved');
      } catch (err) {
        throw isUniqueViolation(err) ? nameTaken() : err;
      }
    },
  });

  r.get('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "One of the caller's saved filters",
      params,
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => reply.ok([toSaved(await own(db, req.params.id, req.user!.id))]),
  });

  r.put('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Rename one of the caller's saved filters or replace its fields",
      params,
      body: z.object({ name: savedFilterName.optional(), fields: filterFields.optional() }),
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => {
      const me = req.user!;
      const { name, fields } = req.body;
      try {
        const saved = await db.transaction(async (tx) => {
          const current = await own(tx, req.params.id, me.id, true);
          if (name !== undefined && (await nameInUse(tx, me.id, name, req.params.id))) throw nameTaken();
          const { rows } = await tx.query<Row>(
            `UPDATE feedback_filters SET name = $3, fields = $4::jsonb, updated_at = now()
              WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
            [req.params.id, me.id, name ?? current.name, JSON.stringify(fields ?? current.fields)],
          );
          return toSaved(rows[0]);
        });
        return reply.ok([saved], 'saved');
      } catch (err) {
        throw isUniqueViolation(err) ? nameTaken() : err;
      }
    },
  });

  r.delete('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Delete one of the caller's saved filters",
      params,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const { rowCount } = await db.query('DELETE FROM feedback_filters WHERE id = $1 AND user_id = $2', [
        req.params.id,
        req.user!.id,
      ]);
      if (!rowCount) throw notFound();
      return reply.ok([], 'deleted');
    },
  });
}
