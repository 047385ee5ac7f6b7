/** The price table (database), seeded from shared/domain's first table; every change audited. */
import { DEFAULT_PRICE_TABLE, type PriceRow } from '@portal/shared/domain';
import type { Db, Queryable } from '../db';

export async function loadPriceTable(db: Queryable): Promise<PriceRow[]> {
  const { rows } = await db.query<PriceRow>(
    'SELECT img_mode, product_type, classification, price_fen FROM price_table ORDER BY img_mode, product_type, classification',
  );
  return rows.map((r) => ({ ...r, price_fen: Number(r.price_fen) }));
}

/** Fills an empty price table with the first table (at start; a table staff edited is left alone). */
export async function seedPriceTable(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_table');
  if (rows[0].n > 0) return 0;
  // One statement for the whole table, not a round trip per row.
  await db.query(
    `INSERT INTO price_table (img_mode, product_type, classification, price_fen)
     SELECT img_mode, product_type, classification, price_fen
       FROM json_to_recordset($1::json) AS r(img_mode int, product_type text, classification text, price_fen bigint)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEFAULT_PRICE_TABLE)],
  );
  return DEFAULT_PRICE_TABLE.length;
}

/** Sets one price and records who changed it from what. */
export async function setPrice(tx: Queryable, row: PriceRow, by: number): Promise<void> {
  const old = await tx.query<{ price_fen: string }>(
    `SELECT price_fen FROM price_table WHERE img_mode = $1 AND product_type = $2 AND classification = $3 FOR UPDATE`,
    [row.img_mode, row.product_type, row.classification],
  );
  await tx.query(
    `INSERT INTO price_table (img_mode, product_type, classification, price_fen) VALUES ($1, $2, $3, $4)
     ON CONFLICT (img_mode, product_type, classification) DO UPDATE SET price_fen = EXCLUDED.price_fen`,
    [row.img_mode, row.product_type, row.classification, row.price_fen],
  );
  await tx.query(
    `INSERT INTO price_changes (img_mode, product_type, classification, old_fen, new_fen, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.img_mode, row.product_type, row.classification, old.rows[0]?.price_fen ?? null, row.price_fen, by],
  );
}

/** Sets several prices together (all or none), each change recorded. */
export async function setPrices(db: Db, rows: readonly PriceRow[], by: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows) await setPrice(tx, row, by);
  });
}
