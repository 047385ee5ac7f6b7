/**
 * Map search calls (spec §9: the global loading indicator skips them): everything under /api/geodata/.
 * Region picker and region geometry, place-name typeahead and a place's search geometry, and the globe's vector
 * basemap of a view (boundaries and place names). Coordinates in the
 * request's Satellite CRS (GCJ02 default, WGS84); the database holds WGS-84.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { basemapTileInPool } from '../../discern/pool';
import { pictureCache } from '../../imagery/cache';
import { MAX_TILE_LEVEL, tileInRange, tilesAt } from '../../imagery/tile';
import { convertPosition } from '@portal/shared/domain';
import { basemap, CITY_VIEW_DEG, COUNTRY_VIEW_DEG, MAX_LABELS } from '../../geodata/basemap';
import {
  DEFAULT_PLACE_RADIUS_KM,
  geometryToCrs,
  placeGeometry,
  positionToCrs,
  type Polygonal,
} from '../../geodata/lookup';
import { PLACE_KINDS, placeById, searchPlaces, type PlaceRow } from '../../geodata/places';
import { listRegions, REGION_LEVELS, regionByCode, type RegionRow } from '../../geodata/regions';
import type { Deps } from '../deps';

const LEVELS = REGION_LEVELS;
const KINDS = PLACE_KINDS;

const position = z.tuple([z.number(), z.number()]).describe('[longitude, latitude] in the Satellite CRS');
const polygonal = z
  .union([
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
  ])
  .describe('GeoJSON geometry in the Satellite CRS');

const region = z.object({
  code: z
    .string()
    .describe("ISO 3166-1 alpha-2 for a country ('CN'), the 6-digit adcode in China ('330000')"),
  parent_code: z.string().nullable(),
  level: z.enum(LEVELS),
  name: z.string().describe('In the Accept-Language'),
  name_zh: z.string(),
  name_en: z.string(),
  has_children: z.boolean(),
  center: position,
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .describe('[west, south, east, north] in the Satellite CRS'),
});
const regionWithGeometry = region.extend({
  geometry: polygonal.describe('Simplified for display, in the Satellite CRS'),
});

const place = z.object({
  id: z.number().int(),
  name: z.string().describe('In the Accept-Language (the English name when there is no Chinese one)'),
  name_zh: z.string().nullable(),
  name_en: z.string(),
  kind: z
    .enum(KINDS)
    .describe(
      'country | province | city (administrative regions: their polygon is the search geometry) | town',
    ),
  country_code: z.string(),
  country_name: z.string().nullable(),
  admin_code: z
    .string()
    .nullable()
    .describe('The region itself (kind ≠ town) or the city/country holding the town'),
  admin_name: z.string().nullable(),
  population: z.number().int().nullable(),
  point: position,
});
const placeWithGeometry = place.extend({
  region_code: z.string().nullable().describe('Set when the geometry is the region polygon'),
  radius_km: z.number().nullable().describe('Set when the geometry is a circle around the point'),
  geometry: polygonal,
});

const lines = z
  .union([
    z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
    z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }),
  ])
  .describe('GeoJSON lines in the Satellite CRS, clipped to the view and simplified for its scale');
type Lines =
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString'; coordinates: number[][][] };

const basemapView = z.object({
  level: z
    .enum(LEVELS)
    .describe(
      `The finest boundaries drawn: country (a view wider than ${COUNTRY_VIEW_DEG}°), province, city (narrower than ${CITY_VIEW_DEG}°)`,
    ),
  boundaries: z.array(
    z.object({
      code: z.string(),
      level: z.enum(LEVELS),
      name_zh: z.string(),
      name_en: z.string(),
      geometry: lines,
    }),
  ),
  labels: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.enum(KINDS),
        name_zh: z.string().nullable(),
        name_en: z.string(),
        population: z.number().int().nullable(),
        point: position,
      }),
    )
    .describe(`At most ${MAX_LABELS}: regions first, then by population`),
});

/** Tiles kept in memory (some 20–70 kB each): a province's views at a few levels. */
const basemapTiles = pictureCache<Buffer>(512);
/** A tile never changes within a release (the client names the release in its URL, `?v=`). */
const TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The first of a tile's z, x, y that is out of range. */
const badField = (t: { z: number; x: number; y: number }) =>
  !tileInRange({ ...t, x: 0, y: 0 }) ? 'z' : !tileInRange({ ...t, y: 0 }) ? 'x' : 'y';

