/** Application-service content (docs/requirements.md §7 "Other": GET and PUT /effect/data/ and /effect/data/{id}/). */
import { z } from 'zod';
import { writeAudit } from '../../audit/log';
import { auditOf } from '../../audit/request';
import {
  effectBatchChangeSchema,
  effectChangeSchema,
  effectContentSchema,
} from '@portal/shared/domain/effect';
import { listContent, oneContent, updateContent } from '../../service-content/content';
import { STAFF } from '../../http/access';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { orNotFound, wholeAnswer } from '../../http/route-parts';

const tags = ['Application services'];
export default defineRoutes((r, { db }) => {
  const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

  r.get('/effect/data/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The application-service pages (both languages)',
      response: responses(listEnvelope(effectContentSchema)),
    },
    handler: async (_req, reply) => {
      const data = await listContent(db);
      return wholeAnswer(reply.ok(data));
    },
  });

  r.put('/effect/data/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary:
        'Change several application-service pages at once: for each, its id and the fields that replace the stored ones (all or nothing; each page audited); answers every page',
      body: effectBatchChangeSchema,
      response: responses(listEnvelope(effectContentSchema)),
    },
    handler: async (req, reply) => {
      // In the order of the ids, so two batches over the same pages never wait on each other crosswise.
      const items = [...req.body.data].sort((a, b) => a.id - b.id);
      const data = await db.transaction(async (tx) => {
        for (const { id, ...change } of items) {
          const before = orNotFound(await oneContent(tx, id, true));
          await updateContent(tx, id, change);
          const rec = (await oneContent(tx, id))!;
          await writeAudit(tx, auditOf(req, 'content.update', rec.id, before, rec));
        }
        return listContent(tx);
      });
      return wholeAnswer(reply.ok(data, 'saved'));
    },
  });

  r.get('/effect/data/:id/', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One application-service page',
      params,
      response: responses(okEnvelope(effectContentSchema)),
    },
    handler: async (req, reply) => {
      const row = orNotFound(await oneContent(db, req.params.id));
      return reply.ok([row]);
    },
  });

  r.put('/effect/data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Change an application-service page (fields given replace the stored ones; audited)',
      params,
      body: effectChangeSchema,
      response: responses(okEnvelope(effectContentSchema)),
    },
    handler: async (req, reply) => {
      const after = await db.transaction(async (tx) => {
        const before = orNotFound(await oneContent(tx, req.params.id, true));
        await updateContent(tx, req.params.id, req.body);
        const rec = (await oneContent(tx, req.params.id))!;
        await writeAudit(tx, auditOf(req, 'content.update', rec.id, before, rec));
        return rec;
      });
      return reply.ok([after], 'saved');
    },
  });
});
