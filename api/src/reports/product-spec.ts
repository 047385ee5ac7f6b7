/**
 * The product specification sheet (GET /api/web/product_spec/), English, built from the constellation table of
 * shared/domain (satellites, imaging modes, look angles, polarisations) and the product enumerations: nothing
 * about a satellite or a mode is written here.
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
import { ReportWriter } from './layout';

const modeName = (code: number) => IMAGING_MODES[code as keyof typeof IMAGING_MODES].name.en;
const range = (r: { min: number; max: number }) => `${r.min}° to ${r.max}°`;
const hours = (h: number) =>
  `${String(Math.floor(h)).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;

export async function productSpecPdf(): Promise<Buffer> {
  const report = await ReportWriter.create({
    title: 'SAR product specification',
    subject: 'Satellites, imaging modes and products of the constellation',
    footer: 'SAR product specification',
  });
  const bands = [...new Set(CONSTELLATION.map((s) => s.band))].join(', ');
  report.title('SAR product specification');
  report.paragraph(
    `${CONSTELLATION.length} synthetic aperture radar satellites (${bands} band) imaging in ${IMAGING_MODE_ORDER.length} modes, day and night, through cloud.`,
    { muted: true },
  );

  report.heading('Satellites');
  report.table(
    [
      { header: 'Satellite', width: 0.2 },
      { header: 'Band', width: 0.08 },
      { header: 'Polarisation', width: 0.14 },
      { header: 'Imaging modes', width: 0.34 },
      { header: 'Look angle (hint)', width: 0.24 },
    ],
    CONSTELLATION.map((s) => [
      satelliteLabel(s, 'en'),
      s.band,
      s.polarisation,
      s.imagingModes.map(modeName).join(', '),
      `${range(s.lookAngleDeg)} (${range(s.lookAngleHintDeg)})`,
    ]),
  );
  report.paragraph(
    'Simulation orbits (sun-synchronous, as the portal simulates passes until real orbital elements are uploaded): ' +
      CONSTELLATION.map(
        (s) =>
          `${s.id} ${s.syntheticOrbit.altitudeKm} km, ascending node at ${hours(s.syntheticOrbit.ltanHours)} local time`,
      ).join('; ') +
      '.',
    { size: 8, muted: true },
  );

  report.heading('Imaging modes');
  report.table(
    [
      { header: 'Mode', width: 0.2 },
      { header: 'Code', width: 0.08 },
      { header: 'Swath width', width: 0.13 },
      { header: 'Scene length', width: 0.13 },
      { header: 'Resolution (range x azimuth)', width: 0.2 },
      { header: 'Satellites', width: 0.26 },
    ],
    IMAGING_MODE_ORDER.map((code) => {
      const m = IMAGING_MODES[code];
      const r = MODE_SPEC[code];
      return [
        m.name.en,
        `${m.code} (${m.stacMode})`,
        `${m.swathWidthKm} km`,
        `${m.sceneLengthKm} km`,
        r ? `${r.rg} m x ${r.az} m` : '-',
        CONSTELLATION.filter((s) => s.imagingModes.includes(code))
          .map((s) => s.id)
          .join(', '),
      ];
    }),
  );

  report.heading('Products');
  report.definitions([
    ['Product types', PRODUCT_TYPES.map((p) => p.en).join(', ')],
    ['Polarisations', POLARIZATIONS.join(', ')],
    [
      'Look angles',
      `${range({ min: Math.min(...CONSTELLATION.map((s) => s.lookAngleDeg.min)), max: Math.max(...CONSTELLATION.map((s) => s.lookAngleDeg.max)) })} off nadir, left or right looking, ascending or descending passes`,
    ],
    ['Coordinates', 'WGS-84 (EPSG:4326) in every product and file'],
  ]);
  return report.save();
}

let sheet: Promise<Buffer> | null = null;

/** The sheet, built once per process (it depends on the code's tables only). */
export function productSpec(): Promise<Buffer> {
  sheet ??= productSpecPdf().catch((err: unknown) => {
    sheet = null;
    throw err;
  });
  return sheet;
}
