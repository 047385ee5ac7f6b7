/** An imported area file (kml, kmz, zipped shapefile) as the API answers it, in the request's coordinate system. */
import { z } from 'zod';
import type { AreaImportResult } from '../geo/area-import';
import { convertGeometry, convertLatLon } from '../geo/crs';
import { uploadedFile } from '../http/uploads';

const latLon = z.object({ lat: z.number(), lon: z.number() });
const geometry = z
  .object({ type: z.enum(['Point', 'Polygon', 'MultiPolygon']), coordinates: z.array(z.any()) })
  .describe('GeoJSON geometry in the Satellite header coordinate system');

/** The multipart body of an area file's upload: its `file` (kml, kmz or zipped shapefile). */
export const areaFileBody = z.object({ file: uploadedFile });

export const areaParseResult = z
  .object({
    format: z.enum(['kml', 'kmz', 'shp']),
    name: z.string().nullable(),
    geometry: geometry,
    polygon_count: z.number().int(),
    vertex_count: z.number().int(),
    original_vertex_count: z.number().int(),
    simplified: z.boolean(),
    area_km2: z.number(),
    centroid: latLon,
  })
  .meta({ id: 'AreaFile' });

export function areaResponse(a: AreaImportResult, crs: 'GCJ02' | 'WGS84') {
  return {
    format: a.format as 'kml' | 'kmz' | 'shp',
    name: a.name ?? null,
    geometry: convertGeometry(a.geometry, 'WGS84', crs),
    polygon_count: a.polygonCount,
    vertex_count: a.vertexCount,
    original_vertex_count: a.originalVertexCount,
    simplified: a.simplified,
    area_km2: a.areaKm2,
    centroid: convertLatLon(a.centroid, 'WGS84', crs),
  };
}
