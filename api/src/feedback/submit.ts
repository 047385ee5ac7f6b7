/** A signed-in user sends feedback (docs/requirements.md §5.4), with an optional attachment kept in the store. */
import { FEEDBACK_ATTACHMENT_EXTENSIONS, FEEDBACK_ATTACHMENT_MAX_BYTES } from '@portal/shared/domain';
import type { Feedback } from '@portal/shared/domain/feedback-contract';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../http/document-type';
import { ApiError } from '../http/errors';
import type { FileStorage } from '../storage';
import { feedbackById } from './store';

/** The answer to an attachment over the limit (the multipart limit stops one before the handler too). */
export const attachmentTooLarge = () =>
  new ApiError(413, 'tooLarge', [{ field: 'attachment', key: 'tooLarge' }]);

/** The attachment's type: its name must announce an accepted type and its bytes must be of that type. */
async function attachmentType(file: { filename: string; data: Buffer }): Promise<string> {
  const ext = path.extname(file.filename).toLowerCase();
  const accepted = (FEEDBACK_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
  const type = DOCUMENT_EXTENSIONS[ext];
  if (!accepted || !type || (await sniffDocumentType(file.data)) !== type)
    throw new ApiError(400, 'attachmentType', [{ field: 'attachment', key: 'attachmentType' }]);
  return type;
}

export async function submitFeedback(
  db: Db,
  storage: FileStorage,
  userId: number,
  b: {
    module: Feedback['module'];
    type: Feedback['type'];
    contact: string;
    description: string;
    page?: string;
    attachment?: { filename: string; data: Buffer };
  },
): Promise<Feedback> {
  const file = b.attachment;
  let key: string | null = null;
  let type: string | null = null;
  if (file) {
    if (file.data.length > FEEDBACK_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
    type = await attachmentType(file);
    key = `feedback/${userId}/${randomUUID()}${path.extname(file.filename).toLowerCase()}`;
    await storage.put(key, file.data);
  }
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO feedback (user_id, module, type, contact, description, page,
                               attachment_key, attachment_name, attachment_size, attachment_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          userId,
          b.module,
          b.type,
          b.contact,
          b.description,
          b.page ?? '',
          key,
          file ? file.filename.slice(0, 200) : null,
          file ? file.data.length : null,
          type,
        ],
      );
      return feedbackById(tx, Number(rows[0].id));
    });
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
}
