/**
 * PDF documents (spec §7 "Other": shp_pdf/{id}; the /PDF page shows them with pdfjs): a public sample's report and
 * the product specification sheet. English: pdf-lib's standard fonts draw no Chinese and no CJK font ships here.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { productSpec } from '../../reports/product-spec';
import { sampleReport } from '../../reports/sample-report';
import type { Deps } from '../deps';

const tags = ['Documents'];

export default async function reportRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/shp_pdf/:id/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A public sample's report as a PDF (English)",
      description:
        "The sample's picture with the detections of the water, oil-spill and vessel analyses drawn over it, the " +
        'fields of the sample, and the detection statistics (ships and their positions, oil dark spots and their ' +
        'areas, water area and threshold). The report is in English: its standard PDF fonts cannot draw Chinese, so ' +
        'it uses the English title, country and description of the sample.',
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      produces: ['application/pdf'],
      response: fileResponses,
    },
    handler: async (req, reply) => {
      const pdf = await sampleReport(db, req.params.id);
      if (!pdf) throw notFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="sample-${req.params.id}-report.pdf"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(pdf);
    },
  });

  r.get('/web/product_spec/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The product specification sheet as a PDF (English)',
      description:
        'Satellites, imaging modes (swath widths, scene lengths, resolutions), look angles, product types and ' +
        'polarisations, from the constellation table. In English, like every PDF of the API.',
      produces: ['application/pdf'],
      response: fileResponses,
    },
    handler: async (_req, reply) =>
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="product-specification.pdf"')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await productSpec()),
  });
}
