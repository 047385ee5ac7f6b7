/**
 * The constellation as data (spec §3 "anchoring satellite"): TY-38 … TY-41, their imaging modes and the orbit
 * parameters the seed uses to generate synthetic sun-synchronous TLEs (no real TLEs are reachable here).
 */
import type { ImagingModeCode } from './imagingModes';

export type SatelliteId = 'TY-38' | 'TY-39' | 'TY-40' | 'TY-41';
export type AnchoringSatellite = SatelliteId | 'any';

export interface SatelliteInfo {
  id: SatelliteId;
  name: { en: string; zh: string };
  band: 'C';
  polarisation: string;
  imagingModes: ImagingModeCode[];
  /** Operator hint for the look angle band (spec §9: hints 13 and 39). */
  lookAngleHintDeg: { min: number; max: number };
  /** Synthetic orbit: mean altitude, local time of ascending node (hours) and phase in the plane. */
  syntheticOrbit: {
    noradId: number;
    altitudeKm: number;
    ltanHours: number;
    meanAnomalyDeg: number;
    intlDesignator: string;
  };
}

export const SATELLITES: readonly SatelliteInfo[] = [
  {
    id: 'TY-38',
    name: { en: 'HiSea-1', zh: '海丝一号' },
    band: 'C',
    polarisation: 'VV',
    imagingModes: [1, 3, 4, 5],
    lookAngleHintDeg: { min: 13, max: 39 },
    syntheticOrbit: {
      noradId: 90038,
      altitudeKm: 522,
      ltanHours: 6,
      meanAnomalyDeg: 0,
      intlDesignator: '20101A',
    },
  },
  {
    id: 'TY-39',
    name: { en: 'Chaohu-1', zh: '巢湖一号' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    lookAngleHintDeg: { min: 13, max: 39 },
    syntheticOrbit: {
      noradId: 90039,
      altitudeKm: 512,
      ltanHours: 6,
      meanAnomalyDeg: 180,
      intlDesignator: '22032A',
    },
  },
  {
    id: 'TY-40',
    name: { en: 'Fucheng-1', zh: '阜城一号' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    lookAngleHintDeg: { min: 13, max: 39 },
    syntheticOrbit: {
      noradId: 90040,
      altitudeKm: 530,
      ltanHours: 18,
      meanAnomalyDeg: 90,
      intlDesignator: '23070A',
    },
  },
  {
    id: 'TY-41',
    name: { en: 'Shenqi', zh: '神骑' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    lookAngleHintDeg: { min: 13, max: 39 },
    syntheticOrbit: {
      noradId: 90041,
      altitudeKm: 518,
      ltanHours: 10.5,
      meanAnomalyDeg: 270,
      intlDesignator: '24015A',
    },
  },
];

export function satelliteById(id: string): SatelliteInfo | undefined {
  return SATELLITES.find((s) => s.id === id);
}

/** Spec §3: `any` anchors no particular satellite and means all of them. */
export function resolveAnchoringSatellite(anchor: AnchoringSatellite | string): SatelliteInfo[] {
  if (anchor === 'any') return [...SATELLITES];
  const sat = satelliteById(anchor);
  if (!sat)
    throw new RangeError(
      `Unknown satellite ${anchor}; expected any, ${SATELLITES.map((s) => s.id).join(', ')}`,
    );
  return [sat];
}
