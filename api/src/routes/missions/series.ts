/**
 * Series of repeat collects (docs/tasking-offer.md "Series"): the caller's series (staff and sales: with scope=all
 * every series), one with its collects on a time line, and cancelling the rest of one under the terms. A series is
 * made by submitting a tasking order with a `repeat` (./index.ts new_order). The work is in api/src/offer.
 */
import {
  seriesCancelBody,
  seriesCancelled,
  seriesListQuery,
  taskingSeries,
} from '@portal/shared/domain/tasking-series';
import { decodeCursor, listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { seesOthers } from '../../http/list-scope';
import { idParam, pageAnswer } from '../../http/route-parts';
import { cancelSeries, listSeries, seriesDetail } from '../../offer/series-read';
import { defineRoutes } from '../deps';

const tags = ['Tasking missions'];

export default defineRoutes((r, { db }) => {
  /** Whose series a request reads: a customer their own; staff and sales any. */
  const ownerOf = (req: { roleGroup?: string | null; user?: { id: number } | null }) =>
    req.roleGroup === 'customer' ? req.user!.id : null;

  r.get('/commodity/series/', {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'seriesList',
      summary:
        "Series of repeat collects, newest first: the caller's own; with scope=all staff and sales every series",
      querystring: seriesListQuery,
      response: responses(listEnvelope(taskingSeries)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const owner = seesOthers(req, q.scope) ? ownerOf(req) : req.user!.id;
      const { series, total } = await listSeries(db, owner, offset, q.size);
      return pageAnswer(reply.ok(series), offset, q.size, total);
    },
  });

  r.get('/commodity/series/:id/', {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'seriesDetail',
      summary:
        'One series: its collects on a time line with their orders and states, the next collect, what it has cost',
      params: idParam,
      response: responses(okEnvelope(taskingSeries)),
    },
    handler: async (req, reply) => {
      const s = await seriesDetail(db, req.params.id, ownerOf(req));
      if (!s) throw notFound();
      return reply.ok([s]);
    },
  });

  r.post('/commodity/series/:id/cancel/', {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'seriesCancel',
      summary:
        "Cancel the rest of one's own series: no more collects are made, and each collect the terms still allow is cancelled (refund and fee by its own terms); the others are kept",
      params: idParam,
      body: seriesCancelBody,
      response: responses(okEnvelope(seriesCancelled)),
    },
    handler: async (req, reply) => {
      const money = await cancelSeries(db, req.user!.id, req.params.id, req.body.reason ?? '');
      const s = (await seriesDetail(db, req.params.id, req.user!.id))!;
      return reply.ok([{ series: s, ...money }], 'seriesCancelledNow');
    },
  });
});
