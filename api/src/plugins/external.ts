/**
 * The third-party Fastify plugins of the API, registered in one place: OpenAPI (swagger), multipart uploads and the
 * compression of its answers.
 */
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** The OpenAPI document, generated from the routes' zod schemas (served by routes/system.ts). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SAR imagery portal API',
        version: '1.0.0',
        description:
          'Envelope: HTTP 200 {code:0,msg,data:[...]}; HTTP 200 {code:201,msg} when the session is missing, invalid or expired (under /api/stac: HTTP 401 with WWW-Authenticate: Bearer); errors {code,msg,errors?}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** Multipart bodies: fields as values, each file read into memory as {filename, mimetype, data} (http/uploads.ts). */
export async function registerMultipart(api: FastifyInstance, config: Config): Promise<void> {
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
}

/**
 * The API's own JSON answers (fastify's serializer writes `application/json; charset=utf-8`) in Brotli or gzip for a
 * client that accepts them, as nginx compresses them in front of the copies: the portal served by the API alone
 * sends its lists and the globe's basemap (about 290 KB of JSON) at a fraction of their size. Files keep their
 * bytes, lengths and ranges (a stored file is sent with its own type, never that one).
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json; charset=utf-8$/,
    threshold: 1024,
  });
}
