/**
 * Analyses on the server (docs/requirements.md §7 "Other": POST /discern/api/v1/geoserver/getwfs/ and get_zip/): water extraction,
 * oil-spill dark spots or vessel detection on a public sample or an archive scene the caller may see, answered as
 * GeoJSON features in WGS-84 or as the same features in a zipped shapefile (the analyses of shared/sar-analysis, run
 * in a worker thread).
 */
import type { FastifyRequest } from 'fastify';
import { analysisBody, analysisFeaturesSchema, type AnalysisRequest } from '@portal/shared/domain/analysis';
import { analysisJob } from '../../catalog/analysis-job';
import { analyseInPool } from '../../analysis/pool';
import { shapefileZip } from '../../analysis/shapefile-zip';
import { fileResponses, okEnvelope, responses } from '../../http/envelope';
import { viewerOf } from '../../http/viewer';
import { defineRoutes } from '../deps';
import { orNotFound } from '../../http/route-parts';

const tags = ['Application services'];
const body = analysisBody;
const collection = analysisFeaturesSchema;

export default defineRoutes((r, { db }) => {
  async function jobOf(b: AnalysisRequest, req: FastifyRequest) {
    const found = orNotFound(await analysisJob(db, b, b.algorithm, viewerOf(req)));
    return found;
  }

  r.post('/discern/api/v1/geoserver/getwfs/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Run an analysis on a sample or a scene; the result is one GeoJSON FeatureCollection (WGS-84): ships as Points, water and oil spots as Polygons along the detected pixels',
      body,
      response: responses(okEnvelope(collection)),
    },
    handler: async (req, reply) => reply.ok([await analyseInPool((await jobOf(req.body, req)).job)]),
  });

  r.post('/discern/api/v1/geoserver/get_zip/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Run an analysis on a sample or a scene; the result is getwfs/'s features as a zipped ESRI shapefile (.shp, .shx, .dbf, .prj WGS-84, .cpg UTF-8): ships as Points, water and oil spots as Polygons, each feature's id and properties as DBF fields. Nothing found is a valid shapefile with no records",
      body,
      produces: ['application/zip'],
      response: fileResponses,
    },
    handler: async (req, reply) => {
      const { job, name } = await jobOf(req.body, req);
      const zip = await shapefileZip(await analyseInPool(job), name);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(zip);
    },
  });
});
