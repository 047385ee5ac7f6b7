import type { Db, Queryable } from '../db';
import { archiveEnd, generateScenes, type GenerateOptions, type SceneRow } from './generate';
import { repeatPassScenes, type RepeatOptions } from './repeat-passes';

const n6 = (x: number) => Math.round(x * 1e6) / 1e6;
export const multiPolygonWkt = (mp: number[][][][]) =>
  `MULTIPOLYGON(${mp.map((poly) => `(${poly.map((ring) => `(${ring.map(([x, y]) => `${n6(x)} ${n6(y)}`).join(',')})`).join(',')})`).join(',')})`;

const COLUMNS = [
  ['id', 'text'],
  ['satellite', 'text'],
  ['acquired_at', 'timestamptz'],
  ['acquired_end', 'timestamptz'],
  ['footprint', 'text'],
  ['img_mode', 'smallint'],
  ['product_type', 'text'],
  ['polarization', 'text'],
  ['orbit_direction', 'text'],
  ['look_side', 'text'],
  ['look_angle', 'real'],
  ['incidence_angle', 'real'],
  ['incidence_near', 'real'],
  ['incidence_far', 'real'],
  ['resolution_range', 'real'],
  ['resolution_azimuth', 'real'],
  ['classification', 'text'],
  ['absolute_orbit', 'integer'],
] as const;

const INSERT_SQL = `INSERT INTO scenes (${COLUMNS.map(([c]) => c).join(', ')})
  SELECT ${COLUMNS.map(([c]) => (c === 'footprint' ? 'ST_GeomFromText(footprint, 4326)' : c)).join(', ')}
    FROM unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) AS u(${COLUMNS.map(([c]) => c).join(', ')})
  ON CONFLICT (id) DO NOTHING`;

/** The rows as one array per column, the parameters of INSERT_SQL and REPLACE_SQL. */
function columnArrays(rows: SceneRow[]): unknown[][] {
  const cols: unknown[][] = COLUMNS.map(() => []);
  for (const r of rows) {
    COLUMNS.forEach(([c], i) => {
      const v =
        c === 'footprint'
          ? multiPolygonWkt(r.footprint)
          : c === 'acquired_at' || c === 'acquired_end'
            ? (r[c] as Date).toISOString()
            : r[c as keyof SceneRow];
      cols[i].push(v);
    });
  }
  return cols;
}

/**
 * Bulk insert: one statement per batch with one array parameter per column (`unnest`), on both drivers —
 * a single round trip and a single plan per few thousand rows.
 */
export async function insertScenes(db: Queryable, rows: SceneRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(INSERT_SQL, columnArrays(rows));
}

/**
 * Inserts scenes that are new; returns the ids inserted (an id already in the catalog is left as it is). Concurrent
 * inserts of one id agree: the unique index lets one in and the others find it there.
 */
export async function insertNewScenes(db: Queryable, rows: SceneRow[]): Promise<string[]> {
  if (!rows.length) return [];
  const { rows: inserted } = await db.query<{ id: string }>(`${INSERT_SQL} RETURNING id`, columnArrays(rows));
  return inserted.map((r) => r.id);
}

const REPLACE_SQL = `UPDATE scenes s SET ${COLUMNS.filter(([c]) => c !== 'id')
  .map(([c]) => `${c} = ${c === 'footprint' ? 'ST_GeomFromText(u.footprint, 4326)' : `u.${c}`}`)
  .join(', ')}, quicklook_key = NULL
  FROM unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) AS u(${COLUMNS.map(([c]) => c).join(', ')})
  WHERE s.id = u.id
  RETURNING s.id`;

/**
 * Replaces the columns of scenes already in the catalog (a rendered quicklook of the old footprint is dropped);
 * returns the ids replaced. The cell and packed attributes follow (generated columns).
 */
export async function replaceScenes(db: Queryable, rows: SceneRow[]): Promise<string[]> {
  if (!rows.length) return [];
  const { rows: replaced } = await db.query<{ id: string }>(REPLACE_SQL, columnArrays(rows));
  return replaced.map((r) => r.id);
}

/** Generates `opts.count` scenes and inserts them in batches; returns the number generated. */
export async function loadCatalog(
  db: Queryable,
  opts: GenerateOptions,
  batch = 2000,
  onProgress?: (n: number) => void,
): Promise<number> {
  let buf: SceneRow[] = [];
  let n = 0;
  for (const s of generateScenes(opts)) {
    buf.push(s);
    if (buf.length >= batch) {
      await insertScenes(db, buf);
      n += buf.length;
      buf = [];
      onProgress?.(n);
    }
  }
  await insertScenes(db, buf);
  return n + buf.length;
}

/** Inserts the archive's repeat passes (repeat-passes.ts: stacks over the sites of interest); returns how many. */
export async function loadRepeatPasses(db: Queryable, opts: RepeatOptions): Promise<number> {
  const rows = repeatPassScenes(opts);
  for (let i = 0; i < rows.length; i += 2000) await insertScenes(db, rows.slice(i, i + 2000));
  return rows.length;
}

/**
 * Rewrites the scenes table in its clustered order (migration 005: acquisition month, then place) and refreshes
 * the planner's statistics. The generator draws scenes in random time order, whereas an archive ingested as it
 * is acquired lies nearly in that order already; searches read one area over a slice of time, so rows in that
 * order are read from a few neighbouring blocks instead of thousands of scattered ones.
 */
export async function clusterCatalog(db: Queryable): Promise<void> {
  await db.exec('CLUSTER scenes; ANALYZE scenes');
}

/**
 * Marks the rewritten table's blocks all-visible (CLUSTER leaves the visibility map empty), so that counts by
 * cells read the cell index alone instead of visiting each scene's block. Outside any transaction.
 */
export async function vacuumCatalog(db: Queryable): Promise<void> {
  await db.exec('VACUUM ANALYZE scenes');
}

/**
 * Seeds the demo catalog once (empty scenes table), under an advisory lock so concurrent starts agree: `count`
 * scenes at random along the ground tracks, and the repeat passes of the sites of interest over the same years.
 */
export async function seedCatalog(db: Db, count: number, seed = 20260101): Promise<number> {
  if (count <= 0) return 0;
  const has = await db.query('SELECT 1 FROM scenes LIMIT 1');
  if (has.rows.length) return 0;
  const n = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7310424005)');
    const again = await tx.query('SELECT 1 FROM scenes LIMIT 1');
    if (again.rows.length) return 0;
    const end = archiveEnd({});
    const loaded = (await loadCatalog(tx, { count, seed, end })) + (await loadRepeatPasses(tx, { end }));
    await clusterCatalog(tx);
    return loaded;
  });
  if (n) await vacuumCatalog(db);
  return n;
}
