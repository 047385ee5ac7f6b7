/**
 * A public sample's report (GET /api/shp_pdf/{id}/): its picture with the detections of the three analyses drawn
 * over it, every field of its sar_samples row, and the detection statistics (ships and their positions, oil dark
 * spots and their areas, water area and threshold). English only: see layout.ts.
 */
import { CONSTELLATION, IMAGING_MODES, satelliteLabel, type ImagingModeCode } from '@portal/shared/domain';
import { METRES_PER_DEGREE, sampleBbox, sampleGrid } from '@portal/shared/domain/sample-footprint';
import { MODE_SPEC } from '../catalog/generate';
import { findSample, type SampleRow } from '../catalog/samples';
import type { Queryable } from '../db';
import { type AnalysisFeature, type AnalysisResult } from '../discern/features';
import { sampleJob } from '../discern/jobs';
import { analyseInPool, samplePngInPool } from '../discern/pool';
import { bboxWidth } from '../geo/bbox';
import { km2, latLon, utc } from './geo-format';
import { ReportWriter } from './layout';
import { drawSamplePicture, type PictureLayers } from './sample-picture';

const PICTURE_WIDTH_PT = 380;
/** Water bodies listed one by one, largest first (the total covers them all). */
const WATER_BODIES_LISTED = 15;

function metadata(s: SampleRow, layers: PictureLayers): [string, string][] {
  const satellite = CONSTELLATION.find((x) => x.id === s.satellite);
  const mode = IMAGING_MODES[s.img_mode as ImagingModeCode];
  const resolution = MODE_SPEC[s.img_mode];
  const bbox = sampleBbox(s);
  const [w, south, e, n] = bbox;
  const { width, height, pixel_size_m: px } = layers.water.summary;
  const sideKm = ((n - south) * METRES_PER_DEGREE) / 1000;
  return [
    ['Sample ID', String(s.id)],
    ['Title', s.title_en],
    ['Description', s.description_en],
    ['Country', `${s.country_en} (${s.country_code})`],
    ['Satellite', satellite ? satelliteLabel(satellite, 'en') : s.satellite],
    [
      'Imaging mode',
      mode ? `${mode.name.en} (mode ${mode.code}, swath ${mode.swathWidthKm} km)` : `mode ${s.img_mode}`,
    ],
    ['Resolution', resolution ? `${resolution.rg} m range x ${resolution.az} m azimuth (mode nominal)` : '-'],
    ['Polarization', s.polarization],
    ['Acquisition time', utc(s.acquired_at)],
    ['Position (WGS-84)', latLon(s.lat, s.lon)],
    [
      'Ground coverage',
      `${sideKm.toFixed(1)} km square, W ${w.toFixed(4)}°, S ${south.toFixed(4)}°, E ${e.toFixed(4)}°, N ${n.toFixed(4)}° (${bboxWidth(bbox).toFixed(4)}° wide)`,
    ],
    ['Picture', `${width} x ${height} pixels, ${px[0]} m x ${px[1]} m per pixel`],
    ['List position', String(s.sort)],
    ['Provenance', layers.water.summary.provenance],
  ];
}

const parameters = (r: AnalysisResult) =>
  `Parameters: ${Object.entries(r.summary.parameters)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}.`;

const position = (f: AnalysisFeature) => {
  const [lon, lat] = f.geometry.coordinates as number[];
  return latLon(lat, lon);
};

