/**
 * Staff handle feedback: PUT /feedback/feedback_info/ replies (the sender gets an alert), PATCH changes the state
 * (api/src/feedback/handle.ts). The spec names no id in the path: it is in the body.
 */
import {
  feedbackReplyBody,
  feedbackSchema,
  feedbackStateBody,
} from '@portal/shared/domain/feedback-contract';
import { changeFeedbackState, replyToFeedback } from '../../feedback/handle';
import { STAFF } from '../../http/access';
import { okEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';

const tags = ['Feedback'];

export default defineRoutes((r, { db }) => {
  r.put('/feedback/feedback_info/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Reply to a feedback (state 'replied' unless another is given); the sender gets an alert",
      body: feedbackReplyBody,
      response: responses(okEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) => reply.ok([await replyToFeedback(db, req, req.body)], 'feedbackReplied'),
  });

  r.patch('/feedback/feedback_info/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Change the state of a feedback',
      body: feedbackStateBody,
      response: responses(okEnvelope(feedbackSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await changeFeedbackState(db, req, req.body.id, req.body.state)], 'saved'),
  });
});