export default async function geodataRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Geodata (map search)'];

  function toRegion(req: FastifyRequest, x: RegionRow) {
    const env = JSON.parse(x.bbox) as { coordinates: number[][][] };
    const xs = env.coordinates[0].map((p) => positionToCrs(p, req.crs));
    return {
      code: x.code,
      parent_code: x.parent_code,
      level: x.level,
      name: req.lang === 'en' ? x.name_en : x.name_zh,
      name_zh: x.name_zh,
      name_en: x.name_en,
      has_children: x.has_children,
      center: positionToCrs([x.cx, x.cy], req.crs),
      bbox: [
        Math.min(...xs.map((p) => p[0])),
        Math.min(...xs.map((p) => p[1])),
        Math.max(...xs.map((p) => p[0])),
        Math.max(...xs.map((p) => p[1])),
      ] as [number, number, number, number],
    };
  }

  function toPlace(req: FastifyRequest, x: PlaceRow) {
    const en = req.lang === 'en';
    return {
      id: x.id,
      name: en ? x.name_en : (x.name_zh ?? x.name_en),
      name_zh: x.name_zh,
      name_en: x.name_en,
      kind: x.kind,
      country_code: x.country_code,
      country_name: (en ? x.country_en : x.country_zh) ?? null,
      admin_code: x.admin_code,
      admin_name: (en ? x.admin_en : x.admin_zh) ?? null,
      population: x.population,
      point: positionToCrs([x.x, x.y], req.crs),
    };
  }

  r.get('/geodata/regions/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Region picker: countries (no parent), China's provinces (parent=CN), a province's cities (parent=330000)",
      querystring: z.object({
        parent: z
          .string()
          .trim()
          .max(20)
          .optional()
          .describe('Children of this region; without it (and without level) the countries'),
        level: z.enum(LEVELS).optional(),
        geometry: z.enum(['true', 'false']).default('false').describe('Include the simplified geometry'),
      }),
      response: responses(listEnvelope(regionWithGeometry.partial({ geometry: true }))),
    },
    handler: async (req, reply) => {
      const rows = await listRegions(db, {
        parent: req.query.parent,
        level: req.query.level,
        geometry: req.query.geometry === 'true',
        lang: req.lang === 'en' ? 'en' : 'zh',
      });
      const data = rows.map((x) => ({
        ...toRegion(req, x),
        ...(x.geom ? { geometry: geometryToCrs(JSON.parse(x.geom) as Polygonal, req.crs) } : {}),
      }));
      return { ...reply.ok(data), total: data.length, total_exact: true, next: null };
    },
  });

  r.get('/geodata/regions/:code/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'One region with its simplified geometry in the Satellite CRS',
      params: z.object({ code: z.string().max(20) }),
      response: responses(okEnvelope(regionWithGeometry)),
    },
    handler: async (req, reply) => {
      const row = await regionByCode(db, req.params.code);
      if (!row) throw notFound();
      return reply.ok([
        {
          ...toRegion(req, row),
          geometry: geometryToCrs(JSON.parse(row.geom!) as Polygonal, req.crs),
        },
      ]);
    },
  });

  r.get('/geodata/basemap/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The globe's vector basemap of a view: administrative boundaries and place names, chosen by the view's width",
      querystring: z.object({
        west: z.coerce.number().min(-180).max(180),
        south: z.coerce.number().min(-90).max(90),
        east: z.coerce.number().min(-180).max(180),
        north: z.coerce.number().min(-90).max(90),
      }),
      response: responses(okEnvelope(basemapView)),
    },
    handler: async (req, reply) => {
      const { west, south, east, north } = req.query;
      if (!(west < east)) throw badRequest([{ field: 'east', key: 'invalidValue' }]);
      if (!(south < north)) throw badRequest([{ field: 'north', key: 'invalidValue' }]);
      const [w, s] = convertPosition([west, south], req.crs, 'WGS84');
      const [e, n] = convertPosition([east, north], req.crs, 'WGS84');
      const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));
      const view = await basemap(db, [clamp(w, 180), clamp(s, 90), clamp(e, 180), clamp(n, 90)]);
      const toCrs = (p: number[]) => positionToCrs(p, req.crs);
      return reply.ok([
        {
          level: view.scale.level,
          boundaries: view.boundaries.map((b) => {
            const g = JSON.parse(b.geom) as Lines;
            return {
              code: b.code,
              level: b.level,
              name_zh: b.name_zh,
              name_en: b.name_en,
              geometry:
                g.type === 'LineString'
                  ? { type: g.type, coordinates: g.coordinates.map(toCrs) }
                  : { type: g.type, coordinates: g.coordinates.map((l) => l.map(toCrs)) },
            };
          }),
          labels: view.labels.map((l) => ({
            id: l.id,
            kind: l.kind,
            name_zh: l.name_zh,
            name_en: l.name_en,
            population: l.population,
            point: toCrs([l.x, l.y]),
          })),
        },
      ]);
    },
  });

  r.get('/geodata/tiles/:z/:x/:file', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: `The globe's basemap, land and water, as PNG tiles of 256 px in the geographic tiling scheme (EPSG:4326: 2×1 tiles at level 0, rows from the north), levels 0–${MAX_TILE_LEVEL}: Natural Earth's 1:10m coastlines, large lakes, Natural Earth II's land colours`,
      params: z.object({
        z: z.string().max(4),
        x: z.string().max(8),
        file: z.string().max(12).describe('The row and .png: `{y}.png`'),
      }),
      querystring: z.object({
        v: z.string().max(20).optional().describe("The client's release (the tiles never change within one)"),
      }),
      produces: ['image/png'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }) },
    },
    handler: async (req, reply) => {
      const num = (s: string) => (/^\d{1,7}$/.test(s) ? Number(s) : NaN);
      const tile = {
        z: num(req.params.z),
        x: num(req.params.x),
        y: num(req.params.file.replace(/\.png$/, '')),
      };
      if (!req.params.file.endsWith('.png') || !tileInRange(tile)) {
        const level = Number.isInteger(tile.z) && tile.z <= MAX_TILE_LEVEL ? tile.z : MAX_TILE_LEVEL;
        const { columns, rows } = tilesAt(level);
        const same = (v: number) => ({ zh: String(v), en: String(v) });
        throw new ApiError(
          400,
          'tileOutOfRange',
          [{ field: badField(tile), key: 'invalidValue' }],
          {},
          { maxLevel: same(MAX_TILE_LEVEL), maxX: same(columns - 1), maxY: same(rows - 1) },
        );
      }
      const png = await basemapTiles(`${tile.z}/${tile.x}/${tile.y}`, () => basemapTileInPool(tile));
      return reply.header('Content-Type', 'image/png').header('Cache-Control', TILE_CACHE_CONTROL).send(png);
    },
  });

  r.get('/geodata/places/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Place-name typeahead (zh or en; prefix, then contains), ranked by exactness then population',
      querystring: z.object({
        q: z.string().trim().min(1).max(100),
        limit: z.coerce.number().int().min(1).max(50).default(10),
      }),
      response: responses(listEnvelope(place)),
    },
    handler: async (req, reply) => {
      const rows = await searchPlaces(db, req.query.q, req.query.limit);
      const data = rows.map((x) => toPlace(req, x));
      return { ...reply.ok(data), total: data.length, total_exact: true, next: null };
    },
  });

  r.get('/geodata/places/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'A place with its search geometry: the region polygon (simplified) for an administrative region, else a circle of radius_km',
      params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
      querystring: z.object({
        radius_km: z.coerce
          .number()
          .min(0.1)
          .max(500)
          .default(DEFAULT_PLACE_RADIUS_KM)
          .describe('Circle radius for a town (km)'),
      }),
      response: responses(okEnvelope(placeWithGeometry)),
    },
    handler: async (req, reply) => {
      const row = await placeById(db, req.params.id);
      if (!row) throw notFound();
      const g = (await placeGeometry(db, req.params.id, {
        radiusKm: req.query.radius_km,
        simplified: true,
      }))!;
      return reply.ok([
        {
          ...toPlace(req, row),
          region_code: g.region_code,
          radius_km: g.radius_km,
          geometry: geometryToCrs(g.geometry, req.crs),
        },
      ]);
    },
  });
}
