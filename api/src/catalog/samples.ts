/** The public sample images (table sar_samples, migration 003): one row as stored, and its lookup by id. */
import type { Queryable } from '../db';

export interface SampleRow {
  id: number;
  title_zh: string;
  title_en: string;
  country_code: string;
  country_zh: string;
  country_en: string;
  satellite: string;
  img_mode: number;
  polarization: string;
  acquired_at: Date;
  lon: number;
  lat: number;
  description_zh: string;
  description_en: string;
  /** Position in the public lists. */
  sort: number;
}

export async function findSample(db: Queryable, id: number): Promise<SampleRow | null> {
  const { rows } = await db.query<SampleRow>('SELECT * FROM sar_samples WHERE id = $1', [id]);
  return rows[0] ?? null;
}
