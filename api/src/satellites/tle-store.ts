/** The TLEs in use: per satellite the newest epoch among uploaded sets, else the newest synthetic (seeded) one. */
import type { SatelliteTle } from '@portal/shared/orbit';
import type { Queryable } from '../db';

export interface StoredTle extends SatelliteTle {
  id: number;
  name: string;
  satnum: string;
  epoch: string;
  synthetic: boolean;
  uploadedAt: string;
}

/** Epochs older than this (days) are flagged stale (a warning beyond 7 days). */
export { TLE_STALE_DAYS } from '@portal/shared/domain/satellites';

export async function currentTles(db: Queryable): Promise<Map<string, StoredTle>> {
  const { rows } = await db.query<{
    id: number;
    satellite_id: string;
    name: string;
    satnum: string;
    line1: string;
    line2: string;
    epoch: Date | string;
    synthetic: boolean;
    created_at: Date | string;
  }>(
    `SELECT DISTINCT ON (satellite_id) id, satellite_id, name, satnum, line1, line2, epoch, synthetic, created_at
       FROM satellite_tles ORDER BY satellite_id, synthetic ASC, epoch DESC, id DESC`,
  );
  return new Map(
    rows.map((r) => [
      r.satellite_id,
      {
        id: r.id,
        satelliteId: r.satellite_id,
        name: r.name,
        satnum: r.satnum,
        line1: r.line1,
        line2: r.line2,
        epoch: new Date(r.epoch).toISOString(),
        synthetic: r.synthetic,
        uploadedAt: new Date(r.created_at).toISOString(),
      },
    ]),
  );
}

export const ageDays = (epochIso: string, now = Date.now()) => (now - Date.parse(epochIso)) / 86_400_000;
