/**
 * HTTP range requests (RFC 9110 §14) over a body held in memory: one `bytes=` range gives 206 with Content-Range,
 * an unsatisfiable one 416, anything else (several ranges, another unit, If-Range with another validator) the
 * whole body. Lets a download manager resume a product package.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Sends `body` whole or the requested range of it, with a strong ETag. */
export function sendRanged(req: FastifyRequest, reply: FastifyReply, body: Buffer, type: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Accept-Ranges', 'bytes').header('ETag', etag).header('Content-Type', type);
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, body.length);
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${body.length}`).send(Buffer.alloc(0));
  if (!range) return reply.send(body);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`)
    .send(body.subarray(range.start, range.end + 1));
}
