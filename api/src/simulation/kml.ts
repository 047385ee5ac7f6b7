/**
 * A simulation as an OGC KML 2.2 document (what Google Earth opens): the target, and one Placemark per
 * opportunity with its footprint polygon, its time span and its geometry figures. KML coordinates are WGS-84
 * longitude/latitude by the standard, whatever the Satellite header says.
 */
import { extendedData, geometryKml, kmlDocument, xmlText as esc, type KmlGeometry } from '../export';
import { IMAGING_MODES, SATELLITES, type ImagingModeCode } from '@portal/shared/orbit';
import type { Lang } from '../i18n/messages';
import { storedOpportunities, storedTarget, type SimulationRow, type StoredOpportunity } from './store';

export interface KmlSimulation {
  name: string;
  tag: string;
  target: KmlGeometry;
  opportunities: StoredOpportunity[];
  labels: {
    target: string;
    opportunities: string;
    satellite: (id: string) => string;
    mode: (code: number) => string;
  };
}

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
      `<styleUrl>#footprint</styleUrl>` +
      extendedData([
        ['satellite_id', o.satellite_id],
        ['img_mode', o.img_mode],
        ['imaging_start', o.imaging_start],
        ['imaging_centre', o.imaging_centre],
        ['imaging_end', o.imaging_end],
        ['look_angle', o.look_angle],
        ['incidence_angle', o.incidence_angle],
        ['look_side', o.look_side],
        ['orbit_direction', o.orbit_direction],
        ['slant_range_km', o.slant_range_km],
        ['coverage', o.coverage],
        ['tle_epoch', o.tle_epoch],
        ['tle_synthetic', o.tle_synthetic],
      ]) +
      `${geometryKml(o.footprint)}</Placemark>`
    );
  });
  return kmlDocument(
    sim.name,
    `<Style id="target"><LineStyle><color>ff00ffff</color><width>2</width></LineStyle><PolyStyle><color>3300ffff</color></PolyStyle></Style>` +
      `<Style id="footprint"><LineStyle><color>ff0000ff</color><width>2</width></LineStyle><PolyStyle><color>4d0000ff</color></PolyStyle></Style>` +
      `<Folder><name>${esc(sim.labels.target)}</name><Placemark id="target"><name>${esc(sim.labels.target)}</name><styleUrl>#target</styleUrl>${geometryKml(sim.target)}</Placemark></Folder>` +
      `<Folder><name>${esc(sim.labels.opportunities)}</name>${placemarks.join('')}</Folder>`,
    `${sim.tag} (WGS-84)`,
  );
}

/** A saved simulation as KML, its labels and the satellites' and modes' names in the reader's language. */
export function kmlOfSimulation(row: SimulationRow, lang: Lang): string {
  return simulationKml({
    name: row.name,
    tag: row.tag,
    target: storedTarget(row),
    opportunities: storedOpportunities(row),
    labels: {
      target: lang === 'zh' ? '目标' : 'Target',
      opportunities: lang === 'zh' ? '成像机会' : 'Imaging opportunities',
      satellite: (id) => SATELLITES.find((s) => s.id === id)?.name[lang] ?? id,
      mode: (code) => IMAGING_MODES[code as ImagingModeCode]?.name[lang] ?? String(code),
    },
  });
}
