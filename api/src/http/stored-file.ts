/**
 * Sends a stored file (local folder or bucket) to a client as a stream, never whole in memory: one `bytes=` range
 * gives 206 with Content-Range, an unsatisfiable one 416, If-Range with another validator the whole file (as
 * `sendRanged` does for bodies held in memory). A file missing from the store is a 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { isStoredFileNotFound, type ByteRange, type FileStorage } from '../storage';
import { notFound } from './errors';
import { parseRange } from './range';

export interface StoredFileHeaders {
  type: string;
  /** The name a browser saves it under (Content-Disposition: attachment). */
  filename?: string;
  cacheControl?: string;
}

export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  headers: StoredFileHeaders,
) {
  try {
    const info = await storage.head(key);
    reply
      .header('Accept-Ranges', 'bytes')
      .header('ETag', info.etag)
      .header('Last-Modified', info.modified.toUTCString())
      .header('Content-Type', headers.type);
    if (headers.filename)
      reply.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(headers.filename)}`,
      );
    if (headers.cacheControl) reply.header('Cache-Control', headers.cacheControl);
    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== info.etag ? null : parseRange(req.headers.range, info.size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).send(Buffer.alloc(0));
    // A HEAD request (GDAL asks one before its ranges) gets the headers without the object being fetched; fastify
    // would otherwise read a whole stream to discard it. An empty stream keeps the Content-Length set here.
    const body = (r?: ByteRange) => (req.method === 'HEAD' ? Readable.from([]) : storage.read(key, r));
    if (!range) return reply.header('Content-Length', info.size).send(await body());
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(await body(range));
  } catch (err) {
    if (isStoredFileNotFound(err)) throw notFound();
    throw err;
  }
}
