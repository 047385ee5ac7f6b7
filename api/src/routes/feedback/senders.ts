/**
 * Staff's view over who sent feedback: GET /feedback/filter/ (the list's filter options), GET /feedback/userinfo/
 * (each sender with their count and last time) and POST /feedback/userinfo/users/ (chosen senders' contacts).
 */
import { FEEDBACK_MODULES, FEEDBACK_STATES, FEEDBACK_TYPES, type LocalizedText } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import type { Deps } from '../deps';
import { bodyId, tags } from './schemas';

const option = z.object({ value: z.string(), zh: z.string(), en: z.string() });
const optionsOf = (labels: Record<string, LocalizedText>) =>
  Object.entries(labels).map(([value, l]) => ({ value, zh: l.zh, en: l.en }));

const filterOptions = z
  .object({
    modules: z.array(option),
    types: z.array(option),
    states: z.array(option),
    date_range: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe('When the first and the last feedback were sent (null: none yet)'),
  })
  .meta({ id: 'FeedbackFilterOptions' });

const sender = z
  .object({
    user_id: z.number().int(),
    username: z.string(),
    name: z.string(),
    organization: z.string(),
    count: z.number().int(),
    last_at: z.string(),
  })
  .meta({ id: 'FeedbackSender' });

const senderContact = z
  .object({
    user_id: z.number().int(),
    username: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    organization: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'FeedbackSenderContact' });

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function senderRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/feedback/filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'The options of the feedback filter: modules, types, states (zh/en) and the dates of feedback',
      response: responses(okEnvelope(filterOptions)),
    },
    handler: async (_req, reply) => {
      const { rows } = await db.query<{ first: Date | null; last: Date | null }>(
        'SELECT min(created_at) AS first, max(created_at) AS last FROM feedback',
      );
      const { first, last } = rows[0];
      return reply.ok([
        {
          modules: optionsOf(FEEDBACK_MODULES),
          types: optionsOf(FEEDBACK_TYPES),
          states: optionsOf(FEEDBACK_STATES),
          date_range:
            first && last ? { from: new Date(first).toISOString(), to: new Date(last).toISOString() } : null,
        },
      ]);
    },
  });

  r.get('/feedback/userinfo/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Who sent feedback: each sender with their count and last time, latest first',
      querystring: z.object({
        ...pageQuery,
        keyword: z.string().trim().max(100).optional().describe('Part of the username, name or organization'),
      }),
      response: responses(listEnvelope(sender)),
    },
    handler: async (req, reply) => {
      const { page, size, cursor, keyword } = req.query;
      const params: unknown[] = [];
      let where = '';
      if (keyword) {
        params.push(escapeLike(keyword));
        where = 'WHERE u.username ILIKE $1 OR u.name ILIKE $1 OR u.organization ILIKE $1';
      }
      const offset = decodeCursor(cursor, page, size);
      const grouped = `SELECT f.user_id, count(*)::int AS count, max(f.created_at) AS last_at
                         FROM feedback f GROUP BY f.user_id`;
      const from = `FROM (${grouped}) s JOIN users u ON u.id = s.user_id ${where}`;
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
      const { rows } = await db.query<{
        user_id: string;
        username: string;
        name: string;
        organization: string;
        count: number;
        last_at: Date;
      }>(
        `SELECT s.user_id, u.username, u.name, u.organization, s.count, s.last_at ${from}
          ORDER BY s.last_at DESC, s.user_id DESC LIMIT ${size} OFFSET ${offset}`,
        params,
      );
      const data = rows.map((x) => ({
        user_id: Number(x.user_id),
        username: x.username,
        name: x.name,
        organization: x.organization,
        count: x.count,
        last_at: new Date(x.last_at).toISOString(),
      }));
      return { ...reply.ok(data), total, total_exact: true, next: nextCursor(offset, size, total) };
    },
  });

  r.post('/feedback/userinfo/users/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "These users' contact details and feedback counts (unknown ids are left out)",
      body: z.object({ user_ids: z.array(bodyId).min(1).max(100) }),
      response: responses(okEnvelope(senderContact)),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<{
        id: string;
        username: string;
        name: string;
        mobile: string;
        email: string;
        organization: string;
        count: number;
      }>(
        `SELECT u.id, u.username, u.name, u.mobile, u.email, u.organization,
                (SELECT count(*)::int FROM feedback f WHERE f.user_id = u.id) AS count
           FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`,
        [[...new Set(req.body.user_ids)]],
      );
      const data = rows.map(({ id, ...x }) => ({ user_id: Number(id), ...x }));
      return reply.ok(data);
    },
  });
}
