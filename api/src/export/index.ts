/**
 * THE export module of the API: every download of a list (CSV, XLSX, GeoJSON, KML) is written here, with one XML
 * escaping and one formula-injection guard. Routes build rows or features and call `sendExport`.
 */
export { datedName, sendExport, type ExportFile } from './file';
export { geojsonFile, type Feature } from './geojson';
export {
  extendedData,
  geometryKml,
  kmlDocument,
  kmlFile,
  kmlSchema,
  schemaData,
  timeSpan,
  xmlText,
  type KmlFieldType,
  type KmlGeometry,
} from './kml';
export { multiPolygonWkt } from './wkt';
export {
  csvFile,
  safeCell,
  tableFile,
  TABLE_TYPES,
  xlsxFile,
  type Cell,
  type Table,
  type TableFormat,
} from './tables';
