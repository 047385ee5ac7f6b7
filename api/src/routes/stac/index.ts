/**
 * STAC API 1.0 over the archive (ARCHITECTURE §6): landing page, conformance, collections, items, item search
 * (GET and POST) with bbox, intersects, datetime, ids, filter (CQL2 JSON subset), sortby and fields; SAR, sat and
 * view extension fields. STAC speaks GeoJSON (RFC 7946), so coordinates here are always WGS-84. Sensitive scenes
 * follow the catalog's permission rules. Responses are STAC documents, not the portal envelope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveAreas, type AreaInput } from '../../catalog/areas';
import {
  decodeKeyset,
  encodeKeyset,
  findScenes,
  searchScenes,
  type SceneFilter,
  type SceneSummaryRow,
} from '../../catalog/query';
import { linkSecret, quicklookUrl } from '../../catalog/signing';
import { ApiError, notFound } from '../../http/errors';
import type { Deps } from '../deps';
import { viewerOf } from '../catalog/search';

export const COLLECTION_ID = 'sar-archive';
const STAC_VERSION = '1.0.0';
const EXTENSIONS = [
  'https://stac-extensions.github.io/sar/v1.0.0/schema.json',
  'https://stac-extensions.github.io/sat/v1.0.0/schema.json',
  'https://stac-extensions.github.io/view/v1.0.0/schema.json',
];
/**
 * What an Item's properties need for it to declare each extension (its schema): the sar extension requires four
 * fields; sat and view at least one of theirs.
 */
const EXTENSION_FIELDS: Record<string, { prefix: string; required: string[] }> = {
  [EXTENSIONS[0]]: {
    prefix: 'sar:',
    required: ['sar:instrument_mode', 'sar:frequency_band', 'sar:polarizations', 'sar:product_type'],
  },
  [EXTENSIONS[1]]: { prefix: 'sat:', required: [] },
  [EXTENSIONS[2]]: { prefix: 'view:', required: [] },
};
const MODE_NAME: Record<number, string> = { 1: 'SL', 3: 'SM', 6: 'TOPS', 4: 'NS', 5: 'WS' };
const MODE_SQL = `(CASE s.img_mode ${Object.entries(MODE_NAME)
  .map(([k, v]) => `WHEN ${k} THEN '${v}'`)
  .join(' ')} END)`;
export const CONFORMANCE = [
  'https://api.stacspec.org/v1.0.0/core',
  'https://api.stacspec.org/v1.0.0/collections',
  'https://api.stacspec.org/v1.0.0/ogcapi-features',
  'https://api.stacspec.org/v1.0.0/item-search',
  'https://api.stacspec.org/v1.0.0/item-search#fields',
  'https://api.stacspec.org/v1.0.0/item-search#sort',
  'https://api.stacspec.org/v1.0.0-rc.3/item-search#filter',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-json',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2',
  'http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions',
  'http://www.opengis.net/spec/cql2/1.0/conf/temporal-functions',
];

