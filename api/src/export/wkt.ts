/** OGC Well-Known Text of GeoJSON geometries, for the geometry column of tables (GDAL and QGIS read a `WKT` column). */
type Position = readonly number[];

const ring = (r: readonly Position[]) => `(${r.map(([x, y]) => `${x} ${y}`).join(',')})`;

/** A GeoJSON MultiPolygon's coordinates as `MULTIPOLYGON(((x y,…)),…)`. */
export const multiPolygonWkt = (coordinates: readonly (readonly (readonly Position[])[])[]) =>
  `MULTIPOLYGON(${coordinates.map((polygon) => `(${polygon.map(ring).join(',')})`).join(',')})`;
