import type { FastifyReply } from 'fastify';

/** A file the API hands out for download. */
export interface ExportFile {
  contentType: string;
  /** Without the dot: csv, xlsx, kml, geojson. */
  extension: string;
  body: Buffer;
}

/** `<base>-<YYYY-MM-DD>`: the name every export is saved under. */
export const datedName = (base: string, at = new Date()) => `${base}-${at.toISOString().slice(0, 10)}`;

/** Sends an export as an attachment named `<name>.<extension>`. */
export function sendExport(reply: FastifyReply, file: ExportFile, name: string) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${name}.${file.extension}"`)
    .send(file.body);
}
