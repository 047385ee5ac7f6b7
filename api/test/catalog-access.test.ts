import JSZip from 'jszip';
import { linkSecret, productLinks } from '../src/catalog/signing';
import { appOfFile } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
const sales = t.session('sales');
const admin = t.session('admin');
const BEIJING = { type: 'bbox', bbox: [115.5, 38.5, 117.5, 40.5] };

const WGS = { satellite: 'WGS84' };
const post = (url: string, token: string, payload?: unknown) =>
  t.call({ method: 'POST', url, token, headers: WGS, payload: payload as object });
const get = (url: string, token?: string) => t.call({ method: 'GET', url, token, headers: WGS });

/** Every path a scene can be reached by, for one caller: true where the scene E (sensitive) shows. */
async function paths(token: string) {
  const search = (await post('/api/catalog/search/', token, { areas: [BEIJING] }))
    .json()
    .data.map((x: { id: string }) => x.id)
    .includes('E');
  const details = (await get('/api/catalog/scenes/E/', token)).statusCode === 200;
  const quicklook = (await get('/api/catalog/scenes/E/quicklook/', token)).statusCode === 200;
  // The product shows as a link (one who ordered it, staff) or as "order it first" (403); a scene unseen is 404.
  const link = await post('/api/catalog/scenes/E/download/', token);
  const download =
    link.statusCode === 403 ||
    (link.statusCode === 200 && (await get(link.json().data[0].url)).statusCode === 200);
  const stacItem = (await get('/api/stac/collections/sar-archive/items/E', token)).statusCode === 200;
  const stacSearch = (await post('/api/stac/search', token, { ids: ['E'] })).json().features.length === 1;
  // A row is WKT,id,…: the id is the second column.
  const exportCsv = (await post('/api/catalog/export/', token, { ids: ['E'], format: 'csv' })).body.includes(
    ')))",E,',
  );
  const cart = (await post('/api/commodity/manage_carts/', token, { scene_ids: ['E'] })).statusCode === 200;
  return { search, details, quicklook, download, stacItem, stacSearch, exportCsv, cart };
}

