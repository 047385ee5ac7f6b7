/**
 * Fills admin_regions and places from the registry packages (sources.ts) when they are empty: idempotent, safe for
 * concurrent starts (advisory lock), one transaction, a few set-based statements (JSON → json_to_recordset).
 */
import type { Db, Queryable } from '../db';
import { lacksBasemapLines, loadBasemapLines } from './load-lines';
import { shortZh } from './names';
import { chinaRegions, FOLDED_INTO_CN, worldCountries, worldTowns, type RegionRow } from './sources';

const LOCK_KEY = 7_310_424_004;

export interface GeodataLoadResult {
  loaded: boolean;
  regions: number;
  places: number;
  ms: number;
}

async function insertRegions(tx: Queryable, rows: RegionRow[]) {
  const payload = rows.map((r) => ({
    code: r.code,
    parent_code: r.parent_code,
    level: r.level,
    name_zh: r.name_zh,
    name_en: r.name_en,
    short_zh: r.short_zh,
    geom: `MULTIPOLYGON(${r.coords.map((p) => `(${p.map((ring) => `(${ring.map((q) => `${q[0]} ${q[1]}`).join(',')})`).join(',')})`).join(',')})`,
    cx: r.center?.[0] ?? null,
    cy: r.center?.[1] ?? null,
  }));
  await tx.query(
    `INSERT INTO admin_regions (code, parent_code, level, name_zh, name_en, short_zh, geom, geom_simplified, center)
     SELECT r.code, r.parent_code, r.level, r.name_zh, r.name_en, r.short_zh, g.g, g.g,
            CASE WHEN r.cx IS NULL THEN ST_PointOnSurface(g.g) ELSE ST_SetSRID(ST_MakePoint(r.cx, r.cy), 4326) END
     FROM json_to_recordset($1::json) AS r(code text, parent_code text, level text, name_zh text, name_en text, short_zh text,
                                           geom text, cx float8, cy float8)
     -- Only the geometries that are invalid (self-touching rings after quantization) pay for ST_MakeValid.
     CROSS JOIN LATERAL (SELECT ST_GeomFromText(r.geom, 4326) AS g0) s
     CROSS JOIN LATERAL (SELECT ST_Multi(ST_CollectionExtract(CASE WHEN ST_IsValid(s.g0) THEN s.g0 ELSE ST_MakeValid(s.g0) END, 3)) AS g) g
     WHERE NOT ST_IsEmpty(g.g)`,
    [JSON.stringify(payload)],
  );
}

