/** Limits of the archive search (docs/requirements.md §5; api/src/routes/catalog/README.md), for the API and the image query alike. */
export const CATALOG_LIMITS = {
  /** docs/requirements.md §5: at most 5 target areas. */
  maxAreas: 5,
  /** Radius of a centre-point search, km. */
  maxCircleKm: 1000,
  /** Image IDs in one search, and the length of one. */
  maxIds: 100,
  maxIdLength: 80,
  /** Scenes per page. */
  maxPageSize: 200,
  /** Scenes in one export. */
  maxExportRows: 10_000,
} as const;

export const CATALOG_EXPORT_FORMATS = ['csv', 'xlsx', 'geojson', 'kml'] as const;
export type CatalogExportFormat = (typeof CATALOG_EXPORT_FORMATS)[number];
