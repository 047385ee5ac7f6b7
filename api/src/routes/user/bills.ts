/**
 * The bill (docs/requirements.md §2 `bill`, §3 bill scenes, §7 GET /user/bills/): everyone reads their own ledger rows ("My bill");
 * staff read every account's (scope=all) and export them (api/src/ledger/bill-list.ts). Changing a balance is staff's
 * POST /user/manage_customer/ (with a reason).
 */
import { billExportQuery, billItemSchema, billListQuery } from '@portal/shared/domain/bills';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF } from '../../http/access';
import { decodeCursor, listEnvelope, responses } from '../../http/envelope';
import { BILL_EXPORT_MAX, billFilterOf, billsTable } from '../../ledger/bill-list';
import { listBills } from '../../ledger/bills';
import { defineRoutes } from '../deps';
import { binary, pageAnswer } from '../../http/route-parts';

const tags = ['User administration'];

export default defineRoutes((r, { db }) => {
  r.get('/user/bills/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'billList',
      summary:
        "Ledger rows (the bill): the caller's own; staff with scope=all every account's (filter by user)",
      querystring: billListQuery,
      response: responses(listEnvelope(billItemSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { bills, total } = await listBills(db, billFilterOf(req, q, q.scope), offset, q.size, req.lang);
      return pageAnswer(reply.ok(bills), offset, q.size, total);
    },
  });

  r.get('/user/bills/export/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'billExport',
      summary: `The ledger rows matching the filters as XLSX (default) or CSV (at most ${BILL_EXPORT_MAX.toLocaleString('en')})`,
      querystring: billExportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) => {
      const file = await tableFile(await billsTable(db, req, req.query), req.query.format);
      return sendExport(reply, file, datedName('bill'));
    },
  });
});
