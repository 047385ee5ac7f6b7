/**
 * THE importer of area files for the whole product (simulation, archive search, tasking): an uploaded file
 * (KML, KMZ or zipped shapefile — docs/requirements.md §5 "kml, kmz, shp archive") becomes one GeoJSON Polygon or MultiPolygon in
 * WGS-84, checked and simplified against the limits of ./limits.ts. No database, no request.
 *
 *   const area = await importAreaFile(file.data, file.filename);   // throws AreaImportError (an ApiError)
 *   area.geometry  // WGS-84 Polygon | MultiPolygon, outer rings CCW, ≤ 500 vertices
 *
 * Files are read in a worker thread (./area-pool.ts) so no upload blocks other requests. Drawn or typed
 * geometries go through `areaFromGeoJson` (inline: they are small) so every area obeys the same limits.
 */
import type { AreaImportResult } from './area-file';
import { parseInPool } from './area-pool';
import { AREA_LIMITS, type AreaLimits } from './limits';

export {
  areaFormatOf,
  areaFromGeoJson,
  largestPolygon,
  parseAreaFile,
  type AreaImportResult,
} from './area-file';
export { AreaPoolBusyError, closeAreaPool } from './area-pool';
export { AreaImportError, type AreaErrorCode } from './errors';
export { AREA_FILE_EXTENSIONS, AREA_LIMITS, type AreaFileFormat, type AreaLimits } from './limits';
export type { AreaGeometry, MultiPolygonGeometry, PolygonGeometry, Position } from './polygons';

/**
 * Reads an uploaded area file in the worker pool. Errors (AreaImportError, localized by the API contract):
 * format (400, not kml/kmz/zip), corrupt (400), noShapefile (400), projection (400, unreadable .prj),
 * notGeographic (400, coordinates outside lon/lat and no .prj), noPolygon (400), tooManyPolygons (422),
 * tooManyVertices (422, still over the limit after simplification), areaTooLarge (422), tooComplex (422, out of
 * the thread's time or heap), fileTooLarge (413); AreaPoolBusyError when too many files wait.
 */
export function importAreaFile(
  data: Buffer,
  filename: string,
  limits: AreaLimits = AREA_LIMITS,
): Promise<AreaImportResult> {
  return parseInPool(data, filename, limits);
}
