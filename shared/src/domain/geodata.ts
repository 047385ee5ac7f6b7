/**
 * The contract of the map search calls (docs/requirements.md §7.3: they leave the loading bar idle): the region
 * picker and a region's geometry, the place-name typeahead and a place's search geometry, and the globe's vector
 * basemap of a view. Coordinates are in the request's `Satellite` system. Imported as
 * `@portal/shared/domain/geodata`.
 */
import { z } from 'zod';

export const REGION_LEVELS = ['country', 'province', 'city'] as const;
export const PLACE_KINDS = ['country', 'province', 'city', 'town'] as const;
/**
 * Areas wider than this show countries and provinces; narrower than CITY_VIEW_DEG cities and towns (the globe asks
 * for its view widened by half: a province fills a view of 8–20°).
 */
export const COUNTRY_VIEW_DEG = 60;
export const CITY_VIEW_DEG = 6;
export const MAX_LABELS = 120;
/** Default radius of the search circle around a place that is not an administrative region. */
export const DEFAULT_PLACE_RADIUS_KM = 10;

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
  level: z.enum(REGION_LEVELS),
  name: z.string().describe('In the Accept-Language'),
  name_zh: z.string(),
  name_en: z.string(),
  has_children: z.boolean(),
  center: position,
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .describe('[west, south, east, north] in the Satellite CRS'),
});
export const regionWithGeometry = region.extend({
  geometry: polygonal.describe('Simplified for display, in the Satellite CRS'),
});
/** A row of the region picker: its geometry only when asked for. */
export const regionListItem = regionWithGeometry.partial({ geometry: true });

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('In the Accept-Language (the English name when there is no Chinese one)'),
  name_zh: z.string().nullable(),
  name_en: z.string(),
  kind: z
    .enum(PLACE_KINDS)
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
export const placeWithGeometry = placeSchema.extend({
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

export const basemapViewSchema = z.object({
  level: z
    .enum(REGION_LEVELS)
    .describe(
      `The finest boundaries drawn: country (a view wider than ${COUNTRY_VIEW_DEG}°), province, city (narrower than ${CITY_VIEW_DEG}°)`,
    ),
  boundaries: z.array(
    z.object({
      code: z.string(),
      level: z.enum(REGION_LEVELS),
      name_zh: z.string(),
      name_en: z.string(),
      geometry: lines,
    }),
  ),
  coasts: z
    .array(lines)
    .describe(
      "The coast (Natural Earth 1:10m, the basemap tiles' own) from a province's zoom in; boundaries are drawn on land only",
    ),
  labels: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.enum(PLACE_KINDS),
        name_zh: z.string().nullable(),
        name_en: z.string(),
        population: z.number().int().nullable(),
        point: position,
      }),
    )
    .describe(`At most ${MAX_LABELS}: regions first, then by population`),
});
export type BasemapView = z.infer<typeof basemapViewSchema>;

export const regionQuery = z.object({
  parent: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe('Children of this region; without it (and without level) the countries'),
  level: z.enum(REGION_LEVELS).optional(),
  geometry: z.enum(['true', 'false']).default('false').describe('Include the simplified geometry'),
});

export const basemapQuery = z.object({
  west: z.coerce.number().min(-180).max(180),
  south: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
  north: z.coerce.number().min(-90).max(90),
});

export const tileQuery = z.object({
  v: z.string().max(20).optional().describe("The client's release (the tiles never change within one)"),
});

export const placeQuery = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const placeGeometryQuery = z.object({
  radius_km: z.coerce
    .number()
    .min(0.1)
    .max(500)
    .default(DEFAULT_PLACE_RADIUS_KM)
    .describe('Circle radius for a town (km)'),
});