describe('sensitive data', () => {
  it('is invisible on every path without a permission record, visible with one, and again invisible once revoked', async () => {
    const none = await paths(customer.token);
    expect(Object.values(none).every((v) => v === false)).toBe(true);
    expect(
      (await post('/api/commodity/manage_carts/', customer.token, { scene_ids: ['E'] })).statusCode,
    ).toBe(404);

    const grant = await post('/api/pic_query/user_pic_purview_data/', admin.token, {
      user_id: customer.userId,
      classifications: ['sensitive'],
      note: 'test',
    });
    expect(grant.statusCode).toBe(200);
    const id = grant.json().data[0].id;
    const some = await paths(customer.token);
    expect(some).toEqual({
      search: true,
      details: true,
      quicklook: true,
      download: true,
      stacItem: true,
      stacSearch: true,
      exportCsv: true,
      cart: true,
    });
    // Restricted F is not covered by a "sensitive" record.
    expect((await get('/api/catalog/scenes/F/', customer.token)).statusCode).toBe(404);

    // Links issued before revocation stop working after it: the product download and the signed quicklook.
    const link = productLinks(await linkSecret(t.db), 'E', customer.userId).package;
    const quicklook: string = (await get('/api/catalog/scenes/E/', customer.token)).json().data[0]
      .quicklook_url;
    const shown = await get(quicklook);
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/png']);
    // A quicklook link is the viewer's own: the same link made out to another account fails its signature.
    expect((await get(quicklook.replace(`u=${customer.userId}&`, `u=${sales.userId}&`))).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/pic_query/user_pic_purview_data/${id}/`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(link)).statusCode).toBe(404);
    expect((await get(quicklook)).statusCode).toBe(404);
    expect((await get('/api/catalog/scenes/E/', customer.token)).statusCode).toBe(404);
    // …and the cart no longer lists it.
    expect((await get('/api/commodity/carts/', customer.token)).json().data[0].scene_ids).not.toContain('E');
    await t.call({ method: 'DELETE', url: '/api/commodity/carts/', token: customer.token });
  });

  it('a record limited to an area or a satellite covers only those scenes; an expired one covers nothing', async () => {
    const elsewhere = await post('/api/pic_query/user_pic_purview_data/', admin.token, {
      user_id: sales.userId,
      classifications: ['sensitive', 'restricted'],
      area: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await get('/api/catalog/scenes/E/', sales.token)).statusCode).toBe(404);
    const sat = await post('/api/pic_query/user_pic_purview_data/', admin.token, {
      user_id: sales.userId,
      classifications: ['sensitive', 'restricted'],
      satellites: ['TY-40'],
    });
    expect((await get('/api/catalog/scenes/F/', sales.token)).statusCode).toBe(200); // F is TY-40
    expect((await get('/api/catalog/scenes/E/', sales.token)).statusCode).toBe(404); // E is TY-39
    const id = sat.json().data[0].id;
    const put = await t.call({
      method: 'PUT',
      url: `/api/pic_query/user_pic_purview_data/${id}/`,
      token: admin.token,
      payload: { valid_until: '2020-01-01T00:00:00Z' },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/api/catalog/scenes/F/', sales.token)).statusCode).toBe(404);
    const list = await get(`/api/pic_query/user_pic_purview_data/?user_id=${sales.userId}`, admin.token);
    expect(list.json().total).toBe(2);
    const xlsx = await get('/api/pic_query/user_pic_purview_data/download/?format=csv', admin.token);
    expect(xlsx.body.split('\r\n').length).toBeGreaterThanOrEqual(3);
  });

  it('a record naming scenes and an acquisition range opens exactly those, on every path, from the moment it is granted until it is revoked', async () => {
    const presales = await t.tokenOf('presales');
    const grant = (body: object) =>
      post('/api/pic_query/user_pic_purview_data/', admin.token, {
        user_id: presales.userId,
        classifications: ['sensitive', 'restricted'],
        ...body,
      });
    const seen = async () => {
      const p = await paths(presales.token);
      await t.call({ method: 'DELETE', url: '/api/commodity/carts/', token: presales.token });
      return p;
    };
    const closed = (p: Awaited<ReturnType<typeof paths>>) => Object.values(p).every((v) => v === false);

    // Another scene's ID opens that scene only.
    const onlyF = await grant({ scene_ids: ['F'] });
    expect(onlyF.json().data[0].scene_ids).toEqual(['F']);
    expect((await get('/api/catalog/scenes/F/', presales.token)).statusCode).toBe(200);
    expect(closed(await seen())).toBe(true);

    // E by its ID, but for acquisitions in February: E (20 January) stays closed.
    const e = await grant({
      scene_ids: ['E'],
      acquired_from: '2025-02-01T00:00:00Z',
      acquired_to: '2025-03-01T00:00:00Z',
    });
    expect(e.statusCode).toBe(200);
    const id = e.json().data[0].id;
    expect(closed(await seen())).toBe(true);
    expect(await get('/api/catalog/scenes/E/', presales.token).then((r) => r.statusCode)).toBe(404);

    // The range moved over 20 January: every path opens at once.
    const put = await t.call({
      method: 'PUT',
      url: `/api/pic_query/user_pic_purview_data/${id}/`,
      token: admin.token,
      headers: WGS,
      payload: { acquired_from: '2025-01-19T00:00:00Z', acquired_to: '2025-01-21T00:00:00Z' },
    });
    expect(put.statusCode).toBe(200);
    expect(Object.values(await seen()).every((v) => v === true)).toBe(true);

    // A range that ends before it starts is refused and changes nothing.
    const bad = await t.call({
      method: 'PUT',
      url: `/api/pic_query/user_pic_purview_data/${id}/`,
      token: admin.token,
      headers: WGS,
      lang: 'en',
      payload: { acquired_from: '2025-01-21T00:00:00Z', acquired_to: '2025-01-19T00:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'acquired_to', message: 'The end time must be after the start time' },
    ]);
    expect((await get('/api/catalog/scenes/E/', presales.token)).statusCode).toBe(200);

    // Revoked: closed on every path at once.
    await t.call({
      method: 'DELETE',
      url: `/api/pic_query/user_pic_purview_data/${id}/`,
      token: admin.token,
    });
    expect(closed(await seen())).toBe(true);

    // Each grant, change and revocation is in the audit log, with the record before and after.
    const log = (await get(`/api/audit_log/?subject_type=permission&subject_id=${id}`, admin.token)).json();
    expect(log.data.map((x: { action: string }) => x.action)).toEqual([
      'permission.revoke',
      'permission.update',
      'permission.grant',
    ]);
    const update = log.data[1];
    expect(update.actor_username).toBe('admin');
    expect(update.before.acquired_from).toBe('2025-02-01T00:00:00.000Z');
    expect(update.after.acquired_from).toBe('2025-01-19T00:00:00.000Z');
    expect(log.data[0].after).toBeNull();
  });

  it('staff see every scene', async () => {
    expect((await get('/api/catalog/scenes/F/', admin.token)).statusCode).toBe(200);
  });
});

describe('cart', () => {
  it('a scene appears once, each user sees only their own cart, and PUT/DELETE change it', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/commodity/manage_carts/?page=1&size=10',
      token: customer.token,
      lang: 'en',
      payload: { scene_ids: ['A', 'B', 'A'] },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().msg).toBe('Successfully added to shopping cart');
    await post('/api/commodity/manage_carts/', customer.token, { scene_ids: ['A'] });
    const mine = (await get('/api/commodity/manage_carts/', customer.token)).json();
    expect(mine.total).toBe(2);
    expect(mine.data.map((x: { id: string }) => x.id).sort()).toEqual(['A', 'B']);
    expect((await get('/api/commodity/manage_carts/', sales.token)).json().total).toBe(0);
    await post('/api/commodity/manage_carts/', sales.token, { scene_ids: ['C'] });
    expect((await get('/api/commodity/carts/', customer.token)).json().data[0]).toEqual({
      count: 2,
      scene_ids: expect.arrayContaining(['A', 'B']),
    });
    const put = await t.call({
      method: 'PUT',
      url: '/api/commodity/manage_carts/',
      token: customer.token,
      payload: { scene_ids: ['B', 'D'] },
    });
    expect(
      put
        .json()
        .data.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual(['B', 'D']);
    const del = await t.call({
      method: 'DELETE',
      url: '/api/commodity/carts/?scene_ids=D',
      token: customer.token,
    });
    expect(del.json().data[0].removed).toBe(1);
    expect((await get('/api/commodity/carts/', customer.token)).json().data[0].scene_ids).toEqual(['B']);
    expect((await get('/api/commodity/carts/', sales.token)).json().data[0].scene_ids).toEqual(['C']);
  });
});

describe('downloads, quicklooks and exports', () => {
  it('quicklook links are signed; product packages are labelled SAMPLE', async () => {
    const s = (await post('/api/catalog/search/', customer.token, { ids: ['A'] })).json().data[0];
    const ql = await get(s.quicklook_url);
    expect(ql.statusCode).toBe(200);
    expect(ql.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(s.quicklook_url.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(403);
    // Staff serve any product (a customer, the products they ordered: paid-products.test.ts).
    const link = (await post('/api/catalog/scenes/A/download/', admin.token)).json().data[0];
    const zip = await JSZip.loadAsync((await get(link.url)).rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining(['A_SAMPLE/metadata.xml', 'A_SAMPLE/quicklook.png', 'A_SAMPLE/A_SAMPLE.tif']),
    );
    expect(await zip.file('A_SAMPLE/metadata.xml')!.async('string')).toContain('<product sample="true">');
    // The same link gives the raster alone, byte for byte the package's, and a part of it on a Range request.
    const tif = Buffer.from(await zip.file('A_SAMPLE/A_SAMPLE.tif')!.async('uint8array'));
    expect(['II*\0', 'MM\0*']).toContain(tif.subarray(0, 4).toString('latin1')); // a TIFF, either byte order
    const raster = await get(`${link.url}/raster.tif`);
    expect(raster.statusCode).toBe(200);
    expect(raster.headers['content-type']).toBe('image/tiff');
    expect(raster.rawPayload.equals(tif)).toBe(true);
    const part = await t.call({
      method: 'GET',
      url: `${link.url}/raster.tif`,
      headers: { range: 'bytes=0-15' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(tif.subarray(0, 16))).toBe(true);
    const tampered = link.url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await get(tampered)).statusCode).toBe(403);
    expect((await get(`${tampered}/raster.tif`)).statusCode).toBe(403);
  });

  it('exports CSV, GeoJSON, KML and XLSX', async () => {
    const body = { areas: [{ type: 'bbox', bbox: [-180, -90, 180, 90] }] };
    const csv = await post('/api/catalog/export/', customer.token, { ...body, format: 'csv' });
    expect(csv.body.trim().split('\r\n')).toHaveLength(5);
    const gj = (await post('/api/catalog/export/', customer.token, { ...body, format: 'geojson' })).json();
    expect(gj.features.map((f: { id: string }) => f.id)).toEqual(['D', 'B', 'A', 'C']);
    const kml = await post('/api/catalog/export/', customer.token, { ...body, format: 'kml' });
    expect((kml.body.match(/<Placemark>/g) ?? []).length).toBe(4);
    const xlsx = await post('/api/catalog/export/', customer.token, { ...body, format: 'xlsx' });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('public samples', () => {
  it('lists samples, one sample, by country, and partners', async () => {
    const list = (await t.call({ method: 'GET', url: '/api/web/sar_images/', lang: 'en' })).json();
    expect(list.total).toBe(10);
    const one = (
      await t.call({ method: 'GET', url: `/api/web/sar_image/${list.data[0].id}/`, lang: 'en' })
    ).json().data[0];
    expect(one.title).toBe('Port of Shanghai container terminals');
    expect((await get(one.image_url)).statusCode).toBe(200);
    const cn = (
      await t.call({ method: 'GET', url: '/api/web/sar_images_search_country/?country=CN' })
    ).json();
    expect(cn.total).toBe(4);
    expect((await t.call({ method: 'GET', url: '/api/web/partners/' })).json().data.length).toBe(5);
  });
});
