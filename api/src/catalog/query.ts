/**
 * The one SQL builder of scene searches (catalog search, export, STAC): filters, visibility (sensitive data),
 * keyset pagination on (acquired_at, id) and a total that is exact up to 10 000 matches and estimated above.
 */
import type { Queryable, QueryOptions } from '../db';
import type { Viewer } from '../http/viewer';
import type { AreaPart } from './areas';
import { attrsClauses } from './attrs';
import { cellCover, type CellCover } from './cell-cover';
import type { SceneFilter } from './scene-filter';

export { cellCover, type CellCover };

export const EXACT_TOTAL_LIMIT = 10_000;
/**
 * Above this planner estimate a page is first looked for in the newest (or oldest) slice of the time range
 * expected to hold about two pages: sorting every match to keep 100 costs far more than reading one slice.
 */
const WINDOW_ABOVE = 1_000;
/**
 * From WINDOW_ABOVE up to this estimate, a first page and its total come from one reading of every match rather
 * than from a page and a count that would each read the area again (the count reads every match anyway).
 */
const ONE_READING_UP_TO = 5_000;
/** Areas whose bounding boxes cover at most this many square degrees hold few enough matches to sort them all. */
const SMALL_AREA_DEG2 = 4;

export interface Keyset {
  t: string;
  id: string;
}

/** Longest scene (wide ScanSAR ≈ 25 s): lets `acquired_end >= start` also bound the indexed `acquired_at`. */
const MAX_SCENE_SECONDS = 60;

/** A permission record of the viewer covers the (non-public) scene `alias`. */
function permittedClause(userIdParam: string, alias: string): string {
  return `EXISTS (SELECT 1 FROM scene_permissions p
      WHERE p.user_id = ${userIdParam} AND ${alias}.classification = ANY (p.classifications)
        AND (p.satellites IS NULL OR ${alias}.satellite = ANY (p.satellites))
        AND (p.area IS NULL OR ST_Intersects(p.area, ${alias}.footprint))
        AND (p.scene_ids IS NULL OR ${alias}.id = ANY (p.scene_ids))
        AND (p.acquired_from IS NULL OR ${alias}.acquired_at >= p.acquired_from)
        AND (p.acquired_to IS NULL OR ${alias}.acquired_at <= p.acquired_to)
        AND p.valid_from <= now() AND (p.valid_until IS NULL OR p.valid_until > now()))`;
}

export function visibilityClause(viewer: Viewer, params: unknown[], alias = 's'): string {
  if (viewer.seesAll) return 'true';
  if (viewer.userId === null || viewer.permitted === false) return `${alias}.classification = 'public'`;
  params.push(viewer.userId);
  return `(${alias}.classification = 'public' OR ${permittedClause(`$${params.length}`, alias)})`;
}

export function whereClause(f: SceneFilter, viewer: Viewer, params: unknown[]): string[] {
  const w: string[] = [];
  const spatial = spatialClause(f.parts, params);
  if (spatial) w.push(spatial);
  if (f.ids?.length) w.push(`s.id = ANY (${param(params, f.ids)}::text[])`);
  w.push(...attributeClauses(f, params));
  if (f.extra) w.push(`(${f.extra((v) => param(params, v))})`);
  const vis = visibilityClause(viewer, params);
  if (vis !== 'true') w.push(vis);
  return w;
}

const param = (params: unknown[], v: unknown) => {
  params.push(v);
  return `$${params.length}`;
};

/** The union of the target areas, or null without areas. */
function spatialClause(parts: AreaPart[] | undefined, params: unknown[]): string | null {
  if (!parts?.length) return null;
  const ors = parts.map((part) =>
    'wkt' in part
      ? `ST_Intersects(s.footprint, ST_GeomFromText(${param(params, part.wkt)}, 4326))`
      : `ST_Intersects(s.footprint, (SELECT geom FROM ${part.table} WHERE ${part.table === 'admin_regions' ? 'code' : 'id'}::text = ${param(params, part.key)} LIMIT 1))`,
  );
  return ors.length === 1 ? ors[0] : `(${ors.join(' OR ')})`;
}

