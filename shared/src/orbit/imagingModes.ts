/** Imaging modes (spec §3 img_mode codes, §9 swath widths). */

export type ImagingModeCode = 1 | 3 | 4 | 5 | 6;

export interface ImagingMode {
  code: ImagingModeCode;
  key: 'spotlight' | 'stripmap' | 'tops' | 'scansar_narrow' | 'scansar_wide';
  name: { en: string; zh: string };
  /** Ground swath width, km. */
  swathWidthKm: number;
  /** Default along-track scene length, km (square scenes); a caller may pass its own duration instead. */
  sceneLengthKm: number;
}

export const IMAGING_MODES: Readonly<Record<ImagingModeCode, ImagingMode>> = {
  1: { code: 1, key: 'spotlight', name: { en: 'Spotlight', zh: '聚束' }, swathWidthKm: 7, sceneLengthKm: 7 },
  3: { code: 3, key: 'stripmap', name: { en: 'Stripmap', zh: '条带' }, swathWidthKm: 25, sceneLengthKm: 25 },
  6: { code: 6, key: 'tops', name: { en: 'TOPS', zh: 'TOPS' }, swathWidthKm: 100, sceneLengthKm: 100 },
  4: {
    code: 4,
    key: 'scansar_narrow',
    name: { en: 'ScanSAR narrow', zh: '窄幅扫描' },
    swathWidthKm: 100,
    sceneLengthKm: 100,
  },
  5: {
    code: 5,
    key: 'scansar_wide',
    name: { en: 'ScanSAR wide', zh: '宽幅扫描' },
    swathWidthKm: 170,
    sceneLengthKm: 170,
  },
};

export function imagingMode(code: number): ImagingMode {
  const mode = IMAGING_MODES[code as ImagingModeCode];
  if (!mode) throw new RangeError(`Unknown imaging mode ${code}; expected one of 1, 3, 4, 5, 6`);
  return mode;
}
