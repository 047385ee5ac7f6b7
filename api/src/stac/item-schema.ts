/**
 * An Item sent to the Transaction endpoints, validated (STAC 1.0 core and the sar, sat, view and projection fields
 * the portal writes) and turned into a scene row: the inverse of sceneToItem (./items.ts). Fields the portal does
 * not store (links, assets, other properties) are checked for their STAC shape and then left out; the Items it serves
 * carry its own links and signed assets. itemOfScene is its inverse, for a scene the portal makes itself (a tasking
 * delivery) to enter the archive through the same ingest.
 */
import {
  CATALOG_LIMITS,
  CLASSIFICATIONS,
  CONSTELLATION,
  IMAGING_MODE_ORDER,
  IMAGING_MODES,
  POLARIZATIONS,
  PRODUCT_TYPES,
  SATELLITE_IDS,
  type ImagingModeCode,
} from '@portal/shared/domain';
import { z } from 'zod';
import type { SceneRow } from '../catalog/generate';
import { geometryBbox } from '../geo/bbox';
import { ApiError } from '../http/errors';
import { isMessageKey, t, type MessageKey } from '../i18n/messages';
import { EXTENSIONS, MODE_NAME, STAC_VERSION, itemHead } from './constants';
import { sceneSarFields } from './scene-fields';

const [SAR, SAT, VIEW] = EXTENSIONS;

const MODE_OF_NAME = new Map(IMAGING_MODE_ORDER.map((code) => [IMAGING_MODES[code].stacMode, code]));
const modeNames = IMAGING_MODE_ORDER.map((code) => IMAGING_MODES[code].stacMode) as [string, ...string[]];
const valuesOf = <T extends string>(options: readonly { value: T }[]) =>
  options.map((o) => o.value) as [T, ...T[]];

const position = z
  .array(z.number())
  .min(2)
  .max(3)
  .refine(([lon, lat]) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90, 'coordinateOutOfRange');
const samePosition = (a: number[] | undefined, b: number[] | undefined) =>
  a?.[0] === b?.[0] && a?.[1] === b?.[1];
const ring = z
  .array(position)
  .min(4)
  .refine((r) => samePosition(r[0], r[r.length - 1]), 'stacRingNotClosed');
const polygon = z.array(ring).min(1);

/**
 * GeoJSON (RFC 7946): a Polygon or a MultiPolygon, WGS-84, split at ±180° by the sender. Its size is bounded by the
 * request's (1 MB); whether it is a valid surface PostGIS says (./transactions.ts).
 */
const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: polygon }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1) }),
]);

const datetime = z.iso.datetime({ offset: true });
const angle = z.number().min(0).max(90);
const metres = z.number().positive().max(10_000);

const properties = z
  .looseObject({
    datetime: datetime.nullable(),
    start_datetime: datetime.optional(),
    end_datetime: datetime.optional(),
    platform: z.enum(SATELLITE_IDS),
    constellation: z.literal('TY').optional(),
    instruments: z.array(z.string().max(40)).max(10).optional(),
    'sar:instrument_mode': z.enum(modeNames),
    'sar:frequency_band': z.literal('C'),
    'sar:center_frequency': z.number().min(4).max(8).optional(),
    'sar:polarizations': z
      .array(z.enum(['VV', 'HH', 'VH', 'HV']))
      .min(1)
      .max(2)
      .refine((p) => (POLARIZATIONS as readonly string[]).includes(p.join('+')), 'stacPolarizations'),
    'sar:product_type': z.enum(valuesOf(PRODUCT_TYPES)),
    'sar:resolution_range': metres,
    'sar:resolution_azimuth': metres,
    'sar:observation_direction': z.enum(['left', 'right']),
    'sat:orbit_state': z.enum(['ascending', 'descending']),
    'sat:absolute_orbit': z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
    'view:incidence_angle': angle,
    'view:off_nadir': angle,
    'proj:epsg': z.number().int().positive().nullable().optional(),
    'portal:img_mode': z.number().int().optional(),
    'portal:classification': z.enum(valuesOf(CLASSIFICATIONS)).default('public'),
    /** Incidence at the near and far edges of the swath (the scene's details show them; the centre's by default). */
    'portal:incidence_near': angle.optional(),
    'portal:incidence_far': angle.optional(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.datetime === null && (!p.start_datetime || !p.end_datetime))
      issue(p.start_datetime ? 'end_datetime' : 'start_datetime', 'required');
    const start = Date.parse(p.start_datetime ?? p.datetime ?? '');
    if (Date.parse(p.end_datetime ?? p.datetime ?? '') < start) issue('end_datetime', 'stacEndBeforeStart');
    const sat = CONSTELLATION.find((s) => s.id === p.platform);
    const mode = MODE_OF_NAME.get(p['sar:instrument_mode']);
    if (sat && mode && !sat.imagingModes.includes(mode)) issue('sar:instrument_mode', 'stacModeOfPlatform');
    if (sat?.polarisation === 'VV' && (p['sar:polarizations']?.length ?? 0) > 1)
      issue('sar:polarizations', 'stacPolarizationOfPlatform');
    if (p['portal:img_mode'] !== undefined && p['portal:img_mode'] !== mode)
      issue('portal:img_mode', 'invalidValue');
    const near = p['portal:incidence_near'] ?? p['view:incidence_angle'];
    const far = p['portal:incidence_far'] ?? p['view:incidence_angle'];
    if (near > p['view:incidence_angle']) issue('portal:incidence_near', 'stacIncidenceOrder');
    if (far < p['view:incidence_angle']) issue('portal:incidence_far', 'stacIncidenceOrder');
  });

