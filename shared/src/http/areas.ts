/** Area files (KML, KMZ, zipped shapefile) read by the server into polygons, in the request's coordinate system. */
import { callOne } from './client';

type LngLat = [number, number];
/** GeoJSON polygons, as the globe draws them. */
export type AreaGeometry =
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'MultiPolygon'; coordinates: LngLat[][][] };

/** The file names the server reads. */
export const AREA_FILE_PATTERN = /\.(kml|kmz|zip)$/i;

export function importAreaFile(file: File): Promise<{ geometry: AreaGeometry; name?: string }> {
  const form = new FormData();
  form.append('file', file);
  return callOne<{ geometry: AreaGeometry; name?: string }>({
    method: 'POST',
    url: '/catalog/area_file/',
    data: form,
    quiet: true,
  });
}
