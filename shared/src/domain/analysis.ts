/**
 * The contract of the server's analyses (docs/requirements.md §7.2 "Other": discern/api/v1/geoserver/getwfs/ and
 * get_zip/): water extraction, oil-spill dark spots or vessel detection on a public sample or an archive scene,
 * answered as GeoJSON features in WGS-84. Imported as `@portal/shared/domain/analysis`.
 */
import { ANALYSES } from '@portal/shared/sar-analysis';
import { z } from 'zod';

const algorithm = z.enum(ANALYSES).describe('water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR');
export const analysisBody = z.union([
  z.object({ sample_id: z.number().int().positive().max(2_147_483_647), algorithm }).strict(),
  z.object({ scene_id: z.string().trim().min(1).max(100), algorithm }).strict(),
]);
export type AnalysisRequest = z.infer<typeof analysisBody>;

const feature = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  geometry: z.object({ type: z.enum(['Point', 'Polygon']), coordinates: z.array(z.any()) }),
  properties: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const analysisFeaturesSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(feature),
    summary: z.object({
      algorithm,
      count: z.number().int(),
      parameters: z.record(z.string(), z.number()),
      pixel_size_m: z.array(z.number()),
      width: z.number().int(),
      height: z.number().int(),
      provenance: z.string(),
      threshold: z.number().optional(),
      water_area_km2: z.number().optional(),
    }),
  })
  .meta({ id: 'AnalysisFeatures' });
