/**
 * The API reference in the reader's language (issue 33): GET /api/openapi.json answers in Chinese for a Chinese
 * Accept-Language (every summary, tag and description, and the info block) and as generated for English, and no
 * route can be added without its Chinese summary.
 */
import { isIdentifierLike, toChinese } from '../src/openapi/localize';
import { OPENAPI_ZH, SUMMARIES } from '../src/routes/openapi-zh';
import { startTestApp, type TestApp } from './helpers';

type Json = Record<string, unknown>;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fetchDoc = async (lang: 'zh' | 'en') => {
  const res = await t.call({ method: 'GET', url: '/api/openapi.json', lang });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/i);
  return res.json() as Json & { info: Json; paths: Record<string, Record<string, Json>> };
};

/** Every text a reader of the reference sees: [where, text] for summaries, tags, descriptions and the info block. */
function readerTexts(doc: Json & { info: Json; paths: Record<string, Record<string, Json>> }) {
  const texts: [string, string][] = [
    ['info.title', String(doc.info.title)],
    ['info.description', String(doc.info.description)],
  ];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${where}[${i}]`));
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (['example', 'examples', 'enum', 'const', 'default'].includes(k)) continue;
      if (k === 'description' && typeof v === 'string') texts.push([`${where}.description`, v]);
      else walk(v, `${where}.${k}`);
    }
  };
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      texts.push([`${where} summary`, String(op.summary)]);
      for (const tag of (op.tags as string[]) ?? []) texts.push([`${where} tag`, tag]);
    }
  walk(doc.paths, 'paths');
  walk(doc.components, 'components');
  return texts;
}

const CJK = /[\u4e00-\u9fff]/;

describe('GET /api/openapi.json in Chinese', () => {
  it('has Chinese in every summary, tag, description and the info block (identifiers aside)', async () => {
    const doc = await fetchDoc('zh');
    const texts = readerTexts(doc);
    expect(texts.length).toBeGreaterThan(300);
    const english = texts.filter(([, text]) => !CJK.test(text) && !isIdentifierLike(text));
    expect(english).toEqual([]);
    expect(doc.info.title).toBe('雷达卫星影像服务平台 API');
    expect(doc.paths['/api/user/login/'].post.summary).toBe('使用用户名、手机号或电子邮箱及密码登录');
    expect(doc.paths['/api/user/login/'].post.tags).toEqual(['用户']);
  });

  it('keeps identifiers, field names, enum values and examples as they are', async () => {
    const [zh, en] = [await fetchDoc('zh'), await fetchDoc('en')];
    const shape = (doc: Json) =>
      JSON.stringify(doc, (k, v: unknown) =>
        k === 'summary' || k === 'description' || k === 'title' || k === 'tags' ? undefined : v,
      );
    expect(shape(zh)).toBe(shape(en));
    expect(Object.keys(zh.paths)).toEqual(Object.keys(en.paths));
  });
});

describe('GET /api/openapi.json in English', () => {
  it('is the document generated from the routes, before and after a Chinese one was asked for', async () => {
    const generated = JSON.parse(JSON.stringify(t.app.swagger()));
    expect(await fetchDoc('en')).toEqual(generated);
    await fetchDoc('zh');
    expect(await fetchDoc('en')).toEqual(generated);
    const login = generated.paths['/api/user/login/'].post;
    expect([login.summary, login.tags]).toEqual([
      'Log in with a username, mobile or e-mail and a password',
      ['User'],
    ]);
  });
});

describe('the translation keeps up with the routes', () => {
  it('every route of the API has a Chinese summary and every English text of the document its Chinese', () => {
    const english = t.app.swagger() as unknown as Json;
    expect(toChinese(english, OPENAPI_ZH).missing).toEqual([]);
    const untranslated = t.app.apiRoutes
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .map((r) => `${r.method} ${r.url}: ${(r.schema as { summary?: string } | undefined)?.summary}`)
      .filter((route) => !SUMMARIES.has(route.slice(route.indexOf(': ') + 2)));
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    expect(untranslated).toEqual([]);
  });

  it('names a route added without Chinese, and leaves its English in place', () => {
    const english = t.app.swagger() as unknown as Json & { paths: Record<string, unknown> };
    const added = {
      ...english,
      paths: {
        ...english.paths,
        '/api/new/': { get: { summary: 'A new route', tags: ['A new group'], description: 'What it does' } },
      },
    };
    const { document, missing } = toChinese(added, OPENAPI_ZH);
    expect(missing.sort()).toEqual(['A new group', 'A new route', 'What it does']);
    expect((document.paths as Record<string, Record<string, Json>>)['/api/new/'].get.summary).toBe(
      'A new route',
    );
  });
});
