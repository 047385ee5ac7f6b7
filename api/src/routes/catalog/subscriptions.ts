/**
 * /catalog/subscriptions/: a signed-in person's saved searches that alert (issue 35; contract:
 * shared/src/domain/subscriptions.ts): save the archive search body with a name and channels, list them (with what
 * each has matched), read, rename, change channels, pause or resume, delete. Another person's is not found. The
 * search is checked as the archive search checks it (same 400s) and kept in the coordinate system of the request's
 * `Satellite` header. Matching happens off the request (subscriptions/match.ts).
 */
import {
  subscriptionInputSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from '@portal/shared/domain/subscriptions';
import { z } from 'zod';
import { decodeCursor, listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import { ApiError } from '../../http/errors';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  ownSubscription,
  updateSubscription,
} from '../../subscriptions/store';
import { subscriptionFilter } from '../../subscriptions/match';
import { defineRoutes } from '../deps';
import { pageAnswer } from '../../http/route-parts';

const tags = ['Archive catalog'];
const params = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});

export default defineRoutes((r, { db }) => {
  r.get('/catalog/subscriptions/', {
    config: { access: 'user', keyScopes: ['catalog:read', 'subscriptions:write'] },
    schema: {
      tags,
      operationId: 'catalogSubscriptionList',
      summary: "The caller's saved searches that alert, newest first, with how many scenes each has matched",
      querystring: pageQuerySchema,
      response: responses(listEnvelope(subscriptionSchema)),
    },
    handler: async (req, reply) => {
      const { page, size, cursor } = req.query;
      const offset = decodeCursor(cursor, page, size);
      const { subscriptions, total } = await listSubscriptions(db, req.user!.id, offset, size);
      return pageAnswer(reply.ok(subscriptions), offset, size, total);
    },
  });

  r.post('/catalog/subscriptions/', {
    config: { access: 'user', keyScopes: ['subscriptions:write'] },
    schema: {
      tags,
      operationId: 'catalogSubscriptionCreate',
      summary:
        'Save an archive search as a subscription: new scenes that match it are told on the chosen channels',
      body: subscriptionInputSchema,
      response: responses(okEnvelope(subscriptionSchema)),
    },
    handler: async (req, reply) => {
      // The same checks and 400s as the search itself (areas, ids, ranges), their fields named within the body.
      await subscriptionFilter(db, req.body.search, req.crs).catch((err: unknown) => {
        if (!(err instanceof ApiError)) throw err;
        const errors = err.errors.map((e) => ({ ...e, field: `search.${e.field}` }));
        throw new ApiError(err.status, err.key, errors, err.headers, err.vars);
      });
      const created = await db.transaction((tx) => createSubscription(tx, req.user!.id, req.body, req.crs));
      return reply.ok([created], 'subscriptionCreated');
    },
  });

  r.get('/catalog/subscriptions/:id/', {
    config: { access: 'user', keyScopes: ['catalog:read', 'subscriptions:write'] },
    schema: {
      tags,
      operationId: 'catalogSubscriptionGet',
      summary: "One of the caller's subscriptions",
      params,
      response: responses(okEnvelope(subscriptionSchema)),
    },
    handler: async (req, reply) => reply.ok([await ownSubscription(db, req.user!.id, req.params.id)]),
  });

  r.put('/catalog/subscriptions/:id/', {
    config: { access: 'user', keyScopes: ['subscriptions:write'] },
    schema: {
      tags,
      operationId: 'catalogSubscriptionUpdate',
      summary: 'Change a subscription: its name or channels; paused true pauses it, false resumes it',
      params,
      body: subscriptionUpdateSchema,
      response: responses(okEnvelope(subscriptionSchema)),
    },
    handler: async (req, reply) => {
      const changed = await db.transaction((tx) =>
        updateSubscription(tx, req.user!.id, req.params.id, req.body),
      );
      return reply.ok([changed], 'saved');
    },
  });

  r.delete('/catalog/subscriptions/:id/', {
    config: { access: 'user', keyScopes: ['subscriptions:write'] },
    schema: {
      tags,
      operationId: 'catalogSubscriptionDelete',
      summary: 'Delete a subscription: nothing more is told about it',
      params,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (!(await deleteSubscription(db, req.user!.id, req.params.id))) throw new ApiError(404, 'notFound');
      return reply.ok([], 'deleted');
    },
  });
});
