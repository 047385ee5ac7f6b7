/** KML (OGC KML 2.2) to GeoJSON with @tmcw/togeojson over @xmldom/xmldom. */
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { AreaImportError } from './errors';

/** Deepest element nesting read (KML nests Document, Folder, Placemark, MultiGeometry, Polygon, … about 10 deep). */
export const MAX_KML_DEPTH = 100;

/** The deepest element nesting of XML text, counted by one pass over its tags, before a DOM is built. */
export function xmlDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (const m of text.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (m[1]) depth--;
    else if (!m[2]) max = Math.max(max, ++depth);
  }
  return max;
}

/** Parses KML text; malformed XML or a root other than <kml> is `corrupt`. Returns the GeoJSON and the first name. */
export function parseKml(text: string): { geojson: unknown; name?: string } {
  const source = text.replace(/^\uFEFF/, '');
  if (xmlDepth(source) > MAX_KML_DEPTH)
    throw new AreaImportError('corrupt', 'file', `kml nested deeper than ${MAX_KML_DEPTH} elements`);
  let doc;
  try {
    doc = new DOMParser({
      onError(level, message) {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(source, 'text/xml');
  } catch (err) {
    throw new AreaImportError('corrupt', 'file', `kml: ${(err as Error).message}`);
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'kml')
    throw new AreaImportError('corrupt', 'file', `root element ${root?.localName ?? 'none'}`);
  let geojson: { features: Array<{ properties?: Record<string, unknown> | null }> };
  try {
    geojson = kmlToGeoJson(doc) as typeof geojson;
  } catch (err) {
    throw new AreaImportError('corrupt', 'file', `togeojson: ${(err as Error).message}`);
  }
  const named = geojson.features.find(
    (f) => typeof f.properties?.name === 'string' && f.properties.name.trim(),
  );
  const docName = root
    .getElementsByTagName('Document')[0]
    ?.getElementsByTagName('name')[0]
    ?.textContent?.trim();
  return { geojson, name: (named?.properties?.name as string | undefined)?.trim() || docName || undefined };
}
