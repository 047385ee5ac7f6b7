/**
 * Limits of the area importer (documented in api/README.md, "Area files"). They follow the peer portals of
 * shared/notes/catalog-search.md: about 300 vertices after simplification, 500 vertices and 500,000 km² per search.
 */
export interface AreaLimits {
  /** Largest accepted upload (docs/requirements.md §8: 30 MB; the multipart plugin answers 413 above it too). */
  maxFileBytes: number;
  /** Largest total uncompressed size of the entries read from a KMZ or zip (zip-bomb guard). */
  maxUnzippedBytes: number;
  /** Polygons (parts of a MultiPolygon) in one file. */
  maxPolygons: number;
  /** Vertices read before simplification (beyond this the file is refused without simplifying). */
  maxInputVertices: number;
  /** Simplification target: an area with more vertices is simplified (Douglas–Peucker) down to about this many. */
  simplifyToVertices: number;
  /** Vertices after simplification; an area that cannot be simplified below this is refused. */
  maxVertices: number;
  /** Total geodesic area of all polygons, km². */
  maxAreaKm2: number;
  /** Time a worker thread may spend on one file, ms (a legitimate 30 MB file takes well under a second). */
  maxParseMs: number;
}

export const AREA_LIMITS: Readonly<AreaLimits> = {
  maxFileBytes: 30 * 1024 * 1024,
  // 2,000,000 vertices of a shapefile take about 32 MB (.shp) plus its .dbf: 64 MB inflated is ample, and
  // inflating it costs at most about half a second.
  maxUnzippedBytes: 64 * 1024 * 1024,
  maxPolygons: 100,
  maxInputVertices: 2_000_000,
  simplifyToVertices: 300,
  maxVertices: 500,
  maxAreaKm2: 500_000,
  maxParseMs: 20_000,
};

/** Accepted area files (docs/requirements.md §5: "kml, kmz, shp archive for areas"). */
export const AREA_FILE_EXTENSIONS = ['.kml', '.kmz', '.zip'] as const;
export type AreaFileFormat = 'kml' | 'kmz' | 'shp';
