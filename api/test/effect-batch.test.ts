/**
 * PUT /api/effect/data/ (docs/requirements.md §7): staff change several application-service pages at once — all or nothing, each
 * page audited, the answer every page as it now is; others are refused and change nothing.
 */
import { appOfFile } from './helpers';

const t = appOfFile();
const admin = t.session('admin');

type Page = { id: number; service: string; title_en: string; title_zh: string; figures: unknown[] };
const list = async (): Promise<Page[]> =>
  (await t.call({ method: 'GET', url: '/api/effect/data/' })).json().data;
const put = (payload: unknown, token: string | null = admin.token) =>
  t.call({
    method: 'PUT',
    url: '/api/effect/data/',
    token: token ?? undefined,
    lang: 'en',
    payload: payload as object,
  });
const auditCount = async () =>
  Number(
    (
      await t.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM audit_log WHERE subject_type = 'content' AND action = 'content.update'",
      )
    ).rows[0].n,
  );

describe('PUT /api/effect/data/', () => {
  it('changes several pages in one call, answers every page, and audits each change', async () => {
    const [a, b, c] = await list();
    const audits = await auditCount();
    const figures = [{ label_zh: '覆盖', label_en: 'Coverage', value: '100 km' }];
    const res = await put({
      data: [
        { id: b.id, title_en: 'Water, mapped', figures },
        { id: a.id, summary_en: 'What SAR gives you, in one page.' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: 'Saved', total: 5, total_exact: true, next: null });
    const after = await list();
    expect(body.data).toEqual(after);
    expect(after.find((p) => p.id === b.id)).toMatchObject({
      title_en: 'Water, mapped',
      figures,
      title_zh: b.title_zh,
    });
    expect(after.find((p) => p.id === a.id)).toMatchObject({
      summary_en: 'What SAR gives you, in one page.',
      title_en: a.title_en,
    });
    expect(after.find((p) => p.id === c.id)).toEqual(c);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('an unknown page changes no page (404), and a malformed batch is a 400 that changes nothing', async () => {
    const before = await list();
    const audits = await auditCount();
    const missing = await put({
      data: [
        { id: before[0].id, title_en: 'Changed' },
        { id: 9999, title_en: 'x' },
      ],
    });
    expect(missing.statusCode).toBe(404);
    for (const payload of [
      {},
      { data: [] },
      {
        data: [
          { id: before[0].id, title_en: 'A' },
          { id: before[0].id, title_en: 'B' },
        ],
      },
      { data: [{ title_en: 'no id' }] },
      { data: [{ id: before[0].id, service: 'other' }] },
      { data: [{ id: before[0].id, title_zh: '' }] },
      { data: Array.from({ length: 6 }, (_, i) => ({ id: i + 1 })) },
      [{ id: before[0].id, title_en: 'not an object' }],
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    }
    expect(await list()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses customers and sales (403) and anonymous callers (session answer), changing nothing', async () => {
    const before = await list();
    const payload = { data: [{ id: before[0].id, title_en: 'Changed' }] };
    for (const who of ['customer', 'sales']) {
      const { token } = await t.tokenOf(who);
      expect((await put(payload, token)).statusCode).toBe(403);
    }
    expect((await put(payload, null)).json().code).toBe(201);
    expect(await list()).toEqual(before);
  });

  it('10 batches at once over the same pages, in either order: each applies whole, one after another', async () => {
    const [a, b] = await list();
    const audits = await auditCount();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        put({
          data:
            n % 2
              ? [
                  { id: a.id, title_en: `Batch ${n}` },
                  { id: b.id, title_en: `Batch ${n}` },
                ]
              : [
                  { id: b.id, title_en: `Batch ${n}` },
                  { id: a.id, title_en: `Batch ${n}` },
                ],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const after = await list();
    const titleA = after.find((p) => p.id === a.id)!.title_en;
    expect(titleA).toMatch(/^Batch \d$/);
    // The last batch to commit set both pages: they tell the same story.
    expect(after.find((p) => p.id === b.id)!.title_en).toBe(titleA);
    expect(await auditCount()).toBe(audits + 20);
  });
});
