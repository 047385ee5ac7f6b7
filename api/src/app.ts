import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { isClientRoute, registerStaticSite } from './web/static-site';

/** Builds the whole service: the /api routes and, when a built portal exists, the portal itself. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });

  app.get('/api/health', async () => ({ code: 0, msg: 'ok', data: [] }));

  const servesPortal = await registerStaticSite(app, config.webRoot);
  app.setNotFoundHandler((req, reply) => {
    if (servesPortal && isClientRoute(req.method, req.url)) {
      return reply.header('Cache-Control', 'no-store').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, msg: 'Not found', data: [] });
  });
  return app;
}
