/**
 * /feedback/self_filter/: each staff member's saved filters of the feedback list (api/src/feedback/saved-filters.ts).
 * A person sees and changes only their own (another's is a 404); names are unique per person (case-insensitive,
 * 409); at most SAVED_FILTERS_MAX.
 */
import { SAVED_FILTERS_MAX } from '@portal/shared/domain';
import {
  feedbackId,
  savedFilterBody,
  savedFilterChangeBody,
  savedFilterSchema,
} from '@portal/shared/domain/feedback-contract';
import { z } from 'zod';
import {
  changeSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  ownSavedFilter,
  saveFilter,
} from '../../feedback/saved-filters';
import { STAFF } from '../../http/access';
import { listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { wholeAnswer } from '../../http/route-parts';

const tags = ['Feedback'];

export default defineRoutes((r, { db }) => {
  const params = z.object({ id: feedbackId });

  r.get('/feedback/self_filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "The caller's saved filters of the feedback list, by name",
      response: responses(listEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => {
      const all = await listSavedFilters(db, req.user!.id);
      return wholeAnswer(reply.ok(all));
    },
  });

  r.post('/feedback/self_filter/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: `Save a filter of the feedback list (at most ${SAVED_FILTERS_MAX} per person; a name used once)`,
      body: savedFilterBody,
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => reply.ok([await saveFilter(db, req.user!.id, req.body)], 'saved'),
  });

  r.get('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "One of the caller's saved filters",
      params,
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) => reply.ok([await ownSavedFilter(db, req.params.id, req.user!.id)]),
  });

  r.put('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Rename one of the caller's saved filters or replace its fields",
      params,
      body: savedFilterChangeBody,
      response: responses(okEnvelope(savedFilterSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await changeSavedFilter(db, req.user!.id, req.params.id, req.body)], 'saved'),
  });

  r.delete('/feedback/self_filter/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: "Delete one of the caller's saved filters",
      params,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await deleteSavedFilter(db, req.user!.id, req.params.id);
      return reply.ok([], 'deleted');
    },
  });
});
