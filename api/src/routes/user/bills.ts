/**
 * The bill (spec §2 `bill`, §3 bill scenes, §7 GET /user/bills/): everyone reads their own ledger rows ("My bill");
 * staff read every account's (scope=all) and export them. Changing a balance is staff's POST /user/manage_customer/ (with a reason).
 */
import { BILL_SCENES } from '@portal/shared/domain';
import { billItemSchema, billQuerySchema } from '@portal/shared/domain/bills';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF } from '../../http/access';
import { decodeCursor, listEnvelope, nextCursor, pageQuery, responses } from '../../http/envelope';
import { listScopeQuery, seesOthers, type ListScope } from '../../http/list-scope';
import { listBills, type BillFilter } from '../../ledger/bills';
import type { Deps } from '../deps';

const tags = ['User administration'];
const EXPORT_MAX = 100_000;

/**
 * The filter of a request: the caller's own rows, unless staff ask for every account's (`scope=all`, the staff bill
 * page and its export); a non-staff caller is always limited to their own rows.
 */
function filterOf(req: FastifyRequest, q: z.infer<typeof billQuerySchema>, scope: ListScope): BillFilter {
  const staff = req.roleGroup === 'staff' && seesOthers(req, scope);
  return {
    userId: staff ? q.user_id : req.user!.id,
    username: staff ? q.username : undefined,
    scene: q.scene,
    from: q.from,
    to: q.to,
    sort: q.sort,
  };
}

export default async function billRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/bills/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'billList',
      summary:
        "Ledger rows (the bill): the caller's own; staff with scope=all every account's (filter by user)",
      querystring: billQuerySchema.extend(pageQuery).extend(listScopeQuery),
      response: responses(listEnvelope(billItemSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { bills, total } = await listBills(db, filterOf(req, q, q.scope), offset, q.size, req.lang);
      return { ...reply.ok(bills), total, total_exact: true, next: nextCursor(offset, q.size, total) };
    },
  });

  r.get('/user/bills/export/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'billExport',
      summary: `The ledger rows matching the filters as XLSX (default) or CSV (at most ${EXPORT_MAX.toLocaleString('en')})`,
      querystring: billQuerySchema.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      produces: TABLE_TYPES,
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const { bills } = await listBills(db, filterOf(req, req.query, 'all'), 0, EXPORT_MAX, req.lang);
      const sceneLabel = (s: string) => BILL_SCENES.find((x) => x.value === s)?.[req.lang] ?? s;
      const file = await tableFile(
        {
          sheet: 'bill',
          header: [
            'id',
            'username',
            'scene',
            'amount_yuan',
            'balance_after_yuan',
            'note',
            'reference',
            'by',
            'created_at',
          ],
          rows: bills.map((b) => [
            b.id,
            b.username,
            sceneLabel(b.scene),
            (b.amount / 100).toFixed(2),
            (b.balance_after / 100).toFixed(2),
            b.note,
            b.reference ?? '',
            b.created_by_name ?? '',
            b.created_at,
          ]),
        },
        req.query.format,
      );
      return sendExport(reply, file, datedName('bill'));
    },
  });
}
