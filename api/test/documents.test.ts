/**
 * The PDF documents: a public sample's report (GET /api/shp_pdf/{id}/) and the product specification sheet
 * (GET /api/web/product_spec/), opened with pdf-lib and read with pdfjs-dist, as the portal's /PDF page reads them.
 */
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES } from '@portal/shared/domain';
import { PDFDocument } from 'pdf-lib';
import { loadFixture } from './catalog-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { pdfText } from './support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
});
afterAll(() => t.close());

/** The PDF's pages (pdf-lib opens it) and its text in one line (pdfjs-dist reads it). */
async function readPdf(body: Buffer) {
  const pages = (await PDFDocument.load(body)).getPageCount();
  const text = (await pdfText(body)).join('\n').replace(/\s+/g, ' ');
  return { pages, text };
}

describe('GET /api/shp_pdf/{id}/', () => {
  it("is the sample's report: title, satellite, the ships getwfs/ finds, oil spots and water", async () => {
    const res = await t.call({ method: 'GET', url: '/api/shp_pdf/3/', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="sample-3-report.pdf"');
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query<{ title_en: string; satellite: string }>(
      'SELECT title_en, satellite FROM sar_samples WHERE id = 3',
    );
    expect(text).toContain(rows[0].title_en);
    expect(text).toContain(rows[0].satellite);
    const { token } = await t.tokenOf('customer');
    const analysis = async (algorithm: string) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/discern/api/v1/geoserver/getwfs/',
          token,
          payload: { sample_id: 3, algorithm },
        })
      ).json().data[0];
    const ships = await analysis('vessel');
    expect(ships.summary.count).toBeGreaterThan(0);
    expect(text).toContain(`Ships detected: ${ships.summary.count}`);
    for (const f of ships.features) {
      const [lon, lat] = f.geometry.coordinates;
      expect(text).toContain(`${lat.toFixed(6)}° N, ${lon.toFixed(6)}° E`);
    }
    expect(text).toContain(`Oil dark spots: ${(await analysis('oil')).summary.count},`);
    const water = await analysis('water');
    expect(text).toContain(`Water area: ${water.summary.water_area_km2.toFixed(4)} km²`);
  });

  it('prints a title it cannot draw (Chinese, symbols) with its drawable characters, never failing', async () => {
    await t.db.query("UPDATE sar_samples SET title_en = '鹿特丹 Port ☃ of Rotterdam 港' WHERE id = 6");
    const res = await t.call({ method: 'GET', url: '/api/shp_pdf/6/', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Port ? of Rotterdam');
  });

  it('answers 404 for an unknown sample and 400 for an id that is not a positive integer', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/shp_pdf/9999/', lang: 'en' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 404, msg: 'The requested resource was not found' },
    ]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.call({ method: 'GET', url: `/api/shp_pdf/${id}/`, lang: 'en' });
      expect([id, res.statusCode, res.json().code]).toEqual([id, 400, 400]);
    }
  });
});

describe('GET /api/web/product_spec/', () => {
  it('names every satellite and imaging mode of the constellation table', async () => {
    const res = await t.call({ method: 'GET', url: '/api/web/product_spec/', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const s of CONSTELLATION) {
      expect(text).toContain(s.id);
      expect(text).toContain(s.name.en);
    }
    for (const code of IMAGING_MODE_ORDER) {
      const m = IMAGING_MODES[code];
      expect(text).toContain(m.name.en);
      expect(text).toContain(`${m.swathWidthKm} km`);
    }
  });
});
