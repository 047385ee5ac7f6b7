/**
 * An analysis result as a zipped ESRI shapefile (what `get_zip/` answers): .shp, .shx and .dbf written by
 * @mapbox/shp-write, a WGS-84 .prj and a .cpg naming the attributes' encoding. One layer: Points for ships,
 * Polygons for water bodies and oil dark spots; each feature's id and properties are its DBF fields (names of at
 * most 10 characters, the dBase limit).
 */
import shpwrite from '@mapbox/shp-write';
import JSZip from 'jszip';
import type { Algorithm, AnalysisFeature, AnalysisResult } from './features';

/** WGS-84 as ESRI software writes it (GDAL identifies it as EPSG:4326). */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

const SHAPE_TYPES = { vessel: 'POINT', water: 'POLYGON', oil: 'POLYGON' } as const;
/** Shape type codes of the shapefile header (ESRI white paper, table 1). */
const SHAPE_CODES = { POINT: 1, POLYGON: 5 } as const;
const DBF_FIELD_NAME_MAX = 10;

/** Twice the signed area of a ring: > 0 when it turns counter-clockwise (x east, y north). */
const signedArea = (ring: number[][]) =>
  ring.slice(1).reduce((sum, p, i) => sum + ring[i][0] * p[1] - p[0] * ring[i][1], 0);

/** Shapefiles want outer rings clockwise and holes counter-clockwise, whatever order the GeoJSON rings turn in. */
function shapefileGeometry(f: AnalysisFeature): number[] | number[][][] {
  if (f.geometry.type === 'Point') return f.geometry.coordinates;
  return f.geometry.coordinates.map((ring, i) =>
    signedArea(ring) < 0 === (i === 0) ? ring : [...ring].reverse(),
  );
}

function attributes(f: AnalysisFeature): Record<string, string | number> {
  const row: Record<string, string | number> = { id: f.id, ...f.properties };
  for (const name of Object.keys(row))
    if (name.length > DBF_FIELD_NAME_MAX) throw new Error(`DBF field name too long: ${name}`);
  return row;
}

interface ShapefileParts {
  shp: DataView;
  shx: DataView;
  dbf: DataView;
}

function writeParts(algorithm: Algorithm, features: AnalysisFeature[]): ShapefileParts {
  const type = SHAPE_TYPES[algorithm];
  let parts: ShapefileParts | undefined;
  // shp-write's polygon writer cannot write zero polygons: an empty layer is written as empty points, whose file
  // is the 100-byte header alone, and given its real shape type below.
  const writeAs = features.length ? type : 'POINT';
  shpwrite.write(features.map(attributes), writeAs, features.map(shapefileGeometry), (err, files) => {
    if (err) throw err;
    parts = files as ShapefileParts;
  });
  if (!parts) throw new Error('shp-write returned no files');
  if (!features.length)
    for (const header of [parts.shp, parts.shx]) {
      header.setInt32(32, SHAPE_CODES[type], true);
      // An empty layer's bounding box is all zeros (shp-write leaves ±Number.MAX_VALUE).
      for (let offset = 36; offset < 68; offset += 8) header.setFloat64(offset, 0, true);
    }
  return parts;
}

const bytes = (v: DataView) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/**
 * The zip of `<name>.shp/.shx/.dbf/.prj/.cpg`. A result without features is a valid layer with no records (GDAL,
 * QGIS and ArcGIS open it; "nothing found" is an answer too), its DBF without fields, as shp-write writes it.
 */
export async function shapefileZip(result: AnalysisResult, name: string): Promise<Buffer> {
  const parts = writeParts(result.summary.algorithm, result.features);
  const zip = new JSZip();
  zip.file(`${name}.shp`, bytes(parts.shp));
  zip.file(`${name}.shx`, bytes(parts.shx));
  zip.file(`${name}.dbf`, bytes(parts.dbf));
  zip.file(`${name}.prj`, WGS84_PRJ);
  // The attributes are ASCII (numbers and the algorithm's name), so UTF-8 is exactly what the DBF holds.
  zip.file(`${name}.cpg`, 'UTF-8');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}
