/**
 * A search's result set as a file for GIS tools and spreadsheets. Geometries are WGS-84 longitude/latitude in every
 * format, whatever the request's display system: GeoJSON (RFC 7946) and KML (OGC 2.2) require it, and a CSV read
 * by QGIS or ogr2ogr must say which CRS it is in (its `crs` column) since a lone file carries no .prj.
 * - CSV / XLSX: the attributes, `WKT` (the column name GDAL and QGIS detect as geometry) and `crs`.
 * - GeoJSON: one Feature per scene, the attributes as typed properties.
 * - KML: a `<Schema>` of typed fields, each Placemark's `<SchemaData>` and a `<TimeSpan>` of its acquisition
 *   (Google Earth's time slider; GDAL's LIBKML driver reads begin/end as date-times and the fields typed).
 */
import type { SceneSummary } from '@portal/shared/domain/catalog';
import {
  geojsonFile,
  geometryKml,
  kmlDocument,
  kmlFile,
  kmlSchema,
  multiPolygonWkt,
  schemaData,
  tableFile,
  timeSpan,
  xmlText,
  type ExportFile,
  type KmlFieldType,
} from '../export';

export type SceneExportFormat = 'csv' | 'xlsx' | 'geojson' | 'kml';

/** The attributes a file carries, in order, with their KML type (dates are the KML's TimeSpan). */
const FIELDS = [
  ['id', 'string'],
  ['satellite', 'string'],
  ['acquired_at', null],
  ['acquired_end', null],
  ['img_mode', 'int'],
  ['product_type', 'string'],
  ['polarization', 'string'],
  ['orbit_direction', 'string'],
  ['look_side', 'string'],
  ['look_angle', 'double'],
  ['incidence_angle', 'double'],
  ['resolution', 'double'],
  ['classification', 'string'],
  ['absolute_orbit', 'int'],
] as const satisfies readonly (readonly [keyof SceneSummary, KmlFieldType | null])[];

const COLUMNS = FIELDS.map(([name]) => name);
const KML_FIELDS = FIELDS.filter(
  (f): f is Extract<(typeof FIELDS)[number], readonly [string, KmlFieldType]> => f[1] !== null,
);
const KML_SCHEMA = 'scene';

/** How the files name the CRS of their geometries. */
export const EXPORT_CRS = 'EPSG:4326';

/** Scenes (summaries with WGS-84 footprints) as a file of the format, saved under `name`. */
export async function sceneExport(
  scenes: readonly SceneSummary[],
  format: SceneExportFormat,
  name: string,
): Promise<ExportFile> {
  if (format === 'geojson')
    return geojsonFile(
      scenes.map((s) => ({
        id: s.id,
        geometry: s.footprint ?? null,
        properties: Object.fromEntries(COLUMNS.map((c) => [c, s[c]])),
      })),
    );
  if (format === 'kml') {
    const placemarks = scenes.map(
      (s) =>
        `<Placemark><name>${xmlText(s.id)}</name>${timeSpan(s.acquired_at, s.acquired_end)}` +
        `${schemaData(
          KML_SCHEMA,
          KML_FIELDS.map(([c]) => [c, s[c]]),
        )}${s.footprint ? geometryKml(s.footprint) : ''}</Placemark>`,
    );
    return kmlFile(kmlDocument(name, kmlSchema(KML_SCHEMA, KML_FIELDS) + placemarks.join('')));
  }
  return tableFile(
    {
      sheet: 'scenes',
      header: ['WKT', ...COLUMNS, 'crs'],
      rows: scenes.map((s) => [
        s.footprint ? multiPolygonWkt(s.footprint.coordinates) : '',
        ...COLUMNS.map((c) => s[c]),
        EXPORT_CRS,
      ]),
    },
    format,
  );
}
