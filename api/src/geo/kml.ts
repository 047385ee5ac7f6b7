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

export interface ParsedKml {
  geojson: { features: Array<{ properties?: Record<string, unknown> | null }> };
  /** The first placemark or document name. */
  name?: string;
  /** Where its NetworkLinks point (`<Link>` or KML 2.1 `<Url>` hrefs), as written. */
  links: string[];
}

/** Parses KML text; malformed XML or a root other than <kml> is `corrupt`. */
export function parseKml(text: string): ParsedKml {
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
  let geojson: ParsedKml['geojson'];
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
  const links: string[] = [];
  for (const link of Array.from(root.getElementsByTagName('NetworkLink'))) {
    const holder = link.getElementsByTagName('Link')[0] ?? link.getElementsByTagName('Url')[0];
    const href = holder?.getElementsByTagName('href')[0]?.textContent?.trim();
    if (href) links.push(href);
  }
  return {
    geojson,
    name: (named?.properties?.name as string | undefined)?.trim() || docName || undefined,
    links,
  };
}