const link = z.looseObject({ href: z.string().min(1).max(2000), rel: z.string().min(1).max(200) });
const asset = z.looseObject({ href: z.string().min(1).max(2000) });

export const itemSchema = z
  .looseObject({
    type: z.literal('Feature'),
    stac_version: z.literal(STAC_VERSION),
    stac_extensions: z
      .array(z.enum(EXTENSIONS as [string, ...string[]]))
      .max(EXTENSIONS.length)
      .refine((list) => [SAR, SAT, VIEW].every((url) => list.includes(url)), 'stacExtensionsMissing'),
    id: z
      .string()
      .min(1)
      .max(CATALOG_LIMITS.maxIdLength)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'stacItemIdCharacters'),
    collection: z.string().max(80).optional(),
    geometry,
    bbox: z.array(z.number()).refine((b) => b.length === 4 || b.length === 6, 'invalidValue'),
    properties,
    links: z.array(link).max(100),
    assets: z.record(z.string().max(200), asset),
  })
  .describe('A STAC 1.0 Item with the sar, sat and view extensions (projection optional)');
export type IngestItem = z.infer<typeof itemSchema>;

/** An ItemCollection of Items to add at once. */
export const itemCollectionSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()).min(1).max(100),
});

/**
 * A 400 naming the field at fault (`geometry`, `properties.datetime`, `features.2.properties.platform`): the message
 * says which, and what was wrong when the schema knows (the allowed values of a list).
 */
export function itemError(field: string, key: MessageKey, values?: readonly unknown[]): ApiError {
  const vars = { field: { zh: field, en: field } };
  const errors = [{ field, key }];
  if (values?.length) {
    const list = values.map(String);
    return new ApiError(
      400,
      'stacItemFieldOneOf',
      errors,
      {},
      {
        ...vars,
        values: { zh: list.join('、'), en: list.join(', ') },
      },
    );
  }
  if (key === 'required') return new ApiError(400, 'stacItemFieldMissing', errors, {}, vars);
  if (key === 'invalidValue') return new ApiError(400, 'stacItemFieldInvalid', errors, {}, vars);
  const reason = { zh: t(key, 'zh'), en: t(key, 'en') };
  return new ApiError(400, 'stacItemFieldProblem', errors, {}, { ...vars, reason });
}

const isKnownKey = (m: string | undefined): m is MessageKey => !!m && isMessageKey(m);

/** The first problem of a failed parse as the 400 that names it (`prefix` places an Item inside a collection). */
export function issueError(error: z.ZodError, prefix = ''): ApiError {
  const issue = error.issues[0];
  const field = [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.input === undefined) return itemError(field, 'required');
  if (issue.code === 'invalid_value') return itemError(field, 'invalidValue', issue.values);
  if (issue.code === 'custom' && isKnownKey(issue.message)) return itemError(field, issue.message);
  if (issue.code === 'invalid_format' && issue.format === 'datetime')
    return itemError(field, 'stacDatetimeFormat');
  return itemError(field, 'invalidValue');
}

/** A validated Item → the scene row it describes. */
export function sceneOfItem(item: IngestItem): SceneRow {
  const p = item.properties;
  const start = p.start_datetime ?? p.datetime!;
  const end = p.end_datetime ?? p.datetime ?? start;
  const g = item.geometry;
  const incidence = p['view:incidence_angle'];
  return {
    id: item.id,
    satellite: p.platform,
    acquired_at: new Date(start),
    acquired_end: new Date(end),
    footprint: (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as number[][][][],
    img_mode: MODE_OF_NAME.get(p['sar:instrument_mode']) as ImagingModeCode,
    product_type: p['sar:product_type'],
    polarization: p['sar:polarizations'].join('+'),
    orbit_direction: p['sat:orbit_state'],
    look_side: p['sar:observation_direction'],
    look_angle: p['view:off_nadir'],
    incidence_angle: incidence,
    incidence_near: p['portal:incidence_near'] ?? incidence,
    incidence_far: p['portal:incidence_far'] ?? incidence,
    resolution_range: p['sar:resolution_range'],
    resolution_azimuth: p['sar:resolution_azimuth'],
    classification: p['portal:classification'],
    absolute_orbit: p['sat:absolute_orbit'],
  };
}

/** A scene row → the Item that sceneOfItem reads back as that row (no links or assets: the ingest keeps none). */
export function itemOfScene(s: SceneRow) {
  const geometry = { type: 'MultiPolygon' as const, coordinates: s.footprint };
  return {
    ...itemHead(s.id, geometry, geometryBbox(geometry)),
    properties: {
      datetime: s.acquired_at.toISOString(),
      start_datetime: s.acquired_at.toISOString(),
      end_datetime: s.acquired_end.toISOString(),
      platform: s.satellite,
      'sar:instrument_mode': MODE_NAME[s.img_mode],
      'sar:frequency_band': 'C',
      ...sceneSarFields(s),
      'portal:incidence_near': s.incidence_near,
      'portal:incidence_far': s.incidence_far,
    },
    links: [],
    assets: {},
  };
}
