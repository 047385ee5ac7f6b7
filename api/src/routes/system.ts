import type { Registry } from 'prom-client';
import { z } from 'zod';
import { healthSchema, readySchema } from '@portal/shared/domain/system';
import { isReachable } from '../db/reachable';
import { okEnvelope, responses } from '../http/envelope';
import { STAFF } from '../http/access';
import { ApiError } from '../http/errors';
import { openApiDocuments } from '../openapi/localize';
import { defineRoutes, type Deps } from './deps';
import { OPENAPI_ZH } from './openapi-zh';

export default defineRoutes<Deps & { metrics: Registry }>((r, deps) => {
  const tags = ['System'];

  r.get('/health', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The process is up',
      response: responses(okEnvelope(healthSchema)),
    },
    handler: async (_req, reply) =>
      reply.ok([{ status: 'up' as const, uptime_s: Math.round(process.uptime()) }]),
  });

  r.get('/ready', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The database is reachable (503 otherwise)',
      response: responses(okEnvelope(readySchema)),
    },
    handler: async (_req, reply) => {
      if (!(await isReachable(deps.db))) throw new ApiError(503, 'unavailable');
      return reply.ok([{ status: 'ready' as const, driver: deps.db.driver }]);
    },
  });

  r.get('/metrics', {
    // Route counts, memory and file descriptors are for operators: staff here, or METRICS_PORT (server.ts).
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Prometheus metrics (text exposition format; staff only, or the METRICS_PORT listener)',
      produces: ['text/plain'],
      response: { 200: z.string() },
    },
    handler: async (_req, reply) => {
      reply.header('Content-Type', deps.metrics.contentType);
      return deps.metrics.metrics();
    },
  });

  // In the reader's language (Accept-Language): English as generated, or Chinese (./openapi-zh.ts).
  const openApi = openApiDocuments(() => r.swagger() as unknown as Record<string, unknown>, OPENAPI_ZH);
  r.get('/openapi.json', {
    config: { access: 'public' },
    schema: { tags, summary: 'This OpenAPI 3.1 document', hide: true },
    handler: async (req, reply) => {
      reply.header('Vary', 'Accept-Language');
      return openApi(req.lang);
    },
  });
});
