/**
 * A route that reads an uploaded area file (kml, kmz or zipped shapefile) into its target areas, as the tasking
 * order and the simulation both offer it: the same multipart body and the same answer, in the request's system.
 */
import type { FastifyReply } from 'fastify';
import { importAreaFile } from '../geo/area-import';
import { okEnvelope, responses } from '../http/envelope';
import { areaFileBody, areaParseResult, areaResponse } from './area-file';

/** The route's schema after its summary: a multipart `file`, answered as an AreaFile. */
export const areaFileSchema = {
  consumes: ['multipart/form-data'],
  body: areaFileBody,
  response: responses(okEnvelope(areaParseResult)),
};

/** The file's areas in the caller's coordinate system (`crs`), with the 'uploaded' message. */
export async function areaFileAnswer(
  reply: FastifyReply,
  file: { data: Buffer; filename: string },
  crs: 'GCJ02' | 'WGS84',
) {
  const area = await importAreaFile(file.data, file.filename);
  return reply.ok([areaResponse(area, crs)], 'uploaded');
}
