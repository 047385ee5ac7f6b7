/** KML (OGC KML 2.2) to GeoJSON with @tmcw/togeojson over @xmldom/xmldom. */
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { AreaImportError } from './errors';

/** Parses KML text; malformed XML or a root other than <kml> is `corrupt`. Returns the GeoJSON and the first name. */
export function parseKml(text: string): { geojson: unknown; name?: string } {
  const source = text.replace(/^\uFEFF/, '');
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
