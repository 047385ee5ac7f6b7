import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Registry } from 'prom-client';
import { makeDummyHash } from './auth/passwords';
import type { Config } from './config';
import { openDatabase, type Db } from './db';
import { seedCatalog } from './catalog/insert';
import { seedDemo } from './db/seed';
import { seedOrbit } from './db/seed-orbit';
import { closeAreaPool } from './geo/area-import';
import { loadGeodata } from './geodata/load';
import { OutboxSender } from './mail/outbox';
import { registerContract, type RegisteredRoute } from './plugins/contract';
import { registerMetrics } from './plugins/metrics';
import type { Deps } from './routes/deps';
import passwordResetRoutes from './routes/password-reset';
import systemRoutes from './routes/system';
import accountRoutes from './routes/user/account';
import adminUserRoutes from './routes/user/admin';
import cartRoutes from './routes/cart';
import catalogRoutes from './routes/catalog';
import picQueryRoutes from './routes/pic-query';
import stacRoutes from './routes/stac';
import webSampleRoutes from './routes/web-samples';
import realPersonRoutes from './routes/user/real-person';
import satelliteRoutes from './routes/satellites';
import simulationRoutes from './routes/simulation';
import geodataRoutes from './routes/geodata';
import { Admission } from './http/admission';
import { safeValidatorCompiler } from './http/request-guard';
import { securityHeaders } from './http/security-headers';
import { localStorage } from './storage';
import { isClientRoute, registerStaticSite } from './web/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (filled as routes register; used by the authorization tests). */
    apiRoutes: RegisteredRoute[];
    deps: Deps;
    /** The Prometheus registry (served to staff at /api/metrics and on METRICS_PORT by server.ts). */
    metrics: Registry;
  }
}

/** Request ids a client may choose: letters, digits and . _ - (at most 64), safe to echo and to log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise the configured one is opened and migrated. */
  db?: Db;
  /** Deliver the outbox every 2 s (default true). Tests flush it themselves. */
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
    bodyLimit: 1024 * 1024,
    // Signed download tokens are longer than the default 100 characters of a path parameter.
    routerOptions: { maxParamLength: 512 },
  });
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDb = !opts.db;
  const db = opts.db ?? (await openDatabase(config));
  await loadGeodata(db).then(
    (g) => g.loaded && app.log.info(g, 'geodata loaded (api/README.md, Geodata sources)'),
  );
  if (config.seedDemo) {
    const created = await seedDemo(db, config);
    if (created.length) app.log.info({ accounts: created }, 'seeded demo accounts (see api/README.md)');
    await seedOrbit(db);
  }
  // The demo archive (issue 5): ~20 000 synthetic scenes on the first start of a server that owns its database
  // (CATALOG_SEED_SCENES, 0 = none). Tests bring their own database and seed small catalogs themselves.
  if (config.seedDemo && ownsDb) {
    const scenes = await seedCatalog(db, Number(process.env.CATALOG_SEED_SCENES ?? 20_000));
    if (scenes) app.log.info({ scenes }, 'seeded the demo archive catalog');
  }
  const outbox = new OutboxSender(db, config, app.log);
  if (opts.startOutbox !== false) outbox.start();
  let dummy: Promise<string> | null = null;
  const deps: Deps = {
    db,
    config,
    storage: localStorage(config.storageDir),
    outbox,
    dummyHash: () => (dummy ??= makeDummyHash(config.argon2)),
    searches: new Admission(config.searchConcurrency),
  };
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await outbox.stop();
    await closeAreaPool();
    if (ownsDb) await db.close();
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SAR imagery portal API',
        version: '1.0.0',
        description:
          'Envelope: HTTP 200 {code:0,msg,data:[...]}; HTTP 200 {code:201,msg} when the session is missing, invalid or expired; errors {code,msg,errors?}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

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
      await api.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: config.uploadLimitBytes, files: 5, fields: 50 },
        async onFile(part) {
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (err) {
            // The stream was cut because the request hit a limit (fields, parts): the plugin reports that limit.
            if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
            throw err;
          }
          (part as unknown as { value: unknown }).value = {
            filename: part.filename ?? '', // a file part may come without a name
            mimetype: part.mimetype,
            data,
          };
        },
      });
      metrics = registerMetrics(api);
      registerContract(api, { db, config, routes });
      await systemRoutes(api, { ...deps, metrics });
      await accountRoutes(api, deps);
      await realPersonRoutes(api, deps);
      await passwordResetRoutes(api, deps);
      await adminUserRoutes(api, deps);
      await catalogRoutes(api, deps);
      await cartRoutes(api, deps);
      await picQueryRoutes(api, deps);
      await webSampleRoutes(api, deps);
      await stacRoutes(api, deps);
      await satelliteRoutes(api, deps);
      await simulationRoutes(api, deps);
      await geodataRoutes(api, deps);
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
      return reply.header('Cache-Control', 'no-store').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, msg: 'Not found' });
  });
  return app;
}
