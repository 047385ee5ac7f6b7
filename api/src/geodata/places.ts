/**
 * The place-name typeahead (GET /api/geodata/places/) and a place by id: Chinese or English names, prefix matches
 * through the text_pattern_ops indexes, "contains" scanned only when they do not fill the list.
 */
import { PLACE_KINDS } from '@portal/shared/domain/geodata';
import type { Queryable } from '../db';

export interface PlaceRow {
  id: number;
  name_zh: string | null;
  name_en: string;
  kind: (typeof PLACE_KINDS)[number];
  country_code: string;
  country_zh: string | null;
  country_en: string | null;
  admin_code: string | null;
  admin_zh: string | null;
  admin_en: string | null;
  population: number | null;
  x: number;
  y: number;
}

const PLACE_COLUMNS = `p.id, p.name_zh, p.name_en, p.kind, p.country_code, c.name_zh AS country_zh, c.name_en AS country_en,
  p.admin_code, a.name_zh AS admin_zh, a.name_en AS admin_en, p.population, ST_X(p.geom) AS x, ST_Y(p.geom) AS y`;
const PLACE_FROM = `places p LEFT JOIN admin_regions c ON c.code = p.country_code LEFT JOIN admin_regions a ON a.code = p.admin_code`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Exact names first, then prefixes, then names containing the query. Among equal matches a country comes first,
 * then cities and towns, then a province of the same name (上海: Shanghai the city, then the municipality), each
 * by population.
 */
const ORDER = `ORDER BY CASE WHEN p.name_zh = $1 OR p.short_zh = $1 OR lower(p.name_en) = $2 THEN 0
                            WHEN p.name_zh LIKE $3 OR p.short_zh LIKE $3 OR lower(p.name_en) LIKE $4 THEN 1 ELSE 2 END,
                       CASE p.kind WHEN 'country' THEN 0 WHEN 'province' THEN 2 ELSE 1 END,
                       p.population DESC NULLS LAST, p.id
               LIMIT $5`;

export async function searchPlaces(db: Queryable, q: string, limit: number): Promise<PlaceRow[]> {
  const lower = q.toLowerCase();
  const prefixZh = `${escapeLike(q)}%`;
  const prefixEn = `${escapeLike(lower)}%`;
  const prefix = await db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM}
     WHERE p.name_zh LIKE $3 OR p.short_zh LIKE $3 OR lower(p.name_en) LIKE $4 ${ORDER}`,
    [q, lower, prefixZh, prefixEn, limit],
  );
  if (prefix.rows.length >= limit) return prefix.rows;
  const contains = await db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM}
     WHERE (p.name_zh LIKE $6 OR lower(p.name_en) LIKE $7) AND p.id <> ALL($8::int[]) ${ORDER}`,
    [
      q,
      lower,
      prefixZh,
      prefixEn,
      limit - prefix.rows.length,
      `%${escapeLike(q)}%`,
      `%${escapeLike(lower)}%`,
      prefix.rows.map((x) => x.id),
    ],
  );
  return prefix.rows.concat(contains.rows);
}

/** One place with its country's and region's names, or undefined. */
export async function placeById(db: Queryable, id: number): Promise<PlaceRow | undefined> {
  const { rows } = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM ${PLACE_FROM} WHERE p.id = $1`, [
    id,
  ]);
  return rows[0];
}