function detections(report: ReportWriter, layers: PictureLayers) {
  const { vessel, oil, water } = layers;
  report.heading('Vessel detection (CA-CFAR)');
  report.paragraph(`Ships detected: ${vessel.summary.count}`);
  if (vessel.features.length)
    report.table(
      [
        { header: 'No.', width: 0.08 },
        { header: 'Position (WGS-84)', width: 0.5 },
        { header: 'Length (m)', width: 0.2 },
        { header: 'Peak amplitude', width: 0.22 },
      ],
      vessel.features.map((f, i) => [
        String(i + 1),
        position(f),
        String(f.properties.length_m),
        String(f.properties.peak),
      ]),
    );
  report.paragraph(parameters(vessel), { size: 8, muted: true });

  report.heading('Oil spill dark spots');
  const oilArea = oil.features.reduce((s, f) => s + Number(f.properties.area_km2), 0);
  report.paragraph(`Oil dark spots: ${oil.summary.count}, total area ${km2(oilArea)}`);
  if (oil.features.length)
    report.table(
      [
        { header: 'No.', width: 0.08 },
        { header: 'Area', width: 0.22 },
        { header: 'Pixels', width: 0.15 },
        { header: 'Contrast to sea', width: 0.2 },
        { header: 'Outline points', width: 0.35 },
      ],
      oil.features.map((f, i) => [
        String(i + 1),
        km2(Number(f.properties.area_km2)),
        String(f.properties.pixels),
        String(f.properties.contrast),
        String((f.geometry.coordinates as number[][][])[0].length),
      ]),
    );
  report.paragraph(parameters(oil), { size: 8, muted: true });

  report.heading('Water extraction (Otsu threshold)');
  report.paragraph(
    `Water area: ${km2(water.summary.water_area_km2 ?? 0)}, threshold ${water.summary.threshold} (amplitude); ${water.summary.count} water bodies outlined.`,
  );
  const largest = [...water.features]
    .sort((a, b) => Number(b.properties.area_km2) - Number(a.properties.area_km2))
    .slice(0, WATER_BODIES_LISTED);
  if (largest.length)
    report.table(
      [
        { header: 'Water body', width: 0.2 },
        { header: 'Area', width: 0.3 },
        { header: 'Pixels', width: 0.5 },
      ],
      largest.map((f) => [String(f.id), km2(Number(f.properties.area_km2)), String(f.properties.pixels)]),
    );
  report.paragraph(parameters(water), { size: 8, muted: true });
}

export async function sampleReportPdf(s: SampleRow, layers: PictureLayers, png: Buffer): Promise<Buffer> {
  const report = await ReportWriter.create({
    title: `SAR sample report: ${s.title_en}`,
    subject: `Sample ${s.id}: picture, metadata and detections`,
    footer: `Sample ${s.id} report, generated ${utc(new Date())}`,
  });
  report.title(`SAR sample report: ${s.title_en}`);
  report.paragraph(
    'Water extraction, oil spill dark spots and vessel detection run by the portal on this sample. Blue: water outlines; red: oil dark spots; yellow boxes: ships, numbered as in the table.',
    { muted: true },
  );
  const side = PICTURE_WIDTH_PT * (layers.water.summary.height / layers.water.summary.width);
  const box = report.reserve(side + 6);
  await drawSamplePicture(
    report.pdf,
    box.page,
    { x: box.x + (report.width - PICTURE_WIDTH_PT) / 2, y: box.y, width: PICTURE_WIDTH_PT },
    png,
    sampleGrid(s, layers.water.summary),
    layers,
    report.font,
  );
  report.heading('Sample');
  report.definitions(metadata(s, layers));
  detections(report, layers);
  return report.save();
}

/**
 * Reports built, by the sample row they describe (the analyses and the picture are functions of it): viewing a
 * report again, or paging through it in the browser, costs nothing.
 */
const REPORT_CACHE_SIZE = 16;
const reports = new Map<string, Promise<Buffer>>();

async function buildReport(s: SampleRow): Promise<Buffer> {
  const [png, water, oil, vessel] = await Promise.all([
    samplePngInPool(s),
    ...(['water', 'oil', 'vessel'] as const).map((a) => analyseInPool(sampleJob(s, a))),
  ]);
  return sampleReportPdf(s, { water, oil, vessel }, png);
}

/** The report of sample `id`, or null when there is no such sample. The analyses run in the worker pool. */
export async function sampleReport(db: Queryable, id: number): Promise<Buffer | null> {
  const s = await findSample(db, id);
  if (!s) return null;
  const key = JSON.stringify(s);
  let report = reports.get(key);
  if (!report) {
    report = buildReport(s);
    if (reports.size >= REPORT_CACHE_SIZE) reports.delete(reports.keys().next().value!);
    reports.set(key, report);
    report.catch(() => reports.delete(key));
  }
  return report;
}
