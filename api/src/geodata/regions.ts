/** The region picker's rows (GET /api/geodata/regions/) and one region with its display geometry. */
import { REGION_LEVELS } from '@portal/shared/domain/geodata';
import type { Queryable } from '../db';

export interface RegionRow {
  code: string;
  parent_code: string | null;
  level: (typeof REGION_LEVELS)[number];
  name_zh: string;
  name_en: string;
  has_children: boolean;
  cx: number;
  cy: number;
  bbox: string;
  geom?: string;
}

const REGION_COLUMNS = `r.code, r.parent_code, r.level, r.name_zh, r.name_en, ST_X(r.center) AS cx, ST_Y(r.center) AS cy,
  EXISTS (SELECT 1 FROM admin_regions c WHERE c.parent_code = r.code) AS has_children,
  ST_AsGeoJSON(ST_Envelope(r.geom_simplified), 6) AS bbox`;

/**
 * A parent's children, or the regions of a level, or (neither given) the countries; with the simplified
 * geometry when asked. English names in alphabetical order, Chinese ones in code order.
 */
export async function listRegions(
  db: Queryable,
  q: { parent?: string; level?: RegionRow['level']; geometry: boolean; lang: 'zh' | 'en' },
): Promise<RegionRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.parent) {
    params.push(q.parent);
    where.push(`r.parent_code = $${params.length}`);
  } else if (!q.level) where.push(`r.level = 'country'`);
  if (q.level) {
    params.push(q.level);
    where.push(`r.level = $${params.length}`);
  }
  const geomCol = q.geometry ? ', ST_AsGeoJSON(r.geom_simplified, 6) AS geom' : '';
  const order = q.lang === 'en' ? 'r.name_en' : 'r.code';
  const { rows } = await db.query<RegionRow>(
    `SELECT ${REGION_COLUMNS}${geomCol} FROM admin_regions r WHERE ${where.join(' AND ')} ORDER BY ${order}`,
    params,
  );
  return rows;
}

/** One region with its simplified geometry, or undefined. */
export async function regionByCode(db: Queryable, code: string): Promise<RegionRow | undefined> {
  const { rows } = await db.query<RegionRow>(
    `SELECT ${REGION_COLUMNS}, ST_AsGeoJSON(r.geom_simplified, 6) AS geom FROM admin_regions r WHERE r.code = $1`,
    [code],
  );
  return rows[0];
}
