/**
 * The spec's sales assignment (docs/requirements.md §6 manage_customer) per organisation: the sales person given to
 * one member looks after the whole organisation, its members now and those who join later (./invitations.ts).
 */
import type { Queryable } from '../db';

/** Gives the organisation of `userId` (if any) and all its members the sales person `salesId` (null: none). */
export async function assignOrgSales(tx: Queryable, userId: number, salesId: number | null): Promise<void> {
  const { rows } = await tx.query<{ org_id: string }>('SELECT org_id FROM org_members WHERE user_id = $1', [
    userId,
  ]);
  if (!rows[0]) return;
  await tx.query('UPDATE organisations SET sales_id = $2 WHERE id = $1', [rows[0].org_id, salesId]);
  await tx.query(
    'UPDATE users SET sales_id = $2, updated_at = now() WHERE id IN (SELECT user_id FROM org_members WHERE org_id = $1)',
    [rows[0].org_id, salesId],
  );
}
