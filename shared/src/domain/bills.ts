/**
 * The contract of the bill (docs/requirements.md §3 bill scenes, §7 GET /user/bills/): one ledger row per change of a balance, as
 * zod schemas the API validates and documents with and the portal types with. Imported as
 * `@portal/shared/domain/bills`.
 */
import { z } from 'zod';
import { BILL_SCENE_VALUES } from './enums';
import { listScopeQuery, pageQuery, tableFormat } from './paging';
import { queryId } from './record-id';

export const billItemSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    amount: z.number().int().describe('Signed amount in fen'),
    balance_after: z.number().int().describe('The balance after this row, in fen'),
    scene: z.enum(BILL_SCENE_VALUES),
    note: z.string().describe('Why: the order, or the reason staff gave'),
    note_typed: z
      .boolean()
      .describe(
        "true: the note is a person's words, as typed; false: the portal's, in the reader's language",
      ),
    reference: z.string().nullable(),
    created_by_name: z
      .string()
      .nullable()
      .describe('Who made the change (null: the system or a deleted account)'),
    created_at: z.string(),
  })
  .meta({ id: 'BillItem' });
export type BillItem = z.infer<typeof billItemSchema>;

export const BILL_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export const billQuerySchema = z.object({
  user_id: queryId().optional().describe('Staff: one account'),
  username: z.string().trim().max(50).optional().describe('Staff: part of the username'),
  scene: z.enum(BILL_SCENE_VALUES).optional(),
  from: z.iso.date().optional().describe('On or after (YYYY-MM-DD, UTC)'),
  to: z.iso.date().optional().describe('On or before (YYYY-MM-DD, UTC)'),
  sort: z.enum(BILL_SORTS).default('newest'),
});
export type BillQuery = z.input<typeof billQuerySchema>;
/** GET user/bills/: the filter, a page, and whose rows (staff: `scope=all`, every account's). */
export const billListQuery = billQuerySchema.extend(pageQuery).extend(listScopeQuery);
/** GET user/bills/export/ (staff): the filter and the file's format. */
export const billExportQuery = billQuerySchema.extend({ format: tableFormat() });

/** One change of a balance by staff: at most ¥10,000,000 either way; the reason at most 200 characters. */
export const BALANCE_CHANGE_LIMITS = { maxFen: 1_000_000_000, maxReason: 200 } as const;

/** "12.34" yuan → 1234 fen; null unless a plain non-negative amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
