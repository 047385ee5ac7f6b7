import { ID_NUMBER_PATTERN } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { okEnvelope, responses } from '../../http/envelope';
import { ApiError, unprocessable } from '../../http/errors';
import { uploadedFile } from '../../http/uploads';
import type { Deps } from '../deps';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '../../http/document-type';
import { isSecondPending } from '../../users/reviews';

export const realPersonRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .enum(['verification', 'change'])
      .describe('A real-name verification or a change of name/organization'),
    user_id: z.number().int(),
    username: z.string(),
    /** The account as it is now (a change request shows it beside the asked values). */
    name: z.string(),
    organization: z.string(),
    mobile: z.string(),
    email: z.string(),
    real_name: z.string().nullable(),
    id_number: z.string().nullable(),
    document_name: z.string().nullable(),
    document_type: z.string().nullable(),
    changes: z.object({ name: z.string().optional(), organization: z.string().optional() }).nullable(),
    previous: z.object({ name: z.string().optional(), organization: z.string().optional() }).nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    comment: z.string(),
    reviewer: z.string().nullable(),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .meta({ id: 'RealPersonRequest' });

export default async function realPersonRoutes(app: FastifyInstance, deps: Deps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/user/real_person/', {
    config: { access: 'user' },
    schema: {
      tags: ['User'],
      summary: 'Submit real-name verification (multipart: name, id_number, document); pending until reviewed',
      consumes: ['multipart/form-data'],
      body: z.object({
        name: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(50, { error: 'tooLong' }),
        id_number: z
          .string({ error: 'idNumberInvalid' })
          .trim()
          .regex(ID_NUMBER_PATTERN, { error: 'idNumberInvalid' }),
        document: uploadedFile,
      }),
      response: responses(okEnvelope(z.object({ id: z.number().int(), status: z.literal('pending') }))),
    },
    handler: async (req, reply) => {
      const me = req.user!;
      const doc = req.body.document;
      const ext = path.extname(doc.filename).toLowerCase();
      // The name must announce an accepted type and the bytes must be of that type (an .exe renamed .pdf is not).
      const type = DOCUMENT_EXTENSIONS[ext];
      if (!type || (await sniffDocumentType(doc.data)) !== type)
        throw new ApiError(400, 'documentType', [{ field: 'document', key: 'documentType' }]);
      const pending = await db.query(
        "SELECT 1 FROM real_person_requests WHERE user_id = $1 AND status = $2 AND kind = 'verification'",
        [me.id, 'pending'],
      );
      if (pending.rows.length) throw unprocessable('alreadyPending');
      const key = `real-person/${me.id}/${randomUUID()}${ext}`;
      await storage.put(key, doc.data);
      let id: number;
      try {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO real_person_requests (user_id, real_name, id_number, document_key, document_name, document_type)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [me.id, req.body.name, req.body.id_number.toUpperCase(), key, doc.filename.slice(0, 200), type],
        );
        id = Number(rows[0].id);
      } catch (err) {
        // Another verification of this account was saved meanwhile (one pending per account: real_person_one_pending).
        await storage.remove(key);
        if (isSecondPending(err)) throw unprocessable('alreadyPending');
        throw err;
      }
      return reply.ok([{ id, status: 'pending' as const }], 'submittedForReview');
    },
  });
}
