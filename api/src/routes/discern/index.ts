/**
 * Analyses on the server (spec §7 "Other": POST /discern/api/v1/geoserver/getwfs/): water extraction, oil-spill
 * dark spots or vessel detection on a public sample or an archive scene the caller may see, answered as GeoJSON
 * features in WGS-84 (the analyses of shared/sar-analysis, run in a worker thread).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bboxOf, visibleScene } from '../../catalog/scene-access';
import { ALGORITHMS } from '../../discern/features';
import { analyseInPool } from '../../discern/pool';
import type { AnalysisJob } from '../../discern/run';
import { okEnvelope, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { viewerOf } from '../../http/viewer';
import type { Deps } from '../deps';

const tags = ['Application services'];
const algorithm = z
  .enum(ALGORITHMS)
  .describe('water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR');
const body = z.union([
  z.object({ sample_id: z.number().int().positive().max(2_147_483_647), algorithm }).strict(),
  z.object({ scene_id: z.string().trim().min(1).max(100), algorithm }).strict(),
]);

const feature = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  geometry: z.object({ type: z.enum(['Point', 'Polygon']), coordinates: z.array(z.any()) }),
  properties: z.record(z.string(), z.union([z.string(), z.number()])),
});
const collection = z
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

export default async function discernRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/discern/api/v1/geoserver/getwfs/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Run an analysis on a sample or a scene; the result is one GeoJSON FeatureCollection (WGS-84): ships as Points, water and oil spots as Polygons along the detected pixels',
      body,
      response: responses(okEnvelope(collection)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      let job: AnalysisJob;
      if ('sample_id' in b) {
        const { rows } = await db.query<{ id: number; lon: number; lat: number; img_mode: number }>(
          'SELECT id, lon, lat, img_mode FROM sar_samples WHERE id = $1',
          [b.sample_id],
        );
        if (!rows[0]) throw notFound();
        job = { kind: 'sample', algorithm: b.algorithm, sample: rows[0] };
      } else {
        const s = await visibleScene(db, b.scene_id, viewerOf(req));
        if (!s) throw notFound();
        job = { kind: 'scene', algorithm: b.algorithm, scene: { id: s.id, bbox: bboxOf(s) } };
      }
      return reply.ok([await analyseInPool(job)]);
    },
  });
}
