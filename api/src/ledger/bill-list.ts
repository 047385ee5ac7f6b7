/**
 * The bill as a request asks for it (docs/requirements.md §7.2 GET user/bills/): everyone reads their own ledger
 * rows; staff read every account's (`scope=all`) and export them.
 */
import { BILL_SCENES } from '@portal/shared/domain';
import type { billQuerySchema } from '@portal/shared/domain/bills';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db';
import type { Table } from '../export';
import { seesOthers, type ListScope } from '../http/list-scope';
import { listBills, type BillFilter } from './bills';

export const BILL_EXPORT_MAX = 100_000;

/**
 * The filter of a request: the caller's own rows, unless staff ask for every account's (`scope=all`, the staff bill
 * page and its export); a non-staff caller is always limited to their own rows.
 */
export function billFilterOf(
  req: FastifyRequest,
  q: z.infer<typeof billQuerySchema>,
  scope: ListScope,
): BillFilter {
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

/** The ledger rows of the filter (every account's) as a table, in the reader's language. */
export async function billsTable(
  db: Queryable,
  req: FastifyRequest,
  q: z.infer<typeof billQuerySchema>,
): Promise<Table> {
  const { bills } = await listBills(db, billFilterOf(req, q, 'all'), 0, BILL_EXPORT_MAX, req.lang);
  const sceneLabel = (s: string) => BILL_SCENES.find((x) => x.value === s)?.[req.lang] ?? s;
  return {
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
  };
}
