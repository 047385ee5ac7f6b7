/**
 * Fills the basemap's lines (lines.ts): each region's border and the coast lines. Part of the geodata load, and on
 * its own for a database whose regions were loaded before the lines existed.
 */
import type { Queryable } from '../db';
import { chinaBorders, coastLines, countryBorders } from './lines';
import { chinaRegions, FOLDED_INTO_CN } from './sources';

const INTO_CN = new Set(['CN', ...FOLDED_INTO_CN]);

function countryCode(g: { id?: string | number }): string | undefined {
  const iso = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
  return g.id === undefined ? undefined : iso.numericToAlpha2(String(g.id));
}

export async function loadBasemapLines(tx: Queryable): Promise<void> {
  const countries = countryBorders(countryCode, (a, b) => INTO_CN.has(a) && INTO_CN.has(b));
  // Hong Kong's, Macao's and Taiwan's (none by land but with China) are China's.
  for (const code of FOLDED_INTO_CN) countries.delete(code);
  const cities = chinaRegions().filter((r) => r.level === 'city');
  const borders = [...countries, ...chinaBorders(cities)].map(([code, lines]) => ({
    code,
    geom: JSON.stringify({ type: 'MultiLineString', coordinates: lines }),
  }));
  await tx.query(
    `UPDATE admin_regions r SET border = m.g
       FROM json_to_recordset($1::json) AS b(code text, geom text)
       CROSS JOIN LATERAL (SELECT ST_SetSRID(ST_GeomFromGeoJSON(b.geom), 4326) AS g) m
      WHERE r.code = b.code AND NOT ST_IsEmpty(m.g)`,
    [JSON.stringify(borders)],
  );
  await tx.query('DELETE FROM coastlines');
  await tx.query(
    `INSERT INTO coastlines (geom) SELECT ST_GeomFromText(l, 4326) FROM json_array_elements_text($1::json) l`,
    [JSON.stringify(coastLines().map((l) => `LINESTRING(${l.map((p) => `${p[0]} ${p[1]}`).join(',')})`))],
  );
  await tx.exec('ANALYZE coastlines;');
}

/** Whether a loaded database lacks the lines (loaded before they existed). */
export async function lacksBasemapLines(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM coastlines');
  return rows[0].n === 0;
}
