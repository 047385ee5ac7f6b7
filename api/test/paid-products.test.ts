/**
 * A product only for those who paid (issue 32, item 1): the package and the raster of a scene — through the
 * catalog's download and its signed links, the STAC Items' `data` and `package` assets and an order's file links —
 * go to a customer holding a live order for the scene and to staff; anyone else sees the quicklook and the
 * metadata and is told, in their language, to order the image first. A scene bought once cannot be paid for or put
 * in the cart again (item 4).
 */
import { linkSecret, productLinks } from '../src/catalog/signing';
import { fileLink } from '../src/orders/links';
import { appOfFile, type Session } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
let bob: Session;
const admin = t.session('admin');

beforeAll(async () => {
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT 'bob', password_hash, 'customer', '13900000001', 'bob@example.com', 100000000 FROM users WHERE username = 'customer'`,
  );
  bob = await t.tokenOf('bob');
});

type Lang = 'en' | 'zh';
const WGS = { satellite: 'WGS84' };
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang: Lang = 'en',
) => t.call({ method, url, token, lang, headers: WGS, payload });

/** Orders scenes at their quoted cost; returns the order. */
async function buy(who: { token: string }, ids: string[]) {
  const cost = (await call('GET', `/api/commodity/order_cost/?scene_ids=${ids.join(',')}`, who.token)).json()
    .data[0].cost_fen;
  const res = await call('POST', '/api/commodity/orders/', who.token, {
    scene_ids: ids,
    quoted_cost_fen: cost,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { id: number; status: string };
}

/** The STAC Item of a scene as `who` reads it. */
const stacItem = async (who: { token: string }, id: string) =>
  (await call('GET', `/api/stac/collections/sar-archive/items/${id}`, who.token)).json() as {
    assets: Record<string, { href: string }>;
  };
/** A STAC asset's href as a path of the API (the Item names the public address). */
const pathOf = (href: string) => href.slice(href.indexOf('/api/'));
const orderStatus = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM archive_orders WHERE id = $1', [id])).rows[0]
    .status;

const NOT_PAID = {
  en: 'This product is delivered only to customers who ordered it: order the image first',
  zh: '该影像的产品仅提供给已订购的用户，请先下单购买',
};

describe('a customer who did not pay', () => {
  it('asks for a product link: 403 with a message in their language, not the product', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const res = await call('POST', '/api/catalog/scenes/A/download/', customer.token, {}, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: NOT_PAID[lang] });
      expect(res.json().data).toBeUndefined();
    }
  });

  it('holding a signed link (made before, or by hand) still gets neither the package nor the raster', async () => {
    const links = productLinks(await linkSecret(t.db), 'A', customer.userId);
    for (const url of [links.package, links.raster]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: NOT_PAID.en });
    }
  });

  it('sees the metadata and the quicklook; the STAC Item has a thumbnail but no data or package asset', async () => {
    expect((await call('GET', '/api/catalog/scenes/A/', customer.token)).statusCode).toBe(200);
    const ql = await call('GET', '/api/catalog/scenes/A/quicklook/', customer.token);
    expect([ql.statusCode, ql.headers['content-type']]).toEqual([200, 'image/png']);
    const item = await stacItem(customer, 'A');
    expect(Object.keys(item.assets)).toEqual(['thumbnail']);
    expect((await call('GET', pathOf(item.assets.thumbnail.href))).statusCode).toBe(200);
    const search = (await call('POST', '/api/stac/search', customer.token, { ids: ['A', 'B'] })).json();
    expect(search.features).toHaveLength(2);
    for (const f of search.features) expect(Object.keys(f.assets)).toEqual(['thumbnail']);
  });

  it("cannot reach another customer's order or its files", async () => {
    const order = await buy(bob, ['D']);
    expect(
      (await call('POST', '/api/commodity/orders/download/', customer.token, { id: order.id })).statusCode,
    ).toBe(404);
    const forged = fileLink(await linkSecret(t.db), order.id, 'D', customer.userId);
    expect((await call('GET', forged.url)).statusCode).toBe(403);
    expect(await orderStatus(order.id)).toBe('awaiting_download');
  });
});

describe('a customer who paid', () => {
  it('gets the package and the raster on every path; the first download makes the order downloaded', async () => {
    const order = await buy(customer, ['A']);
    const link = await call('POST', '/api/catalog/scenes/A/download/', customer.token);
    expect(link.statusCode).toBe(200);
    const zip = await call('GET', link.json().data[0].url);
    expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(await orderStatus(order.id)).toBe('downloaded');
    // The order's own links give the same package.
    const viaOrder = (
      await call('POST', '/api/commodity/orders/download/', customer.token, { id: order.id })
    ).json().data[0].links[0];
    expect((await call('GET', viaOrder.url)).rawPayload.equals(zip.rawPayload)).toBe(true);
    // STAC: the Item now carries the product, and its data asset is the raster.
    const item = await stacItem(customer, 'A');
    expect(Object.keys(item.assets).sort()).toEqual(['data', 'package', 'thumbnail']);
    const tif = await call('GET', pathOf(item.assets.data.href));
    expect([tif.statusCode, tif.headers['content-type']]).toEqual([200, 'image/tiff']);
    // Another customer still gets no product of A.
    expect((await call('POST', '/api/catalog/scenes/A/download/', bob.token)).statusCode).toBe(403);
    expect(Object.keys((await stacItem(bob, 'A')).assets)).toEqual(['thumbnail']);
  });

  it('loses the product with a cancelled (refunded) order, links issued before included', async () => {
    const order = await buy(customer, ['B']);
    const link = (await call('POST', '/api/catalog/scenes/B/download/', customer.token)).json().data[0].url;
    const orderLink = (
      await call('POST', '/api/commodity/orders/download/', customer.token, { id: order.id })
    ).json().data[0].links[0].url;
    const cancel = await call('POST', '/api/commodity/orders/cancel/', customer.token, { id: order.id });
    expect(cancel.statusCode).toBe(200);
    expect((await call('GET', link)).statusCode).toBe(403);
    expect((await call('GET', `${link}/raster.tif`)).statusCode).toBe(403);
    expect((await call('GET', orderLink)).statusCode).toBe(403);
    expect((await call('POST', '/api/catalog/scenes/B/download/', customer.token)).statusCode).toBe(403);
    expect(Object.keys((await stacItem(customer, 'B')).assets)).toEqual(['thumbnail']);
  });

  it('of 10 downloads and cancels of one order sent at once, either the refund or the product stands, never both', async () => {
    const order = await buy(bob, ['C']);
    const link = (await call('POST', '/api/catalog/scenes/C/download/', bob.token)).json().data[0].url;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call('GET', link).then((r) => ['download', r.statusCode] as const)
          : call('POST', '/api/commodity/orders/cancel/', bob.token, { id: order.id }).then(
              (r) => ['cancel', r.statusCode] as const,
            ),
      ),
    );
    const ok = (kind: string) => results.filter(([k, s]) => k === kind && s === 200).length;
    const refunds = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger WHERE reference = $1 AND scene = 'archive_refund'`,
        [`archive_order:${order.id}`],
      )
    ).rows[0].n;
    if (ok('download') > 0) {
      expect([ok('cancel'), refunds, await orderStatus(order.id)]).toEqual([0, 0, 'downloaded']);
    } else {
      expect([ok('cancel'), refunds, await orderStatus(order.id)]).toEqual([1, 1, 'cancelled']);
    }
  });
});

