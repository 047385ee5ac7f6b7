/**
 * The planner uses the catalog's indexes for the searches the portal sends: the search GiST index (area, time and
 * filters) for small areas, the time index for narrow time ranges over large areas. The plans are read from EXPLAIN
 * of the very SQL the search builds (scenePageSql, countScenes), on a catalog of 20 000 scattered scenes; then
 * searchScenes pages and counts large results exactly as a full sort does, and counts by cells of large rectangles
 * equal full counts (across ±180°, overlapping areas, GCJ-02, filters, sensitive scenes with and without permission).
 */
import type { Queryable } from '../src/db';
import type { SceneRow } from '../src/catalog/generate';
import { insertScenes } from '../src/catalog/insert';
import { resolveAreas, type AreaInput } from '../src/catalog/areas';
import { ATTR_FIELDS, packAttrs, type AttrColumn } from '../src/catalog/attrs';
import {
  cellCountSql,
  cellCover,
  countScenes,
  estimateScenes,
  scenePageSql,
  searchScenes,
  whereClause,
} from '../src/catalog/query';
import type { SceneFilter } from '../src/catalog/scene-filter';
import type { Viewer } from '../src/http/viewer';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let customer: Viewer;
const START = Date.parse('2023-11-01T00:00:00Z');
const SPAN_MS = 3 * 365 * 86_400_000;

/** A deterministic PRNG (mulberry32), so every run plans over the same catalog. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function scatteredScenes(n: number): SceneRow[] {
  const r = rng(42);
  return Array.from({ length: n }, (_, i) => {
    const w = -179 + r() * 357;
    const s = -60 + r() * 130;
    const at = new Date(START + r() * SPAN_MS);
    return {
      id: `S${i}`,
      satellite: ['TY-38', 'TY-39', 'TY-40', 'TY-41'][i % 4],
      acquired_at: at,
      acquired_end: new Date(at.getTime() + 5000),
      footprint: [
        [
          [
            [w, s],
            [w + 0.5, s],
            [w + 0.5, s + 0.4],
            [w, s + 0.4],
            [w, s],
          ],
        ],
      ],
      img_mode: [1, 3, 4, 5, 6][i % 5],
      product_type: 'SLC',
      polarization: 'VV',
      orbit_direction: i % 2 ? 'ascending' : 'descending',
      look_side: 'right',
      look_angle: 25,
      incidence_angle: 20 + (i % 30),
      incidence_near: 18,
      incidence_far: 50,
      resolution_range: 3,
      resolution_azimuth: 3,
      classification: i % 50 === 0 ? 'sensitive' : 'public',
      absolute_orbit: 1000 + i,
    };
  });
}

/** Scenes split at ±180° (a MultiPolygon of two halves), whose footprint point may lie in either half. */
function antimeridianScenes(n: number): SceneRow[] {
  return scatteredScenes(n).map((sc, i) => {
    const s = -60 + (i * 120) / n;
    const [west, east] = [179.5 + (i % 5) * 0.1, -179.9 + (i % 7) * 0.1];
    return {
      ...sc,
      id: `A${i}`,
      footprint: [
        [
          [
            [west, s],
            [180, s],
            [180, s + 0.4],
            [west, s + 0.4],
            [west, s],
          ],
        ],
        [
          [
            [-180, s],
            [east, s],
            [east, s + 0.4],
            [-180, s + 0.4],
            [-180, s],
          ],
        ],
      ],
    };
  });
}

/** Scenes near the South Pole, one per value of each packed filter column (the others as in scatteredScenes). */
function everyAttrValue(): SceneRow[] {
  const base = scatteredScenes(1)[0];
  const values = Object.entries(ATTR_FIELDS).flatMap(([col, field]) =>
    Object.keys(field.codes).map((v) => [col, col === 'img_mode' ? Number(v) : v] as const),
  );
  return values.map(([col, v], i) => ({
    ...base,
    id: `V${i}`,
    [col]: v,
    footprint: [
      [
        [
          [i, -80],
          [i + 0.5, -80],
          [i + 0.5, -79.6],
          [i, -79.6],
          [i, -80],
        ],
      ],
    ],
  }));
}

