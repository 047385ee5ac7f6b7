/**
 * A public sample's report (GET /api/shp_pdf/{id}/), in Chinese or English: its picture with the detections of the
 * three analyses drawn over it, every field of its sar_samples row (its title, description and country in the
 * report's language), and the detection statistics (ships and their positions, oil dark spots and their areas, water
 * area and threshold).
 */
import { CONSTELLATION, IMAGING_MODES, satelliteLabel, type ImagingModeCode } from '@portal/shared/domain';
import { METRES_PER_DEGREE, sampleBbox, sampleGrid } from '@portal/shared/domain/sample-footprint';
import { MODE_SPEC } from '../catalog/generate';
import type { SampleRow } from '../catalog/samples';
import { type AnalysisFeature, type AnalysisResult } from '../analysis/features';
import { SYNTHETIC_PROVENANCE } from '../analysis/sources';
import { bboxWidth } from '../geo/bbox';
import type { Lang } from '../i18n/messages';
import { km2, latLon, utc } from './geo-format';
import { ReportWriter } from './layout';
import { drawSamplePicture, type PictureLayers } from './sample-picture';

const PICTURE_WIDTH_PT = 380;
/** Water bodies listed one by one, largest first (the total covers them all). */
const WATER_BODIES_LISTED = 15;

interface Coverage {
  sideKm: string;
  w: string;
  s: string;
  e: string;
  n: string;
  wide: string;
}

