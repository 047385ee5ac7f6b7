/**
 * The one SQL builder of scene searches (catalog search, export, STAC): filters, visibility (sensitive data),
 * keyset pagination on (acquired_at, id) and a total that is exact up to 10 000 matches and estimated above.
 */
import type { Queryable } from '../db';
import type { AreaPart } from './areas';

export const EXACT_TOTAL_LIMIT = 10_000;
/** Above this planner estimate the count is not attempted (it would scan too much): the estimate is returned. */
const ESTIMATE_ONLY_ABOVE = 40_000;

export interface SceneFilter {
  parts?: AreaPart[];
  ids?: string[];
  start?: Date;
  end?: Date;
  satellites?: string[];
  img_modes?: number[];
  product_types?: string[];
  polarizations?: string[];
  classifications?: string[];
  orbit_direction?: 'ascending' | 'descending';
  look_side?: 'left' | 'right';
  incidence_min?: number;
  incidence_max?: number;
  /** An extra condition (STAC CQL2), given a function that adds a parameter and returns its placeholder. */
  extra?: (param: (v: unknown) => string) => string;
}

/** Who is looking: staff see every scene; others public scenes plus what their permission records cover. */
export interface Viewer {
  userId: number | null;
  seesAll: boolean;
}

export interface Keyset {
  t: string;
  id: string;
}

/** Longest scene (wide ScanSAR ≈ 25 s): lets `acquired_end >= start` also bound the indexed `acquired_at`. */
const MAX_SCENE_SECONDS = 60;

export function visibilityClause(viewer: Viewer, params: unknown[], alias = 's'): string {
  if (viewer.seesAll) return 'true';
  if (viewer.userId === null) return `${alias}.classification = 'public'`;
  params.push(viewer.userId);
  return `(${alias}.classification = 'public' OR EXISTS (SELECT 1 FROM scene_permissions p
      WHERE p.user_id = $${params.length} AND ${alias}.classification = ANY (p.classifications)
        AND (p.satellites IS NULL OR ${alias}.satellite = ANY (p.satellites))
        AND (p.area IS NULL OR ST_Intersects(p.area, ${alias}.footprint))
        AND p.valid_from <= now() AND (p.valid_until IS NULL OR p.valid_until > now())))`;
}

export function whereClause(f: SceneFilter, viewer: Viewer, params: unknown[]): string[] {
  const w: string[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.parts?.length) {
    const ors = f.parts.map((part) =>
      'wkt' in part
        ? `ST_Intersects(s.footprint, ST_GeomFromText(${p(part.wkt)}, 4326))`
        : `ST_Intersects(s.footprint, (SELECT geom FROM ${part.table} WHERE ${part.table === 'admin_regions' ? 'code' : 'id'}::text = ${p(part.key)} LIMIT 1))`,
    );
    w.push(ors.length === 1 ? ors[0] : `(${ors.join(' OR ')})`);
  }
  if (f.ids?.length) w.push(`s.id = ANY (${p(f.ids)}::text[])`);
  if (f.start) {
    w.push(`s.acquired_end >= ${p(f.start.toISOString())}::timestamptz`);
    w.push(`s.acquired_at >= ${p(new Date(f.start.getTime() - MAX_SCENE_SECONDS * 1000).toISOString())}::timestamptz`);
  }
  if (f.end) w.push(`s.acquired_at <= ${p(f.end.toISOString())}::timestamptz`);
  const any = (col: string, vals: unknown[] | undefined, type: string) => {
    if (!vals?.length) return;
    w.push(vals.length === 1 ? `s.${col} = ${p(vals[0])}::${type}` : `s.${col} = ANY (${p(vals)}::${type}[])`);
  };
  any('satellite', f.satellites, 'text');
  any('img_mode', f.img_modes, 'smallint');
  any('product_type', f.product_types, 'text');
  any('polarization', f.polarizations, 'text');
  any('classification', f.classifications, 'text');
  if (f.orbit_direction) w.push(`s.orbit_direction = ${p(f.orbit_direction)}`);
  if (f.look_side) w.push(`s.look_side = ${p(f.look_side)}`);
  if (f.incidence_min !== undefined) w.push(`s.incidence_angle >= ${p(f.incidence_min)}::real`);
  if (f.incidence_max !== undefined) w.push(`s.incidence_angle <= ${p(f.incidence_max)}::real`);
  if (f.extra) w.push(`(${f.extra(p)})`);
  const vis = visibilityClause(viewer, params);
  if (vis !== 'true') w.push(vis);
  return w;
}

