/**
 * Reading an area file in the calling thread: the pure work behind `importAreaFile` (./area-import.ts), which runs
 * it in the worker pool (./area-pool.ts). Also the cleaning of drawn GeoJSON, which is small and stays inline.
 */
import { ringCentroid } from '@portal/shared/orbit';
import { AreaImportError } from './errors';
import { parseKml } from './kml';
import { AREA_LIMITS, type AreaFileFormat, type AreaLimits } from './limits';
import { collectPolygons, finishArea, normalizePolygons, ringAreaKm2, type AreaGeometry } from './polygons';
import { readShapefiles } from './shapefile';
import { extOf, openZip, type ZipEntries } from './zip';

export interface AreaImportResult {
  format: AreaFileFormat | 'geojson';
  /** A name found in the file (KML placemark or document name, shapefile layer name), if any. */
  name?: string;
  /** WGS-84; a Polygon when the file holds one polygon, else a MultiPolygon. */
  geometry: AreaGeometry;
  polygonCount: number;
  /** Vertices after simplification (closing positions not counted). */
  vertexCount: number;
  originalVertexCount: number;
  simplified: boolean;
  areaKm2: number;
  /** Centroid of the largest polygon's outer ring: the point an access prediction must see (shared/orbit target.ts). */
  centroid: { lat: number; lon: number };
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Buffer) => b.length >= 4 && ZIP_MAGIC.every((x, i) => b[i] === x);

/** The largest polygon of an area (by geodesic area of its outer ring). */
export function largestPolygon(g: AreaGeometry): { type: 'Polygon'; coordinates: [number, number][][] } {
  if (g.type === 'Polygon') return g;
  let best = g.coordinates[0];
  for (const p of g.coordinates) if (ringAreaKm2(p[0]) > ringAreaKm2(best[0])) best = p;
  return { type: 'Polygon', coordinates: best };
}

function summarize(
  format: AreaImportResult['format'],
  name: string | undefined,
  raw: unknown,
  limits: AreaLimits,
  field: string,
): AreaImportResult {
  const polys = normalizePolygons(collectPolygons(raw), field);
  const done = finishArea(polys, limits, field);
  const c = ringCentroid(largestPolygon(done.geometry).coordinates[0]);
  const { simplifyToleranceDeg: _t, ...rest } = done;
  return {
    format,
    ...(name ? { name: name.slice(0, 100) } : {}),
    ...rest,
    centroid: { lat: c.latDeg, lon: c.lonDeg },
  };
}

/** An archive path from a link written in the KML at `from` (relative to its folder), or null outside the archive. */
function entryOfLink(from: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null; // http:, file:, absolute: never read
  const parts = from.split('/').slice(0, -1);
  for (const seg of href.split('#')[0].split('?')[0].split('/')) {
    if (seg === '..') {
      if (!parts.pop()) return null;
    } else if (seg && seg !== '.') parts.push(decodeURIComponent(seg));
  }
  return parts.join('/');
}

/**
 * The features of a KMZ. Google Earth and GDAL's LIBKML driver write a `doc.kml` whose NetworkLinks point to
 * `layers/<name>.kml` inside the archive: the links are followed (inside the archive only, each document once).
 * Without a `doc.kml`, every `.kml` of the archive is read.
 */
async function readKmz(zip: ZipEntries): Promise<{ geojson: unknown; name?: string }> {
  const kmls = zip.names.filter((n) => extOf(n) === '.kml');
  if (!kmls.length) throw new AreaImportError('corrupt', 'file', 'kmz without a .kml document');
  const byLower = new Map(kmls.map((n) => [n.toLowerCase(), n]));
  const main = byLower.get('doc.kml');
  const queue = main ? [main] : [...kmls];
  const seen = new Set(queue);
  const features: unknown[] = [];
  let name: string | undefined;
  while (queue.length) {
    const entry = queue.shift()!;
    const doc = parseKml(Buffer.from(await zip.read(entry)).toString('utf8'));
    features.push(...doc.geojson.features);
    name ??= doc.name;
    for (const href of doc.links) {
      const target = entryOfLink(entry, href);
      const found = target === null ? undefined : byLower.get(target.toLowerCase());
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return { geojson: { type: 'FeatureCollection', features }, name };
}

/** Which format a file name announces, or null when it is not one of kml, kmz, zip. */
export function areaFormatOf(filename: string): AreaFileFormat | null {
  const ext = extOf(filename);
  return ext === '.kml' ? 'kml' : ext === '.kmz' ? 'kmz' : ext === '.zip' ? 'shp' : null;
}

/**
 * Reads an uploaded area file in this thread. Errors (AreaImportError, localized by the API contract):
 * format (400, not kml/kmz/zip), corrupt (400), noShapefile (400), projection (400, unreadable .prj),
 * notGeographic (400, coordinates outside lon/lat and no .prj), noPolygon (400), tooManyPolygons (422),
 * tooManyVertices (422, still over the limit after simplification), areaTooLarge (422), fileTooLarge (413).
 */
export async function parseAreaFile(
  data: Buffer,
  filename: string,
  limits: AreaLimits = AREA_LIMITS,
): Promise<AreaImportResult> {
  const format = areaFormatOf(filename);
  if (!format) throw new AreaImportError('format', 'file', filename);
  if (data.length > limits.maxFileBytes) throw new AreaImportError('fileTooLarge');
  if (!data.length) throw new AreaImportError('corrupt', 'file', 'empty file');
  if (format === 'kml') {
    if (isZip(data)) throw new AreaImportError('corrupt', 'file', 'a zip named .kml');
    const { geojson, name } = parseKml(data.toString('utf8'));
    return summarize(format, name, geojson, limits, 'file');
  }
  if (!isZip(data)) throw new AreaImportError('corrupt', 'file', `not a zip archive (${format})`);
  const zip = await openZip(data, limits.maxUnzippedBytes);
  if (format === 'kmz') {
    const { geojson, name } = await readKmz(zip);
    return summarize(format, name, geojson, limits, 'file');
  }
  const { geometries, name } = await readShapefiles(zip);
  return summarize(format, name, geometries, limits, 'file');
}

/** A drawn or typed GeoJSON Polygon / MultiPolygon (WGS-84) under the same cleaning and limits as a file. */
export function areaFromGeoJson(
  geometry: unknown,
  field = 'target',
  limits: AreaLimits = AREA_LIMITS,
): AreaImportResult {
  return summarize('geojson', undefined, geometry, limits, field);
}