/** Loads the geodata when the tables are empty. Returns what it did (counts and milliseconds). */
export async function loadGeodata(db: Db): Promise<GeodataLoadResult> {
  const t0 = Date.now();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const have = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM places')).rows[0].n;
    if (have > 0) {
      if (await lacksBasemapLines(tx)) await loadBasemapLines(tx);
      return { loaded: false, regions: 0, places: have, ms: Date.now() - t0 };
    }
    await tx.exec(
      'DELETE FROM places; DELETE FROM admin_regions WHERE parent_code IS NOT NULL; DELETE FROM admin_regions;',
    );

    // Countries; Taiwan, Hong Kong and Macao are provinces of China in the China data, so their polygons join CN's.
    const countries = worldCountries();
    const cn = countries.find((c) => c.code === 'CN')!;
    for (const c of countries.filter((x) => FOLDED_INTO_CN.includes(x.code))) cn.coords.push(...c.coords);
    await insertRegions(
      tx,
      countries.filter((c) => !FOLDED_INTO_CN.includes(c.code)),
    );
    await tx.query(
      `UPDATE admin_regions SET geom = ST_Multi(ST_CollectionExtract(ST_UnaryUnion(geom), 3)) WHERE code = 'CN'`,
    );

    const china = chinaRegions();
    await insertRegions(
      tx,
      china.filter((r) => r.level === 'province'),
    );
    await insertRegions(
      tx,
      china.filter((r) => r.level === 'city'),
    );
    // A province's detailed outline: the union of its children (china.json's own outline is coarse).
    await tx.query(
      `UPDATE admin_regions p SET geom = u.g
       FROM (SELECT parent_code, ST_Multi(ST_CollectionExtract(ST_UnaryUnion(ST_Collect(geom)), 3)) AS g
             FROM admin_regions WHERE level = 'city' GROUP BY parent_code) u
       WHERE p.code = u.parent_code AND p.level = 'province' AND NOT ST_IsEmpty(u.g)`,
    );
    // Children simplified one by one leave slivers between them: a province keeps only holes of at least ~1 km²
    // (Hebei keeps Beijing and Tianjin).
    await tx.query(
      `UPDATE admin_regions p SET geom = (
         SELECT ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Collect(ST_MakePolygon(ST_ExteriorRing(d.geom), ARRAY(
           SELECT ST_ExteriorRing(h.geom) FROM ST_DumpRings(d.geom) h WHERE h.path[1] > 0 AND ST_Area(h.geom) >= 0.0001)))), 3))
         FROM ST_Dump(p.geom) d)
       WHERE p.level = 'province' AND EXISTS (SELECT 1 FROM ST_Dump(p.geom) d WHERE ST_NumInteriorRings(d.geom) > 0)`,
    );
    // Display geometry: tolerance ~1/500 of the region's extent (≈ 250 m for a city, ≈ 1 km for a province).
    await tx.query(
      `UPDATE admin_regions SET geom_simplified = ST_Multi(ST_CollectionExtract(ST_MakeValid(
         ST_SimplifyPreserveTopology(geom, greatest(0.001, sqrt(ST_Area(ST_Envelope(geom))) / 500))), 3))`,
    );

    // Places: every region is a place (its point is the source's label point) …
    await tx.query(
      `INSERT INTO places (name_zh, name_en, short_zh, kind, country_code, admin_code, geom)
       SELECT name_zh, name_en, short_zh, level, CASE WHEN level = 'country' THEN code ELSE 'CN' END, code, center
       FROM admin_regions ORDER BY level, code`,
    );
    // … plus the towns of the gazetteer (English names, Chinese ones where GeoNames has them; Taiwan, Hong Kong
    // and Macao filed under CN as above). A town's short zh name drops its 市 (广岛市 is found as 广岛).
    const towns = worldTowns().map((t) => ({
      ...t,
      short_zh: t.name_zh && shortZh(t.name_zh) !== t.name_zh ? shortZh(t.name_zh) : null,
    }));
    await tx.query(
      `INSERT INTO places (name_zh, short_zh, name_en, kind, country_code, population, geom)
       SELECT t.name_zh, t.short_zh, t.name_en, 'town',
              CASE WHEN t.country_code = ANY($2::text[]) THEN 'CN' ELSE t.country_code END,
              t.population, ST_SetSRID(ST_MakePoint(t.lng, t.lat), 4326)
       FROM json_to_recordset($1::json) AS t(name_zh text, short_zh text, name_en text, country_code text,
                                             population int, lng float8, lat float8)`,
      [JSON.stringify(towns), FOLDED_INTO_CN],
    );
    // A town that is a city or a country under the same English name (Hangzhou, Singapore) merges into the
    // region's place: the region keeps its polygon and zh name and takes the town's population. A town named as
    // its province stays a town of its own (Shanghai the city, then Shanghai the municipality: docs/requirements.md §1).
    await tx.exec(`
      CREATE TEMP TABLE geodata_merge ON COMMIT DROP AS
        SELECT DISTINCT ON (t.id) t.id AS town_id, a.id AS admin_id, t.population
        FROM places t
        JOIN places a ON a.kind IN ('city', 'country') AND lower(a.name_en) = lower(t.name_en)
                     AND a.country_code = t.country_code
        JOIN admin_regions r ON r.code = a.admin_code AND ST_Intersects(r.geom, t.geom)
        WHERE t.kind = 'town'
        ORDER BY t.id, CASE a.kind WHEN 'city' THEN 0 ELSE 1 END;
      UPDATE places a SET population = m.population
        FROM (SELECT admin_id, max(population) AS population FROM geodata_merge GROUP BY admin_id) m WHERE a.id = m.admin_id;
      DELETE FROM places WHERE id IN (SELECT town_id FROM geodata_merge);
      UPDATE places t SET admin_code = (
          SELECT r.code FROM admin_regions r WHERE r.level = 'city' AND ST_Intersects(r.geom, t.geom) LIMIT 1)
        WHERE t.kind = 'town' AND t.country_code = 'CN';
      UPDATE places t SET admin_code = t.country_code
        WHERE t.kind = 'town' AND t.admin_code IS NULL AND EXISTS (SELECT 1 FROM admin_regions r WHERE r.code = t.country_code);
    `);
    await loadBasemapLines(tx);
    await tx.exec('ANALYZE admin_regions; ANALYZE places;');
    const regions = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_regions')).rows[0].n;
    const places = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM places')).rows[0].n;
    return { loaded: true, regions, places, ms: Date.now() - t0 };
  });
}
