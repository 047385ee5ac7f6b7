import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async () => (await t.call({ method: 'GET', url: '/api/effect/data/' })).json();

describe('/api/effect/data/', () => {
  it('lists the five service pages to anyone, in both languages, with their demo samples and provenance', async () => {
    const body = await list();
    expect(body.code).toBe(0);
    expect(body.data.map((x: { service: string }) => x.service)).toEqual([
      'introduce',
      'waterExtraction',
      'oilSpill',
      'vesselDetection',
      'videoRadar',
    ]);
    for (const x of body.data) {
      expect(x.title_zh && x.title_en && x.body_zh && x.body_en).toBeTruthy();
      expect(x.figures.length).toBeGreaterThan(0);
      expect(x.sample_ids.length).toBeGreaterThan(0);
      expect(x.provenance_en).toMatch(/synthetic/i);
      // A figure's value is shown as it is in both languages: numbers and symbols, never a phrase of one language.
      for (const f of x.figures as { value: string }[])
        expect(f.value).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}|[\u4e00-\u9fff]/);
    }
    const oil = body.data.find((x: { service: string }) => x.service === 'oilSpill');
    expect(oil.figures[0]).toEqual({
      label_zh: '暗点门限',
      label_en: 'Dark-pixel threshold',
      value: 'μ − 2σ',
    });
  });

  it('answers one page by id, and 404 for an unknown id', async () => {
    const first = (await list()).data[1];
    const one = await t.call({ method: 'GET', url: `/api/effect/data/${first.id}/` });
    expect(one.json().data).toEqual([first]);
    expect((await t.call({ method: 'GET', url: '/api/effect/data/9999/' })).statusCode).toBe(404);
  });

  it('lets staff change a page, audited with before and after', async () => {
    const page = (await list()).data[2];
    const { token } = await t.tokenOf('admin');
    const figures = [{ label_zh: '检出率', label_en: 'Detection rate', value: '95%' }];
    const res = await t.call({
      method: 'PUT',
      url: `/api/effect/data/${page.id}/`,
      token,
      payload: { title_en: 'Oil spills', figures },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ title_en: 'Oil spills', figures, title_zh: page.title_zh });
    const audit = await t.db.query<{
      action: string;
      before: { title_en: string };
      after: { title_en: string };
    }>(`SELECT action, before, after FROM audit_log WHERE subject_type = 'content' AND subject_id = $1`, [
      page.id,
    ]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'content.update',
      before: { title_en: page.title_en },
      after: { title_en: 'Oil spills' },
    });
  });

  it('refuses customers (403) and anonymous callers (session answer), changing nothing', async () => {
    const before = await list();
    const page = before.data[0];
    const { token } = await t.tokenOf('customer');
    const payload = { title_en: 'Changed' };
    expect(
      (await t.call({ method: 'PUT', url: `/api/effect/data/${page.id}/`, token, payload })).statusCode,
    ).toBe(403);
    const anonymous = await t.call({ method: 'PUT', url: `/api/effect/data/${page.id}/`, payload });
    expect(anonymous.json().code).toBe(201);
    expect(await list()).toEqual(before);
  });

  it('answers 400 with field errors to a body of the wrong types, and 404 for an unknown id, changing nothing', async () => {
    const before = await list();
    const page = before.data[0];
    const { token } = await t.tokenOf('admin');
    for (const payload of [
      { title_en: 42 },
      { figures: [{ label_zh: 'x' }] },
      { sample_ids: ['one'] },
      { title_zh: '' },
      { service: 'other' },
    ]) {
      const res = await t.call({ method: 'PUT', url: `/api/effect/data/${page.id}/`, token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    }
    const missing = await t.call({
      method: 'PUT',
      url: '/api/effect/data/9999/',
      token,
      payload: { title_en: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});
