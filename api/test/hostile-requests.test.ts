/**
 * Regression tests of issue 13's findings that concern every route: bodies of the wrong shape, NUL characters,
 * forged cursors, oversized multipart, the product download link, request ids and what the API discloses.
 * Each case is a request a careless client or an attacker can send; each must get a clear 4xx and leave the
 * service answering.
 */
import JSZip from 'jszip';
import { insertScenes } from '../src/catalog/insert';
import { FIXTURE, loadFixture } from './catalog-fixtures';
import { multipart, postForm, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let customer: { token: string; userId: number };
let admin: { token: string; userId: number };

beforeAll(async () => {
  t = await startTestApp();
  await loadFixture(t.db);
  // A scene named as the archive names them (satellite, mode, time, orbit): its download token is ~113 characters.
  await insertScenes(t.db, [{ ...FIXTURE[0], id: LONG_ID }]);
  customer = await t.tokenOf('customer');
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const LONG_ID = 'TY39_FS_20250110T030000_001000';
const json = { 'content-type': 'application/json' };
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

async function stillServing() {
  const h = await t.call({ method: 'GET', url: '/api/health' });
  expect(h.json().code).toBe(0);
}

describe('bodies that are not JSON objects (finding 1)', () => {
  const routes: [string, 'public' | 'customer'][] = [
    ['/api/user/register/', 'public'],
    ['/api/password_reset/confirm/', 'public'],
    ['/api/user/login/', 'public'],
    ['/api/user/password_change/', 'customer'],
  ];
  it.each(routes)('%s answers 400 to null, arrays, scalars, {} and no body', async (url, who) => {
    const token = who === 'customer' ? customer.token : undefined;
    for (const payload of ['null', '[]', '"x"', '5', 'true', '[{"username":"a"}]']) {
      const res = await t.call({ method: 'POST', url, token, headers: json, payload, lang: 'en' });
      expect([payload, res.statusCode, res.json().code]).toEqual([payload, 400, 400]);
      expect(res.json().msg).toBe('The request body must be a JSON object');
    }
    for (const opts of [{ payload: '{}', headers: json }, {}]) {
      const res = await t.call({ method: 'POST', url, token, ...opts, lang: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errors: expect.any(Array) });
    }
    await stillServing();
  });
});

describe('NUL characters (finding 4)', () => {
  const nul = 'a\u0000b';
  it('are refused in any string of a body, with the field named', async () => {
    const cases: [string, string, object, string | undefined][] = [
      ['POST', '/api/user/register/', { username: nul, password: 'Abcdefg123' }, undefined],
      ['POST', '/api/user/login/', { username: nul, password: 'x' }, undefined],
      ['POST', '/api/password_reset/', { account: nul }, undefined],
      ['PUT', '/api/user/userinfo/', { name: nul }, customer.token],
      ['POST', '/api/user/manage_customer/', { user_id: customer.userId, note: nul }, admin.token],
      ['POST', '/api/pic_query/user_pic_purview_data/', { user_id: 1, note: nul }, admin.token],
      ['POST', '/api/catalog/search/', { ids: [nul] }, customer.token],
      ['POST', '/api/stac/search', { ids: ['A', nul] }, customer.token],
    ];
    for (const [method, url, payload, token] of cases) {
      const res = await t.call({ method: method as 'POST', url, payload, token, lang: 'en' });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().msg).toBe('Contains a character that is not allowed');
    }
    await stillServing();
  });

  it('are refused in paths and query strings', async () => {
    for (const url of [
      '/api/catalog/scenes/%00/download/',
      '/api/catalog/scenes/A%00/',
      '/api/geodata/places/?q=%00',
      '/api/web/sar_images/?country=%00',
    ]) {
      const res = await t.call({
        method: url.includes('download') ? 'POST' : 'GET',
        url,
        token: customer.token,
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    await stillServing();
  });

  it('a simulation name with a NUL is refused', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/commodity/simulation/update_name/',
      token: customer.token,
      payload: { id: 1, name: nul },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('cursors a client wrote itself (finding 4)', () => {
  const lists: [string, 'GET' | 'POST', () => string][] = [
    ['/api/user/bills/', 'GET', () => customer.token],
    ['/api/commodity/simulation/', 'GET', () => customer.token],
    ['/api/commodity/manage_carts/', 'GET', () => customer.token],
    ['/api/web/sar_images/', 'GET', () => customer.token],
    ['/api/user/query_all_user/', 'GET', () => admin.token],
    ['/api/pic_query/user_pic_purview_data/', 'GET', () => admin.token],
  ];
  it.each(lists)(
    '%s answers 400 to forged cursors and still pages with real ones',
    async (url, method, tok) => {
      for (const cursor of [
        b64('1e308'),
        b64('12345678901234567890'),
        b64('-1'),
        b64('1.5'),
        'not base64!',
        b64(''),
      ]) {
        const res = await t.call({
          method,
          url: `${url}?cursor=${encodeURIComponent(cursor)}`,
          token: tok(),
          lang: 'en',
        });
        if (cursor === b64('')) continue; // an empty cursor is no cursor: the first page
        expect([cursor, res.statusCode]).toEqual([cursor, 400]);
        expect(res.json().msg).toBe('The page cursor is invalid; start again from the first page');
      }
      const first = await t.call({ method, url: `${url}?cursor=${b64('0')}`, token: tok() });
      expect(first.json().code).toBe(0);
    },
  );
});

describe('multipart beyond its limits (finding 4)', () => {
  it('more than 50 fields plus a file is a 413, not a 500', async () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 60; i++) fields[`f${i}`] = 'x';
    const res = await postForm(t, '/api/catalog/area_file/', {
      fields,
      file: { name: 'a.kml', data: Buffer.from('<kml/>') },
      token: customer.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
    await stillServing();
  });
});

describe('product download (finding 5)', () => {
  it('a signed link longer than 100 characters downloads the product package, byte for byte the same twice', async () => {
    const link = await t.call({
      method: 'POST',
      url: `/api/catalog/scenes/${LONG_ID}/download/`,
      token: admin.token, // staff serve any product; a customer needs an order (paid-products.test.ts)
    });
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json().data[0];
    expect(url.split('/').pop().length).toBeGreaterThan(100);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
    // The link needs no session: a download manager can fetch it.
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${LONG_ID}_SAMPLE.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names.length).toBeGreaterThan(1);
    expect(names.some((n) => n.includes(LONG_ID))).toBe(true);
    const again = await t.call({ method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // A tampered link is refused.
    const tampered = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.call({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });
});

describe('request ids (finding 10)', () => {
  it("a plain client request id is echoed; anything else is replaced by the server's own", async () => {
    const ok = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42.a_b' },
    });
    expect(ok.headers['x-request-id']).toBe('trace-42.a_b');
    for (const bad of ['<script>alert(1)</script>', 'a'.repeat(65), 'a b', 'x\u00e9']) {
      const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('what the API discloses (finding 10)', () => {
  it('404s of unknown API paths carry the security headers', async () => {
    for (const url of ['/api/nope', '/api/catalog/nope/deeper', '/api']) {
      const res = await t.call({ method: 'GET', url, lang: 'en' });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('coordinates far outside the globe (finding 2)', () => {
  const ring = (x: number) => [
    [x, 0],
    [-x, 1],
    [0, 89],
    [x, 0],
  ];
  it.each([1e20, -1e20, 1e11, 1e308, 541])(
    'a ring reaching %d is a 400 wherever geometry enters',
    async (x) => {
      const polygon = { type: 'Polygon', coordinates: [ring(x)] };
      const cases: [string, string, object, string][] = [
        ['POST', '/api/catalog/search/', { areas: [{ type: 'polygon', geometry: polygon }] }, customer.token],
        [
          'POST',
          '/api/catalog/export/',
          { areas: [{ type: 'polygon', geometry: polygon }], format: 'csv' },
          customer.token,
        ],
        ['POST', '/api/stac/search', { intersects: polygon }, customer.token],
        [
          'POST',
          '/api/pic_query/user_pic_purview_data/',
          { user_id: customer.userId, classifications: ['sensitive'], area: polygon },
          admin.token,
        ],
      ];
      for (const [method, url, payload, token] of cases) {
        const res = await t.call({
          method: method as 'POST',
          url,
          payload,
          token,
          headers: { satellite: 'WGS84' },
        });
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
      await stillServing();
    },
  );
});

describe('uploaded documents are typed by their content (finding 12)', () => {
  const upload = (token: string, name: string, data: Buffer) => {
    const body = multipart({ name: '张三', id_number: '11010519491231002X' }, { name, data });
    // The helper names the part "file"; the route reads "document".
    const payload = Buffer.from(
      body.payload.toString('latin1').replace('name="file"', 'name="document"'),
      'latin1',
    );
    return t.call({
      method: 'POST',
      url: '/api/user/real_person/',
      token,
      payload,
      headers: { 'content-type': body.contentType },
      lang: 'en',
    });
  };
  it('an executable renamed .pdf is refused; a real PDF is stored and served back as it was sent', async () => {
    const { token } = await t.tokenOf('sales');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);
    const refused = await upload(token, 'id.pdf', exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('document');
    // A PNG named .pdf is refused too: the name and the content must agree.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(token, 'id.pdf', png)).statusCode).toBe(400);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const accepted = await upload(token, 'id.pdf', pdf);
    expect(accepted.statusCode).toBe(200);
    const list = await t.call({
      method: 'GET',
      url: '/api/user/audit_user/?status=pending',
      token: admin.token,
    });
    const request = list.json().data.find((x: { username: string }) => x.username === 'sales');
    const doc = await t.call({
      method: 'GET',
      url: `/api/user/audit_user/${request.id}/document/`,
      token: admin.token,
    });
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['content-disposition']).toMatch(/^attachment/);
    expect(doc.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('STAC under hostile headers and filters (findings 4 and 7)', () => {
  it('links name the configured public address, whatever Host or X-Forwarded-Host say', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/stac/search?ids=A',
      token: customer.token,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.json().links.every((l: { href: string }) => l.href.startsWith(t.config.publicUrl))).toBe(true);
  });

  it('a CQL2 `not` nested 5,000 deep is a 400, not a stack overflow', async () => {
    const depth = 5000;
    const filter = `${'{"op":"not","args":['.repeat(depth)}{"op":"=","args":[{"property":"id"},"A"]}${']}'.repeat(depth)}`;
    const res = await t.call({
      method: 'POST',
      url: '/api/stac/search',
      token: customer.token,
      headers: { 'content-type': 'application/json' },
      payload: `{"filter-lang":"cql2-json","filter":${filter}}`,
    });
    expect(res.statusCode).toBe(400);
    await stillServing();
  });
});