describe('staff', () => {
  it("get any scene's product without an order, and leave a customer's order as it is", async () => {
    const link = await call('POST', '/api/catalog/scenes/E/download/', admin.token);
    expect(link.statusCode).toBe(200);
    expect((await call('GET', link.json().data[0].url)).statusCode).toBe(200);
    expect(Object.keys((await stacItem(admin, 'F')).assets).sort()).toEqual(['data', 'package', 'thumbnail']);
    const order = await buy(bob, ['A']);
    const links = (
      await call('POST', '/api/commodity/orders/download/', admin.token, { id: order.id })
    ).json().data[0].links;
    expect((await call('GET', links[0].url)).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('awaiting_download');
  });
});

describe('a scene already bought (item 4)', () => {
  const OWNED_CART = {
    en: 'You have already bought some of these images; they cannot be added to the cart again',
    zh: '您已购买这些影像中的部分影像，不能再加入购物车',
  };
  const OWNED_ORDER = {
    en: 'You have already bought some of the selected images; they cannot be paid for again',
    zh: '所选影像中有您已购买的影像，不能重复购买',
  };
  const cart = async (who: { token: string }) =>
    (await call('GET', '/api/commodity/carts/', who.token)).json().data[0].scene_ids as string[];

  it('cannot be added to the cart: 409 naming the scene, in words, and the cart is unchanged', async () => {
    await buy(customer, ['D']);
    await call('DELETE', '/api/commodity/carts/', customer.token);
    await call('POST', '/api/commodity/manage_carts/', customer.token, { scene_ids: ['C'] });
    for (const lang of ['en', 'zh'] as const) {
      const res = await call(
        'POST',
        '/api/commodity/manage_carts/',
        customer.token,
        { scene_ids: ['B', 'D'] },
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        msg: OWNED_CART[lang],
        errors: [
          {
            field: 'scene_ids.1',
            message: lang === 'en' ? 'You have already ordered this image' : '该影像已在您的订单中',
          },
        ],
      });
    }
    // Replacing the cart with a bought scene is refused the same way.
    const replace = await t.call({
      method: 'PUT',
      url: '/api/commodity/manage_carts/',
      token: customer.token,
      lang: 'en',
      headers: WGS,
      payload: { scene_ids: ['C', 'D'] },
    });
    expect([replace.statusCode, replace.json().msg]).toEqual([409, OWNED_CART.en]);
    expect(await cart(customer)).toEqual(['C']);
    // A scene bought and then cancelled (refunded) can be added again.
    expect(
      (await call('POST', '/api/commodity/manage_carts/', customer.token, { scene_ids: ['B'] })).statusCode,
    ).toBe(200);
  });

  it('cannot be ordered again: 409 saying so; the balance and the orders stay as they were', async () => {
    const balance = async () =>
      Number(
        (
          await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [
            customer.userId,
          ])
        ).rows[0].b,
      );
    const before = [
      await balance(),
      (await call('GET', '/api/commodity/orders/', customer.token)).json().total,
    ];
    // No quote is made for it: the order dialog never offers to pay for it.
    const quote = await call('GET', '/api/commodity/order_cost/?scene_ids=C,D', customer.token);
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ msg: OWNED_ORDER.en, errors: [{ field: 'scene_ids.1' }] });
    for (const lang of ['en', 'zh'] as const) {
      const res = await call(
        'POST',
        '/api/commodity/orders/',
        customer.token,
        { scene_ids: ['D'], quoted_cost_fen: 0 },
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        msg: OWNED_ORDER[lang],
        errors: [{ field: 'scene_ids.0' }],
      });
    }
    expect([
      await balance(),
      (await call('GET', '/api/commodity/orders/', customer.token)).json().total,
    ]).toEqual(before);
  });

  it('of 10 add-to-cart requests sent while the scene is being bought, none leaves it in the cart', async () => {
    await call('DELETE', '/api/commodity/carts/', bob.token);
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=B', bob.token)).json().data[0]
      .cost_fen;
    const results = await Promise.all([
      call('POST', '/api/commodity/orders/', bob.token, { scene_ids: ['B'], quoted_cost_fen: cost }),
      ...Array.from({ length: 9 }, () =>
        call('POST', '/api/commodity/manage_carts/', bob.token, { scene_ids: ['B'] }),
      ),
    ]);
    expect(results[0].statusCode).toBe(200);
    for (const r of results.slice(1)) expect([200, 409]).toContain(r.statusCode);
    // An add that came before the order was emptied by it; one after it was refused.
    expect(await cart(bob)).toEqual([]);
  });
});
