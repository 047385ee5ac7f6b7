import { constellationSyntheticTles, SATELLITES } from '@portal/shared/orbit';
import type { Db } from '../db';

/**
 * Seeds synthetic sun-synchronous TLEs (epoch = now, marked synthetic) for every satellite that has no TLE at all.
 * Idempotent and safe for concurrent starts; uploaded TLEs always take precedence (routes/satellites/tle-store.ts).
 * Returns the satellites seeded now.
 */
export async function seedOrbit(db: Db, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7310424003)');
    const { rows } = await tx.query<{ satellite_id: string }>(
      'SELECT DISTINCT satellite_id FROM satellite_tles',
    );
    const have = new Set(rows.map((r) => r.satellite_id));
    const missing = SATELLITES.filter((s) => !have.has(s.id));
    if (!missing.length) return [];
    for (const t of constellationSyntheticTles(now, missing)) {
      await tx.query(
        `INSERT INTO satellite_tles (satellite_id, name, satnum, line1, line2, epoch, synthetic) VALUES ($1, $2, $3, $4, $5, $6, true)`,
        [t.satelliteId, t.name, t.line1.slice(2, 7).trim(), t.line1, t.line2, t.epoch],
      );
    }
    return missing.map((s) => s.id);
  });
}
