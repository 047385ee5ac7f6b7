/** The price table of archive scenes: read by every signed-in user, set by staff. */
import type { PriceRow } from '@portal/shared/domain';
import { priceRow, priceTableBody } from '@portal/shared/domain/orders';
import { STAFF } from '../../http/access';
import { okEnvelope, responses } from '../../http/envelope';
import { loadPriceTable, setPrices } from '../../orders/prices';
import { defineRoutes } from '../deps';
import { tags } from './common';

export default defineRoutes((r, { db }) => {
  r.get('/commodity/prices/', {
    config: { access: 'user', keyScopes: ['tasking:write'] },
    schema: {
      tags,
      operationId: 'priceTable',
      summary: 'The price table: fen per scene by imaging mode, product type and classification',
      response: responses(okEnvelope(priceRow)),
    },
    handler: async (_req, reply) => reply.ok(await loadPriceTable(db)),
  });

  r.put('/commodity/prices/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'priceTableUpdate',
      summary: 'Set prices (staff); each change is recorded with who made it',
      body: priceTableBody,
      response: responses(okEnvelope(priceRow)),
    },
    handler: async (req, reply) => {
      await setPrices(db, req.body.rows as PriceRow[], req.user!.id);
      return reply.ok(await loadPriceTable(db), 'saved');
    },
  });
});