/** Queryable properties → SQL expressions over `scenes s`. */
const PROPS: Record<string, { sql: string; kind: 'text' | 'number' | 'time' }> = {
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

const bad = (field: string) => new ApiError(400, 'invalidValue', [{ field, key: 'invalidValue' }]);

type Cql =
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

/** CQL2 JSON (a useful subset: and, or, not, =, <>, <, <=, >, >=, in, between, isNull, s_intersects, t_intersects) → SQL. */
async function cqlToSql(
  node: Cql,
  param: (v: unknown) => string,
  spatial: (g: unknown) => Promise<string>,
): Promise<string> {
  if (!node || typeof node !== 'object' || Array.isArray(node) || typeof node.op !== 'string')
    throw bad('filter');
  const op = node.op.toLowerCase();
  const args = (node.args ?? []) as Cql[];
  const prop = (a: Cql) => {
    if (!a || typeof a !== 'object' || Array.isArray(a) || typeof a.property !== 'string')
      throw bad('filter');
    const p = PROPS[a.property];
    if (!p) throw bad(`filter.${a.property}`);
    return p;
  };
  const value = (a: Cql, kind: string) => {
    if (a && typeof a === 'object' && !Array.isArray(a)) {
      const t = a.timestamp ?? a.date;
      if (typeof t === 'string' && !Number.isNaN(Date.parse(t)))
        return `${param(new Date(t).toISOString())}::timestamptz`;
      throw bad('filter');
    }
    if (kind === 'number' && typeof a === 'number') return `${param(a)}::float8`;
    if (kind === 'text' && (typeof a === 'string' || typeof a === 'number'))
      return `${param(String(a))}::text`;
    if (kind === 'time' && typeof a === 'string' && !Number.isNaN(Date.parse(a)))
      return `${param(new Date(a).toISOString())}::timestamptz`;
    throw bad('filter');
  };
  switch (op) {
    case 'and':
    case 'or': {
      if (!args.length) throw bad('filter');
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
    case '>=': {
      const p = prop(args[0]);
      return `${p.sql} ${op} ${value(args[1], p.kind)}`;
    }
    case 'between': {
      const p = prop(args[0]);
      return `${p.sql} BETWEEN ${value(args[1], p.kind)} AND ${value(args[2], p.kind)}`;
    }
    case 'in': {
      const p = prop(args[0]);
      const list = args[1];
      if (!Array.isArray(list) || !list.length) throw bad('filter');
      return `${p.sql} IN (${list.map((v) => value(v as Cql, p.kind)).join(', ')})`;
    }
    case 'isnull':
      prop(args[0]);
      return 'false';
    case 's_intersects': {
      const a = args[0] as { property?: string };
      if (a?.property !== 'geometry') throw bad('filter');
      return spatial(args[1]);
    }
    case 't_intersects': {
      const a = args[0] as { property?: string };
      if (!a || !['datetime', 'start_datetime', 'end_datetime'].includes(a.property ?? ''))
        throw bad('filter');
      const b = args[1] as { interval?: unknown[]; timestamp?: string; date?: string };
      const iv =
        b?.interval ?? (b?.timestamp || b?.date ? [b.timestamp ?? b.date, b.timestamp ?? b.date] : null);
      if (!iv || iv.length !== 2) throw bad('filter');
      const conds: string[] = [];
      const t = (x: unknown) =>
        typeof x === 'string' && x !== '..' && !Number.isNaN(Date.parse(x))
          ? new Date(x).toISOString()
          : null;
      const [a0, a1] = [t(iv[0]), t(iv[1])];
      if (a0) conds.push(`s.acquired_end >= ${param(a0)}::timestamptz`);
      if (a1) conds.push(`s.acquired_at <= ${param(a1)}::timestamptz`);
      return conds.length ? conds.join(' AND ') : 'true';
    }
    default:
      throw bad(`filter.${op}`);
  }
}

const searchInput = z.object({
  bbox: z.array(z.number()).optional(),
  intersects: z.object({ type: z.string(), coordinates: z.array(z.any()) }).optional(),
  datetime: z.string().max(100).optional(),
  ids: z.array(z.string().max(80)).max(100).optional(),
  collections: z.array(z.string()).optional(),
  limit: z.number().int().min(1).max(1000).default(10),
  token: z.string().max(300).optional(),
  sortby: z
    .array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']).default('desc') }))
    .optional(),
  fields: z
    .object({ include: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() })
    .optional(),
  filter: z.any().optional(),
  'filter-lang': z.enum(['cql2-json']).optional(),
});
type SearchInput = z.infer<typeof searchInput>;

function parseDatetime(dt: string): { start?: Date; end?: Date } {
  const [a, b] = dt.includes('/') ? dt.split('/') : [dt, dt];
  const d = (x: string | undefined) => {
    if (!x || x === '..') return undefined;
    const t = Date.parse(x);
    if (Number.isNaN(t)) throw bad('datetime');
    return new Date(t);
  };
  return { start: d(a), end: d(b) };
}

/** GET query string → the POST body shape. */
function fromQuery(q: Record<string, string | undefined>): unknown {
  const list = (s?: string) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : undefined;
  let filter: unknown;
  let intersects: unknown;
  try {
    filter = q.filter ? JSON.parse(q.filter) : undefined;
    intersects = q.intersects ? JSON.parse(q.intersects) : undefined;
  } catch {
    throw bad(q.filter ? 'filter' : 'intersects');
  }
  if (q['filter-lang'] && q['filter-lang'] !== 'cql2-json') throw bad('filter-lang');
  const fields = list(q.fields);
  return {
    bbox: list(q.bbox)?.map(Number),
    intersects,
    datetime: q.datetime,
    ids: list(q.ids),
    collections: list(q.collections),
    limit: q.limit !== undefined ? Number(q.limit) : undefined,
    token: q.token,
    sortby: list(q.sortby)?.map((s) => ({
      field: s.replace(/^[+-]/, ''),
      direction: s.startsWith('-') ? 'desc' : 'asc',
    })),
    fields: fields
      ? {
          include: fields.filter((f) => !f.startsWith('-')).map((f) => f.replace(/^\+/, '')),
          exclude: fields.filter((f) => f.startsWith('-')).map((f) => f.slice(1)),
        }
      : undefined,
    filter,
  };
}

function applyFields(item: Record<string, unknown>, fields: SearchInput['fields']) {
  if (!fields) return item;
  const props = { ...(item.properties as Record<string, unknown>) };
  const out: Record<string, unknown> = { ...item, properties: props };
  const include = fields.include ?? [];
  const exclude = fields.exclude ?? [];
  if (include.length) {
    const keepProps = new Set(include.filter((f) => f.startsWith('properties.')).map((f) => f.slice(11)));
    keepProps.add('datetime');
    for (const k of Object.keys(props)) if (!keepProps.has(k)) delete props[k];
    const keepTop = new Set([
      'type',
      'stac_version',
      'stac_extensions',
      'id',
      'geometry',
      'bbox',
      'links',
      'assets',
      'properties',
      'collection',
      ...include,
    ]);
    for (const k of Object.keys(out)) if (!keepTop.has(k)) delete out[k];
  }
  for (const f of exclude) {
    if (f.startsWith('properties.')) delete props[f.slice(11)];
    else if (!['type', 'id', 'stac_version', 'links'].includes(f)) delete out[f];
  }
  // An extension whose fields were left out is no longer declared (the Item would fail its schema).
  if (Array.isArray(out.stac_extensions)) {
    const keys = Object.keys(props);
    out.stac_extensions = (out.stac_extensions as string[]).filter((url) => {
      const need = EXTENSION_FIELDS[url];
      return !need || (need.required.every((k) => k in props) && keys.some((k) => k.startsWith(need.prefix)));
    });
  }
  return out;
}

export default async function stacRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['STAC API'];
  // Links are absolute URLs of the configured public address (PUBLIC_URL), never of the request's Host or
  // X-Forwarded-Host, which any client can set.
  const origin = deps.config.publicUrl;
  const base = (_req: FastifyRequest) => `${origin}/api/stac`;
  const stacDoc = { 200: z.any().describe('STAC document') };

  const collection = (
    req: FastifyRequest,
    extent: { bbox: number[]; start: string | null; end: string | null },
  ) => ({
    type: 'Collection',
    stac_version: STAC_VERSION,
    stac_extensions: EXTENSIONS,
    id: COLLECTION_ID,
    title: 'SAR archive',
    description:
      'Archived C-band SAR scenes of the TY-38 … TY-41 constellation (synthetic demonstration catalog).',
    license: 'proprietary',
    keywords: ['SAR', 'radar', 'C-band'],
    providers: [{ name: 'SAR imagery portal', roles: ['producer', 'processor', 'host'] }],
    extent: { spatial: { bbox: [extent.bbox] }, temporal: { interval: [[extent.start, extent.end]] } },
    summaries: {
      platform: ['TY-38', 'TY-39', 'TY-40', 'TY-41'],
      constellation: ['TY'],
      'sar:frequency_band': ['C'],
      'sar:instrument_mode': Object.values(MODE_NAME),
      'sar:polarizations': ['VV', 'HH', 'VH', 'HV'],
      'sar:product_type': ['SLC', 'ORG', 'SLC+ORG'],
    },
    links: [
      { rel: 'self', type: 'application/json', href: `${base(req)}/collections/${COLLECTION_ID}` },
      { rel: 'root', type: 'application/json', href: `${base(req)}` },
      { rel: 'parent', type: 'application/json', href: `${base(req)}` },
      { rel: 'items', type: 'application/geo+json', href: `${base(req)}/collections/${COLLECTION_ID}/items` },
    ],
  });

  async function extent() {
    const { rows } = await db.query<{ b: string | null; t0: Date | null; t1: Date | null }>(
      "SELECT concat_ws(',', ST_XMin(e), ST_YMin(e), ST_XMax(e), ST_YMax(e)) AS b, t0, t1 FROM (SELECT ST_Extent(footprint)::geometry AS e, min(acquired_at) AS t0, max(acquired_end) AS t1 FROM scenes) x",
    );
    const row = rows[0];
    return {
      bbox: row?.b ? row.b.split(',').map(Number) : [-180, -90, 180, 90],
      start: row?.t0 ? new Date(row.t0).toISOString() : null,
      end: row?.t1 ? new Date(row.t1).toISOString() : null,
    };
  }

  function toItem(req: FastifyRequest, s: SceneSummaryRow & { bbox?: string }, secret: Buffer) {
    const geometry = JSON.parse(s.fp!) as { type: 'MultiPolygon'; coordinates: number[][][][] };
    const xs = geometry.coordinates.flat(2).map((p) => p[0]);
    const ys = geometry.coordinates.flat(2).map((p) => p[1]);
    const pols = s.polarization.split('+').map((p) => (p === 'VH' || p === 'HV' ? p : p));
    const polarizations =
      s.polarization === 'VV+VH' ? ['VV', 'VH'] : s.polarization === 'HH+HV' ? ['HH', 'HV'] : pols;
    const start = new Date(s.acquired_at).toISOString();
    return {
      type: 'Feature',
      stac_version: STAC_VERSION,
      stac_extensions: EXTENSIONS,
      id: s.id,
      collection: COLLECTION_ID,
      geometry,
      bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      properties: {
        datetime: start,
        start_datetime: start,
        end_datetime: new Date(s.acquired_end).toISOString(),
        platform: s.satellite,
        constellation: 'TY',
        instruments: ['sar'],
        'sar:instrument_mode': MODE_NAME[s.img_mode],
        'sar:frequency_band': 'C',
        'sar:center_frequency': 5.405,
        'sar:polarizations': polarizations,
        'sar:product_type': s.product_type,
        'sar:resolution_range': s.resolution_range,
        'sar:resolution_azimuth': s.resolution_azimuth,
        'sar:observation_direction': s.look_side,
        'sat:orbit_state': s.orbit_direction,
        'sat:absolute_orbit': s.absolute_orbit,
        'view:incidence_angle': s.incidence_angle,
        'view:off_nadir': s.look_angle,
        'portal:img_mode': s.img_mode,
        'portal:classification': s.classification,
      },
      links: [
        {
          rel: 'self',
          type: 'application/geo+json',
          href: `${base(req)}/collections/${COLLECTION_ID}/items/${encodeURIComponent(s.id)}`,
        },
        { rel: 'collection', type: 'application/json', href: `${base(req)}/collections/${COLLECTION_ID}` },
        { rel: 'parent', type: 'application/json', href: `${base(req)}/collections/${COLLECTION_ID}` },
        { rel: 'root', type: 'application/json', href: base(req) },
      ],
      assets: {
        thumbnail: {
          href: `${origin}${quicklookUrl(secret, s.id, req.user!.id)}`,
          type: 'image/png',
          title: 'Quicklook',
          roles: ['thumbnail', 'overview'],
        },
      },
    };
  }

  async function search(
    req: FastifyRequest,
    input: SearchInput,
    method: 'GET' | 'POST',
    collectionScoped = false,
  ) {
    if (input.collections && !input.collections.includes(COLLECTION_ID)) {
      return {
        type: 'FeatureCollection',
        features: [],
        links: [{ rel: 'root', type: 'application/json', href: base(req) }],
        numberMatched: 0,
        numberReturned: 0,
      };
    }
    const f: SceneFilter = { ids: input.ids };
    const areas: AreaInput[] = [];
    if (input.bbox) {
      const b =
        input.bbox.length === 6 ? [input.bbox[0], input.bbox[1], input.bbox[3], input.bbox[4]] : input.bbox;
      if (
        b.length !== 4 ||
        b.some((x) => !Number.isFinite(x)) ||
        b[1] > b[3] ||
        Math.abs(b[1]) > 90 ||
        Math.abs(b[3]) > 90
      )
        throw bad('bbox');
      areas.push({ type: 'bbox', bbox: b as [number, number, number, number] });
    }
    if (input.intersects) areas.push(await geometryArea(input.intersects, 'intersects'));
    if (areas.length) {
      // bbox AND intersects: both must hold.
      const [first, ...rest] = await Promise.all(areas.map((a) => resolveAreas(db, [a], 'WGS84')));
      f.parts = first;
      if (rest.length) {
        const restParts = rest[0];
        const prev = f.extra;
        f.extra = (param) =>
          `(${restParts.map((p) => ('wkt' in p ? `ST_Intersects(s.footprint, ST_GeomFromText(${param(p.wkt)}, 4326))` : 'true')).join(' OR ')})${prev ? ` AND ${prev(param)}` : ''}`;
      }
    }
    if (input.datetime) Object.assign(f, parseDatetime(input.datetime));
    let order: 'asc' | 'desc' = 'desc';
    if (input.sortby?.length) {
      const s = input.sortby[0];
      if (
        !['datetime', 'properties.datetime', 'start_datetime', 'properties.start_datetime'].includes(s.field)
      )
        throw bad('sortby');
      order = s.direction;
    }
    if (input.filter !== undefined) {
      // Translate first (it may resolve geometries), then hand the SQL to the builder.
      const collected: unknown[] = [];
      const placeholder = (v: unknown) => {
        collected.push(v);
        return `@@${collected.length - 1}@@`;
      };
      const sql = await cqlToSql(input.filter as Cql, placeholder, async (g) => {
        const parts = await resolveAreas(db, [await geometryArea(g, 'filter')], 'WGS84');
        return `(${parts.map((p) => ('wkt' in p ? `ST_Intersects(s.footprint, ST_GeomFromText(${placeholder(p.wkt)}, 4326))` : 'true')).join(' OR ')})`;
      });
      const prev = f.extra;
      f.extra = (param) => {
        const names = collected.map((v) => param(v));
        const own = sql.replace(/@@(\d+)@@/g, (_, i: string) => names[Number(i)]);
        return prev ? `${own} AND ${prev(param)}` : own;
      };
    }
    const viewer = viewerOf(req);
    const after = input.token ? decodeKeyset(input.token) : null;
    if (input.token && !after) throw bad('token');
    const [page, secret] = await Promise.all([
      deps.searches.run(() =>
        searchScenes(db, f, viewer, { order, limit: input.limit, after, geometry: true, decimals: 6 }, true),
      ),
      linkSecret(db),
    ]);
    const count = page.total ?? { total: 0, exact: false };
    const features = page.rows.map((row) => applyFields(toItem(req, row, secret), input.fields));
    const self = collectionScoped ? `${base(req)}/collections/${COLLECTION_ID}/items` : `${base(req)}/search`;
    const links: Record<string, unknown>[] = [{ rel: 'root', type: 'application/json', href: base(req) }];
    if (page.next) {
      const token = encodeKeyset(page.next);
      if (method === 'GET') {
        const u = new URL(`${origin}${req.url}`);
        u.searchParams.set('token', token);
        links.push({ rel: 'next', type: 'application/geo+json', method: 'GET', href: `${self}${u.search}` });
      } else {
        links.push({
          rel: 'next',
          type: 'application/geo+json',
          method: 'POST',
          href: self,
          merge: true,
          body: { token },
        });
      }
    }
    return {
      type: 'FeatureCollection',
      features,
      links,
      numberMatched: count.total,
      numberReturned: features.length,
      'portal:numberMatched_exact': count.exact,
    };
  }

  async function geometryArea(g: unknown, field: string): Promise<AreaInput> {
    const geom = g as { type?: string; coordinates?: unknown };
    if (geom?.type === 'Polygon' || geom?.type === 'MultiPolygon')
      return { type: 'polygon', geometry: geom as { type: 'Polygon'; coordinates: unknown } };
    if (geom?.type === 'Point' && Array.isArray(geom.coordinates)) {
      const [x, y] = geom.coordinates as number[];
      return { type: 'circle', center: [x, y], radius_km: 0.01 };
    }
    throw bad(field);
  }

  r.get('/stac', {
    config: { access: 'public' },
    schema: { tags, summary: 'STAC landing page', response: stacDoc },
    handler: async (req) => ({
      type: 'Catalog',
      stac_version: STAC_VERSION,
      id: 'sar-portal',
      title: 'SAR imagery portal STAC API',
      description:
        'STAC API 1.0 over the archive catalog. Item search requires a signed-in session (Bearer token).',
      conformsTo: CONFORMANCE,
      links: [
        { rel: 'self', type: 'application/json', href: base(req) },
        { rel: 'root', type: 'application/json', href: base(req) },
        { rel: 'conformance', type: 'application/json', href: `${base(req)}/conformance` },
        { rel: 'data', type: 'application/json', href: `${base(req)}/collections` },
        { rel: 'child', type: 'application/json', href: `${base(req)}/collections/${COLLECTION_ID}` },
        { rel: 'search', type: 'application/geo+json', method: 'GET', href: `${base(req)}/search` },
        { rel: 'search', type: 'application/geo+json', method: 'POST', href: `${base(req)}/search` },
        {
          rel: 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
          type: 'application/schema+json',
          href: `${base(req)}/queryables`,
        },
        {
          rel: 'service-desc',
          type: 'application/vnd.oai.openapi+json;version=3.0',
          href: `${origin}/api/openapi.json`,
        },
      ],
    }),
  });

  r.get('/stac/conformance', {
    config: { access: 'public' },
    schema: { tags, summary: 'STAC conformance classes', response: stacDoc },
    handler: async () => ({ conformsTo: CONFORMANCE }),
  });

  r.get('/stac/queryables', {
    config: { access: 'public' },
    schema: { tags, summary: 'Queryable properties of the CQL2 filter', response: stacDoc },
    handler: async (req) => ({
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      $id: `${base(req)}/queryables`,
      type: 'object',
      title: 'Queryables of the SAR archive',
      properties: Object.fromEntries([
        ['geometry', { $ref: 'https://geojson.org/schema/Geometry.json' }],
        ...Object.entries(PROPS).map(([k, p]) => [
          k,
          p.kind === 'time'
            ? { type: 'string', format: 'date-time' }
            : { type: p.kind === 'number' ? 'number' : 'string' },
        ]),
      ]),
      additionalProperties: false,
    }),
  });

  r.get('/stac/collections', {
    config: { access: 'public' },
    schema: { tags, summary: 'STAC collections', response: stacDoc },
    handler: async (req) => ({
      collections: [collection(req, await extent())],
      links: [
        { rel: 'self', type: 'application/json', href: `${base(req)}/collections` },
        { rel: 'root', type: 'application/json', href: base(req) },
      ],
    }),
  });

  r.get('/stac/collections/:collectionId', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One STAC collection',
      params: z.object({ collectionId: z.string().max(80) }),
      response: stacDoc,
    },
    handler: async (req) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      return collection(req, await extent());
    },
  });

  r.get('/stac/collections/:collectionId/items', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Items of a collection (bbox, datetime, limit, token)',
      params: z.object({ collectionId: z.string().max(80) }),
      querystring: z.record(z.string(), z.string()),
      response: stacDoc,
    },
    handler: async (req, reply) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      const q = req.query as Record<string, string>;
      const input = searchInput.safeParse(
        fromQuery({ bbox: q.bbox, datetime: q.datetime, limit: q.limit, token: q.token }),
      );
      if (!input.success) throw bad(String(input.error.issues[0]?.path[0] ?? 'query'));
      return reply.type('application/geo+json').send(await search(req, input.data, 'GET', true));
    },
  });

  r.get('/stac/collections/:collectionId/items/:itemId', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'One STAC item',
      params: z.object({ collectionId: z.string().max(80), itemId: z.string().max(80) }),
      response: stacDoc,
    },
    handler: async (req, reply) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      const page = await findScenes(db, { ids: [req.params.itemId] }, viewerOf(req), {
        order: 'desc',
        limit: 1,
        geometry: true,
        decimals: 6,
      });
      if (!page.rows[0]) throw notFound();
      return reply.type('application/geo+json').send(toItem(req, page.rows[0], await linkSecret(db)));
    },
  });

  r.get('/stac/search', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'STAC item search (GET)',
      querystring: z.record(z.string(), z.string()),
      response: stacDoc,
    },
    handler: async (req, reply) => {
      const input = searchInput.safeParse(fromQuery(req.query as Record<string, string>));
      if (!input.success) throw bad(String(input.error.issues[0]?.path[0] ?? 'query'));
      return reply.type('application/geo+json').send(await search(req, input.data, 'GET'));
    },
  });

  r.post('/stac/search', {
    config: { access: 'user' },
    schema: { tags, summary: 'STAC item search (POST)', body: z.any(), response: stacDoc },
    handler: async (req, reply) => {
      const input = searchInput.safeParse(req.body ?? {});
      if (!input.success) throw bad(String(input.error.issues[0]?.path[0] ?? 'body'));
      return reply.type('application/geo+json').send(await search(req, input.data, 'POST'));
    },
  });
}
