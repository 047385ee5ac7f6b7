/**
 * CQL2 JSON → SQL over `scenes s`, a useful subset: and, or, not, =, <>, <, <=, >, >=, in, between, isNull,
 * s_intersects, t_intersects. Anything else is a 400 invalidValue on `filter` (or `filter.<op|property>`).
 */
import { invalidValue } from './errors';
import { QUERYABLES, type QueryableKind } from './queryables';

export type Cql =
  | {
      op?: string;
      args?: unknown[];
      property?: string;
      timestamp?: string;
      date?: string;
      interval?: unknown[];
    }
  | string
  | number
  | boolean
  | unknown[];

/** Adds a value as a query parameter and returns its placeholder. */
type Param = (v: unknown) => string;
/** The SQL condition "the footprint intersects this GeoJSON geometry". */
type Spatial = (g: unknown) => Promise<string>;

const isObject = (a: Cql): a is Exclude<Cql, string | number | boolean | unknown[]> =>
  Boolean(a) && typeof a === 'object' && !Array.isArray(a);

export async function cqlToSql(node: Cql, param: Param, spatial: Spatial): Promise<string> {
  if (!isObject(node) || typeof node.op !== 'string') throw invalidValue('filter');
  const op = node.op.toLowerCase();
  const args = (node.args ?? []) as Cql[];
  switch (op) {
    case 'and':
    case 'or': {
      if (!args.length) throw invalidValue('filter');
      const parts = await Promise.all(args.map((a) => cqlToSql(a, param, spatial)));
      return `(${parts.join(op === 'and' ? ' AND ' : ' OR ')})`;
    }
    case 'not':
      return `NOT (${await cqlToSql(args[0], param, spatial)})`;
    case '=':
    case '<>':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return comparisonSql(op, args, param);
    case 'between':
      return betweenSql(args, param);
    case 'in':
      return inSql(args, param);
    case 'isnull':
      queryable(args[0]);
      return 'false'; // the queryable columns are all NOT NULL
    case 's_intersects':
      return spatialSql(args, spatial);
    case 't_intersects':
      return temporalSql(args, param);
    default:
      throw invalidValue(`filter.${op}`);
  }
}

/** A `{ "property": … }` argument → the queryable it names. */
function queryable(a: Cql) {
  if (!isObject(a) || typeof a.property !== 'string') throw invalidValue('filter');
  const p = QUERYABLES[a.property];
  if (!p) throw invalidValue(`filter.${a.property}`);
  return p;
}

const isDate = (x: unknown): x is string => typeof x === 'string' && !Number.isNaN(Date.parse(x));

/** A literal (or a `{ timestamp }` / `{ date }` instant) compared with a queryable of this kind → SQL. */
function literalSql(a: Cql, kind: QueryableKind, param: Param): string {
  if (isObject(a)) {
    const t = a.timestamp ?? a.date;
    if (isDate(t)) return `${param(new Date(t).toISOString())}::timestamptz`;
    throw invalidValue('filter');
  }
  if (kind === 'number' && typeof a === 'number') return `${param(a)}::float8`;
  if (kind === 'text' && (typeof a === 'string' || typeof a === 'number')) return `${param(String(a))}::text`;
  if (kind === 'time' && isDate(a)) return `${param(new Date(a).toISOString())}::timestamptz`;
  throw invalidValue('filter');
}

function comparisonSql(op: string, args: Cql[], param: Param): string {
  const p = queryable(args[0]);
  return `${p.sql} ${op} ${literalSql(args[1], p.kind, param)}`;
}

function betweenSql(args: Cql[], param: Param): string {
  const p = queryable(args[0]);
  return `${p.sql} BETWEEN ${literalSql(args[1], p.kind, param)} AND ${literalSql(args[2], p.kind, param)}`;
}

function inSql(args: Cql[], param: Param): string {
  const p = queryable(args[0]);
  const list = args[1];
  if (!Array.isArray(list) || !list.length) throw invalidValue('filter');
  return `${p.sql} IN (${list.map((v) => literalSql(v as Cql, p.kind, param)).join(', ')})`;
}

function spatialSql(args: Cql[], spatial: Spatial): Promise<string> {
  const a = args[0] as { property?: string };
  if (a?.property !== 'geometry') throw invalidValue('filter');
  return spatial(args[1]);
}

const TEMPORAL_PROPERTIES = ['datetime', 'start_datetime', 'end_datetime'];

/** t_intersects with an interval (`..` open) or an instant: the acquisition [start, end] overlaps it. */
function temporalSql(args: Cql[], param: Param): string {
  const a = args[0] as { property?: string };
  if (!a || !TEMPORAL_PROPERTIES.includes(a.property ?? '')) throw invalidValue('filter');
  const b = args[1] as { interval?: unknown[]; timestamp?: string; date?: string };
  const iv = b?.interval ?? (b?.timestamp || b?.date ? [b.timestamp ?? b.date, b.timestamp ?? b.date] : null);
  if (!iv || iv.length !== 2) throw invalidValue('filter');
  const instant = (x: unknown) => (x !== '..' && isDate(x) ? new Date(x).toISOString() : null);
  const [from, to] = [instant(iv[0]), instant(iv[1])];
  const conds: string[] = [];
  if (from) conds.push(`s.acquired_end >= ${param(from)}::timestamptz`);
  if (to) conds.push(`s.acquired_at <= ${param(to)}::timestamptz`);
  return conds.length ? conds.join(' AND ') : 'true';
}