/** Time range (and slice) and incidence range: columns that the cell index holds as they are. */
function rangeClauses(f: SceneFilter, params: unknown[]): string[] {
  const w: string[] = [];
  const p = (v: unknown) => param(params, v);
  if (f.start) {
    w.push(`s.acquired_end >= ${p(f.start.toISOString())}::timestamptz`);
    w.push(
      `s.acquired_at >= ${p(new Date(f.start.getTime() - MAX_SCENE_SECONDS * 1000).toISOString())}::timestamptz`,
    );
  }
  if (f.end) w.push(`s.acquired_at <= ${p(f.end.toISOString())}::timestamptz`);
  if (f.slice?.from) w.push(`s.acquired_at >= ${p(f.slice.from.toISOString())}::timestamptz`);
  if (f.slice?.to) w.push(`s.acquired_at <= ${p(f.slice.to.toISOString())}::timestamptz`);
  if (f.incidence_min !== undefined) w.push(`s.incidence_angle >= ${p(f.incidence_min)}::real`);
  if (f.incidence_max !== undefined) w.push(`s.incidence_angle <= ${p(f.incidence_max)}::real`);
  return w;
}

/** Time, incidence and equality filters (every condition but the areas, the image IDs and visibility). */
function attributeClauses(f: SceneFilter, params: unknown[]): string[] {
  const w = rangeClauses(f, params);
  const p = (v: unknown) => param(params, v);
  const any = (col: string, vals: unknown[] | undefined, type: string) => {
    if (!vals?.length) return;
    w.push(
      vals.length === 1 ? `s.${col} = ${p(vals[0])}::${type}` : `s.${col} = ANY (${p(vals)}::${type}[])`,
    );
  };
  any('satellite', f.satellites, 'text');
  any('img_mode', f.img_modes, 'smallint');
  any('product_type', f.product_types, 'text');
  any('polarization', f.polarizations, 'text');
  any('classification', f.classifications, 'text');
  if (f.orbit_direction) w.push(`s.orbit_direction = ${p(f.orbit_direction)}`);
  if (f.look_side) w.push(`s.look_side = ${p(f.look_side)}`);
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

/** The summary columns, with the footprint as GeoJSON when the page asks for it. */
const summarySelect = (page: PageRequest) =>
  `${SUMMARY_COLUMNS}${page.geometry ? `, ST_AsGeoJSON(s.footprint, ${page.decimals ?? 5}) AS fp` : ''}`;

/** The SQL of one page of scenes, newest (or oldest) first, after the keyset (one row more than the page). */
export function scenePageSql(
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  const dir = page.order === 'asc' ? 'ASC' : 'DESC';
  if (page.after) {
    params.push(page.after.t, page.after.id);
    where.push(
      `(s.acquired_at, s.id) ${page.order === 'asc' ? '>' : '<'} ($${params.length - 1}::timestamptz, $${params.length})`,
    );
  }
  const sql = `SELECT ${summarySelect(page)}
    FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY s.acquired_at ${dir}, s.id ${dir} LIMIT ${page.limit + 1}`;
  return { sql, params };
}

/**
 * The SQL of a first page with the number of every match (`total_count` on each row): the matches' keys are read
 * and counted once, and only the page's rows are read again for their columns.
 */
export function scenePageWithTotalSql(
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  const dir = page.order === 'asc' ? 'ASC' : 'DESC';
  // MATERIALIZED: planned as a reading of every match (not as an ordered walk that a LIMIT would stop early).
  const sql = `WITH m AS MATERIALIZED (
      SELECT s.id, s.acquired_at FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}),
    page AS (SELECT id FROM m ORDER BY acquired_at ${dir}, id ${dir} LIMIT ${page.limit + 1})
    SELECT ${summarySelect(page)}, (SELECT count(*)::int FROM m) AS total_count
      FROM page JOIN scenes s ON s.id = page.id
    ORDER BY s.acquired_at ${dir}, s.id ${dir}`;
  return { sql, params };
}

function asPage(
  rows: SceneSummaryRow[],
  page: PageRequest,
): { rows: SceneSummaryRow[]; next: Keyset | null } {
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const last = rows[rows.length - 1];
  return { rows, next: more && last ? { t: new Date(last.acquired_at).toISOString(), id: last.id } : null };
}

async function pageOf(
  db: Queryable,
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
  options?: QueryOptions,
): Promise<{ rows: SceneSummaryRow[]; next: Keyset | null }> {
  const { sql, params } = scenePageSql(f, viewer, page);
  return asPage((await db.query<SceneSummaryRow>(sql, params, options)).rows, page);
}

const boundsCache = new WeakMap<
  Queryable,
  { at: number; value: Promise<{ first: number; last: number } | null> }
>();

/**
 * First and last acquisition times of the catalog, kept a minute. They only size the time slices of a page, never
 * bound the result (a slice has no edge on the near side), so a stale value costs time, not rows.
 */
function catalogBounds(db: Queryable): Promise<{ first: number; last: number } | null> {
  const hit = boundsCache.get(db);
  if (hit && Date.now() - hit.at < 60_000) return hit.value;
  const value = db
    .query<{
      lo: Date | null;
      hi: Date | null;
    }>('SELECT min(acquired_at) AS lo, max(acquired_at) AS hi FROM scenes')
    .then(({ rows: [r] }) =>
      r.lo && r.hi ? { first: new Date(r.lo).getTime(), last: new Date(r.hi).getTime() } : null,
    );
  value.catch(() => boundsCache.delete(db));
  boundsCache.set(db, { at: Date.now(), value });
  return value;
}

/** The planner's estimate of the number of matches (no rows are read). */
export async function estimateScenes(db: Queryable, f: SceneFilter, viewer: Viewer): Promise<number> {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  const raw = plan.rows[0]['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(json[0].Plan['Plan Rows']);
}

/**
 * One page of scenes, newest (or oldest) first, after the keyset. Given an estimate of many matches, the page is
 * looked for in slices of the time range (the newest slice first when newest first), each four times wider than
 * the last, before the whole range: the search index matches area and time together, and a slice that holds a
 * full page holds the page, since every row outside it comes later in the order.
 */
export async function findScenes(
  db: Queryable,
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
  estimate?: number,
  options?: QueryOptions,
): Promise<{ rows: SceneSummaryRow[]; next: Keyset | null }> {
  if (estimate === undefined || estimate <= WINDOW_ABOVE) return pageOf(db, f, viewer, page, options);
  const bounds = await catalogBounds(db);
  if (!bounds) return pageOf(db, f, viewer, page);
  const desc = page.order === 'desc';
  let lo = Math.max(bounds.first, f.start ? f.start.getTime() - MAX_SCENE_SECONDS * 1000 : -Infinity);
  let hi = Math.min(bounds.last, f.end ? f.end.getTime() : Infinity);
  if (page.after) {
    if (desc) hi = Math.min(hi, Date.parse(page.after.t));
    else lo = Math.max(lo, Date.parse(page.after.t));
  }
  const span = hi - lo;
  for (let share = (2 * (page.limit + 1)) / estimate; share < 1 && span > 0; share *= 4) {
    // Only the far edge: the near one is the filter's, the cursor's or the catalog's own.
    const slice = desc ? { from: new Date(hi - share * span) } : { to: new Date(lo + share * span) };
    const found = await pageOf(db, { ...f, slice }, viewer, page);
    if (found.next) return found;
  }
  return pageOf(db, f, viewer, page);
}

/**
 * Exact count up to 10 000 (a capped count), else the planner's estimate (given, or asked for) but never less than
 * 10 001. The count is always made: the planner can overestimate a search many times over (a satellite's scenes
 * before its launch: its filters are assumed independent), so no estimate proves that a total exceeds 10 000.
 */
export async function countScenes(
  db: Queryable,
  f: SceneFilter,
  viewer: Viewer,
  estimate?: number,
): Promise<{ total: number; exact: boolean }> {
  const cover = coverOf(f);
  const { sql, params } = (cover && cellCountSql(f, viewer, cover)) || plainCountSql(f, viewer);
  const n = (await db.query<{ n: number }>(sql, params)).rows[0].n;
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, exact: true };
  return { total: Math.max(estimate ?? (await estimateScenes(db, f, viewer)), n), exact: false };
}

function plainCountSql(f: SceneFilter, viewer: Viewer): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  return {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM scenes s ${where.length ? `WHERE ${where.join(' AND ')}` : ''} LIMIT ${EXACT_TOTAL_LIMIT + 1}) x`,
    params,
  };
}

/** The cell cover of a search's areas, unless image IDs or an extra condition (any column) take part. */
const coverOf = (f: SceneFilter) => (f.ids?.length || f.extra ? null : cellCover(f.parts));

/**
 * The capped count of a search of rectangles, in up to three parts, each only read until the cap: the covered
 * cells' public scenes from the cell index alone (no footprint, no table row), their non-public scenes that a
 * permission record of the viewer covers (skipped at once without a live record), and the scenes of other cells
 * near the edges, matched through their footprints.
 */
export function cellCountSql(
  f: SceneFilter,
  viewer: Viewer,
  cover: CellCover,
): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  // The covered cells' public scenes are read from the index entries alone: filters on the packed `attrs`. A run
  // of cells is one index range, in which the time range is checked on each entry: cheaper than a lookup per cell
  // (a cell holds a few dozen entries, a lookup costs as much as reading about forty).
  const packed = attrsClauses(f, !viewer.seesAll, (v) => param(params, v));
  if (!packed) return null;
  const runs = `unnest(${param(
    params,
    cover.runs.map((r) => r[0]),
  )}::int[], ${param(
    params,
    cover.runs.map((r) => r[1]),
  )}::int[]) AS c(lo, hi)`;
  const attrs = attributeClauses(f, params);
  const and = (w: string[]) => w.join(' AND ');
  // OFFSET 0 keeps each run a lookup of its own rather than a join of the two lists.
  const perRun = (w: string[]) =>
    `SELECT 1 FROM ${runs} CROSS JOIN LATERAL (SELECT 1 FROM scenes s WHERE ${and(['s.cell BETWEEN c.lo AND c.hi', ...w])} OFFSET 0) m`;
  const branches = [perRun([...rangeClauses(f, params), ...packed])];
  if (!viewer.seesAll && viewer.userId !== null && viewer.permitted !== false) {
    // Non-public scenes have an index of their own: only they are read as rows, where permissions are checked.
    const user = param(params, viewer.userId);
    branches.push(`${perRun([...attrs, "s.classification <> 'public'", permittedClause(user, 's')])}
      WHERE EXISTS (SELECT 1 FROM scene_permissions p WHERE p.user_id = ${user} AND p.valid_from <= now() AND (p.valid_until IS NULL OR p.valid_until > now()))`);
  }
  const ring = cover.ring.map(
    (b) => `s.footprint && ST_MakeEnvelope(${b.map((v) => param(params, v)).join(', ')}, 4326)`,
  );
  // Not a covered cell: outside every rectangle of cells (cell → column x + 180 and row y + 90).
  const outside = cover.rects.map(
    ([x0, y0, x1, y1]) =>
      `NOT (s.cell % 360 BETWEEN ${x0 + 180} AND ${x1 + 179} AND s.cell / 360 BETWEEN ${y0 + 90} AND ${y1 + 89})`,
  );
  const vis = visibilityClause(viewer, params);
  const edge = [
    `(${ring.join(' OR ')})`,
    spatialClause(f.parts, params)!,
    ...outside,
    ...attrs,
    ...(vis === 'true' ? [] : [vis]),
  ];
  branches.push(`SELECT 1 FROM scenes s WHERE ${and(edge)}`);
  return {
    sql: `SELECT count(*)::int AS n FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')} LIMIT ${EXACT_TOTAL_LIMIT + 1}) x`,
    params,
  };
}

