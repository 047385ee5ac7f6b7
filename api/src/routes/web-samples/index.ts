/** Public sample images and partners (spec §7 "Other": web/sar_images/, web/sar_image/{id}/, web/sar_images_search_country/, web/partners/). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSample, type SampleRow } from '../../catalog/samples';
import { sampleForPicture } from '../../catalog/analysis-job';
import { convertLatLon } from '../../geo/crs';
import {
  decodeCursor,
  fileResponses,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/stored-file';
import {
  SAMPLE_PICTURES,
  samplePictureKeyOf,
  storeSampleDetail,
  storeSamplePictures,
  type SamplePictureFile,
} from '../../catalog/sample-pictures';
import type { Deps } from '../deps';

const tags = ['Public samples'];

const sampleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    country_code: z.string(),
    country: z.string(),
    satellite: z.string(),
    img_mode: z.number().int(),
    polarization: z.string(),
    acquired_at: z.string(),
    lon: z.number(),
    lat: z.number(),
    description: z.string(),
    image_url: z.string(),
    /** The picture at half size (256 px JPEG), for cards and lists. */
    thumbnail_url: z.string(),
    /** Its place at 20 m a pixel around its position (PNG): what vessel detection reads. */
    detail_url: z.string(),
  })
  .meta({ id: 'SarSample' });

function toSample(x: SampleRow, req: FastifyRequest): z.infer<typeof sampleSchema> {
  const en = req.lang === 'en';
  const p = convertLatLon({ lat: x.lat, lon: x.lon }, 'WGS84', req.crs);
  return {
    id: x.id,
    title: en ? x.title_en : x.title_zh,
    country_code: x.country_code,
    country: en ? x.country_en : x.country_zh,
    satellite: x.satellite,
    img_mode: x.img_mode,
    polarization: x.polarization,
    acquired_at: new Date(x.acquired_at).toISOString(),
    lon: Math.round(p.lon * 1e6) / 1e6,
    lat: Math.round(p.lat * 1e6) / 1e6,
    description: en ? x.description_en : x.description_zh,
    image_url: `/api/web/sar_image/${x.id}/image.png`,
    thumbnail_url: `/api/web/sar_image/${x.id}/thumbnail.jpg`,
    detail_url: `/api/web/sar_image/${x.id}/detail.png`,
  };
}

const partner = z
  .object({ id: z.number().int(), name: z.string(), url: z.string(), kind: z.string() })
  .meta({ id: 'Partner' });

export default async function webSampleRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const what: Record<SamplePictureFile, string> = {
    'image.png': 'The picture of a sample image (PNG, 512 px)',
    'thumbnail.jpg': 'The thumbnail of a sample image (JPEG, 256 px)',
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function page(
    req: FastifyRequest,
    q: { page: number; size: number; cursor?: string },
    where: string,
    params: unknown[],
  ) {
    const offset = decodeCursor(q.cursor, q.page, q.size);
    const total = (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sar_samples ${where}`, params)
    ).rows[0].n;
    const { rows } = await db.query<SampleRow>(
      `SELECT * FROM sar_samples ${where} ORDER BY sort, id LIMIT ${q.size} OFFSET ${offset}`,
      params,
    );
    return {
      data: rows.map((x) => toSample(x, req)),
      total,
      total_exact: true,
      next: nextCursor(offset, q.size, total),
    };
  }

  r.get('/web/sar_images/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sample images',
      querystring: z.object(pageQuery),
      response: responses(listEnvelope(sampleSchema)),
    },
    handler: async (req, reply) => {
      const p = await page(req, req.query, '', []);
      return { ...reply.ok(p.data), total: p.total, total_exact: p.total_exact, next: p.next };
    },
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
      const sample = await findSample(db, req.params.id);
      if (!sample) throw notFound();
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
      handler: async (req, reply) => {
        const sample = await findSample(db, req.params.id);
        if (!sample) throw notFound();
        // Served from the store (a job or an earlier request drew them); drawn and kept here when missing.
        const s = sampleForPicture(sample);
        await storeSamplePictures(deps.storage, s);
        return sendStoredFile(req, reply, deps.storage, samplePictureKeyOf(s, picture.file), {
          type: picture.type,
          cacheControl: 'public, max-age=86400',
        });
      },
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
    handler: async (req, reply) => {
      const sample = await findSample(db, req.params.id);
      if (!sample) throw notFound();
      const s = sampleForPicture(sample);
      await storeSampleDetail(deps.storage, s);
      return sendStoredFile(req, reply, deps.storage, samplePictureKeyOf(s, 'detail.png'), {
        type: 'image/png',
        cacheControl: 'public, max-age=86400',
      });
    },
  });

  r.get('/web/sar_images_search_country/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Sample images of a country: `country` matches the ISO code or the zh/en name (part of it)',
      querystring: z.object({ ...pageQuery, country: z.string().trim().max(60).optional() }),
      response: responses(listEnvelope(sampleSchema)),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [];
      let where = '';
      if (req.query.country) {
        params.push(
          req.query.country.toUpperCase(),
          `%${req.query.country.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        );
        where = 'WHERE country_code = $1 OR country_zh ILIKE $2 OR country_en ILIKE $2';
      }
      const p = await page(req, req.query, where, params);
      return { ...reply.ok(p.data), total: p.total, total_exact: p.total_exact, next: p.next };
    },
  });

  r.get('/web/partners/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Partners',
      response: responses(listEnvelope(partner)),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<{
        id: number;
        name_zh: string;
        name_en: string;
        url: string;
        kind: string;
      }>('SELECT * FROM partners ORDER BY sort, id');
      const data = rows.map((x) => ({
        id: x.id,
        name: req.lang === 'en' ? x.name_en : x.name_zh,
        url: x.url,
        kind: x.kind,
      }));
      return { ...reply.ok(data), total: data.length, total_exact: true, next: null };
    },
  });
}
