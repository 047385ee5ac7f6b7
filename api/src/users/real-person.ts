/**
 * A customer's real-name verification (docs/requirements.md §7.2 POST user/real_person/): the identity document is
 * kept and the request waits in the review queue (./reviews.ts); one pending verification per account.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Queryable } from '../db';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../http/document-type';
import { ApiError, unprocessable } from '../http/errors';
import type { FileStorage } from '../storage';
import { isSecondPending } from './reviews';

/** Stores the document and queues the request; answers its id. */
export async function submitVerification(
  db: Queryable,
  storage: FileStorage,
  userId: number,
  body: { name: string; id_number: string; document: { filename: string; data: Buffer } },
): Promise<number> {
  const doc = body.document;
  const ext = path.extname(doc.filename).toLowerCase();
  // The name must announce an accepted type and the bytes must be of that type (an .exe renamed .pdf is not).
  const type = DOCUMENT_EXTENSIONS[ext];
  if (!type || (await sniffDocumentType(doc.data)) !== type)
    throw new ApiError(400, 'documentType', [{ field: 'document', key: 'documentType' }]);
  const pending = await db.query(
    "SELECT 1 FROM real_person_requests WHERE user_id = $1 AND status = $2 AND kind = 'verification'",
    [userId, 'pending'],
  );
  if (pending.rows.length) throw unprocessable('alreadyPending');
  const key = `real-person/${userId}/${randomUUID()}${ext}`;
  await storage.put(key, doc.data);
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO real_person_requests (user_id, real_name, id_number, document_key, document_name, document_type)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, body.name, body.id_number.toUpperCase(), key, doc.filename.slice(0, 200), type],
    );
    return Number(rows[0].id);
  } catch (err) {
    // Another verification of this account was saved meanwhile (one pending per account: real_person_one_pending).
    await storage.remove(key);
    if (isSecondPending(err)) throw unprocessable('alreadyPending');
    throw err;
  }
}