/** The report's words in each language. */
const TEXT = {
  zh: {
    title: (t: string) => `雷达样例分析报告：${t}`,
    subject: (id: number) => `样例 ${id}：图片、元数据和检测结果`,
    footer: (id: number, at: string) => `样例 ${id} 报告，生成于 ${at}`,
    intro:
      '平台对该样例执行的水体提取、溢油暗斑检测和船只检测。蓝色：水体轮廓；红色：油污暗斑；黄色方框：船只，编号与表格一致。',
    sample: '样例',
    fields: {
      id: '样例编号',
      title: '标题',
      description: '描述',
      country: '国家',
      satellite: '卫星',
      mode: '成像模式',
      resolution: '分辨率',
      polarization: '极化方式',
      acquired: '获取时间',
      position: '位置（WGS-84）',
      coverage: '地面覆盖',
      picture: '图片',
      sort: '列表位置',
      provenance: '数据来源',
    },
    mode: (name: string, code: number, swathKm: number) => `${name}（模式 ${code}，幅宽 ${swathKm} km）`,
    unknownMode: (code: number) => `模式 ${code}`,
    resolution: (rg: number, az: number) => `距离向 ${rg} m × 方位向 ${az} m（模式标称值）`,
    coverage: (c: Coverage) =>
      `边长 ${c.sideKm} km 的正方形，西 ${c.w}°，南 ${c.s}°，东 ${c.e}°，北 ${c.n}°（经度跨 ${c.wide}°）`,
    picture: (w: number, h: number, px: number[]) => `${w} × ${h} 像素，每像素 ${px[0]} m × ${px[1]} m`,
    provenance: (p: string) =>
      p === SYNTHETIC_PROVENANCE
        ? '平台根据所在地的海岸线、地形和城镇生成的模拟雷达样例（单视斑点噪声，并放置了船只、油膜、河流或洪水），并非真实获取的影像。'
        : p,
    parameters: (list: string) => `参数：${list}。`,
    no: '序号',
    area: '面积',
    pixels: '像素数',
    vessel: '船只检测（CA-CFAR）',
    ships: (n: number) => `检测到的船只：${n} 艘`,
    vesselColumns: ['位置（WGS-84）', '长度（m）', '峰值幅度'],
    oil: '溢油暗斑检测',
    oilSpots: (n: number, area: string) => `油污暗斑：${n} 处，总面积 ${area}`,
    oilColumns: ['与海面的对比度', '轮廓点数'],
    water: '水体提取（Otsu 阈值）',
    waterArea: (area: string, threshold: number | undefined, n: number) =>
      `水体面积：${area}，阈值 ${threshold}（幅度）；共勾勒 ${n} 个水体。`,
    waterBody: '水体',
  },
  en: {
    title: (t: string) => `SAR sample report: ${t}`,
    subject: (id: number) => `Sample ${id}: picture, metadata and detections`,
    footer: (id: number, at: string) => `Sample ${id} report, generated ${at}`,
    intro:
      'Water extraction, oil spill dark spots and vessel detection run by the portal on this sample. Blue: water outlines; red: oil dark spots; yellow boxes: ships, numbered as in the table.',
    sample: 'Sample',
    fields: {
      id: 'Sample ID',
      title: 'Title',
      description: 'Description',
      country: 'Country',
      satellite: 'Satellite',
      mode: 'Imaging mode',
      resolution: 'Resolution',
      polarization: 'Polarization',
      acquired: 'Acquisition time',
      position: 'Position (WGS-84)',
      coverage: 'Ground coverage',
      picture: 'Picture',
      sort: 'List position',
      provenance: 'Provenance',
    },
    mode: (name: string, code: number, swathKm: number) => `${name} (mode ${code}, swath ${swathKm} km)`,
    unknownMode: (code: number) => `mode ${code}`,
    resolution: (rg: number, az: number) => `${rg} m range x ${az} m azimuth (mode nominal)`,
    coverage: (c: Coverage) =>
      `${c.sideKm} km square, W ${c.w}°, S ${c.s}°, E ${c.e}°, N ${c.n}° (${c.wide}° wide)`,
    picture: (w: number, h: number, px: number[]) => `${w} x ${h} pixels, ${px[0]} m x ${px[1]} m per pixel`,
    provenance: (p: string) => p,
    parameters: (list: string) => `Parameters: ${list}.`,
    no: 'No.',
    area: 'Area',
    pixels: 'Pixels',
    vessel: 'Vessel detection (CA-CFAR)',
    ships: (n: number) => `Ships detected: ${n}`,
    vesselColumns: ['Position (WGS-84)', 'Length (m)', 'Peak amplitude'],
    oil: 'Oil spill dark spots',
    oilSpots: (n: number, area: string) => `Oil dark spots: ${n}, total area ${area}`,
    oilColumns: ['Contrast to sea', 'Outline points'],
    water: 'Water extraction (Otsu threshold)',
    waterArea: (area: string, threshold: number | undefined, n: number) =>
      `Water area: ${area}, threshold ${threshold} (amplitude); ${n} water bodies outlined.`,
    waterBody: 'Water body',
  },
};
type Words = (typeof TEXT)[Lang];

/** The sample's own texts in the report's language. */
const sampleTexts = (s: SampleRow, lang: Lang) =>
  lang === 'zh'
    ? { title: s.title_zh, description: s.description_zh, country: s.country_zh }
    : { title: s.title_en, description: s.description_en, country: s.country_en };

function metadata(s: SampleRow, layers: PictureLayers, lang: Lang): [string, string][] {
  const w = TEXT[lang];
  const f = w.fields;
  const own = sampleTexts(s, lang);
  const satellite = CONSTELLATION.find((x) => x.id === s.satellite);
  const mode = IMAGING_MODES[s.img_mode as ImagingModeCode];
  const resolution = MODE_SPEC[s.img_mode];
  const bbox = sampleBbox(s);
  const [west, south, east, north] = bbox;
  const { width, height, pixel_size_m: px } = layers.water.summary;
  const sideKm = ((north - south) * METRES_PER_DEGREE) / 1000;
  return [
    [f.id, String(s.id)],
    [f.title, own.title],
    [f.description, own.description],
    [f.country, `${own.country} (${s.country_code})`],
    [f.satellite, satellite ? satelliteLabel(satellite, lang) : s.satellite],
    [f.mode, mode ? w.mode(mode.name[lang], mode.code, mode.swathWidthKm) : w.unknownMode(s.img_mode)],
    [f.resolution, resolution ? w.resolution(resolution.rg, resolution.az) : '-'],
    [f.polarization, s.polarization],
    [f.acquired, utc(s.acquired_at)],
    [f.position, latLon(s.lat, s.lon, lang)],
    [
      f.coverage,
      w.coverage({
        sideKm: sideKm.toFixed(1),
        w: west.toFixed(4),
        s: south.toFixed(4),
        e: east.toFixed(4),
        n: north.toFixed(4),
        wide: bboxWidth(bbox).toFixed(4),
      }),
    ],
    [f.picture, w.picture(width, height, px)],
    [f.sort, String(s.sort)],
    [f.provenance, w.provenance(layers.water.summary.provenance)],
  ];
}

