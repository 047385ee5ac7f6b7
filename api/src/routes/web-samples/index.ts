/**
 * Public sample images and partners (docs/requirements.md §7 "Other": web/sar_images/, web/sar_image/{id}/,
 * web/sar_images_search_country/, web/partners/); the reading is api/src/catalog/sample-list.ts.
 */
import { pageQuerySchema } from '@portal/shared/domain/paging';
import { partnerSchema, sampleCountryQuery, sampleSchema } from '@portal/shared/domain/samples';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sampleForPicture } from '../../catalog/analysis-job';
import { partners, samplePage, toSample } from '../../catalog/sample-list';
import { findSample } from '../../catalog/samples';
import { fileResponses, listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { sendStoredFile } from '../../http/stored-file';
import {
  SAMPLE_PICTURES,
  samplePictureKeyOf,
  storeSampleDetail,
  storeSamplePictures,
  type SamplePictureFile,
} from '../../catalog/sample-pictures';
import { defineRoutes, type Deps } from '../deps';
import { orNotFound, wholeAnswer } from '../../http/route-parts';

const tags = ['Public samples'];

export default defineRoutes((r, deps) => {
  const { db } = deps;
  const what: Record<SamplePictureFile, string> = {
    'image.png': 'The picture of a sample image (PNG, 512 px)',
    'thumbnail.jpg': 'The thumbnail of a sample image (JPEG, 256 px)',
  };
  const samplesAnswer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    query: Parameters<typeof samplePage>[2],
  ) => {
    const p = await samplePage(db, req, query);
    return { ...reply.ok(p.data), total: p.total, total_exact: p.total_exact, next: p.next };
  };
  /** A sample's picture, served from the store (a job or an earlier request drew it); drawn and kept when missing. */
  const sendPicture = async (
    req: FastifyRequest,
    reply: FastifyReply,
    id: number,
    file: SamplePictureFile | 'detail.png',
    type: string,
    draw: (storage: Deps['storage'], s: ReturnType<typeof sampleForPicture>) => Promise<unknown>,
  ) => {
    const sample = orNotFound(await findSample(db, id));
    const s = sampleForPicture(sample);
    await draw(deps.storage, s);
    return sendStoredFile(req, reply, deps.storage, samplePictureKeyOf(s, file), {
      type,
      cacheControl: 'public, max-age=86400',
    });
  };

  r.get('/web/sar_images/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sample images',
      querystring: pageQuerySchema,
      response: responses(listEnvelope(sampleSchema)),
    },
    handler: async (req, reply) => samplesAnswer(req, reply, req.query),
  });

  r.get('/web/sar_image/:id/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One sample image',
      params: z.object({ id: z.coerce.number().int() }),
      response: responses(okEnvelope(sampleSchema)),
    },
    handler: async (req, reply) => {
      const sample = orNotFound(await findSample(db, req.params.id));
      return reply.ok([toSample(sample, req)]);
    },
  });

  for (const picture of SAMPLE_PICTURES)
    r.get(`/web/sar_image/:id/${picture.file}`, {
      config: { access: 'public' },
      schema: {
        tags,
        summary: what[picture.file],
        params: z.object({ id: z.coerce.number().int() }),
        produces: [picture.type],
        response: fileResponses,
      },
      handler: async (req, reply) =>
        sendPicture(req, reply, req.params.id, picture.file, picture.type, storeSamplePictures),
    });

  r.get('/web/sar_image/:id/detail.png', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'The detail of a sample image: its place at 20 m a pixel, 10.24 km around its position or its whole footprint when smaller (PNG, up to 512 px); vessel detection runs on it, where ships are drawn at their size',
      params: z.object({ id: z.coerce.number().int() }),
      produces: ['image/png'],
      response: fileResponses,
    },
    handler: async (req, reply) =>
      sendPicture(req, reply, req.params.id, 'detail.png', 'image/png', storeSampleDetail),
  });

  r.get('/web/sar_images_search_country/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sample images of a country: `country` matches the ISO code or the zh/en name (part of it)',
      querystring: sampleCountryQuery,
      response: responses(listEnvelope(sampleSchema)),
    },
    handler: async (req, reply) => samplesAnswer(req, reply, req.query),
  });

  r.get('/web/partners/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Partners',
      response: responses(listEnvelope(partnerSchema)),
    },
    handler: async (req, reply) => {
      const data = await partners(db, req);
      return wholeAnswer(reply.ok(data));
    },
  });
});
