/** A validated item search → the catalog's scene filter and sort order (WGS-84 throughout). */
import { resolveAreas, type AreaInput, type AreaPart, type Box } from '../catalog/areas';
import type { SceneFilter } from '../catalog/scene-filter';
import type { Queryable } from '../db';
import { cqlToSql, type Cql } from './cql2';
import { invalidValue } from './errors';
import type { SearchInput } from './request';

type Param = (v: unknown) => string;
type Condition = (param: Param) => string;

export async function sceneQueryOf(
  db: Queryable,
  input: SearchInput,
): Promise<{ filter: SceneFilter; order: 'asc' | 'desc' }> {
  const filter: SceneFilter = { ids: input.ids };
  await addAreas(db, filter, input);
  if (input.datetime) Object.assign(filter, parseDatetime(input.datetime));
  const order = sortOrderOf(input.sortby);
  if (input.filter !== undefined) addCondition(filter, await cqlCondition(db, input.filter as Cql));
  return { filter, order };
}

/** bbox and intersects: both must hold (the first as the filter's areas, the second as an extra condition). */
async function addAreas(db: Queryable, filter: SceneFilter, input: SearchInput) {
  const areas: AreaInput[] = [];
  if (input.bbox) areas.push({ type: 'bbox', bbox: validBbox(input.bbox) });
  if (input.intersects) areas.push(await geometryArea(input.intersects, 'intersects'));
  if (!areas.length) return;
  const [first, second] = await Promise.all(areas.map((a) => resolveAreas(db, [a], 'WGS84')));
  filter.parts = first;
  if (second) addCondition(filter, (param) => intersectsAnySql(second, param));
}

/** [west, south, east, north], or the 3D [west, south, min z, east, north, max z] without its heights. */
function validBbox(bbox: number[]): Box {
  const b = bbox.length === 6 ? [bbox[0], bbox[1], bbox[3], bbox[4]] : bbox;
  if (
    b.length !== 4 ||
    b.some((x) => !Number.isFinite(x)) ||
    b[1] > b[3] ||
    Math.abs(b[1]) > 90 ||
    Math.abs(b[3]) > 90
  )
    throw invalidValue('bbox');
  return b as Box;
}

/** A GeoJSON (Multi)Polygon, or a Point (as a 10 m circle), as a catalog area. */
async function geometryArea(g: unknown, field: string): Promise<AreaInput> {
  const geom = g as { type?: string; coordinates?: unknown };
  if (geom?.type === 'Polygon' || geom?.type === 'MultiPolygon')
    return { type: 'polygon', geometry: geom as { type: 'Polygon'; coordinates: unknown } };
  if (geom?.type === 'Point' && Array.isArray(geom.coordinates)) {
    const [x, y] = geom.coordinates as number[];
    return { type: 'circle', center: [x, y], radius_km: 0.01 };
  }
  throw invalidValue(field);
}

const intersectsAnySql = (parts: AreaPart[], param: Param) =>
  `(${parts.map((p) => ('wkt' in p ? `ST_Intersects(s.footprint, ST_GeomFromText(${param(p.wkt)}, 4326))` : 'true')).join(' OR ')})`;

/** `instant`, or `start/end` with `..` (or nothing) for an open end. */
function parseDatetime(dt: string): { start?: Date; end?: Date } {
  const [a, b] = dt.includes('/') ? dt.split('/') : [dt, dt];
  const d = (x: string | undefined) => {
    if (!x || x === '..') return undefined;
    const t = Date.parse(x);
    if (Number.isNaN(t)) throw invalidValue('datetime');
    return new Date(t);
  };
  return { start: d(a), end: d(b) };
}

const DATETIME_FIELDS = ['datetime', 'properties.datetime', 'start_datetime', 'properties.start_datetime'];

/** Scenes sort by acquisition time only: sortby may choose the direction (newest first by default). */
function sortOrderOf(sortby: SearchInput['sortby']): 'asc' | 'desc' {
  if (!sortby?.length) return 'desc';
  const s = sortby[0];
  if (!DATETIME_FIELDS.includes(s.field)) throw invalidValue('sortby');
  return s.direction;
}

/**
 * The CQL2 filter as a condition. It is translated first (it may resolve geometries), with its values held back
 * as numbered stand-ins; the query builder later adds them as its own parameters.
 */
async function cqlCondition(db: Queryable, cql: Cql): Promise<Condition> {
  const collected: unknown[] = [];
  const placeholder = (v: unknown) => {
    collected.push(v);
    return `@@${collected.length - 1}@@`;
  };
  const sql = await cqlToSql(cql, placeholder, async (g) => {
    const parts = await resolveAreas(db, [await geometryArea(g, 'filter')], 'WGS84');
    return intersectsAnySql(parts, placeholder);
  });
  return (param) => {
    const names = collected.map((v) => param(v));
    return sql.replace(/@@(\d+)@@/g, (_, i: string) => names[Number(i)]);
  };
}

/** ANDs a condition onto the filter's extra one (the new condition's parameters first). */
function addCondition(filter: SceneFilter, condition: Condition) {
  const prev = filter.extra;
  filter.extra = prev ? (param) => `${condition(param)} AND ${prev(param)}` : condition;
}
