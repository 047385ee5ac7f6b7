import { roleGroupOf, type CoordinateSystem, type RoleGroup } from '@portal/shared/domain';
import type { ApiKeyScope } from '@portal/shared/domain/api-keys';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { looksLikeApiKey, resolveApiKey, takeKeyRequest } from '../auth/api-keys';
import { resolveSession, type UserRow } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db';
import { isDatabaseUnavailable } from '../db/unavailable';
import { allows, type Access } from '../http/access';
import { ApiError, tooMany, type FieldError } from '../http/errors';
import { guardRequest, registerJsonParser } from '../http/request-guard';
import { isMessageKey, langOf, t, type Lang, type MessageKey } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see http/access.ts); required on every /api route. */
    access?: Access;
    /**
     * The scopes, any one of which lets an API key call the route (issue 35): the programmatic part of the portal
     * (search, STAC, orders, tasking). A route without them (the account, its password, the keys themselves, staff
     * pages, alerts) needs a person signed in to the portal, so a key gets 403 there. `access` still applies on top:
     * a customer's key never reaches a staff route.
     */
    keyScopes?: readonly ApiKeyScope[];
  }
  interface FastifyRequest {
    lang: Lang;
    /** Coordinate system of the `Satellite` header (GCJ02 default). */
    crs: CoordinateSystem;
    /** The signed-in account, when the request carries a live session. */
    user: UserRow | null;
    sessionId: number | null;
    /** The API key the request came with (issue 35), when it did: then `user` is the key's owner. */
    apiKeyId: number | null;
    roleGroup: RoleGroup | null;
    /** The signed-in account has a live permission record for sensitive scenes. */
    scenePermissions: boolean;
  }
  interface FastifyReply {
    /** Sends the success envelope `{code: 0, msg, data}` with a localized message. */
    ok<T>(data: T[], msg?: MessageKey): { code: 0; msg: string; data: T[] };
  }
}

/** @fastify/multipart's limit errors (files, fields, parts, file size): the request is too large, a 413. */
const MULTIPART_LIMITS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
]);

/** SQLSTATE classes 22 (data exception: out of range, invalid text) and 54 (program limit exceeded). */
const isInputRejectedByDatabase = (err: { code?: unknown }) =>
  typeof err.code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(err.code);

/** The STAC API's paths (with or without a trailing slash after /stac). */
export const isStacUrl = (url: string) => /^\/api\/stac(\/|\?|$)/.test(url);

/** A route as registered, for the authorization matrix and the startup check. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** The scopes that let an API key call it (config.keyScopes); none: no key may. */
  keyScopes: readonly ApiKeyScope[];
  /** The route's schemas as declared (zod): the contract tests compare them with the OpenAPI document. */
  schema?: FastifySchema;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/**
 * Sends HTTP 200 `{code: 201, msg}`: the client clears its session and goes to /login?redirect=. Under /api/stac the
 * callers are STAC clients (GDAL, pystac-client, STAC Browser), which read HTTP statuses, not the portal's envelope:
 * they get 401 with `WWW-Authenticate: Bearer` (RFC 6750), so a missing token is an error to them, not an empty result.
 */
function sendSession201(reply: FastifyReply, key: MessageKey, lang: Lang) {
  if (isStacUrl(reply.request.url))
    return reply
      .code(401)
      .header(
        'WWW-Authenticate',
        `Bearer realm="stac"${key === 'loginRequired' ? '' : ', error="invalid_token"'}`,
      )
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ code: 401, msg: t(key, lang) });
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code: 201, msg: t(key, lang) });
}

type MessageVars = Record<string, { zh: string; en: string }>;

/** A message with its `{name}` placeholders filled from vars (a placeholder without a value stays as written). */
function fill(text: string, vars: MessageVars, lang: Lang): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name]?.[lang] ?? all);
}

function localizeField(e: FieldError, lang: Lang, vars: MessageVars = {}) {
  return { field: e.field, message: isMessageKey(e.key) ? fill(t(e.key, lang), vars, lang) : String(e.key) };
}

/**
 * The API contract of docs/architecture.md §3 for every route under /api: request headers (Accept-Language,
 * Satellite, Authorization, User-Id), the one authorization guard, the envelope and the error model.
 */
