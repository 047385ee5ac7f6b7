/**
 * The total of a scene search: exact up to 10 000 matches (a capped count, from the cell index for rectangles of
 * many cells), the planner's estimate above.
 */
import type { Queryable } from '../db';
import type { Viewer } from '../http/viewer';
import { attrsClauses } from './attrs';
import { cellCover, type CellCover } from './cell-cover';
import type { SceneFilter } from './scene-filter';
import {
  attributeClauses,
  param,
  permittedClause,
  rangeClauses,
  spatialClause,
  visibilityClause,
  whereClause,
} from './where';

export const EXACT_TOTAL_LIMIT = 10_000;

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
export const coverOf = (f: SceneFilter) => (f.ids?.length || f.extra ? null : cellCover(f.parts));

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
