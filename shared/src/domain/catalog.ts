/**
 * The archive-search contract (docs/requirements.md §5, §7 "Archive search"; api/src/routes/catalog/README.md) as zod schemas: the
 * API validates with them and documents them in OpenAPI, the image query uses their types. Imported as
 * `@portal/shared/domain/catalog` (not through the domain index, so a page that needs only types or limits never
 * bundles zod).
 */
import { z } from 'zod';
import { CATALOG_EXPORT_FORMATS, CATALOG_LIMITS } from './catalog-limits';
import { IMAGING_MODE_ORDER, POLARIZATIONS, SATELLITE_IDS, type ImagingModeCode } from './constellation';
import { CLASSIFICATIONS, PRODUCT_TYPES } from './enums';

const lon = z.number().min(-540).max(540);
const lat = z.number().min(-90).max(90);
const position = z.tuple([z.number(), z.number()]);
const valuesOf = <T extends string>(options: readonly { value: T }[]) =>
  options.map((o) => o.value) as [T, ...T[]];

export const areaSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bbox'),
    bbox: z.tuple([lon, lat, lon, lat]).describe('[west, south, east, north]; west > east crosses ±180°'),
  }),
  z.object({
    type: z.literal('polygon'),
    geometry: z
      .object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.any()).min(1) })
      .describe('GeoJSON Polygon or MultiPolygon'),
  }),
  z.object({
    type: z.literal('circle'),
    center: z.tuple([lon, lat]),
    radius_km: z.number().positive().max(CATALOG_LIMITS.maxCircleKm),
  }),
  z.object({ type: z.literal('region'), code: z.string().min(1).max(40).describe('admin_regions.code') }),
  z.object({ type: z.literal('place'), id: z.string().min(1).max(40).describe('places.id') }),
]);
export type CatalogArea = z.infer<typeof areaSchema>;

/** The filters of a search, shared by search and export. */
export const searchFields = {
  areas: z.array(areaSchema).optional().describe(`Target areas (union), at most ${CATALOG_LIMITS.maxAreas}`),
  ids: z
    .array(z.string().min(1).max(CATALOG_LIMITS.maxIdLength))
    .max(CATALOG_LIMITS.maxIds)
    .optional()
    .describe('Image IDs'),
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
  satellites: z.array(z.enum(SATELLITE_IDS)).optional(),
  img_modes: z
    .array(z.literal([...IMAGING_MODE_ORDER].sort((a, b) => a - b) as ImagingModeCode[]))
    .optional(),
  product_types: z.array(z.enum(valuesOf(PRODUCT_TYPES))).optional(),
  orbit_direction: z.enum(['any', 'ascending', 'descending']).default('any'),
  look_side: z.enum(['any', 'left', 'right']).default('any'),
  incidence_min: z.number().min(0).max(90).optional(),
  incidence_max: z.number().min(0).max(90).optional(),
  polarizations: z.array(z.enum(POLARIZATIONS)).optional(),
  classifications: z.array(z.enum(valuesOf(CLASSIFICATIONS))).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
};

export const searchBody = z.object({
  ...searchFields,
  size: z.number().int().min(1).max(CATALOG_LIMITS.maxPageSize).default(50),
  cursor: z.string().max(300).optional(),
  geometry: z.boolean().default(true).describe('Include footprints'),
});
/** What a client sends (defaults may be left out). */
export type SearchRequest = z.input<typeof searchBody>;
/** What the API works with (defaults filled in). */
export type SearchBody = z.infer<typeof searchBody>;

export const exportBody = z.object({ ...searchFields, format: z.enum(CATALOG_EXPORT_FORMATS) });
export type ExportRequest = z.input<typeof exportBody>;

export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position))),
});

export const sceneSummarySchema = z
  .object({
    id: z.string(),
    satellite: z.string(),
    acquired_at: z.string(),
    acquired_end: z.string(),
    img_mode: z.number().int(),
    product_type: z.string(),
    polarization: z.string(),
    orbit_direction: z.enum(['ascending', 'descending']),
    look_side: z.enum(['left', 'right']),
    look_angle: z.number(),
    incidence_angle: z.number(),
    resolution: z.number().describe('metres (coarser of range and azimuth)'),
    classification: z.enum(['public', 'sensitive', 'restricted']),
    absolute_orbit: z.number().int(),
    footprint: multiPolygonSchema.optional(),
    quicklook_url: z.string().describe('Signed link, valid at least 1 h'),
  })
  .meta({ id: 'SceneSummary' });
export type SceneSummary = z.infer<typeof sceneSummarySchema>;

export const sceneDetailSchema = sceneSummarySchema
  .extend({
    incidence_near: z.number(),
    incidence_far: z.number(),
    resolution_range: z.number(),
    resolution_azimuth: z.number(),
    bbox: z
      .array(z.number())
      .length(4)
      .describe('[west, south, east, north] (WGS-84 extent of the split footprint)'),
    centre: z.tuple([z.number(), z.number()]).describe('[lng, lat] in the request system'),
  })
  .meta({ id: 'SceneDetail' });
export type SceneDetail = z.infer<typeof sceneDetailSchema>;

/** The signature of a quicklook link made for one viewer (GET catalog/quicklook/{file}). */
export const quicklookLinkQuery = z.object({
  u: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  exp: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().max(64),
});

/** A signed, expiring link to a scene's product package (POST catalog/scenes/{id}/download/). */
export const downloadLinkSchema = z.object({ url: z.string(), expires_at: z.string() });

/** POST catalog/area_file/ (multipart): the API gives the file part's schema (its bytes are the server's). */
export const areaFileUpload = <F extends z.ZodType>(file: F) => z.object({ file });
/** An area file read into polygons to search with (as a `polygon` area). */
export const areaPolygonsSchema = z.object({
  geometry: z.object({ type: z.string(), coordinates: z.array(z.any()) }),
  name: z.string().optional(),
  vertex_count: z.number(),
  simplified: z.boolean(),
});
