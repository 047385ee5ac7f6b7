/**
 * A simulation as an OGC KML 2.2 document (what Google Earth opens): the target, and one Placemark per
 * opportunity with its footprint polygon, its time span and its geometry figures. KML coordinates are WGS-84
 * longitude/latitude by the standard, whatever the Satellite header says.
 */
import type { StoredOpportunity } from './store';

/** XML text: the five predefined entities, and the control characters XML 1.0 forbids dropped. */
const esc = (s: string) =>
  stripControls(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function stripControls(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) out += ch;
  }
  return out;
}

type Ring = number[][];
interface Geometry {
  type: string;
  coordinates: unknown;
}

const coords = (ring: Ring) => ring.map((p) => `${p[0]},${p[1]}`).join(' ');

function polygonKml(rings: Ring[]): string {
  const [outer, ...holes] = rings;
  return (
    `<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing><coordinates>${coords(outer)}</coordinates></LinearRing></outerBoundaryIs>` +
    holes
      .map(
        (h) =>
          `<innerBoundaryIs><LinearRing><coordinates>${coords(h)}</coordinates></LinearRing></innerBoundaryIs>`,
      )
      .join('') +
    `</Polygon>`
  );
}

export function geometryKml(g: Geometry): string {
  if (g.type === 'Point') {
    const p = g.coordinates as number[];
    return `<Point><coordinates>${p[0]},${p[1]}</coordinates></Point>`;
  }
  if (g.type === 'Polygon') return polygonKml(g.coordinates as Ring[]);
  if (g.type === 'MultiPolygon')
    return `<MultiGeometry>${(g.coordinates as Ring[][]).map(polygonKml).join('')}</MultiGeometry>`;
  throw new RangeError(`unsupported geometry ${g.type}`);
}

export interface KmlSimulation {
  name: string;
  tag: string;
  target: Geometry;
  opportunities: StoredOpportunity[];
  labels: {
    target: string;
    opportunities: string;
    satellite: (id: string) => string;
    mode: (code: number) => string;
  };
}

const data = (name: string, value: string | number | boolean) =>
  `<Data name="${esc(name)}"><value>${esc(String(value))}</value></Data>`;

export function simulationKml(sim: KmlSimulation): string {
  const placemarks = sim.opportunities.map((o, i) => {
    const desc = [
      `${sim.labels.satellite(o.satellite_id)} (${o.satellite_id})`,
      `${o.imaging_start} – ${o.imaging_end}`,
      `look ${o.look_angle.toFixed(2)}°, incidence ${o.incidence_angle.toFixed(2)}°, ${o.look_side}, ${o.orbit_direction}`,
      `slant range ${o.slant_range_km.toFixed(1)} km, ${sim.labels.mode(o.img_mode)}`,
      `TLE epoch ${o.tle_epoch}${o.tle_synthetic ? ' (synthetic)' : ''}`,
    ].join('\n');
    return (
      `<Placemark id="opportunity-${i + 1}"><name>${esc(`${i + 1}. ${o.satellite_id} ${o.imaging_centre}`)}</name>` +
      `<description>${esc(desc)}</description>` +
      `<TimeSpan><begin>${esc(o.imaging_start)}</begin><end>${esc(o.imaging_end)}</end></TimeSpan>` +
      `<styleUrl>#footprint</styleUrl><ExtendedData>` +
      data('satellite_id', o.satellite_id) +
      data('img_mode', o.img_mode) +
      data('imaging_start', o.imaging_start) +
      data('imaging_centre', o.imaging_centre) +
      data('imaging_end', o.imaging_end) +
      data('look_angle', o.look_angle) +
      data('incidence_angle', o.incidence_angle) +
      data('look_side', o.look_side) +
      data('orbit_direction', o.orbit_direction) +
      data('slant_range_km', o.slant_range_km) +
      data('coverage', o.coverage) +
      data('tle_epoch', o.tle_epoch) +
      data('tle_synthetic', o.tle_synthetic) +
      `</ExtendedData>${geometryKml(o.footprint)}</Placemark>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${esc(sim.name)}</name>` +
    `<description>${esc(`${sim.tag} (WGS-84)`)}</description>` +
    `<Style id="target"><LineStyle><color>ff00ffff</color><width>2</width></LineStyle><PolyStyle><color>3300ffff</color></PolyStyle></Style>` +
    `<Style id="footprint"><LineStyle><color>ff0000ff</color><width>2</width></LineStyle><PolyStyle><color>4d0000ff</color></PolyStyle></Style>` +
    `<Folder><name>${esc(sim.labels.target)}</name><Placemark id="target"><name>${esc(sim.labels.target)}</name><styleUrl>#target</styleUrl>${geometryKml(sim.target)}</Placemark></Folder>` +
    `<Folder><name>${esc(sim.labels.opportunities)}</name>${placemarks.join('')}</Folder>` +
    `</Document></kml>\n`
  );
}
