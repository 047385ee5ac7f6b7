import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('service endpoints and contract', () => {
  it('health, ready (database reachable), metrics, request ids, security headers', async () => {
    const h = await t.call({ method: 'GET', url: '/api/health' });
    expect(h.json()).toMatchObject({ code: 0, data: [{ status: 'up' }] });
    expect(h.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(h.headers['x-content-type-options']).toBe('nosniff');
    expect(h.headers['content-security-policy']).toContain("default-src 'self'");
    expect(h.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(h.headers['strict-transport-security']).toBeUndefined(); // HSTS only in production (behind TLS)
    const r = await t.call({ method: 'GET', url: '/api/ready' });
    expect(r.json().data[0]).toEqual({ status: 'ready', driver: process.env.DATABASE_URL ? 'pg' : 'pglite' });
    await t.call({ method: 'GET', url: '/api/ready' });
    // Metrics are for operators: staff only (or the METRICS_PORT listener), not the public.
    const anonymous = await t.call({ method: 'GET', url: '/api/metrics' });
    expect(anonymous.json().code).toBe(201);
    const customer = await t.call({
      method: 'GET',
      url: '/api/metrics',
      token: (await t.tokenOf('customer')).token,
    });
    expect(customer.statusCode).toBe(403);
    const m = await t.call({ method: 'GET', url: '/api/metrics', token: (await t.tokenOf('admin')).token });
    expect(m.body).toMatch(/http_request_duration_seconds_bucket\{.*route="\/api\/health"/);
    expect(m.body).toMatch(/http_requests_total\{method="GET",route="\/api\/ready",status="200"\} 2\n/);
    expect(m.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="200"\} 2\n/,
    );
  });

  it('serves an OpenAPI 3.1 document with a schema for every route', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of t.app.apiRoutes.filter((x) => x.url !== '/api/openapi.json')) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
      // Its success answer: 200, or 201 / 204 where the route creates or deletes (STAC Transactions).
      const success = op?.responses?.['200'] ?? op?.responses?.['201'] ?? op?.responses?.['204'];
      expect([r.method, r.url, success]).toEqual([r.method, r.url, expect.anything()]);
    }
    expect(
      doc.paths['/api/user/register/'].post.requestBody.content['application/json'].schema,
    ).toBeDefined();
    // The area-file uploads declare their multipart body (a client generator needs the `file` part).
    for (const url of ['/api/catalog/area_file/', '/api/commodity/simulation/parse_file/']) {
      const schema = doc.paths[url].post.requestBody?.content['multipart/form-data']?.schema;
      expect([url, schema?.properties?.file]).toEqual([url, { type: 'string', format: 'binary' }]);
      expect(schema.required).toEqual(['file']);
    }
  });

  it('documents the files the API answers with their content types', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    const types = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses['200'].content ?? {});
    expect(types('/api/discern/api/v1/geoserver/get_zip/', 'post')).toEqual(['application/zip']);
    expect(types('/api/shp_pdf/{id}/', 'get')).toEqual(['application/pdf']);
    expect(types('/api/web/product_spec/', 'get')).toEqual(['application/pdf']);
    expect(types('/api/web/sar_image/{id}/image.png', 'get')).toEqual(['image/png']);
    expect(types('/api/web/sar_image/{id}/thumbnail.jpg', 'get')).toEqual(['image/jpeg']);
    expect(types('/api/web/sar_image/{id}/detail.png', 'get')).toEqual(['image/png']);
    const spec = await t.call({ method: 'GET', url: '/api/web/product_spec/' });
    expect(spec.headers['content-type']).toBe('application/pdf');
    expect(spec.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a path answers the same with or without its final slash (STAC clients given /api/stac/)', async () => {
    const bare = await t.call({ method: 'GET', url: '/api/stac' });
    const slashed = await t.call({ method: 'GET', url: '/api/stac/' });
    expect([slashed.statusCode, slashed.json()]).toEqual([200, bare.json()]);
    const { token } = await t.tokenOf('customer');
    const search = (url: string) =>
      t.call({ method: 'POST', url, token, payload: { areas: [], ids: ['none'] }, lang: 'en' });
    const [a, b] = [await search('/api/catalog/search/'), await search('/api/catalog/search')];
    expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
    expect((await t.call({ method: 'GET', url: '/api/stac/search/' })).statusCode).toBe(401);
  });

  it('unknown /api paths answer a localized 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope', lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'The requested resource was not found' });
  });

  it('rejects an unknown Satellite header and accepts GCJ02 / WGS84', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/health', headers: { satellite: 'MARS' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/health', headers: { satellite: 'WGS84' } })).statusCode,
    ).toBe(200);
  });

  it('malformed JSON is a 400 envelope that says so', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON' });
  });
});

