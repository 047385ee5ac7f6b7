/**
 * The feedback list (a customer or sales person their own, staff all with filters), its export for staff, and an
 * attachment for its sender or staff.
 */
import { FEEDBACK_MODULES, FEEDBACK_STATES, FEEDBACK_TYPES } from '@portal/shared/domain';
import type { FeedbackFilter } from '@portal/shared/domain/feedback-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import type { Table } from '../export';
import { decodeCursor, nextCursor } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { sendStoredFile } from '../http/stored-file';
import type { FileStorage } from '../storage';
import { attachmentOf, FROM, requestedFilter, SELECT, toFeedback, whereOf, type FeedbackRow } from './store';

const EXPORT_MAX = 100_000;
type ListQuery = FeedbackFilter & { filter_id?: number };

/** A page of the list, newest first. */
export async function listFeedback(
  db: Queryable,
  req: FastifyRequest,
  q: ListQuery & { page: number; size: number; cursor?: string },
) {
  const { page, size, cursor, ...query } = q;
  const { where, params } = whereOf(await requestedFilter(db, req, query), req);
  const offset = decodeCursor(cursor, page, size);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${where}`, params)).rows[0]
    .n;
  const { rows } = await db.query<FeedbackRow>(
    `${SELECT} ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${size} OFFSET ${offset}`,
    params,
  );
  return { data: rows.map(toFeedback), total, next: nextCursor(offset, size, total) };
}

/** Sends a feedback's attachment to its sender or staff (404 for anyone else, or when it has none). */
export async function sendAttachment(
  db: Queryable,
  storage: FileStorage,
  req: FastifyRequest,
  reply: FastifyReply,
  id: number,
) {
  const a = await attachmentOf(db, id);
  const mayRead = a && (req.roleGroup === 'staff' || Number(a.user_id) === req.user!.id);
  if (!mayRead || !a.attachment_key) throw notFound();
  return sendStoredFile(req, reply, storage, a.attachment_key, {
    type: a.attachment_type ?? 'application/octet-stream',
    filename: a.attachment_name ?? 'attachment',
    cacheControl: 'no-store',
  });
}

/** The filtered list as a table in the reader's language (staff only). */
export async function feedbackTable(db: Queryable, req: FastifyRequest, query: ListQuery): Promise<Table> {
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
  return { sheet: 'feedback', header, rows: lines };
}
