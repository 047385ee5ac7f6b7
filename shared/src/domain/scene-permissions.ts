/**
 * The contract of sensitive picture permissions (docs/requirements.md §3.5, §7.2 pic_query/user_pic_purview_data/):
 * a record lets one user see non-public scenes of the listed classifications, optionally only of some satellites,
 * inside an area, of some scenes or acquired in a range, during a validity window. Areas are GeoJSON in the
 * request's `Satellite` system. Imported as `@portal/shared/domain/scene-permissions`.
 */
import { z } from 'zod';
import { SATELLITE_IDS } from './constellation';
import { pageQuery, tableFormat } from './paging';

const classification = z.enum(['sensitive', 'restricted']);
export const permissionAreaGeometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()).min(1),
});

export const permissionRecordSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    classifications: z.array(classification),
    satellites: z.array(z.string()).nullable().describe('null: every satellite'),
    area: z
      .object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.any()) })
      .nullable()
      .describe('null: anywhere'),
    scene_ids: z.array(z.string()).nullable().describe('null: any scene; else exactly these image IDs'),
    acquired_from: z.string().nullable().describe('Scenes acquired at or after (null: no lower bound)'),
    acquired_to: z.string().nullable().describe('Scenes acquired at or before (null: no upper bound)'),
    valid_from: z.string(),
    valid_until: z.string().nullable(),
    note: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PicPermission' });
export type PermissionRecordItem = z.infer<typeof permissionRecordSchema>;

const writable = {
  classifications: z.array(classification).min(1).max(2),
  satellites: z.array(z.enum(SATELLITE_IDS)).min(1).nullable().optional(),
  area: permissionAreaGeometry.nullable().optional(),
  scene_ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe('Exactly these image IDs (null: any scene the other fields match)'),
  acquired_from: z.iso.datetime({ offset: true }).nullable().optional(),
  acquired_to: z.iso.datetime({ offset: true }).nullable().optional(),
  valid_from: z.iso.datetime({ offset: true }).optional(),
  valid_until: z.iso.datetime({ offset: true }).nullable().optional(),
  note: z.string().max(500).optional(),
};

/** POST: a grant to a user. */
export const permissionGrantBody = z.object({ user_id: z.number().int(), ...writable });
/** PUT …/{id}/: the fields given replace the stored ones. */
export const permissionChangeBody = z.object({
  ...writable,
  classifications: writable.classifications.optional(),
});
export type PermissionChange = z.infer<typeof permissionChangeBody>;

export const permissionListQuery = z.object({
  ...pageQuery,
  user_id: z.coerce.number().int().optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const permissionExportQuery = z.object({
  id: z.coerce.number().int().optional(),
  format: tableFormat(),
});
