/**
 * THE constellation table (docs/requirements.md §3 "anchoring satellite", "img_mode"; §9 swath widths and look-angle hints): every
 * satellite and imaging mode the product knows, with their names. Everything else derives from it — the orbit
 * engine's satellites, the enumerations' labels, the catalog's packed codes, STAC platforms and modes, the public
 * pages' texts, the simulation store. A test (shared/test/domain/constellation.test.ts) fails when another source
 * file states a satellite or mode name.
 *
 * Chinese names follow the operator's own naming of the launched satellites: 海丝一号 (HiSea-1, 2020), 巢湖一号
 * (Chaohu-1, 2022), 阜城一号 (Fucheng-1, after Fucheng county, 2023) and 神启 (Shenqi, 2024).
 */

export type ImagingModeCode = 1 | 3 | 4 | 5 | 6;

export interface ImagingMode {
  code: ImagingModeCode;
  key: 'spotlight' | 'stripmap' | 'tops' | 'scansar_narrow' | 'scansar_wide';
  name: { en: string; zh: string };
  /** `sar:instrument_mode` of the STAC SAR extension. */
  stacMode: string;
  /** The mode's part of an archive scene id (TY38_SM_20250110T030000_012345). */
  sceneIdCode: string;
  /** Ground swath width, km. */
  swathWidthKm: number;
  /** Default along-track scene length, km (square scenes); a caller may pass its own duration instead. */
  sceneLengthKm: number;
}

export const IMAGING_MODES: Readonly<Record<ImagingModeCode, ImagingMode>> = {
  1: {
    code: 1,
    key: 'spotlight',
    name: { en: 'Spotlight', zh: '聚束' },
    stacMode: 'SL',
    sceneIdCode: 'SL',
    swathWidthKm: 7,
    sceneLengthKm: 7,
  },
  3: {
    code: 3,
    key: 'stripmap',
    name: { en: 'Stripmap', zh: '条带' },
    stacMode: 'SM',
    sceneIdCode: 'SM',
    swathWidthKm: 25,
    sceneLengthKm: 25,
  },
  6: {
    code: 6,
    key: 'tops',
    name: { en: 'TOPS', zh: 'TOPS' },
    stacMode: 'TOPS',
    sceneIdCode: 'TS',
    swathWidthKm: 100,
    sceneLengthKm: 100,
  },
  4: {
    code: 4,
    key: 'scansar_narrow',
    name: { en: 'ScanSAR narrow', zh: '窄幅扫描' },
    stacMode: 'NS',
    sceneIdCode: 'NS',
    swathWidthKm: 100,
    sceneLengthKm: 100,
  },
  5: {
    code: 5,
    key: 'scansar_wide',
    name: { en: 'ScanSAR wide', zh: '宽幅扫描' },
    stacMode: 'WS',
    sceneIdCode: 'WS',
    swathWidthKm: 170,
    sceneLengthKm: 170,
  },
};

/** The modes in the order forms list them: finest first. */
export const IMAGING_MODE_ORDER: readonly ImagingModeCode[] = [1, 3, 6, 4, 5];

export function imagingMode(code: number): ImagingMode {
  const mode = IMAGING_MODES[code as ImagingModeCode];
  if (!mode)
    throw new RangeError(`Unknown imaging mode ${code}; expected one of ${IMAGING_MODE_ORDER.join(', ')}`);
  return mode;
}

export type SatelliteId = 'TY-38' | 'TY-39' | 'TY-40' | 'TY-41';
export type AnchoringSatellite = SatelliteId | 'any';
export type Polarization = 'VV' | 'HH' | 'VV+VH' | 'HH+HV';

