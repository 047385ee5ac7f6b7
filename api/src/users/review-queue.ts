/**
 * Staff's and sales' queue of customer-information reviews (docs/requirements.md §7.2 user/audit_user/): the
 * requests they may see (staff all, sales their customers'), a decision (./reviews.ts decideReview), and a
 * verification's uploaded document.
 */
import type { RealPersonRequest, reviewQuery } from '@portal/shared/domain/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db';
import { notFound } from '../http/errors';
import { sendStoredFile } from '../http/stored-file';
import type { FileStorage } from '../storage';
import { iso, manageableClause, page } from './manageable';
import { decideReview } from './reviews';

interface ReviewRow {
  id: string;
  kind: 'verification' | 'change';
  user_id: string;
  username: string;
  name: string;
  organization: string;
  mobile: string;
  email: string;
  real_name: string | null;
  id_number: string | null;
  document_name: string | null;
  document_type: string | null;
  changes: { name?: string; organization?: string } | null;
  previous: { name?: string; organization?: string } | null;
  status: 'pending' | 'approved' | 'rejected';
  comment: string;
  reviewer: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** A page of the requests the caller may review. */
export async function listReviews(db: Db, req: FastifyRequest, q: z.infer<typeof reviewQuery>) {
  const params: unknown[] = [];
  const where = [manageableClause(req, params)];
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`p.status = $${params.length}`);
  }
  if (q.kind !== 'all') {
    params.push(q.kind);
    where.push(`p.kind = $${params.length}`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const k = `$${params.length}`;
    where.push(
      `(u.username ILIKE ${k} OR u.name ILIKE ${k} OR u.organization ILIKE ${k} OR p.real_name ILIKE ${k})`,
    );
  }
  const base = `FROM real_person_requests p JOIN users u ON u.id = p.user_id LEFT JOIN users r ON r.id = p.reviewer_id
    WHERE u.deleted_at IS NULL AND ${where.join(' AND ')}`;
  const p = await page<ReviewRow>(
    db,
    base,
    `p.id, p.kind, p.user_id, u.username, u.name, u.organization, u.mobile, u.email, p.real_name, p.id_number,
     p.document_name, p.document_type, p.changes, p.previous, p.status, p.comment, r.username AS reviewer,
     p.created_at, p.reviewed_at`,
    // Pending requests oldest first (first come, first served); decided ones newest first.
    q.status === 'pending' ? 'p.id' : 'p.id DESC',
    params,
    q,
  );
  const data: RealPersonRequest[] = p.rows.map((x) => ({
    ...x,
    id: Number(x.id),
    user_id: Number(x.user_id),
    created_at: iso(x.created_at)!,
    reviewed_at: iso(x.reviewed_at),
  }));
  return { data, total: p.total, next: p.next };
}

/** Approves or rejects a request the caller may review. */
export async function decideRequest(
  db: Db,
  req: FastifyRequest,
  body: { id: number; approve: boolean; comment?: string },
): Promise<void> {
  const params: unknown[] = [];
  const sql = manageableClause(req, params, 2);
  const me = req.user!;
  await db.transaction((tx) =>
    decideReview(
      tx,
      { id: me.id, username: me.username },
      { id: body.id, approve: body.approve, comment: body.comment ?? '' },
      { sql, params },
    ),
  );
}

/** Sends the uploaded document of a request the caller may review (404 otherwise). */
export async function sendReviewDocument(
  db: Db,
  storage: FileStorage,
  req: FastifyRequest,
  reply: FastifyReply,
  id: number,
) {
  const params: unknown[] = [id];
  const scope = manageableClause(req, params);
  const { rows } = await db.query<{ document_key: string; document_name: string; document_type: string }>(
    `SELECT p.document_key, p.document_name, p.document_type FROM real_person_requests p JOIN users u ON u.id = p.user_id WHERE p.id = $1 AND ${scope}`,
    params,
  );
  if (!rows[0]) throw notFound();
  return sendStoredFile(req, reply, storage, rows[0].document_key, {
    type: rows[0].document_type,
    filename: rows[0].document_name,
    cacheControl: 'no-store',
  });
}
