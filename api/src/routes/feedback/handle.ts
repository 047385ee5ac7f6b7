/**
 * Staff handle feedback: PUT /feedback/feedback_info/ replies (the sender gets an alert), PATCH changes the state.
 * The spec names no id in the path: it is in the body. Each action is audited in its own transaction.
 */
import { FEEDBACK_REPLY_MAX } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../audit/log';
import { auditOf } from '../../audit/request';
import { STAFF } from '../../http/access';
import { okEnvelope, responses } from '../../http/envelope';
import { writeAlert } from '../../missions/notifications';
import type { Deps } from '../deps';
import { bodyId, feedbackSchema, stateEnum, tags } from './schemas';
import { feedbackById } from './store';

export default async function handleRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/feedback/feedback_info/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Reply to a feedback (state 'replied' unless another is given); the sender gets an alert",
      body: z.object({
        id: bodyId,
        reply: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(FEEDBACK_REPLY_MAX, { error: 'tooLong' }),
        state: stateEnum.optional(),
      }),
      response: responses(okEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) => {
      const { id, state } = req.body;
      const after = await db.transaction(async (tx) => {
        const before = await feedbackById(tx, id, true);
        await tx.query(
          `UPDATE feedback SET reply = $2, state = $3, replied_by = $4, replied_at = now(), updated_at = now()
           WHERE id = $1`,
          [id, req.body.reply, state ?? 'replied', req.user!.id],
        );
        const updated = await feedbackById(tx, id);
        await writeAudit(tx, auditOf(req, 'feedback.reply', id, before, updated));
        await writeAlert(tx, {
          userId: updated.user_id,
          kind: 'feedback',
          event: 'feedback_replied',
          subjectId: id,
        });
        return updated;
      });
      return reply.ok([after], 'feedbackReplied');
    },
  });

  r.patch('/feedback/feedback_info/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Change the state of a feedback',
      body: z.object({ id: bodyId, state: stateEnum }),
      response: responses(okEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) => {
      const { id, state } = req.body;
      const after = await db.transaction(async (tx) => {
        const before = await feedbackById(tx, id, true);
        await tx.query('UPDATE feedback SET state = $2, updated_at = now() WHERE id = $1', [id, state]);
        const updated = await feedbackById(tx, id);
        await writeAudit(tx, auditOf(req, 'feedback.state', id, before, updated));
        return updated;
      });
      return reply.ok([after], 'saved');
    },
  });
}