export interface Satellite {
  id: SatelliteId;
  name: { en: string; zh: string };
  band: 'C';
  /** The polarisation the satellite images in by default (single VV, or dual VV+VH). */
  polarisation: 'VV' | 'VV+VH';
  imagingModes: readonly ImagingModeCode[];
  /** Look angles the satellite can image at (docs/requirements.md §5: 13–40°). */
  lookAngleDeg: { min: number; max: number };
  /** Operator hint for the look-angle band (docs/requirements.md §9: hints 13 and 39). */
  lookAngleHintDeg: { min: number; max: number };
  /** Code of the satellite in the catalog's packed filter column (scenes.attrs, migration 007). */
  catalogCode: number;
  /**
   * The orbit the seed gives the satellite's synthetic sun-synchronous TLEs (no real TLEs are reachable offline):
   * mean altitude, local time of the ascending node (hours) and phase in the plane.
   */
  syntheticOrbit: {
    noradId: number;
    altitudeKm: number;
    ltanHours: number;
    meanAnomalyDeg: number;
    intlDesignator: string;
  };
  /**
   * The repeat cycle of its orbit: after `days` days (and `orbits` revolutions, its mean motion of about 15.2 a day
   * times the days, within a few hundredths of an orbit) it flies over the same ground track again. The archive's
   * repeat passes (api/src/catalog/repeat-passes.ts) come back at multiples of it.
   */
  repeatCycle: { days: number; orbits: number };
}

const LOOK_ANGLES = { lookAngleDeg: { min: 13, max: 40 }, lookAngleHintDeg: { min: 13, max: 39 } };

export const CONSTELLATION: readonly Satellite[] = [
  {
    id: 'TY-38',
    name: { en: 'HiSea-1', zh: '海丝一号' },
    band: 'C',
    polarisation: 'VV',
    imagingModes: [1, 3, 4, 5],
    ...LOOK_ANGLES,
    catalogCode: 1,
    syntheticOrbit: {
      noradId: 90038,
      altitudeKm: 522,
      ltanHours: 6,
      meanAnomalyDeg: 0,
      intlDesignator: '20101A',
    },
    repeatCycle: { days: 13, orbits: 197 },
  },
  {
    id: 'TY-39',
    name: { en: 'Chaohu-1', zh: '巢湖一号' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    ...LOOK_ANGLES,
    catalogCode: 2,
    syntheticOrbit: {
      noradId: 90039,
      altitudeKm: 512,
      ltanHours: 6,
      meanAnomalyDeg: 180,
      intlDesignator: '22032A',
    },
    repeatCycle: { days: 16, orbits: 243 },
  },
  {
    id: 'TY-40',
    name: { en: 'Fucheng-1', zh: '阜城一号' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    ...LOOK_ANGLES,
    catalogCode: 3,
    syntheticOrbit: {
      noradId: 90040,
      altitudeKm: 530,
      ltanHours: 18,
      meanAnomalyDeg: 90,
      intlDesignator: '23070A',
    },
    repeatCycle: { days: 8, orbits: 121 },
  },
  {
    id: 'TY-41',
    name: { en: 'Shenqi', zh: '神启' },
    band: 'C',
    polarisation: 'VV+VH',
    imagingModes: [1, 3, 4, 5, 6],
    ...LOOK_ANGLES,
    catalogCode: 4,
    syntheticOrbit: {
      noradId: 90041,
      altitudeKm: 518,
      ltanHours: 10.5,
      meanAnomalyDeg: 270,
      intlDesignator: '24015A',
    },
    repeatCycle: { days: 6, orbits: 91 },
  },
];

export const SATELLITE_IDS = CONSTELLATION.map((s) => s.id) as [SatelliteId, ...SatelliteId[]];

/** Polarisations of archived scenes (a product may be single or dual, horizontal or vertical). */
export const POLARIZATIONS = ['VV', 'HH', 'VV+VH', 'HH+HV'] as const satisfies readonly Polarization[];

/** "TY-38 HiSea-1" / "TY-38 海丝一号". */
export const satelliteLabel = (s: Satellite, lang: 'zh' | 'en') => `${s.id} ${s.name[lang]}`;

/** The constellation in one line of a language: "TY-38 海丝一号、TY-39 巢湖一号…" (zh) or "…, … and …" (en). */
export function constellationSentence(lang: 'zh' | 'en'): string {
  const labels = CONSTELLATION.map((s) => satelliteLabel(s, lang));
  if (lang === 'zh') return labels.join('、');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The modes with their swath widths in one line: "聚束 7 km · 条带 25 km · …". */
export const imagingModesSentence = (lang: 'zh' | 'en') =>
  IMAGING_MODE_ORDER.map((c) => `${IMAGING_MODES[c].name[lang]} ${IMAGING_MODES[c].swathWidthKm} km`).join(
    ' · ',
  );
