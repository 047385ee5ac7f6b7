/** The part of shpjs (6.x, no bundled types) the area importer uses. */
declare module 'shpjs' {
  interface ShpGeometry {
    type: string;
    coordinates: unknown;
  }
  interface Shp {
    /** Geometries of a .shp; with `prj` (WKT text) they are reprojected to WGS-84 by proj4. */
    parseShp(shp: ArrayBuffer | ArrayBufferView, prj?: string): ShpGeometry[];
    parseDbf(dbf: ArrayBuffer | ArrayBufferView, cpg?: string): Array<Record<string, unknown>>;
  }
  const shp: Shp;
  export default shp;
}
