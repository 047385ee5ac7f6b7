/** POST /feedback/feedback_info/: a signed-in user sends feedback (multipart; api/src/feedback/submit.ts). */
import { feedbackBody, feedbackSchema } from '@portal/shared/domain/feedback-contract';
import type { FastifyError } from 'fastify';
import { attachmentTooLarge, submitFeedback } from '../../feedback/submit';
import { okEnvelope, responses } from '../../http/envelope';
import { uploadedFile } from '../../http/uploads';
import { defineRoutes } from '../deps';

const tags = ['Feedback'];

export default defineRoutes((r, { db, storage }) => {
  r.post('/feedback/feedback_info/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Send feedback (multipart: module, type, contact, description, page, attachment); "Feedback successful"',
      consumes: ['multipart/form-data'],
      body: feedbackBody(uploadedFile),
      response: responses(okEnvelope(feedbackSchema)),
    },
    // A file over the multipart limit stops the upload before the handler: it is the attachment's fault.
    errorHandler: (err: FastifyError) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
      throw err;
    },
    handler: async (req, reply) =>
      reply.ok([await submitFeedback(db, storage, req.user!.id, req.body)], 'feedbackSuccessful'),
  });
});
