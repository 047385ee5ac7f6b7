/**
 * The globe's vector basemap for one view: administrative boundaries on land and, closer in, the coast (as lines,
 * clipped to the view and simplified for its scale: lines.ts) and the place names to label, chosen by the view's width so a country-wide view gets countries and
 * provinces, a province-wide view provinces and cities, a city-wide view cities and towns. WGS-84 in and out.
 */
import { CITY_VIEW_DEG, COUNTRY_VIEW_DEG, MAX_LABELS } from '@portal/shared/domain/geodata';
import type { Queryable } from '../db';

export type BasemapLevel = 'country' | 'province' | 'city';
export type LabelKind = 'country' | 'province' | 'city' | 'town';

/** What a view of this width (degrees of longitude) shows. */
export interface BasemapScale {
  /** The finest boundaries drawn (coarser ones are drawn too). */
  level: BasemapLevel;
  boundaryLevels: BasemapLevel[];
  labelKinds: LabelKind[];
  /** Simplification of the boundaries (degrees): about a pixel on a 1,000-pixel-wide view. */
  toleranceDeg: number;
}

export function basemapScale(widthDeg: number): BasemapScale {
  const toleranceDeg = Math.max(0.0005, Math.min(0.2, widthDeg / 1000));
  if (widthDeg > COUNTRY_VIEW_DEG)
    return {
      level: 'country',
      boundaryLevels: ['country', 'province'],
      labelKinds: ['country', 'province'],
      toleranceDeg,
    };
  if (widthDeg > CITY_VIEW_DEG)
    return {
      level: 'province',
      boundaryLevels: ['country', 'province', 'city'],
      labelKinds: ['province', 'city'],
      toleranceDeg,
    };
  return {
    level: 'city',
    boundaryLevels: ['country', 'province', 'city'],
    labelKinds: ['province', 'city', 'town'],
    toleranceDeg,
  };
}

export interface BoundaryRow {
  code: string;
  level: BasemapLevel;
  name_zh: string;
  name_en: string;
  /** GeoJSON LineString or MultiLineString (WGS-84). */
  geom: string;
}

export interface LabelRow {
  id: number;
  kind: LabelKind;
  name_zh: string | null;
  name_en: string;
  population: number | null;
  x: number;
  y: number;
}

/**
 * Boundaries and labels inside [west, south, east, north] (WGS-84, west ≤ east). The view is widened by a tenth on
 * each side so lines run past its edges.
 */
export async function basemap(
  db: Queryable,
  bbox: [number, number, number, number],
): Promise<{ scale: BasemapScale; boundaries: BoundaryRow[]; coasts: string[]; labels: LabelRow[] }> {
  const [w, s, e, n] = bbox;
  const scale = basemapScale(e - w);
  const padX = (e - w) / 10,
    padY = (n - s) / 10;
  const env = [
    Math.max(-180, w - padX),
    Math.max(-90, s - padY),
    Math.min(180, e + padX),
    Math.min(90, n + padY),
  ];
  const boundaries = await db.query<BoundaryRow>(
    `WITH v AS (SELECT ST_MakeEnvelope($1, $2, $3, $4, 4326) AS env),
     clipped AS (
       SELECT r.code, r.level, r.name_zh, r.name_en,
              ST_CollectionExtract(ST_Intersection(ST_Simplify(r.border, $5), v.env), 2) AS g
         FROM admin_regions r, v
        WHERE r.level = ANY($6::text[]) AND r.geom_simplified && v.env AND r.border && v.env)
     SELECT code, level, name_zh, name_en, ST_AsGeoJSON(g, 4) AS geom FROM clipped
      WHERE NOT ST_IsEmpty(g)
      ORDER BY CASE level WHEN 'country' THEN 0 WHEN 'province' THEN 1 ELSE 2 END, code`,
    [...env, scale.toleranceDeg, scale.boundaryLevels],
  );
  const labels = await db.query<LabelRow>(
    `SELECT p.id, p.kind, p.name_zh, p.name_en, p.population, ST_X(p.geom) AS x, ST_Y(p.geom) AS y
       FROM places p
      WHERE p.kind = ANY($5::text[]) AND p.geom && ST_MakeEnvelope($1, $2, $3, $4, 4326)
      ORDER BY CASE p.kind WHEN 'country' THEN 0 WHEN 'province' THEN 1 WHEN 'city' THEN 2 ELSE 3 END,
               p.population DESC NULLS LAST, p.id
      LIMIT $6`,
    [w, s, e, n, scale.labelKinds, MAX_LABELS],
  );
  // The coast from a province's zoom in (the whole world's would be megabytes; the tiles show it there).
  const coasts =
    scale.level === 'country'
      ? []
      : (
          await db.query<{ geom: string }>(
            `WITH v AS (SELECT ST_MakeEnvelope($1, $2, $3, $4, 4326) AS env)
             SELECT ST_AsGeoJSON(g, 5) AS geom FROM (
               SELECT ST_CollectionExtract(ST_Intersection(ST_Simplify(ST_LineMerge(ST_Collect(c.geom)), $5), v.env), 2) AS g
                 FROM coastlines c, v WHERE c.geom && v.env GROUP BY v.env) x
              WHERE NOT ST_IsEmpty(g)`,
            [...env, scale.toleranceDeg],
          )
        ).rows.map((r) => r.geom);
  return {
    scale,
    boundaries: boundaries.rows,
    coasts,
    labels: labels.rows,
  };
}