export const SUMMARY_COLUMNS = `s.id, s.satellite, s.acquired_at, s.acquired_end, s.img_mode, s.product_type, s.polarization,
  s.orbit_direction, s.look_side, s.look_angle, s.incidence_angle, s.resolution_range, s.resolution_azimuth,
  s.classification, s.absolute_orbit`;

export interface SceneSummaryRow {
  id: string;
  satellite: string;
  acquired_at: Date;
  acquired_end: Date;
  img_mode: number;
  product_type: string;
  polarization: string;
  orbit_direction: 'ascending' | 'descending';
  look_side: 'left' | 'right';
  look_angle: number;
  incidence_angle: number;
  resolution_range: number;
  resolution_azimuth: number;
  classification: 'public' | 'sensitive' | 'restricted';
  absolute_orbit: number;
  fp?: string;
}

export const encodeKeyset = (k: Keyset) => Buffer.from(`${k.t}|${k.id}`, 'utf8').toString('base64url');

export function decodeKeyset(cursor: string): Keyset | null {
  const s = Buffer.from(cursor, 'base64url').toString('utf8');
  const i = s.indexOf('|');
  if (i < 0) return null;
  const t = s.slice(0, i);
  if (Number.isNaN(Date.parse(t))) return null;
  return { t, id: s.slice(i + 1) };
}

export interface PageRequest {
  order: 'desc' | 'asc';
  limit: number;
  after?: Keyset | null;
  geometry: boolean;
  /** Geometry precision (decimals) of `fp`. */
  decimals?: number;
}

/** The SQL of one page of scenes, newest (or oldest) first, after the keyset (one row more than the page). */
export function scenePageSql(f: SceneFilter, viewer: Viewer, page: PageRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  const dir = page.order === 'asc' ? 'ASC' : 'DESC';
  if (page.after) {
    params.push(page.after.t, page.after.id);
    where.push(`(s.acquired_at, s.id) ${page.order === 'asc' ? '>' : '<'} ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  const sql = `SELECT ${SUMMARY_COLUMNS}${page.geometry ? `, ST_AsGeoJSON(s.footprint, ${page.decimals ?? 5}) AS fp` : ''}
    FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY s.acquired_at ${dir}, s.id ${dir} LIMIT ${page.limit + 1}`;
  return { sql, params };
}

/** One page of scenes, newest (or oldest) first, after the keyset. */
export async function findScenes(db: Queryable, f: SceneFilter, viewer: Viewer, page: PageRequest): Promise<{ rows: SceneSummaryRow[]; next: Keyset | null }> {
  const { sql, params } = scenePageSql(f, viewer, page);
  const { rows } = await db.query<SceneSummaryRow>(sql, params);
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const last = rows[rows.length - 1];
  return { rows, next: more && last ? { t: new Date(last.acquired_at).toISOString(), id: last.id } : null };
}

/** Exact count up to 10 000 (capped count), else the planner's estimate. */
export async function countScenes(db: Queryable, f: SceneFilter, viewer: Viewer): Promise<{ total: number; exact: boolean }> {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  const base = `FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 ${base}`, params);
  const raw = plan.rows[0]['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(json[0].Plan['Plan Rows']);
  if (estimate > ESTIMATE_ONLY_ABOVE) return { total: estimate, exact: false };
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${base} LIMIT ${EXACT_TOTAL_LIMIT + 1}) x`, params);
  const n = rows[0].n;
  return n <= EXACT_TOTAL_LIMIT ? { total: n, exact: true } : { total: Math.max(estimate, n), exact: false };
}
