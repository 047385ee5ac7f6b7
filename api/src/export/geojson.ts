/** GeoJSON (RFC 7946) FeatureCollections for download. */
import type { ExportFile } from './file';

export interface Feature {
  id?: string | number;
  geometry: unknown;
  properties: Record<string, unknown>;
}

export function geojsonFile(features: readonly Feature[]): ExportFile {
  const fc = { type: 'FeatureCollection', features: features.map((f) => ({ type: 'Feature', ...f })) };
  return {
    contentType: 'application/geo+json',
    extension: 'geojson',
    body: Buffer.from(JSON.stringify(fc), 'utf8'),
  };
}