export function registerContract(
  app: FastifyInstance,
  deps: { db: Db; config: Config; routes: RegisteredRoute[] },
) {
  const { db, config, routes } = deps;

  app.decorateRequest('lang', 'zh');
  app.decorateRequest('crs', 'GCJ02');
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKeyId', null);
  app.decorateRequest('roleGroup', null);
  app.decorateRequest('scenePermissions', false);
  app.decorateReply('ok', function <T>(this: FastifyReply, data: T[], msg: MessageKey = 'ok') {
    return { code: 0 as const, msg: t(msg, this.request.lang), data };
  });

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) throw new Error(`route ${route.method} ${route.url} declares no config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          access,
          keyScopes: route.config?.keyScopes ?? [],
          schema: route.schema,
        });
  });

  app.addHook('onRequest', async (req, reply) => {
    req.lang = langOf(req.headers['accept-language']);
    const sat = req.headers['satellite'];
    const satValue = (Array.isArray(sat) ? sat[0] : sat)?.trim().toUpperCase();
    if (satValue === 'WGS84' || satValue === 'GCJ02') req.crs = satValue;
    else if (satValue)
      throw new ApiError(400, 'invalidSatellite', [{ field: 'Satellite', key: 'invalidSatellite' }]);

    if (req.routeOptions.url === undefined) return; // no route matched: the 404 handler answers
    const access = req.routeOptions.config.access ?? 'user';
    const token = bearer(req);
    if (token && looksLikeApiKey(token)) return authenticateKey(req, reply, token, access);
    if (token) {
      const session = await resolveSession(db, token, config);
      if (session) {
        const userIdHeader = req.headers['user-id'];
        const claimed = Array.isArray(userIdHeader) ? userIdHeader[0] : userIdHeader;
        if (claimed !== undefined && claimed !== '' && claimed !== String(session.user.id)) {
          if (access !== 'public') return sendSession201(reply, 'sessionExpired', req.lang);
        } else {
          req.user = session.user;
          req.sessionId = session.sessionId;
          req.roleGroup = roleGroupOf(session.user.type);
          req.scenePermissions = session.scenePermissions;
        }
      } else if (access !== 'public') {
        return sendSession201(reply, 'sessionExpired', req.lang);
      }
    }
    if (access === 'public') return;
    if (!req.user) return sendSession201(reply, 'loginRequired', req.lang);
    if (!allows(access, req.roleGroup, req.user.type)) throw new ApiError(403, 'forbidden');
  });

  /**
   * A request with an API key: the key's owner, limited to the routes the key's scopes allow (config.keyScopes)
   * and to the key's rate. A public route that no scope names (the portal's own pages) reads a key as no credential
   * at all; on one a scope names (STAC's documents) a key without that scope is read the same way.
   */
  async function authenticateKey(req: FastifyRequest, reply: FastifyReply, token: string, access: Access) {
    const isPublic = access === 'public';
    // A HEAD route has its GET's config.
    const scopes = req.routeOptions.config.keyScopes ?? [];
    if (isPublic && !scopes.length) return;
    const key = await resolveApiKey(db, token);
    const userIdHeader = req.headers['user-id'];
    const claimed = Array.isArray(userIdHeader) ? userIdHeader[0] : userIdHeader;
    const otherUser = claimed !== undefined && claimed !== '' && claimed !== String(key?.user.id);
    // A dead key is refused even where its scope names a public document: a script learns it at its first call.
    if (!key || otherUser) return sendSession201(reply, key ? 'sessionExpired' : 'apiKeyInvalid', req.lang);
    const granted = scopes.some((s) => key.scopes.includes(s));
    if (isPublic && !granted) return;
    const wait = await takeKeyRequest(db, key.keyId, req.ip);
    if (wait !== null) throw tooMany(wait);
    if (!scopes.length) throw new ApiError(403, 'apiKeyNotAllowed');
    if (!granted)
      throw new ApiError(403, 'apiKeyScopeMissing', [], {}, { scope: { zh: scopes[0], en: scopes[0] } });
    req.user = key.user;
    req.apiKeyId = key.keyId;
    req.roleGroup = roleGroupOf(key.user.type);
    req.scenePermissions = key.scenePermissions;
    if (!allows(access, req.roleGroup, req.user.type)) throw new ApiError(403, 'forbidden');
  }

  registerJsonParser(app);
  app.addHook('preValidation', guardRequest);

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    const lang = req.lang ?? langOf(req.headers['accept-language']);
    if (err instanceof ApiError) {
      const msg = fill(t(err.key, lang), err.vars, lang);
      const body: Record<string, unknown> = { code: err.status, msg };
      if (err.status === 400 || err.status === 409 || err.errors.length)
        body.errors = err.errors.map((e) => localizeField(e, lang, err.vars));
      if (err.data) body.data = err.data;
      return reply.code(err.status).headers(err.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const errors = err.validation
        .map((v) => {
          const field =
            v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(err.validationContext ?? 'body');
          const key: MessageKey = isMessageKey(v.message ?? '')
            ? (v.message as MessageKey)
            : v.keyword === 'invalid_type' && v.params?.input === undefined
              ? 'required'
              : 'invalidValue';
          return { field, key };
        })
        .filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
      return reply.code(400).send({
        code: 400,
        msg: t(errors[0]?.key ?? 'invalidRequest', lang),
        errors: errors.map((e) => localizeField(e, lang)),
      });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ code: 503, msg: t('unavailable', lang) });
    }
    if (isInputRejectedByDatabase(err)) {
      // A value the route let through but PostgreSQL refuses (out of range, bad text): the client's input, a 400.
      req.log.warn({ err }, 'input refused by the database');
      return reply.code(400).send({ code: 400, msg: t('invalidRequest', lang), errors: [] });
    }
    const status = err.statusCode ?? 500;
    if (MULTIPART_LIMITS.has(err.code)) {
      return reply.code(413).send({ code: 413, msg: t('tooLarge', lang) });
    }
    if (status === 413) {
      // Not a file: a JSON (or other) body over the body limit.
      return reply.code(413).send({ code: 413, msg: t('requestTooLarge', lang) });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      const msg = t('invalidJson', lang);
      return reply.code(400).send({ code: 400, msg, errors: [{ field: 'body', message: msg }] });
    }
    if (status === 415) return reply.code(415).send({ code: 415, msg: t('unsupportedMedia', lang) });
    if (status === 429) return reply.code(429).send({ code: 429, msg: t('tooManyAttempts', lang) });
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ code: 400, msg: t('invalidRequest', lang), errors: [] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ code: 500, msg: `${t('internal', lang)} (${req.id})`, request_id: String(req.id) });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    return reply.code(404).send({ code: 404, msg: t('notFound', lang) });
  });
}
