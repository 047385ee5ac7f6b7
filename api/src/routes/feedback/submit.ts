/** POST /feedback/feedback_info/: a signed-in user sends feedback (multipart, with an optional attachment). */
import {
  FEEDBACK_ATTACHMENT_EXTENSIONS,
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_MODULE_VALUES,
  FEEDBACK_TYPE_VALUES,
  isValidFeedbackContact,
} from '@portal/shared/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../../http/document-type';
import { okEnvelope, responses } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { uploadedFile } from '../../http/uploads';
import type { Deps } from '../deps';
import { feedbackById } from './store';
import { feedbackSchema, tags } from './schemas';

const tooLarge = () => new ApiError(413, 'tooLarge', [{ field: 'attachment', key: 'tooLarge' }]);

/** The §5 rules, each with the spec's message (the same keys as checkFeedback of shared/domain). */
const body = z.object({
  module: z.enum(FEEDBACK_MODULE_VALUES, { error: 'chooseModule' }),
  type: z.enum(FEEDBACK_TYPE_VALUES, { error: 'chooseFeedbackType' }),
  contact: z
    .string({ error: 'enterContact' })
    .trim()
    .max(FEEDBACK_CONTACT_MAX, { error: 'enterContact' })
    .refine(isValidFeedbackContact, { error: 'enterContact' }),
  description: z
    .string({ error: 'enterDescription' })
    .trim()
    .min(1, { error: 'enterDescription' })
    .max(FEEDBACK_DESCRIPTION_MAX, { error: 'tooLong' }),
  page: z
    .string()
    .trim()
    .max(500, { error: 'tooLong' })
    .regex(/^(\/[^\s]*)?$/, { error: 'invalidValue' })
    .optional()
    .describe('The path the user was on'),
  attachment: uploadedFile.optional().describe('doc, docx, pdf, png or jpg, at most 30 MB'),
});

/** The attachment's type: its name must announce an accepted type and its bytes must be of that type. */
async function attachmentType(file: { filename: string; data: Buffer }): Promise<string> {
  const ext = path.extname(file.filename).toLowerCase();
  const accepted = (FEEDBACK_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
  const type = DOCUMENT_EXTENSIONS[ext];
  if (!accepted || !type || (await sniffDocumentType(file.data)) !== type)
    throw new ApiError(400, 'attachmentType', [{ field: 'attachment', key: 'attachmentType' }]);
  return type;
}

export default async function submitRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/feedback/feedback_info/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Send feedback (multipart: module, type, contact, description, page, attachment); "Feedback successful"',
      consumes: ['multipart/form-data'],
      body,
      response: responses(okEnvelope(feedbackSchema)),
    },
    // A file over the multipart limit stops the upload before the handler: it is the attachment's fault.
    errorHandler: (err: FastifyError) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    },
    handler: async (req, reply) => {
      const me = req.user!;
      const b = req.body;
      const file = b.attachment;
      let key: string | null = null;
      let type: string | null = null;
      if (file) {
        if (file.data.length > FEEDBACK_ATTACHMENT_MAX_BYTES) throw tooLarge();
        type = await attachmentType(file);
        key = `feedback/${me.id}/${randomUUID()}${path.extname(file.filename).toLowerCase()}`;
        await storage.put(key, file.data);
      }
      try {
        const feedback = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO feedback (user_id, module, type, contact, description, page,
                                   attachment_key, attachment_name, attachment_size, attachment_type)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [
              me.id,
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
        return reply.ok([feedback], 'feedbackSuccessful');
      } catch (err) {
        if (key) await storage.remove(key);
        throw err;
      }
    },
  });
}
