/**
 * The one SQL builder of scene searches (catalog search, export, STAC): filters, visibility (sensitive data),
 * keyset pagination on (acquired_at, id) and a total that is exact up to 10 000 matches and estimated above.
 */
import type { Queryable, QueryOptions } from '../db';
import type { Viewer } from '../http/viewer';
import { countScenes, coverOf, estimateScenes } from './count';
import type { SceneFilter } from './scene-filter';
import { MAX_SCENE_SECONDS, whereClause } from './where';

// The conditions and the totals have modules of their own (./where.ts, ./count.ts); their names are read here too.
export { cellCover, type CellCover } from './cell-cover';
export { cellCountSql, countScenes, estimateScenes, EXACT_TOTAL_LIMIT } from './count';
export { visibilityClause, whereClause } from './where';

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

/** What a page's SQL starts from: the filter's conditions with their parameters, and the direction of its order. */
function pageStart(f: SceneFilter, viewer: Viewer, page: PageRequest) {
  const params: unknown[] = [];
  const where = whereClause(f, viewer, params);
  return { params, where, dir: page.order === 'asc' ? 'ASC' : 'DESC' };
}

/** The SQL of one page of scenes, newest (or oldest) first, after the keyset (one row more than the page). */
export function scenePageSql(
  f: SceneFilter,
  viewer: Viewer,
  page: PageRequest,
): { sql: string; params: unknown[] } {
  const { params, where, dir } = pageStart(f, viewer, page);
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
  const { params, where, dir } = pageStart(f, viewer, page);
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