describe('user info', () => {
  it('updates editable fields, checks rules and duplicates', async () => {
    const { token } = await t.tokenOf('customer');
    const put = (payload: object) =>
      t.call({ method: 'PUT', url: '/api/user/userinfo/', token, payload, lang: 'en' });
    const ok = await put({ organization: 'New Org', coordinate_system: 'WGS84' });
    expect(ok.json().data[0]).toMatchObject({
      organization: 'New Org',
      coordinate_system: 'WGS84',
      username: 'customer',
    });
    expect((await put({ mobile: '123' })).json().errors).toEqual([
      { field: 'mobile', message: 'This mobile number is invalid' },
    ]);
    const dup = await put({ email: 'ADMIN@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'email', message: 'already associated with an account' }]);
  });
});

describe('staff and sales administration', () => {
  it('books balance changes in the ledger and never lets a balance go negative', async () => {
    const admin = (await t.tokenOf('admin')).token;
    const { userId } = await t.tokenOf('customer');
    const change = (balance_change: number) =>
      t.call({
        method: 'POST',
        url: '/api/user/manage_customer/',
        token: admin,
        payload: { user_id: userId, balance_change, note: 't' },
        lang: 'en',
      });
    const noReason = await t.call({
      method: 'POST',
      url: '/api/user/manage_customer/',
      token: admin,
      payload: { user_id: userId, balance_change: 50_000, note: '  ' },
      lang: 'en',
    });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([
      400,
      [{ field: 'note', message: 'Give the reason for the balance change' }],
    ]);
    expect((await change(50_000)).json().data[0].balance).toBe(1_050_000);
    const tooMuch = await change(-2_000_000);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().msg).toBe('Insufficient balance');
    const own = (await t.tokenOf('customer')).token;
    const bills = (await t.call({ method: 'GET', url: '/api/user/bills/', token: own })).json();
    expect(bills).toMatchObject({ code: 0, total: 2, total_exact: true, next: null });
    expect(bills.data.map((b: { amount: number }) => b.amount)).toEqual([50_000, 1_000_000]);
    expect(bills.data[0].balance_after).toBe(1_050_000);
  });

  it('sales may not change balances or types, and manage only their customers', async () => {
    const sales = (await t.tokenOf('sales')).token;
    const { userId } = await t.tokenOf('customer');
    const adminId = (await t.tokenOf('admin')).userId;
    const manage = (payload: object) =>
      t.call({ method: 'POST', url: '/api/user/manage_customer/', token: sales, payload });
    expect((await manage({ user_id: userId, balance_change: 1 })).statusCode).toBe(403);
    expect((await manage({ user_id: userId, name: 'Renamed' })).json().data[0].name).toBe('Renamed');
    expect((await manage({ user_id: adminId, name: 'x' })).statusCode).toBe(403);
    const list = (
      await t.call({ method: 'GET', url: '/api/user/query_all_user/?size=1', token: sales })
    ).json();
    expect(list.data.every((u: { type: string }) => u.type === 'customer')).toBe(true);
    const all = (
      await t.call({
        method: 'GET',
        url: '/api/user/query_all_user/?size=2',
        token: (await t.tokenOf('admin')).token,
      })
    ).json();
    expect(all.total).toBe(5);
    expect(all.next).not.toBeNull();
    const page2 = (
      await t.call({
        method: 'GET',
        url: `/api/user/query_all_user/?size=2&cursor=${all.next}`,
        token: (await t.tokenOf('admin')).token,
      })
    ).json();
    expect(page2.data[0].id).not.toBe(all.data[0].id);
  });

  it('exports users as XLSX and CSV', async () => {
    const admin = (await t.tokenOf('admin')).token;
    const x = await t.call({ method: 'GET', url: '/api/user/download_user/', token: admin });
    expect(x.headers['content-type']).toMatch(/spreadsheetml/);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const c = await t.call({ method: 'GET', url: '/api/user/download_user/?format=csv', token: admin });
    expect(c.body).toMatch(/username/);
    expect(c.body).toMatch(/customer@example.com/);
  });

  it('real-name verification: upload, pending in user info, reviewed by staff', async () => {
    const { token } = await t.tokenOf('customer');
    const boundary = '----portaltest';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('name', '张三') + part('id_number', '11010519491231002X')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--${boundary}--\r\n`,
      ),
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/real_person/',
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      lang: 'en',
    });
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'Submitted, pending review',
      data: [{ status: 'pending' }],
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/user/userinfo/', token })).json().data[0].real_person_status,
    ).toBe('pending');
    const admin = (await t.tokenOf('admin')).token;
    const pending = (await t.call({ method: 'GET', url: '/api/user/audit_user/', token: admin })).json();
    expect(pending.data[0]).toMatchObject({ real_name: '张三', status: 'pending', document_name: 'id.pdf' });
    const doc = await t.call({
      method: 'GET',
      url: `/api/user/audit_user/${pending.data[0].id}/document/`,
      token: admin,
    });
    expect(doc.body).toBe('%PDF-1.4 test');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/audit_user/',
          token: admin,
          payload: { id: pending.data[0].id, approve: true },
        })
      ).json().code,
    ).toBe(0);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/userinfo/', token })).json().data[0].real_person_status,
    ).toBe('approved');
  });

  it('deletes an account (sessions revoked, username freed); sales only their customers', async () => {
    const admin = (await t.tokenOf('admin')).token;
    const { userId: presalesId, token: presalesToken } = await t.tokenOf('presales');
    const sales = (await t.tokenOf('sales')).token;
    expect(
      (await t.call({ method: 'DELETE', url: `/api/user/admin_myuser/${presalesId}/`, token: sales }))
        .statusCode,
    ).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/user/admin_myuser/${presalesId}/`,
      token: admin,
      lang: 'en',
    });
    expect(del.json()).toEqual({ code: 0, msg: 'Delete successfully', data: [] });
    expect(
      (await t.call({ method: 'GET', url: '/api/user/userinfo/', token: presalesToken })).json().code,
    ).toBe(201);
    const free = await t.call({
      method: 'POST',
      url: '/api/user/verify_register/',
      payload: { username: 'presales' },
    });
    expect(free.json().data[0].available).toBe(true);
  });
});

describe('one process, several apps', () => {
  it('a second app builds beside the first (schema ids are registered once per process) and answers', async () => {
    const second = await startTestApp();
    try {
      const res = await second.call({ method: 'GET', url: '/api/web/partners/' });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(0);
    } finally {
      await second.close();
    }
  });
});
