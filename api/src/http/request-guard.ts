/**
 * What every /api request is checked for before its route's own schema runs (issue 13, "no request can stop the
 * service"): a route that declares a body gets a JSON object (not null, an array or a scalar); no string anywhere
 * in the body, query or path holds a NUL character (PostgreSQL refuses it in text) or nests deeper than a request
 * ever needs; and a schema that throws (a refinement meeting data of the wrong shape) is a 400, not a crash.
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from './errors';

/** Largest JSON body accepted (a bigger one is a 413, and the connection is closed: see fuzz.test.ts). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest nesting of arrays and objects accepted in a request (a MultiPolygon is 4, a CQL2 filter rarely 20). */
export const MAX_REQUEST_DEPTH = 64;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

type Finding = { field: string; problem: 'nul' | 'depth' };

/** The first string holding a NUL (key or value) or the first place nested too deep, walked without recursion. */
export function findUnsafeValue(value: unknown, root: string): Finding | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return { field: at, problem: 'nul' };
    } else if (typeof v === 'object' && v !== null && !Buffer.isBuffer(v)) {
      if (depth >= MAX_REQUEST_DEPTH) return { field: at, problem: 'depth' };
      // Uploaded files arrive as {filename, mimetype, data: Buffer}: their bytes are not text.
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0')) return { field: at, problem: 'nul' };
        stack.push([child, `${at}.${k}`, depth + 1]);
      }
    }
  }
  return null;
}

/** The preValidation check of every /api route (see the file's comment). */
export async function guardRequest(req: FastifyRequest): Promise<void> {
  if (req.routeOptions.schema?.body && req.body !== undefined && !isPlainObject(req.body))
    throw new ApiError(400, 'bodyNotObject', [{ field: 'body', key: 'bodyNotObject' }]);
  for (const [part, value] of [
    ['params', req.params],
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const found = findUnsafeValue(value, part);
    if (found) {
      const key = found.problem === 'nul' ? 'invalidCharacters' : 'tooDeep';
      throw new ApiError(400, key, [{ field: found.field.replace(/^(body|query|params)\./, ''), key }]);
    }
  }
}

/**
 * The zod validator of fastify-type-provider-zod, made total: a schema whose refinement throws on input of an
 * unexpected shape answers 400 instead of leaving the request hanging and the error unhandled.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const field = route.httpPart === 'querystring' ? 'query' : (route.httpPart ?? 'body');
  return (data: unknown) => {
    try {
      return validate(data);
    } catch {
      return { error: new ApiError(400, 'invalidRequest', [{ field, key: 'invalidValue' }]) };
    }
  };
};

/**
 * JSON bodies: no bytes with `Content-Type: application/json` is no body (many clients send the header on a DELETE
 * or a body-less POST), so the route answers as without the header. Anything else goes to the default parser (its
 * proto and constructor poisoning checks kept), whose refusal is `invalidJson` (contract.ts).
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body.length === 0 ? done(null, undefined) : parse(req, body as string, done),
  );
}
