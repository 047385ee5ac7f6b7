/**
 * KML 2.2 writing (what Google Earth and GDAL open): one escaping for every text, geometries with holes and
 * MultiPolygons, ExtendedData. KML coordinates are WGS-84 longitude/latitude by the standard.
 */
import type { ExportFile } from './file';

/** XML text: the five predefined entities, and the control characters XML 1.0 forbids dropped. */
export function xmlText(value: unknown): string {
  let out = '';
  for (const ch of String(value ?? '')) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) continue;
    out += XML_ENTITIES[ch] ?? ch;
  }
  return out;
}
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

type Ring = readonly (readonly number[])[];
export interface KmlGeometry {
  type: string;
  coordinates: unknown;
}

const coordinates = (ring: Ring) => ring.map((p) => `${p[0]},${p[1]}`).join(' ');
const boundary = (tag: 'outerBoundaryIs' | 'innerBoundaryIs', ring: Ring) =>
  `<${tag}><LinearRing><coordinates>${coordinates(ring)}</coordinates></LinearRing></${tag}>`;

function polygonKml(rings: readonly Ring[]): string {
  const [outer, ...holes] = rings;
  return (
    `<Polygon><tessellate>1</tessellate>${boundary('outerBoundaryIs', outer)}` +
    `${holes.map((h) => boundary('innerBoundaryIs', h)).join('')}</Polygon>`
  );
}

/** A GeoJSON Point, Polygon or MultiPolygon as KML. */
export function geometryKml(g: KmlGeometry): string {
  if (g.type === 'Point') {
    const p = g.coordinates as number[];
    return `<Point><coordinates>${p[0]},${p[1]}</coordinates></Point>`;
  }
  if (g.type === 'Polygon') return polygonKml(g.coordinates as Ring[]);
  if (g.type === 'MultiPolygon')
    return `<MultiGeometry>${(g.coordinates as Ring[][]).map(polygonKml).join('')}</MultiGeometry>`;
  throw new RangeError(`unsupported geometry ${g.type}`);
}

/** `<ExtendedData>` of named values. */
export const extendedData = (values: readonly (readonly [string, unknown])[]) =>
  `<ExtendedData>${values
    .map(([name, value]) => `<Data name="${xmlText(name)}"><value>${xmlText(value)}</value></Data>`)
    .join('')}</ExtendedData>`;

/** The value types of a KML `<SimpleField>` (KML 2.2 §9.9). */
export type KmlFieldType = 'string' | 'int' | 'uint' | 'short' | 'ushort' | 'float' | 'double' | 'bool';

/**
 * `<Schema>` of typed fields: with `<SchemaData>` (below) GIS tools read typed attributes (GDAL's LIBKML driver
 * gives Integer and Real fields), where plain `<Data>` is only text.
 */
export const kmlSchema = (id: string, fields: readonly (readonly [string, KmlFieldType])[]) =>
  `<Schema name="${xmlText(id)}" id="${xmlText(id)}">${fields
    .map(([name, type]) => `<SimpleField name="${xmlText(name)}" type="${type}"/>`)
    .join('')}</Schema>`;

/** `<ExtendedData>` of a Placemark under the Schema `id` (written once in the Document by kmlSchema). */
export const schemaData = (id: string, values: readonly (readonly [string, unknown])[]) =>
  `<ExtendedData><SchemaData schemaUrl="#${xmlText(id)}">${values
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => `<SimpleData name="${xmlText(name)}">${xmlText(value)}</SimpleData>`)
    .join('')}</SchemaData></ExtendedData>`;

/** `<TimeSpan>` of ISO 8601 times: what Google Earth's time slider filters on. */
export const timeSpan = (begin: string, end: string) =>
  `<TimeSpan><begin>${xmlText(begin)}</begin><end>${xmlText(end)}</end></TimeSpan>`;

/** A KML document around already written features (Styles, Folders, Placemarks). */
export function kmlDocument(name: string, body: string, description?: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xmlText(name)}</name>` +
    (description === undefined ? '' : `<description>${xmlText(description)}</description>`) +
    `${body}</Document></kml>\n`
  );
}

export const kmlFile = (document: string): ExportFile => ({
  contentType: 'application/vnd.google-earth.kml+xml',
  extension: 'kml',
  body: Buffer.from(document, 'utf8'),
});