beforeAll(async () => {
  t = await startTestApp();
  const all = [...scatteredScenes(20_000), ...antimeridianScenes(300), ...everyAttrValue()];
  for (let i = 0; i < all.length; i += 4000) await insertScenes(t.db, all.slice(i, i + 4000));
  await t.db.exec('VACUUM ANALYZE scenes'); // as autovacuum leaves a table: its visibility map lets index-only scans skip it
  customer = { userId: (await t.tokenOf('customer')).userId, seesAll: false };
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Index names used on `scenes`, and whether `scenes` is read by a sequential scan. */
async function planOf(db: Queryable, sql: string, params: unknown[]) {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = rows[0]['QUERY PLAN'];
  const root = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
  const indexes = new Set<string>();
  let seqScan = false;
  const walk = (n: PlanNode) => {
    if (n['Index Name']?.startsWith('scenes_')) indexes.add(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'scenes') seqScan = true;
    n.Plans?.forEach(walk);
  };
  walk(root);
  return { indexes: [...indexes], seqScan };
}

async function pagePlan(
  areas: AreaInput[],
  filter: Omit<SceneFilter, 'parts'> = {},
  viewer: Viewer = customer,
) {
  const parts = areas.length ? await resolveAreas(t.db, areas, 'WGS84') : undefined;
  const { sql, params } = scenePageSql({ ...filter, parts }, viewer, {
    order: 'desc',
    limit: 100,
    geometry: true,
  });
  return planOf(t.db, sql, params);
}

const box = (w: number, s: number, e: number, n: number): AreaInput => ({ type: 'bbox', bbox: [w, s, e, n] });

describe('index use', () => {
  it('a 1°×1° area over the whole archive reads the search GiST index', async () => {
    const plan = await pagePlan([box(116, 39, 117, 40)]);
    expect(plan.indexes).toContain('scenes_search_gist');
    expect(plan.seqScan).toBe(false);
  });

  it('an area across ±180° reads the GiST index for both halves', async () => {
    const plan = await pagePlan([box(179.5, -20, -179.5, -19)]);
    expect(plan.indexes).toEqual(['scenes_search_gist']);
    expect(plan.seqScan).toBe(false);
  });

  it('an administrative region (looked up by code) reads the GiST index', async () => {
    const plan = await pagePlan([{ type: 'region', code: '110000' }]);
    expect(plan.indexes).toContain('scenes_search_gist');
    expect(plan.seqScan).toBe(false);
  });

  it('one day over the whole world reads the time index', async () => {
    const day = { start: new Date('2025-06-01T00:00:00Z'), end: new Date('2025-06-02T00:00:00Z') };
    const plan = await pagePlan([box(-180, -90, 180, 90)], day);
    expect(plan.indexes).toContain('scenes_time_idx');
    expect(plan.seqScan).toBe(false);
  });

  it('image IDs read the primary key', async () => {
    const plan = await pagePlan([], { ids: ['S1', 'S2'] });
    expect(plan.indexes).toContain('scenes_pkey');
    expect(plan.seqScan).toBe(false);
  });

  it('the capped count of a small area reads the GiST index too', async () => {
    const params: unknown[] = [];
    const where = whereClause(
      { parts: await resolveAreas(t.db, [box(10, 45, 11, 46)], 'WGS84') },
      customer,
      params,
    );
    const plan = await planOf(
      t.db,
      `SELECT count(*) FROM (SELECT 1 FROM scenes s WHERE ${where.join(' AND ')} LIMIT 10001) x`,
      params,
    );
    expect(plan.indexes).toContain('scenes_search_gist');
    expect(plan.seqScan).toBe(false);
  });
});

describe('searches with many matches', () => {
  const viewer: Viewer = { userId: null, seesAll: true };
  /** Every match, in the order of the search, straight from SQL (no slices). */
  async function allMatches(f: SceneFilter, order: 'asc' | 'desc') {
    const params: unknown[] = [];
    const where = whereClause(f, viewer, params);
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT s.id FROM scenes s WHERE ${where.join(' AND ')} ORDER BY s.acquired_at ${order}, s.id ${order}`,
      params,
    );
    return rows.map((r) => r.id);
  }

  async function pagesOf(f: SceneFilter, order: 'asc' | 'desc', n: number) {
    const ids: string[] = [];
    let after = null;
    let first = null;
    for (let i = 0; i < n; i++) {
      const page = await searchScenes(
        t.db,
        f,
        viewer,
        { order, limit: 100, after, geometry: false },
        i === 0,
      );
      first ??= page.total;
      ids.push(...page.rows.map((r) => r.id));
      after = page.next;
      if (!after) break;
    }
    return { ids, total: first };
  }

  const westPolygon: AreaInput = {
    type: 'polygon',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-180, -60],
          [0, -60],
          [0, 70],
          [-180, 70],
          [-180, -60],
        ],
      ],
    },
  };
  it.each([
    ['desc', 'a polygon (first page read with its total)', westPolygon],
    ['asc', 'a polygon (first page read with its total)', westPolygon],
    ['desc', 'a large rectangle (counted first, by cells)', box(-110, -40, -40, 30)],
  ] as const)('pages %s exactly as a full sort, and counts them: %s', async (order, _, area) => {
    const f: SceneFilter = {
      parts: await resolveAreas(t.db, [area], 'WGS84'),
      satellites: ['TY-38', 'TY-39'],
    };
    expect(await estimateScenes(t.db, f, viewer)).toBeGreaterThan(1000);
    const expected = await allMatches(f, order);
    expect(expected.length).toBeGreaterThan(1000);
    const { ids, total } = await pagesOf(f, order, 4);
    expect(ids).toEqual(expected.slice(0, 400));
    expect(total).toEqual({ total: expected.length, exact: true });
  });

  it('a time range and a filter keep every match', async () => {
    const f: SceneFilter = {
      parts: await resolveAreas(t.db, [box(-180, -90, 180, 90)], 'WGS84'),
      start: new Date('2024-03-01T00:00:00Z'),
      end: new Date('2025-09-01T00:00:00Z'),
      orbit_direction: 'ascending',
    };
    const expected = await allMatches(f, 'desc');
    expect(expected.length).toBeGreaterThan(1000);
    const { ids, total } = await pagesOf(f, 'desc', 3);
    expect(ids).toEqual(expected.slice(0, 300));
    expect(total).toEqual({ total: expected.length, exact: true });
  });

  it.each(['desc', 'asc'] as const)(
    'a search of more than 10 000 pages %s through time slices; its total is the estimate, flagged',
    async (order) => {
      const f: SceneFilter = { parts: await resolveAreas(t.db, [box(-180, -90, 180, 90)], 'WGS84') };
      expect(await estimateScenes(t.db, f, viewer)).toBeGreaterThan(5000); // past the single reading
      const expected = await allMatches(f, order);
      const { ids, total } = await pagesOf(f, order, 3);
      expect(ids).toEqual(expected.slice(0, 300));
      expect(total?.exact).toBe(false);
      expect(total?.total).toBeGreaterThan(10_000);
    },
  );

  it('a small area is sorted at once and a one-page result is its own total', async () => {
    const f: SceneFilter = { parts: await resolveAreas(t.db, [box(10, 40, 12, 42)], 'WGS84') };
    const expected = await allMatches(f, 'desc');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(100);
    const page = await searchScenes(t.db, f, viewer, { order: 'desc', limit: 100, geometry: false }, true);
    expect(page.rows.map((r) => r.id)).toEqual(expected);
    expect(page.next).toBeNull();
    expect(page.total).toEqual({ total: expected.length, exact: true });
  });
});

describe('counts by cells of large rectangles', () => {
  /** The full count (no cap, no cells): every match through its footprint. */
  async function fullCount(f: SceneFilter, viewer: Viewer) {
    const params: unknown[] = [];
    const where = whereClause(f, viewer, params);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scenes s WHERE ${where.join(' AND ')}`,
      params,
    );
    return rows[0].n;
  }

  const searches: [string, AreaInput[], Omit<SceneFilter, 'parts'>, 'WGS84' | 'GCJ02'][] = [
    ['a continent-sized box', [box(-20, -35, 50, 35)], {}, 'WGS84'],
    [
      'a box with fractional edges, a time range and two filters',
      [box(60.37, 5.81, 140.62, 55.09)],
      {
        start: new Date('2024-05-01T00:00:00Z'),
        end: new Date('2025-07-01T00:00:00Z'),
        satellites: ['TY-39'],
        orbit_direction: 'ascending',
      },
      'WGS84',
    ],
    ['a box across ±180°', [box(160.5, -50, -165.5, 50)], {}, 'WGS84'],
    ['a box reaching ±180° from the east', [box(170, -55, 180, 55)], {}, 'WGS84'],
    [
      'overlapping boxes and a small one',
      [box(0, 0, 30, 30), box(20, 20, 45, 45), box(100.2, 10.2, 100.9, 10.9)],
      { img_modes: [3, 4] },
      'WGS84',
    ],
    [
      'a GCJ-02 box over China',
      [box(73.5, 18.2, 135.1, 53.6)],
      { incidence_min: 25, incidence_max: 40 },
      'GCJ02',
    ],
  ];

  it.each(searches)('%s: the count by cells equals the full count', async (_, areas, filter, crs) => {
    const f: SceneFilter = { ...filter, parts: await resolveAreas(t.db, areas, crs) };
    expect(cellCover(f.parts)).not.toBeNull();
    for (const viewer of [customer, { userId: null, seesAll: true }]) {
      const full = await fullCount(f, viewer);
      expect(full).toBeGreaterThan(20);
      expect(await countScenes(t.db, f, viewer)).toEqual(
        full > 10_000 ? { total: expect.any(Number), exact: false } : { total: full, exact: true },
      );
    }
  });

  it('counts the sensitive scenes that a permission record covers, and only those', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (type, username, password_hash, name, mobile, email, organization)
       VALUES ('customer', 'cellviewer', 'x', 'Cell Viewer', '13900000077', 'cellviewer@example.com', '') RETURNING id`,
    );
    const viewer: Viewer = { userId: rows[0].id, seesAll: false };
    const f: SceneFilter = { parts: await resolveAreas(t.db, [box(-100, -40, 60, 50)], 'WGS84') };
    const before = await countScenes(t.db, f, viewer);
    await t.db.query(
      `INSERT INTO scene_permissions (user_id, classifications, area) VALUES ($1, ARRAY['sensitive'], ST_Multi(ST_MakeEnvelope(-50, -40, 10, 50, 4326)))`,
      [viewer.userId],
    );
    const after = await countScenes(t.db, f, viewer);
    expect(after).toEqual({ total: await fullCount(f, viewer), exact: true });
    expect(after.total).toBeGreaterThan(before.total);
  });

  it.each([
    ['without a time range', {}],
    [
      'with a time range (checked on each entry of a run of cells)',
      { start: new Date('2024-01-01T00:00:00Z'), end: new Date('2024-12-31T00:00:00Z') },
    ],
  ])('reads the covered cells from the cell index alone, %s', async (_, time) => {
    const f: SceneFilter = {
      parts: await resolveAreas(t.db, [box(-20, -35, 50, 35)], 'WGS84'),
      satellites: ['TY-40'],
      ...time,
    };
    const { sql, params } = cellCountSql(f, customer, cellCover(f.parts)!)!;
    const { rows } = await t.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toMatch(/"Node Type":\s*"Index Only Scan",[^}]*"Index Name":\s*"scenes_cell_idx"/);
  });

  it('reads only the non-public scenes of the covered cells as rows for a viewer who may hold permissions', async () => {
    const f: SceneFilter = {
      parts: await resolveAreas(t.db, [box(-20, -35, 50, 35)], 'WGS84'),
      start: new Date('2024-01-01T00:00:00Z'),
    };
    const { sql, params } = cellCountSql(
      f,
      { userId: customer.userId, seesAll: false },
      cellCover(f.parts)!,
    )!;
    const { rows } = await t.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    expect(JSON.stringify(rows[0]['QUERY PLAN'])).toMatch(/"Index Name":\s*"scenes_nonpublic_cell_idx"/);
  });

  it('packs the filter columns into attrs as the query builder reads them, for every value', async () => {
    const cols = Object.keys(ATTR_FIELDS) as AttrColumn[];
    const { rows } = await t.db.query<Record<AttrColumn, string | number> & { attrs: number }>(
      `SELECT DISTINCT ${cols.join(', ')}, attrs FROM scenes`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const col of cols) {
      expect(new Set(rows.map((r) => String(r[col])))).toEqual(new Set(Object.keys(ATTR_FIELDS[col].codes)));
    }
    for (const r of rows) expect({ ...r, attrs: packAttrs(r) }).toEqual(r);
  });

  it('leaves areas that are not rectangles, small rectangles and most of the world to the footprints', async () => {
    expect(cellCover(await resolveAreas(t.db, [box(-180, -80, 180, 80)], 'WGS84'))).toBeNull();
    expect(
      cellCover(await resolveAreas(t.db, [{ type: 'circle', center: [10, 10], radius_km: 900 }], 'WGS84')),
    ).toBeNull();
    expect(cellCover(await resolveAreas(t.db, [box(10.5, 10.5, 13.5, 13.5)], 'WGS84'))).toBeNull();
  });
});
