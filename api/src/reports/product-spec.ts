/**
 * The product specification sheet (GET /api/web/product_spec/), in Chinese or English, built from the constellation
 * table of shared/domain (satellites, imaging modes, look angles, polarisations) and the product enumerations:
 * nothing about a satellite or a mode is written here.
 */
import {
  CONSTELLATION,
  IMAGING_MODE_ORDER,
  IMAGING_MODES,
  POLARIZATIONS,
  PRODUCT_TYPES,
  satelliteLabel,
} from '@portal/shared/domain';
import { MODE_SPEC } from '../catalog/generate';
import type { Lang } from '../i18n/messages';
import { ReportWriter } from './layout';

const hours = (h: number) =>
  `${String(Math.floor(h)).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;
type Range = { min: number; max: number };

/** The sheet's words in each language. */
const TEXT = {
  zh: {
    title: '雷达卫星产品规格说明',
    subject: '星座的卫星、成像模式和产品',
    intro: (satellites: number, bands: string, modes: number) =>
      `${satellites} 颗合成孔径雷达卫星（${bands} 波段），${modes} 种成像模式，全天时、全天候穿云成像。`,
    range: (r: Range) => `${r.min}° 至 ${r.max}°`,
    list: '、',
    satellites: '卫星',
    satelliteColumns: ['卫星', '波段', '极化方式', '成像模式', '视角（建议范围）'],
    orbits: (each: string[]) => `轨道（太阳同步轨道）：${each.join('；')}。`,
    orbit: (id: string, km: number, ltan: string) => `${id} 高度 ${km} km，升交点地方时 ${ltan}`,
    modes: '成像模式',
    modeColumns: ['模式', '代码', '幅宽', '景长', '分辨率（距离向 × 方位向）', '卫星'],
    resolution: (rg: number, az: number) => `${rg} m × ${az} m`,
    products: '产品',
    productTypes: '产品类型',
    polarisations: '极化方式',
    lookAngles: '视角',
    lookAnglesValue: (range: string) => `离天底角 ${range}，左视或右视，升轨或降轨过境`,
    coordinates: '坐标系',
    coordinatesValue: '所有产品和文件均为 WGS-84（EPSG:4326）',
  },
  en: {
    title: 'SAR product specification',
    subject: 'Satellites, imaging modes and products of the constellation',
    intro: (satellites: number, bands: string, modes: number) =>
      `${satellites} synthetic aperture radar satellites (${bands} band) imaging in ${modes} modes, day and night, through cloud.`,
    range: (r: Range) => `${r.min}° to ${r.max}°`,
    list: ', ',
    satellites: 'Satellites',
    satelliteColumns: ['Satellite', 'Band', 'Polarisation', 'Imaging modes', 'Look angle (hint)'],
    orbits: (each: string[]) => `Orbits (sun-synchronous): ${each.join('; ')}.`,
    orbit: (id: string, km: number, ltan: string) => `${id} ${km} km, ascending node at ${ltan} local time`,
    modes: 'Imaging modes',
    modeColumns: [
      'Mode',
      'Code',
      'Swath width',
      'Scene length',
      'Resolution (range x azimuth)',
      'Satellites',
    ],
    resolution: (rg: number, az: number) => `${rg} m x ${az} m`,
    products: 'Products',
    productTypes: 'Product types',
    polarisations: 'Polarisations',
    lookAngles: 'Look angles',
    lookAnglesValue: (range: string) =>
      `${range} off nadir, left or right looking, ascending or descending passes`,
    coordinates: 'Coordinates',
    coordinatesValue: 'WGS-84 (EPSG:4326) in every product and file',
  },
};

export async function productSpecPdf(lang: Lang): Promise<Buffer> {
  const w = TEXT[lang];
  const modeName = (code: number) => IMAGING_MODES[code as keyof typeof IMAGING_MODES].name[lang];
  const report = await ReportWriter.create({ title: w.title, subject: w.subject, footer: w.title, lang });
  const bands = [...new Set(CONSTELLATION.map((s) => s.band))].join(', ');
  report.title(w.title);
  report.paragraph(w.intro(CONSTELLATION.length, bands, IMAGING_MODE_ORDER.length), { muted: true });

  report.heading(w.satellites);
  const satelliteWidths = [0.2, 0.08, 0.14, 0.34, 0.24];
  report.table(
    w.satelliteColumns.map((header, i) => ({ header, width: satelliteWidths[i] })),
    CONSTELLATION.map((s) => [
      satelliteLabel(s, lang),
      s.band,
      s.polarisation,
      s.imagingModes.map(modeName).join(w.list),
      `${w.range(s.lookAngleDeg)} (${w.range(s.lookAngleHintDeg)})`,
    ]),
  );
  report.paragraph(
    w.orbits(
      CONSTELLATION.map((s) => w.orbit(s.id, s.syntheticOrbit.altitudeKm, hours(s.syntheticOrbit.ltanHours))),
    ),
    { size: 8, muted: true },
  );

  report.heading(w.modes);
  const modeWidths = [0.2, 0.08, 0.13, 0.13, 0.2, 0.26];
  report.table(
    w.modeColumns.map((header, i) => ({ header, width: modeWidths[i] })),
    IMAGING_MODE_ORDER.map((code) => {
      const m = IMAGING_MODES[code];
      const r = MODE_SPEC[code];
      return [
        m.name[lang],
        `${m.code} (${m.stacMode})`,
        `${m.swathWidthKm} km`,
        `${m.sceneLengthKm} km`,
        r ? w.resolution(r.rg, r.az) : '-',
        CONSTELLATION.filter((s) => s.imagingModes.includes(code))
          .map((s) => s.id)
          .join(', '),
      ];
    }),
  );

  report.heading(w.products);
  const lookAngles = {
    min: Math.min(...CONSTELLATION.map((s) => s.lookAngleDeg.min)),
    max: Math.max(...CONSTELLATION.map((s) => s.lookAngleDeg.max)),
  };
  report.definitions([
    [w.productTypes, PRODUCT_TYPES.map((p) => p[lang]).join(', ')],
    [w.polarisations, POLARIZATIONS.join(', ')],
    [w.lookAngles, w.lookAnglesValue(w.range(lookAngles))],
    [w.coordinates, w.coordinatesValue],
  ]);
  return report.save();
}
