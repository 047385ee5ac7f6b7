/** POST user/real_person/ (docs/requirements.md §7.2): the rules and SQL are api/src/users/real-person.ts. */
import { realPersonBody, realPersonSubmitted } from '@portal/shared/domain/users';
import { okEnvelope, responses } from '../../http/envelope';
import { uploadedFile } from '../../http/uploads';
import { submitVerification } from '../../users/real-person';
import { defineRoutes } from '../deps';

export default defineRoutes((r, { db, storage }) => {
  r.post('/user/real_person/', {
    config: { access: 'user' },
    schema: {
      tags: ['User'],
      summary: 'Submit real-name verification (multipart: name, id_number, document); pending until reviewed',
      consumes: ['multipart/form-data'],
      body: realPersonBody(uploadedFile),
      response: responses(okEnvelope(realPersonSubmitted)),
    },
    handler: async (req, reply) => {
      const id = await submitVerification(db, storage, req.user!.id, req.body);
      return reply.ok([{ id, status: 'pending' as const }], 'submittedForReview');
    },
  });
});