const parameters = (r: AnalysisResult, w: Words) =>
  w.parameters(
    Object.entries(r.summary.parameters)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );

const position = (f: AnalysisFeature, lang: Lang) => {
  const [lon, lat] = f.geometry.coordinates as number[];
  return latLon(lat, lon, lang);
};

function detections(report: ReportWriter, layers: PictureLayers, lang: Lang) {
  const w = TEXT[lang];
  const { vessel, oil, water } = layers;
  report.heading(w.vessel);
  report.paragraph(w.ships(vessel.summary.count));
  if (vessel.features.length)
    report.table(
      [
        { header: w.no, width: 0.08 },
        { header: w.vesselColumns[0], width: 0.5 },
        { header: w.vesselColumns[1], width: 0.2 },
        { header: w.vesselColumns[2], width: 0.22 },
      ],
      vessel.features.map((f, i) => [
        String(i + 1),
        position(f, lang),
        String(f.properties.length_m),
        String(f.properties.peak),
      ]),
    );
  report.paragraph(parameters(vessel, w), { size: 8, muted: true });

  report.heading(w.oil);
  const oilArea = oil.features.reduce((s, f) => s + Number(f.properties.area_km2), 0);
  report.paragraph(w.oilSpots(oil.summary.count, km2(oilArea)));
  if (oil.features.length)
    report.table(
      [
        { header: w.no, width: 0.08 },
        { header: w.area, width: 0.22 },
        { header: w.pixels, width: 0.15 },
        { header: w.oilColumns[0], width: 0.2 },
        { header: w.oilColumns[1], width: 0.35 },
      ],
      oil.features.map((f, i) => [
        String(i + 1),
        km2(Number(f.properties.area_km2)),
        String(f.properties.pixels),
        String(f.properties.contrast),
        String((f.geometry.coordinates as number[][][])[0].length),
      ]),
    );
  report.paragraph(parameters(oil, w), { size: 8, muted: true });

  report.heading(w.water);
  report.paragraph(
    w.waterArea(km2(water.summary.water_area_km2 ?? 0), water.summary.threshold, water.summary.count),
  );
  const largest = [...water.features]
    .sort((a, b) => Number(b.properties.area_km2) - Number(a.properties.area_km2))
    .slice(0, WATER_BODIES_LISTED);
  if (largest.length)
    report.table(
      [
        { header: w.waterBody, width: 0.2 },
        { header: w.area, width: 0.3 },
        { header: w.pixels, width: 0.5 },
      ],
      largest.map((f) => [String(f.id), km2(Number(f.properties.area_km2)), String(f.properties.pixels)]),
    );
  report.paragraph(parameters(water, w), { size: 8, muted: true });
}

export async function sampleReportPdf(
  s: SampleRow,
  layers: PictureLayers,
  png: Buffer,
  lang: Lang,
): Promise<Buffer> {
  const w = TEXT[lang];
  const title = w.title(sampleTexts(s, lang).title);
  const report = await ReportWriter.create({
    title,
    subject: w.subject(s.id),
    footer: w.footer(s.id, utc(new Date())),
    lang,
  });
  report.title(title);
  report.paragraph(w.intro, { muted: true });
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
  report.heading(w.sample);
  report.definitions(metadata(s, layers, lang));
  detections(report, layers, lang);
  return report.save();
}
