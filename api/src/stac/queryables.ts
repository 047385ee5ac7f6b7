/** The queryable properties of the CQL2 filter: their SQL over `scenes s`, and the queryables document. */
import { MODE_NAME, stacUrl } from './constants';

export type QueryableKind = 'text' | 'number' | 'time';

const MODE_SQL = `(CASE s.img_mode ${Object.entries(MODE_NAME)
  .map(([k, v]) => `WHEN ${k} THEN '${v}'`)
  .join(' ')} END)`;

/** Queryable properties → SQL expressions over `scenes s`. */
export const QUERYABLES: Record<string, { sql: string; kind: QueryableKind }> = {
  id: { sql: 's.id', kind: 'text' },
  datetime: { sql: 's.acquired_at', kind: 'time' },
  start_datetime: { sql: 's.acquired_at', kind: 'time' },
  end_datetime: { sql: 's.acquired_end', kind: 'time' },
  platform: { sql: 's.satellite', kind: 'text' },
  'sar:instrument_mode': { sql: MODE_SQL, kind: 'text' },
  'sar:product_type': { sql: 's.product_type', kind: 'text' },
  'sar:observation_direction': { sql: 's.look_side', kind: 'text' },
  'sat:orbit_state': { sql: 's.orbit_direction', kind: 'text' },
  'sat:absolute_orbit': { sql: 's.absolute_orbit', kind: 'number' },
  'view:incidence_angle': { sql: 's.incidence_angle', kind: 'number' },
  'view:off_nadir': { sql: 's.look_angle', kind: 'number' },
  'sar:resolution_range': { sql: 's.resolution_range', kind: 'number' },
  'sar:resolution_azimuth': { sql: 's.resolution_azimuth', kind: 'number' },
  'portal:classification': { sql: 's.classification', kind: 'text' },
  'portal:polarization': { sql: 's.polarization', kind: 'text' },
};

const jsonSchemaOf = (kind: QueryableKind) =>
  kind === 'time'
    ? { type: 'string', format: 'date-time' }
    : { type: kind === 'number' ? 'number' : 'string' };

/** The JSON Schema of the queryables (GET /stac/queryables). */
export const queryablesDocument = (origin: string) => ({
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  $id: `${stacUrl(origin)}/queryables`,
  type: 'object',
  title: 'Queryables of the SAR archive',
  properties: Object.fromEntries([
    ['geometry', { $ref: 'https://geojson.org/schema/Geometry.json' }],
    ...Object.entries(QUERYABLES).map(([k, p]) => [k, jsonSchemaOf(p.kind)]),
  ]),
  additionalProperties: false,
});
