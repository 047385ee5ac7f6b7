/**
 * The commercial offer of a tasking order (docs/tasking-offer.md): the quote before submit (price in line items,
 * balance after, first collect, cancellation terms, how each pass stands against the schedule), the customer's
 * cancellation under the terms, staff's waiver of a fee, and the tasking price table. The work is in api/src/offer.
 */
import {
  missionQuoteBody,
  missionCancelBody,
  missionCancelled,
  feeWaiverBody,
  taskingPriceBody,
  taskingPriceRow,
  taskingQuote,
} from '@portal/shared/domain/tasking-quote';
import { STAFF } from '../../http/access';
import { okEnvelope, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/route-parts';
import { toWgs84 } from '../../missions/application-form';
import { findMission } from '../../missions/read';
import { asSeenBy } from '../../missions/request-view';
import { cancelMission, waiveCancellationFee } from '../../offer/cancel';
import { loadTaskingPrices, setTaskingPrices } from '../../offer/prices';
import { quoteMission } from '../../offer/quote';
import { defineRoutes } from '../deps';

const tags = ['Tasking missions'];

export default defineRoutes((r, { db }) => {
  const base = '/commodity/missions';
  const actorOf = (req: { user?: { id: number; username: string } | null }) => ({
    id: req.user!.id,
    username: req.user!.username,
  });

  r.post(`${base}/quote/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionQuote',
      summary:
        "The quote of an order's fields before submit: the price in line items, the total and the balance after, the first collect, the cancellation terms and how each predicted pass stands against the tasks already planned",
      body: missionQuoteBody,
      response: responses(okEnvelope(taskingQuote)),
    },
    handler: async (req, reply) =>
      reply.ok([
        await quoteMission(
          db,
          req.user!.id,
          toWgs84(req.body, req.crs),
          req.body.repeat,
          Date.now(),
          req.body.budget_id,
        ),
      ]),
  });

  r.post(`${base}/:id/cancel/`, {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'missionCancel',
      summary:
        "Cancel one's own order under its terms: free while pending review and until 72 h before the first collect, a quarter of the price until 12 h before, refused after (422 in words); the price refunded and the fee charged as ledger rows",
      params: idParam,
      body: missionCancelBody,
      response: responses(okEnvelope(missionCancelled)),
    },
    handler: async (req, reply) => {
      const money = await cancelMission(db, req.user!.id, req.params.id, req.body.reason ?? '');
      const m = await findMission(db, req.params.id, req.user!.id);
      if (!m) throw notFound();
      return reply.ok([{ mission: asSeenBy(req)(m), ...money }], 'missionCancelled');
    },
  });

  r.post(`${base}/:id/waive_fee/`, {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'missionWaiveFee',
      summary:
        "Staff: give a cancelled order's fee back to its customer, with a reason (audited); 422 when it has none",
      params: idParam,
      body: feeWaiverBody,
      response: responses(okEnvelope(missionCancelled)),
    },
    handler: async (req, reply) => {
      const fee = await waiveCancellationFee(db, req.params.id, req.body.reason, actorOf(req));
      const m = await findMission(db, req.params.id, null);
      if (!m) throw notFound();
      return reply.ok([{ mission: asSeenBy(req)(m), refund_fen: fee, fee_fen: 0 }], 'feeWaived');
    },
  });

  r.get('/commodity/tasking_prices/', {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'taskingPriceTable',
      summary:
        'The tasking price table: fen per shot by imaging mode, and the factors (per mille) of priority, timeliness class and product type',
      response: responses(okEnvelope(taskingPriceRow)),
    },
    handler: async (_req, reply) => reply.ok(await loadTaskingPrices(db)),
  });

  r.put('/commodity/tasking_prices/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'taskingPriceTableUpdate',
      summary: 'Staff: set tasking prices (all or none); each change recorded with who made it, and audited',
      body: taskingPriceBody,
      response: responses(okEnvelope(taskingPriceRow)),
    },
    handler: async (req, reply) => {
      await setTaskingPrices(db, req.body.rows, actorOf(req));
      return reply.ok(await loadTaskingPrices(db), 'saved');
    },
  });
});
