/**
 * Staff's view over who sent feedback: GET /feedback/filter/ (the list's filter options), GET /feedback/userinfo/
 * (each sender with their count and last time) and POST /feedback/userinfo/users/ (chosen senders' contacts); the
 * reading is api/src/feedback/senders.ts.
 */
import {
  feedbackSenderSchema,
  filterOptionsSchema,
  senderContactSchema,
  senderContactsBody,
  senderQuery,
} from '@portal/shared/domain/feedback-contract';
import { filterOptions, listSenders, senderContacts } from '../../feedback/senders';
import { STAFF } from '../../http/access';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { builtPage } from '../../http/route-parts';

const tags = ['Feedback'];

export default defineRoutes((r, { db }) => {
  r.get('/feedback/filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'The options of the feedback filter: modules, types, states (zh/en) and the dates of feedback',
      response: responses(okEnvelope(filterOptionsSchema)),
    },
    handler: async (_req, reply) => reply.ok([await filterOptions(db)]),
  });

  r.get('/feedback/userinfo/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Who sent feedback: each sender with their count and last time, latest first',
      querystring: senderQuery,
      response: responses(listEnvelope(feedbackSenderSchema)),
    },
    handler: async (req, reply) => {
      const p = await listSenders(db, req.query);
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.post('/feedback/userinfo/users/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "These users' contact details and feedback counts (unknown ids are left out)",
      body: senderContactsBody,
      response: responses(okEnvelope(senderContactSchema)),
    },
    handler: async (req, reply) => reply.ok(await senderContacts(db, req.body.user_ids)),
  });
});
