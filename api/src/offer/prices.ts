/**
 * The tasking price table (docs/tasking-offer.md): in the database, seeded from shared/domain's first table, set by
 * staff with every change recorded (who, when, from what to what) and audited.
 */
import {
  DEFAULT_TASKING_PRICES,
  TASKING_PRICE_CODES,
  type TaskingPriceRow,
} from '@portal/shared/domain/tasking-offer';
import type { Db, Queryable } from '../db';
import { writeAudit, type AuditEntry } from '../audit/log';
import { badRequest } from '../http/errors';

export async function loadTaskingPrices(db: Queryable): Promise<TaskingPriceRow[]> {
  const { rows } = await db.query<{ item: TaskingPriceRow['item']; code: string; value: string }>(
    'SELECT item, code, value FROM tasking_prices ORDER BY item, code',
  );
  return rows.map((r) => ({ item: r.item, code: r.code, value: Number(r.value) }));
}

/** Fills an empty table with the first one (at start; a table staff edited is left alone). */
export async function seedTaskingPrices(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tasking_prices');
  if (rows[0].n > 0) return 0;
  await db.query(
    `INSERT INTO tasking_prices (item, code, value)
     SELECT item, code, value FROM json_to_recordset($1::json) AS r(item text, code text, value bigint)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEFAULT_TASKING_PRICES)],
  );
  return DEFAULT_TASKING_PRICES.length;
}

/**
 * Sets prices together (all or none): each row must name a code its item has (400 naming the row otherwise); each
 * change is recorded and the whole change audited.
 */
export async function setTaskingPrices(
  db: Db,
  rows: readonly TaskingPriceRow[],
  actor: AuditEntry['actor'],
): Promise<void> {
  const unknown = rows.findIndex((r) => !TASKING_PRICE_CODES[r.item].includes(r.code));
  if (unknown >= 0) throw badRequest([{ field: `rows.${unknown}.code`, key: 'invalidValue' }]);
  await db.transaction(async (tx) => {
    const before = await loadTaskingPrices(tx);
    for (const row of rows) {
      const old = before.find((b) => b.item === row.item && b.code === row.code);
      await tx.query(
        `INSERT INTO tasking_prices (item, code, value) VALUES ($1, $2, $3)
         ON CONFLICT (item, code) DO UPDATE SET value = EXCLUDED.value`,
        [row.item, row.code, row.value],
      );
      await tx.query(
        `INSERT INTO tasking_price_changes (item, code, old_value, new_value, changed_by) VALUES ($1, $2, $3, $4, $5)`,
        [row.item, row.code, old?.value ?? null, row.value, actor.id],
      );
    }
    await writeAudit(tx, {
      actor,
      action: 'price.tasking_update',
      subject: { type: 'price', id: 0 },
      before: rows.map((r) => before.find((b) => b.item === r.item && b.code === r.code) ?? null),
      after: rows,
    });
  });
}
