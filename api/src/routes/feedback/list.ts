/**
 * GET /feedback/feedback_info/ (the list: a customer or sales person their own, staff all with filters) and
 * GET /feedback/feedback_info/download/ (one attachment, or the filtered list as XLSX or CSV for staff).
 */
import { FEEDBACK_MODULES, FEEDBACK_STATES, FEEDBACK_TYPES } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { decodeCursor, listEnvelope, nextCursor, pageQuery, responses } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/stored-file';
import type { Deps } from '../deps';
import { filterQuery, feedbackId, feedbackSchema, tags } from './schemas';
import { attachmentOf, FROM, requestedFilter, SELECT, toFeedback, whereOf, type FeedbackRow } from './store';

const EXPORT_MAX = 100_000;

export default async function listRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/feedback/feedback_info/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Feedback, newest first: a customer or sales person sees their own, staff all (with filters)',
      querystring: z.object({ ...pageQuery, ...filterQuery }),
      response: responses(listEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) => {
      const { page, size, cursor, ...query } = req.query;
      const { where, params } = whereOf(await requestedFilter(db, req, query), req);
      const offset = decodeCursor(cursor, page, size);
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${where}`, params))
        .rows[0].n;
      const { rows } = await db.query<FeedbackRow>(
        `${SELECT} ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${size} OFFSET ${offset}`,
        params,
      );
      return {
        ...reply.ok(rows.map(toFeedback)),
        total,
        total_exact: true,
        next: nextCursor(offset, size, total),
      };
    },
  });

  r.get('/feedback/feedback_info/download/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "With id: the feedback's attachment (its sender or staff). Without: the filtered list as XLSX or CSV (staff)",
      querystring: z.object({
        id: feedbackId.optional(),
        format: z.enum(['xlsx', 'csv']).default('xlsx'),
        ...filterQuery,
      }),
      produces: [...TABLE_TYPES, 'application/octet-stream'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const { id, format, ...query } = req.query;
      if (id !== undefined) {
        const a = await attachmentOf(db, id);
        const mayRead = a && (req.roleGroup === 'staff' || Number(a.user_id) === req.user!.id);
        if (!mayRead || !a.attachment_key) throw notFound();
        return sendStoredFile(req, reply, storage, a.attachment_key, {
          type: a.attachment_type ?? 'application/octet-stream',
          filename: a.attachment_name ?? 'attachment',
          cacheControl: 'no-store',
        });
      }
      if (req.roleGroup !== 'staff') throw forbidden();
      const { where, params } = whereOf(await requestedFilter(db, req, query), req);
      const { rows } = await db.query<FeedbackRow>(
        `${SELECT} ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${EXPORT_MAX}`,
        params,
      );
      const lang = req.lang;
      const header = [
        'id',
        'created_at',
        'username',
        'module',
        'type',
        'state',
        'contact',
        'description',
        'page',
        'attachment',
        'reply',
        'replied_by',
        'replied_at',
      ];
      const lines = rows
        .map(toFeedback)
        .map((f) => [
          f.id,
          f.created_at,
          f.username,
          FEEDBACK_MODULES[f.module]?.[lang] ?? f.module,
          FEEDBACK_TYPES[f.type]?.[lang] ?? f.type,
          FEEDBACK_STATES[f.state]?.[lang] ?? f.state,
          f.contact,
          f.description,
          f.page,
          f.attachment?.name ?? '',
          f.reply,
          f.replied_by ?? '',
          f.replied_at ?? '',
        ]);
      const file = await tableFile({ sheet: 'feedback', header, rows: lines }, format);
      return sendExport(reply, file, datedName('feedback'));
    },
  });
}
