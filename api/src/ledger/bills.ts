/** Reading the ledger (the bill): filtered, sorted pages for a customer (their own rows) or staff (every row). */
import type { BillItem } from '@portal/shared/domain/bills';
import { BILL_SORTS } from '@portal/shared/domain/bills';
import type { BillScene } from '@portal/shared/domain';
import type { Queryable } from '../db';
import type { Lang } from '../i18n/messages';
import { ledgerNote, noteIsTyped } from './notes';

export interface BillFilter {
  /** Only this account's rows (a customer: always their own). */
  userId?: number;
  username?: string;
  scene?: BillScene;
  from?: string;
  to?: string;
  sort: (typeof BILL_SORTS)[number];
}

/**
 * Time sorts follow the ledger's sequence (`id`): a row is written under the lock of its account's balance, so for
 * each account the ids are in the order the balance moved (and, since 017, so are the times). The times of
 * transactions sent together can disagree with that order on older rows; the sequence never does.
 */
const ORDER_BY: Record<BillFilter['sort'], string> = {
  newest: 'l.id DESC',
  oldest: 'l.id ASC',
  amount_desc: 'l.amount_fen DESC, l.id DESC',
  amount_asc: 'l.amount_fen ASC, l.id ASC',
};

interface BillRow {
  id: string | number;
  user_id: string | number;
  username: string;
  amount_fen: string | number;
  balance_after: string | number;
  scene: BillScene;
  note: string;
  reference: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  archive_created: Date | string | null;
  mission_created: Date | string | null;
}

const toBillItem = (x: BillRow, lang: Lang): BillItem => ({
  id: Number(x.id),
  user_id: Number(x.user_id),
  username: x.username,
  amount: Number(x.amount_fen),
  balance_after: Number(x.balance_after),
  scene: x.scene,
  note: ledgerNote(x, lang),
  note_typed: noteIsTyped(x),
  reference: x.reference,
  created_by_name: x.created_by_name,
  created_at: new Date(x.created_at).toISOString(),
});

/** A page of ledger rows and their total. */
export async function listBills(db: Queryable, f: BillFilter, offset: number, size: number, lang: Lang) {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.userId !== undefined) where.push(`l.user_id = ${p(f.userId)}`);
  if (f.username)
    where.push(`coalesce(u.username, og.name) ILIKE ${p(`%${f.username.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (f.scene) where.push(`l.scene = ${p(f.scene)}`);
  if (f.from) where.push(`l.created_at >= ${p(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) where.push(`l.created_at < ${p(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day'`);
  // An organisation's top-up names no person: its row is the organisation's (docs/organisations.md "Money").
  const base = `FROM ledger l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN organisations og ON og.id = l.org_id
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params)).rows[0].n;
  const { rows } = await db.query<BillRow>(
    `SELECT l.id, coalesce(l.user_id, 0) AS user_id, coalesce(u.username, og.name, '') AS username, l.amount_fen, l.balance_after, l.scene, l.note, l.reference, l.created_at,
            (SELECT b.username FROM users b WHERE b.id = l.created_by) AS created_by_name,
            (SELECT o.created_at FROM archive_orders o
              WHERE l.reference LIKE 'archive_order:%' AND o.id = substring(l.reference FROM 15)::bigint) AS archive_created,
            (SELECT m.created_at FROM missions m
              WHERE l.reference LIKE 'mission:%' AND m.id = substring(l.reference FROM 9)::bigint) AS mission_created
       ${base} ORDER BY ${ORDER_BY[f.sort]} LIMIT ${size} OFFSET ${offset}`,
    params,
  );
  return { bills: rows.map((x) => toBillItem(x, lang)), total };
}