/**
 * A search: one page and (when asked) the total. Rectangles that cover many 1° cells are counted first (cheaply,
 * from the cell index) and their count sizes the page's time slices. Otherwise image IDs and small areas skip the
 * planner's estimate (all their matches are sorted at once), and a first page that is the whole result is its own
 * total, so they count only once their page comes back full, as does a search estimated at up to 1 000 matches. A
 * first page of 1 000 to 5 000 estimated matches is read together with its total; a larger search counts while its
 * page is read from time slices. `known`: the total of the first page, which sizes the slices of a later page.
 */
export async function searchScenes(
  db: Queryable,
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
  count: boolean,
  known?: number,
): Promise<{
  rows: SceneSummaryRow[];
  next: Keyset | null;
  total: { total: number; exact: boolean } | null;
}> {
  const cover = count ? coverOf(f) : null;
  if (cover) {
    const total = await countScenes(db, f, viewer);
    return { ...(await findScenes(db, f, viewer, page, total.total)), total };
  }
  const small =
    f.parts?.every((part) => 'wkt' in part) &&
    f.parts.reduce((sum, part) => sum + ('wkt' in part ? part.boxDeg2 : 0), 0) <= SMALL_AREA_DEG2;
  const estimate = f.ids?.length || small ? undefined : (known ?? (await estimateScenes(db, f, viewer)));
  if (
    count &&
    !page.after &&
    estimate !== undefined &&
    estimate > WINDOW_ABOVE &&
    estimate <= ONE_READING_UP_TO
  ) {
    const { sql, params } = scenePageWithTotalSql(f, viewer, page);
    const { rows } = await db.query<SceneSummaryRow & { total_count?: number }>(sql, params);
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { ...asPage(rows, page), total: { total, exact: true } };
  }
  if (count && (page.after || (estimate ?? 0) > WINDOW_ABOVE)) {
    const [found, total] = await Promise.all([
      findScenes(db, f, viewer, page, estimate),
      countScenes(db, f, viewer, estimate),
    ]);
    return { ...found, total: page.after || found.next ? total : { total: found.rows.length, exact: true } };
  }
  // Image IDs and small areas have one good plan (the primary key; the search index, then a sort of few rows).
  const found = await findScenes(db, f, viewer, page, estimate, { generic: estimate === undefined });
  if (!count) return { ...found, total: null };
  if (!found.next) return { ...found, total: { total: found.rows.length, exact: true } };
  return { ...found, total: await countScenes(db, f, viewer, estimate) };
}
