/** Application-service content (spec §7 "Other": GET /effect/data/, GET and PUT /effect/data/{id}/). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../audit/log';
import { auditOf } from '../../audit/request';
import { listContent, oneContent, SERVICES, updateContent } from '../../effect/content';
import { STAFF } from '../../http/access';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { Deps } from '../deps';

const tags = ['Application services'];
const figure = z.object({
  label_zh: z.string().trim().min(1).max(60),
  label_en: z.string().trim().min(1).max(60),
  value: z.string().trim().min(1).max(40),
});
const contentSchema = z
  .object({
    id: z.number().int(),
    service: z.enum(SERVICES),
    title_zh: z.string(),
    title_en: z.string(),
    summary_zh: z.string(),
    summary_en: z.string(),
    body_zh: z.string().describe('Paragraphs separated by a blank line'),
    body_en: z.string(),
    figures: z.array(figure),
    sample_ids: z
      .array(z.number().int())
      .describe('Public samples (web/sar_image/{id}/) of the demonstration'),
    provenance_zh: z.string(),
    provenance_en: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EffectContent' });

const text = (max: number) => z.string().trim().min(1).max(max);
const change = z
  .object({
    title_zh: text(80),
    title_en: text(120),
    summary_zh: text(300),
    summary_en: text(500),
    body_zh: text(8000),
    body_en: text(12000),
    figures: z.array(figure).max(8),
    sample_ids: z.array(z.number().int().positive()).max(12),
    provenance_zh: text(300),
    provenance_en: text(500),
  })
  .partial()
  .strict();

export default async function effectRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

  r.get('/effect/data/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The application-service pages (both languages)',
      response: responses(listEnvelope(contentSchema)),
    },
    handler: async (_req, reply) => {
      const data = await listContent(db);
      return { ...reply.ok(data), total: data.length, total_exact: true, next: null };
    },
  });

  r.get('/effect/data/:id/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One application-service page',
      params,
      response: responses(okEnvelope(contentSchema)),
    },
    handler: async (req, reply) => {
      const row = await oneContent(db, req.params.id);
      if (!row) throw notFound();
      return reply.ok([row]);
    },
  });

  r.put('/effect/data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Change an application-service page (fields given replace the stored ones; audited)',
      params,
      body: change,
      response: responses(okEnvelope(contentSchema)),
    },
    handler: async (req, reply) => {
      const after = await db.transaction(async (tx) => {
        const before = await oneContent(tx, req.params.id);
        if (!before) throw notFound();
        await updateContent(tx, req.params.id, req.body);
        const rec = (await oneContent(tx, req.params.id))!;
        await writeAudit(tx, auditOf(req, 'content.update', rec.id, before, rec));
        return rec;
      });
      return reply.ok([after], 'saved');
    },
  });
}
