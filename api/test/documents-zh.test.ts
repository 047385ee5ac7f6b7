/**
 * The PDF documents in Chinese (issue 33): the specification sheet and a sample's report are written in Chinese for
 * a Chinese request (Accept-Language, or `lang` in the address) with an embedded subset of Noto Sans SC, and in
 * English for an English one; read with pdfjs-dist, as the portal's /PDF page reads them.
 */
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES, satelliteLabel } from '@portal/shared/domain';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { pdfText } from './support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
});
afterAll(() => t.close());

/** The PDF's text runs (pdfjs-dist reads them), each a line. */
const linesOf = async (body: Buffer) => (await pdfText(body)).flatMap((page) => page.split('\n'));

/** Runs of three or more English words in a row: what a sentence or a label in English would leave. */
const englishPhrases = (lines: string[]) =>
  lines.flatMap((line) => line.match(/[A-Za-z]{2,}(?: [A-Za-z]{2,}){2,}/g) ?? []);

/** The sizes of the font files the PDF embeds (FontFile2/FontFile3 streams), by font name. */
async function embeddedFonts(body: Buffer): Promise<Record<string, number>> {
  const pdf = await PDFDocument.load(body);
  const fonts: Record<string, number> = {};
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = obj.get(PDFName.of('FontFile3')) ?? obj.get(PDFName.of('FontFile2'));
    const stream = file && pdf.context.lookup(file);
    if (stream instanceof PDFRawStream)
      fonts[String(obj.get(PDFName.of('FontName')))] = stream.getContents().length;
  }
  return fonts;
}

describe('GET /api/web/product_spec/ in Chinese', () => {
  it('is the sheet in Chinese: title, headings, satellites and modes by their Chinese names, no English', async () => {
    const res = await t.call({ method: 'GET', url: '/api/web/product_spec/', lang: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const lines = await linesOf(res.rawPayload);
    const text = lines.join(' ');
    for (const words of ['雷达卫星产品规格说明', '卫星', '成像模式', '产品', '极化方式', '坐标系'])
      expect(lines).toContain(words);
    for (const s of CONSTELLATION) expect(text).toContain(satelliteLabel(s, 'zh'));
    for (const code of IMAGING_MODE_ORDER) expect(lines).toContain(IMAGING_MODES[code].name.zh);
    expect(text).toContain('第 1 页');
    expect(englishPhrases(lines)).toEqual([]);
  });

  it('embeds the Chinese fonts as small subsets, and `lang` in the address wins over Accept-Language', async () => {
    const zh = await t.call({ method: 'GET', url: '/api/web/product_spec/?lang=zh', lang: 'en' });
    const fonts = await embeddedFonts(zh.rawPayload);
    // Two subsets (regular and bold) of the 8 MB Noto Sans SC files, each named with a tag of its glyphs.
    expect(Object.keys(fonts)).toHaveLength(2);
    for (const [name, size] of Object.entries(fonts)) {
      expect(name).toMatch(/^\/NotoSansHans-(Regular|Bold)-\d+$/);
      expect(size).toBeLessThan(200_000);
    }
    const en = await t.call({ method: 'GET', url: '/api/web/product_spec/?lang=en', lang: 'zh' });
    const lines = await linesOf(en.rawPayload);
    expect(lines).toContain('SAR product specification');
    expect(lines.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/shp_pdf/{id}/ in Chinese', () => {
  it("is the sample's report in Chinese: its Chinese title, headings, fields and detections, no English", async () => {
    const res = await t.call({ method: 'GET', url: '/api/shp_pdf/3/', lang: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const lines = await linesOf(res.rawPayload);
    const text = lines.join(' ');
    const { rows } = await t.db.query<{ title_zh: string; country_zh: string; description_zh: string }>(
      'SELECT title_zh, country_zh, description_zh FROM sar_samples WHERE id = 3',
    );
    expect(text).toContain(`雷达样例分析报告：${rows[0].title_zh}`);
    expect(text).toContain(rows[0].country_zh);
    for (const heading of ['样例', '船只检测（CA-CFAR）', '溢油暗斑检测', '水体提取（Otsu 阈值）'])
      expect(lines).toContain(heading);
    for (const label of ['样例编号', '成像模式', '获取时间', '位置（WGS-84）', '数据来源'])
      expect(lines).toContain(label);
    const { token } = await t.tokenOf('customer');
    const ships = (
      await t.call({
        method: 'POST',
        url: '/api/discern/api/v1/geoserver/getwfs/',
        token,
        payload: { sample_id: 3, algorithm: 'vessel' },
      })
    ).json().data[0];
    expect(text).toContain(`检测到的船只：${ships.summary.count} 艘`);
    const [lon, lat] = ships.features[0].geometry.coordinates;
    expect(text).toContain(`北纬 ${lat.toFixed(6)}°，东经 ${lon.toFixed(6)}°`);
    expect(englishPhrases(lines)).toEqual([]);
  });

  it('is English for an English request, as before', async () => {
    const res = await t.call({ method: 'GET', url: '/api/shp_pdf/3/', lang: 'en' });
    const text = (await linesOf(res.rawPayload)).join(' ');
    expect(text).toContain('SAR sample report: ');
    expect(text).toContain('Vessel detection (CA-CFAR)');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
