/**
 * PDF documents (docs/requirements.md §7 "Other": shp_pdf/{id}; the /PDF page shows them with pdfjs): a public sample's report and
 * the product specification sheet, in Chinese or English (`lang`, else Accept-Language), rendered off the event loop.
 */
import { documentQuery } from '@portal/shared/domain/documents';
import { z } from 'zod';
import { fileResponses } from '../../http/envelope';
import type { Lang } from '../../i18n/messages';
import { productSpec, sampleReport } from '../../reports/documents';
import { closeDocumentPool } from '../../reports/pool';
import { defineRoutes } from '../deps';
import { orNotFound } from '../../http/route-parts';

const tags = ['Documents'];
/** The document's language: the `lang` parameter, else the request's Accept-Language. */
const languageOf = (req: { query: { lang?: Lang }; lang: Lang }): Lang => req.query.lang ?? req.lang;

export default defineRoutes((r, { db }) => {
  r.addHook('onClose', closeDocumentPool);
  // A server (a test's injected app never listens) renders both sheets at once: the documents' thread starts and
  // reads the Chinese fonts before the first reader waits for them.
  r.addHook('onListen', async () => {
    Promise.all([productSpec('zh'), productSpec('en')]).catch((err: unknown) =>
      r.log.warn({ err }, 'the specification sheets could not be rendered in advance'),
    );
  });

  r.get('/shp_pdf/:id/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A public sample's report as a PDF (Chinese or English, in the request's language)",
      description:
        "The sample's picture with the detections of the water, oil-spill and vessel analyses drawn over it, the " +
        'fields of the sample, and the detection statistics (ships and their positions, oil dark spots and their ' +
        'areas, water area and threshold). A Chinese request gets a Chinese report (a subset of Noto Sans SC ' +
        'embedded), an English one an English report; the language is the `lang` parameter, else Accept-Language.',
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      querystring: documentQuery,
      produces: ['application/pdf'],
      response: fileResponses,
    },
    handler: async (req, reply) => {
      const pdf = orNotFound(await sampleReport(db, req.params.id, languageOf(req)));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Vary', 'Accept-Language')
        .header('Content-Disposition', `inline; filename="sample-${req.params.id}-report.pdf"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(pdf);
    },
  });

  r.get('/web/product_spec/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The product specification sheet as a PDF (Chinese or English, in the request's language)",
      description:
        'Satellites, imaging modes (swath widths, scene lengths, resolutions), look angles, product types and ' +
        'polarisations, from the constellation table. A Chinese request gets it in Chinese, an English one in ' +
        'English; the language is the `lang` parameter, else Accept-Language.',
      querystring: documentQuery,
      produces: ['application/pdf'],
      response: fileResponses,
    },
    handler: async (req, reply) =>
      reply
        .header('Content-Type', 'application/pdf')
        .header('Vary', 'Accept-Language')
        .header('Content-Disposition', 'inline; filename="product-specification.pdf"')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await productSpec(languageOf(req))),
  });
});
