import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Registry } from 'prom-client';
import { makeDummyHash } from './auth/passwords';
import type { Config } from './config';
import { openDatabase, type Db } from './db';
import { prepareDatabase } from './seed/prepare';
import { closeAnalysisPool } from './analysis/pool';
import { closeAreaPool } from './geo/area-import';
import { Admission } from './http/admission';
import { JSON_BODY_LIMIT_BYTES, safeValidatorCompiler } from './http/request-guard';
import { securityHeaders } from './http/security-headers';
import { jobHandlers } from './job-handlers';
import { Jobs } from './jobs';
import { OutboxSender } from './mail/outbox';
import { registerContract, type RegisteredRoute } from './plugins/contract';
import { registerCompression, registerMultipart, registerOpenApi } from './plugins/external';
import { registerMetrics } from './plugins/metrics';
import type { Deps } from './routes/deps';
import { registerRoutes } from './routes';
import { openStorage } from './storage';
import { clientRoutePage, isClientRoute, registerStaticSite } from './web/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (filled as routes register; used by the authorization tests). */
    apiRoutes: RegisteredRoute[];
    deps: Deps;
    /** The job queues (jobs/): tests run due jobs with `jobs.runDue(queue)`. */
    jobs: Jobs;
    /** The Prometheus registry (served to staff at /api/metrics and on METRICS_PORT by server.ts). */
    metrics: Registry;
  }
}

/** Request ids a client may choose: letters, digits and . _ - (at most 64), safe to echo and to log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise the configured one is opened and migrated. */
  db?: Db;
  /**
   * Poll the job queues (e-mail, exports) when RUN_JOBS=true (default true). Tests run due jobs themselves
   * (`app.jobs.runDue(queue)`, `deps.outbox.flush()`).
   */
  startOutbox?: boolean;
  /** Pino options override (tests silence the log). */
  logger?: boolean | object;
}

/** Builds the whole service: the /api routes and, when a built portal exists, the portal itself. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // X-Forwarded-For counts only from the proxies of TRUST_PROXY: otherwise any client could pick the address
    // that login throttling and rate limits key on.
    trustProxy: config.trustProxy,
    // A client's X-Request-Id is kept only when it is a plain token (it is echoed and logged); else a new UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const id = req.headers['x-request-id'];
      return typeof id === 'string' && SAFE_REQUEST_ID.test(id) ? id : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Signed download tokens are longer than the default 100 characters of a path parameter. A client may add or
    // drop a path's final slash (STAC clients given `/api/stac/`, scripts calling `/api/catalog/search`): both
    // answer the same.
    routerOptions: { maxParamLength: 512, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDb = !opts.db;
  const db = opts.db ?? (await openDatabase(config));
  await prepareDatabase(db, config, app.log, { demoCatalog: ownsDb });
  const storage = openStorage(config);
  const jobs = new Jobs({ db, config, storage, log: app.log }, jobHandlers(config));
  if (config.jobs.run && opts.startOutbox !== false) await jobs.start();
  let dummy: Promise<string> | null = null;
  const deps: Deps = {
    db,
    config,
    storage,
    outbox: new OutboxSender(jobs, config.jobs.run),
    dummyHash: () => (dummy ??= makeDummyHash(config.argon2)),
    searches: new Admission(config.searchConcurrency),
  };
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorate('deps', deps);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await closeAreaPool();
    await closeAnalysisPool();
    storage.close?.();
    if (ownsDb) await db.close();
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await registerOpenApi(app);

  let metrics: Registry | undefined;
  await app.register(
    async (api) => {
      // Security headers on API responses only: the portal's pages keep their own policy (Cesium needs workers,
      // blob: and wasm), set by the static site below.
      const headers = securityHeaders(config.production);
      api.addHook('onRequest', (_req, reply, done) => {
        reply.headers(headers);
        done();
      });
      await registerCompression(api);
      await registerMultipart(api, config);
      metrics = registerMetrics(api);
      registerContract(api, { db, config, routes });
      await registerRoutes(api, deps, metrics);
    },
    { prefix: '/api' },
  );

  app.decorate('metrics', metrics!);

  const servesPortal = await registerStaticSite(app, config.webRoot);
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith('/api')) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
  });
  app.setNotFoundHandler((req, reply) => {
    if (servesPortal && isClientRoute(req.method, req.url)) {
      return reply.header('Cache-Control', 'no-store').sendFile(clientRoutePage(config.webRoot, req.url));
    }
    return reply.code(404).send({ code: 404, msg: 'Not found' });
  });
  return app;
}
