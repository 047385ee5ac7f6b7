/**
 * Archive orders (issue 14): the cost the portal shows is the charge; refusals write nothing; one Idempotency-Key
 * charges once and one order refunds once; customers reach only their own orders; product links are signed,
 * expire, resume (Range) and cannot be altered; and 200 concurrent orders against a balance that covers 50 make
 * exactly 50 orders, with every balance equal to the sum of its ledger.
 */
import { DEFAULT_PRICE_TABLE, scenePrice } from '@portal/shared/domain';
import { linkSecret } from '../src/catalog/signing';
import { insertScenes } from '../src/catalog/insert';
import { fileLink } from '../src/orders/links';
import { box, scene } from './catalog-fixtures';
import { appOfFile, type Session } from './helpers';

const t = appOfFile({ catalog: true });
const customer = t.session('customer');
let bob: Session;
const admin = t.session('admin');
const sales = t.session('sales');

/** A second customer, with no money. */
async function newCustomer(username: string, n: number) {
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email)
     SELECT $1, password_hash, 'customer', $2, $3 FROM users WHERE username = 'customer'`,
    [username, `1390000${String(n).padStart(4, '0')}`, `${username}@example.com`],
  );
  return t.tokenOf(username);
}

beforeAll(async () => {
  bob = await newCustomer('bob', 1);
});

const WGS = { satellite: 'WGS84' };
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers = {}) =>
  t.call({ method, url, token, lang: 'en', headers: { ...WGS, ...headers }, payload });
const price = (img_mode: number, product_type: string, classification = 'public') =>
  scenePrice(DEFAULT_PRICE_TABLE, { id: '', img_mode, product_type, classification })!;
const balanceOf = async (userId: number) =>
  Number(
    (await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM users WHERE id = $1', [userId])).rows[0].b,
  );
const orderCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM archive_orders')).rows[0].n;
const messages = (res: { json(): { errors?: { message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.message);

describe('ordering from the balance', () => {
  it('the cost shown is the charge: the balance and the ledger move by it, the cart loses the scenes', async () => {
    await call('POST', '/api/commodity/manage_carts/', customer.token, { scene_ids: ['A', 'B'] });
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=A,B', customer.token)).json()
      .data[0];
    const expected = price(3, 'SLC') + price(1, 'ORG');
    const before = await balanceOf(customer.userId);
    expect(cost).toEqual({
      items: [
        { scene_id: 'A', price_fen: price(3, 'SLC') },
        { scene_id: 'B', price_fen: price(1, 'ORG') },
      ],
      cost_fen: expected,
      balance_fen: before,
      balance_after_fen: before - expected,
    });
    const res = await call('POST', '/api/commodity/orders/', customer.token, {
      scene_ids: ['A', 'B'],
      quoted_cost_fen: cost.cost_fen,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Order placed');
    const order = res.json().data[0];
    expect(order).toMatchObject({
      money_fen: expected,
      scene_ids: ['A', 'B'],
      status: 'awaiting_download',
      status_code: 109,
      cancellable: true,
      username: 'customer',
    });
    expect(order.order_no).toMatch(/^AO\d{8}\d{6}$/);
    expect(await balanceOf(customer.userId)).toBe(before - expected);
    const ledger = await t.db.query<{ amount_fen: string; balance_after: string; scene: string }>(
      'SELECT amount_fen, balance_after, scene FROM ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [customer.userId],
    );
    expect(ledger.rows[0]).toMatchObject({ scene: 'archive_spend' });
    expect(Number(ledger.rows[0].amount_fen)).toBe(-expected);
    expect(Number(ledger.rows[0].balance_after)).toBe(before - expected);
    const cart = (await call('GET', '/api/commodity/carts/', customer.token)).json().data[0];
    expect(cart.scene_ids).not.toContain('A');
  });

  it('conflict_check tells per scene what stands in the way', async () => {
    const res = await call('POST', '/api/commodity/conflict_check/', customer.token, {
      scene_ids: ['A', 'F', 'NOPE', 'C'],
    });
    expect(res.json().data).toEqual([
      { scene_id: 'A', conflict: 'ordered', order_id: expect.any(Number) },
      { scene_id: 'F', conflict: 'restricted' },
      { scene_id: 'NOPE', conflict: 'missing' },
      { scene_id: 'C', conflict: null },
    ]);
  });

  it('refusals say why and write nothing', async () => {
    const before = [await balanceOf(customer.userId), await orderCount()];
    const order = (body: object, headers = {}) =>
      call('POST', '/api/commodity/orders/', customer.token, body, headers);
    const empty = await order({ scene_ids: [], quoted_cost_fen: 0 });
    expect([empty.statusCode, messages(empty)]).toEqual([400, ['Please select at least one image']]);
    const changed = await order({ scene_ids: ['C'], quoted_cost_fen: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().msg).toBe(
      'The price of your selection has changed: check the new cost and order again',
    );
    expect(changed.headers['x-order-cost-fen']).toBe(String(price(5, 'SLC')));
    const conflicts = await order({ scene_ids: ['A', 'F', 'NOPE'], quoted_cost_fen: 0 });
    expect(conflicts.statusCode).toBe(409);
    expect(messages(conflicts)).toEqual([
      'You have already ordered this image',
      'You are not permitted to order this image',
      'This image no longer exists',
    ]);
    const poor = await call('POST', '/api/commodity/orders/', bob.token, {
      scene_ids: ['C'],
      quoted_cost_fen: price(5, 'SLC'),
    });
    expect([poor.statusCode, poor.json().msg]).toEqual([422, 'Insufficient balance']);
    const key = await order(
      { scene_ids: ['C'], quoted_cost_fen: price(5, 'SLC') },
      { 'idempotency-key': 'x' },
    );
    expect(key.statusCode).toBe(400);
    expect([await balanceOf(customer.userId), await orderCount()]).toEqual(before);
  });

  it('a doubled order request charges once; a doubled cancel refunds once', async () => {
    const before = await balanceOf(customer.userId);
    const body = { scene_ids: ['C'], quoted_cost_fen: price(5, 'SLC') };
    const headers = { 'idempotency-key': 'order-C-0001' };
    const [a, b] = await Promise.all([
      call('POST', '/api/commodity/orders/', customer.token, body, headers),
      call('POST', '/api/commodity/orders/', customer.token, body, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const id = a.json().data[0].id;
    expect(b.json().data[0].id).toBe(id);
    expect(await balanceOf(customer.userId)).toBe(before - price(5, 'SLC'));
    const cancels = await Promise.all([
      call('POST', '/api/commodity/orders/cancel/', customer.token, { id }),
      call('POST', '/api/commodity/orders/cancel/', customer.token, { id }),
    ]);
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 422]);
    expect(cancels.find((c) => c.statusCode === 422)!.json().msg).toBe(
      'This order has been downloaded or cancelled and cannot be cancelled',
    );
    expect(await balanceOf(customer.userId)).toBe(before);
    const refunds = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger WHERE reference = $1 AND scene = 'archive_refund'`,
      [`archive_order:${id}`],
    );
    expect(refunds.rows[0].n).toBe(1);
    const detail = (await call('GET', `/api/commodity/orders/${id}/`, customer.token)).json().data[0];
    expect(detail).toMatchObject({ status: 'cancelled', status_code: null, cancellable: false });

    // The bill names the order by its number, in the reader's language (the portal's notes keep no text of their own).
    const billOf = async (lang: 'zh' | 'en') =>
      (
        await t.call({
          method: 'GET',
          url: '/api/user/bills/?size=100',
          token: customer.token,
          lang,
          headers: WGS,
        })
      ).json().data as BillRow[];
    type BillRow = { scene: string; note: string; note_typed: boolean; reference: string | null };
    const orderRows = (rows: BillRow[]) => rows.filter((r) => r.reference === `archive_order:${id}`);
    expect(orderRows(await billOf('zh')).map((r) => [r.scene, r.note])).toEqual([
      ['archive_refund', `存档订单 ${detail.order_no}`],
      ['archive_spend', `存档订单 ${detail.order_no}`],
    ]);
    expect(orderRows(await billOf('en')).map((r) => r.note)).toEqual([
      `Archive order ${detail.order_no}`,
      `Archive order ${detail.order_no}`,
    ]);
    const opening = (await billOf('zh')).find((r) => r.reference === 'demo:opening_balance');
    expect(opening?.note).toBe('演示账户初始余额');
    expect((await billOf('en')).find((r) => r.reference === 'demo:opening_balance')?.note).toBe(
      'Demo account opening balance',
    );
    // No row of the bill says anything in the other language, and none is marked as a person's words.
    for (const r of await billOf('zh')) expect(r.note).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
    expect((await billOf('zh')).filter((r) => r.note_typed)).toEqual([]);

    // A reason staff give when cancelling is kept as typed, and marked so (the page shows it untranslated).
    const again = await call('POST', '/api/commodity/orders/', customer.token, body, {
      'idempotency-key': 'order-C-0002',
    });
    const id2 = again.json().data[0].id;
    expect(
      (
        await call('POST', '/api/commodity/orders/cancel/', admin.token, {
          id: id2,
          reason: 'Duplicate of a tasking order',
        })
      ).statusCode,
    ).toBe(200);
    const refund = (await billOf('zh')).find(
      (r) => r.reference === `archive_order:${id2}` && r.scene === 'archive_refund',
    );
    expect(refund).toMatchObject({ note: 'Duplicate of a tasking order', note_typed: true });
  });
});

describe('who reaches an order', () => {
  it('a customer only their own; staff all (and may cancel); sales all, read-only', async () => {
    const list = (token: string) => call('GET', '/api/commodity/orders/?size=50&scope=all', token);
    const mine = (await list(customer.token)).json();
    expect(mine.total).toBeGreaterThan(0);
    const id = mine.data[0].id;
    expect((await list(bob.token)).json().total).toBe(0);
    expect((await call('GET', `/api/commodity/orders/${id}/`, bob.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/commodity/orders/cancel/', bob.token, { id })).statusCode).toBe(404);
    expect((await call('POST', '/api/commodity/orders/download/', bob.token, { id })).statusCode).toBe(404);
    expect((await list(admin.token)).json().data.map((o: { id: number }) => o.id)).toContain(id);
    const bySales = await list(sales.token);
    expect(bySales.json().data.map((o: { id: number }) => o.id)).toContain(id);
    expect((await call('POST', '/api/commodity/orders/cancel/', sales.token, { id })).statusCode).toBe(403);
    expect((await call('GET', '/api/commodity/orders/', undefined)).json().code).toBe(201);
    const filtered = await call(
      'GET',
      '/api/commodity/orders/?status=awaiting_download&scene_id=A&scope=all',
      admin.token,
    );
    expect(filtered.json().data.map((o: { scene_ids: string[] }) => o.scene_ids)).toEqual([['A', 'B']]);
  });
});

describe('staff views', () => {
  it('staff note an order; the customer never sees the note and cannot write one', async () => {
    const id = (await call('GET', '/api/commodity/orders/?size=1', customer.token)).json().data[0].id;
    const patch = (token: string, staff_note: unknown) =>
      t.call({
        method: 'PATCH',
        url: `/api/commodity/orders/${id}/`,
        token,
        lang: 'en',
        payload: { staff_note },
      });
    expect((await patch(customer.token, 'mine')).statusCode).toBe(403);
    expect((await patch(sales.token, 'mine')).statusCode).toBe(403);
    expect((await patch(admin.token, 'x'.repeat(201))).statusCode).toBe(400);
    const saved = await patch(admin.token, '  Called the customer  ');
    expect(saved.json()).toMatchObject({
      code: 0,
      msg: 'Saved',
      data: [{ id, staff_note: 'Called the customer' }],
    });
    const seen = (token: string) => call('GET', `/api/commodity/orders/${id}/`, token);
    expect((await seen(sales.token)).json().data[0].staff_note).toBe('Called the customer');
    expect((await seen(customer.token)).json().data[0].staff_note).toBeNull();
    const listed = (await call('GET', '/api/commodity/orders/?size=100', customer.token)).json().data;
    expect(listed.every((o: { staff_note: unknown }) => o.staff_note === null)).toBe(true);
    const x = await t.call({
      method: 'PATCH',
      url: '/api/commodity/orders/999999/',
      token: admin.token,
      payload: { staff_note: 'a' },
    });
    expect(x.statusCode).toBe(404);
  });

  it("staff read a customer's cart; nobody else reads another's cart", async () => {
    await call('POST', '/api/commodity/manage_carts/', bob.token, { scene_ids: ['C'] });
    const read = (token: string) => call('GET', `/api/commodity/manage_carts/?user_id=${bob.userId}`, token);
    const byStaff = (await read(admin.token)).json();
    expect(byStaff.total).toBe(1);
    expect(byStaff.data.map((x: { id: string }) => x.id)).toEqual(['C']);
    expect((await read(customer.token)).statusCode).toBe(403);
    expect((await read(sales.token)).statusCode).toBe(403);
    expect((await read(bob.token)).json().total).toBe(1);
  });

  it('the bill: staff filter every account and export it, with who made each change; a customer sees only theirs', async () => {
    const topUp = await call('POST', '/api/user/manage_customer/', admin.token, {
      user_id: bob.userId,
      balance_change: 1234,
      note: 'Contract 42',
    });
    expect(topUp.statusCode).toBe(200);
    const rows = (
      await call('GET', '/api/user/bills/?username=bob&scene=quota_topup&scope=all', admin.token)
    ).json();
    expect(rows.total).toBe(1);
    expect(rows.data[0]).toMatchObject({
      username: 'bob',
      amount: 1234,
      balance_after: 1234,
      scene: 'quota_topup',
      note: 'Contract 42',
      created_by_name: 'admin',
    });
    const own = (await call('GET', '/api/user/bills/?size=100&username=customer', bob.token)).json();
    expect(own.data.map((b: { username: string }) => b.username)).toEqual(['bob']);
    expect((await call('GET', '/api/user/bills/export/?format=csv', bob.token)).statusCode).toBe(403);
    const csv = await call('GET', '/api/user/bills/export/?format=csv&username=bob', admin.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('id,username,scene,amount_yuan,balance_after_yuan,note,reference,by,created_at');
    expect(lines[1]).toContain(',bob,Quota top-up,12.34,12.34,Contract 42,,admin,');
    const xlsx = await call('GET', '/api/user/bills/export/', admin.token);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const byAmount = (
      await call('GET', '/api/user/bills/?sort=amount_desc&size=100&scope=all', admin.token)
    ).json().data;
    const amounts = byAmount.map((b: { amount: number }) => b.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await call('GET', '/api/user/bills/?from=2026-13-01', admin.token)).statusCode).toBe(400);
  });
});

describe('product downloads', () => {
  it('signed links give the package, resume with Range, refuse tampering and expiry; the order becomes downloaded', async () => {
    const order = (await call('GET', '/api/commodity/orders/?scene_id=A', customer.token)).json().data[0];
    const res = await call('POST', '/api/commodity/orders/download/', customer.token, { id: order.id });
    const { links, manifest_url } = res.json().data[0];
    expect(links.map((l: { scene_id: string }) => l.scene_id)).toEqual(['A', 'B']);
    const whole = await t.call({ method: 'GET', url: links[0].url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const rest = await t.call({ method: 'GET', url: links[0].url, headers: { range: 'bytes=100-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(
      `bytes 100-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`,
    );
    expect(Buffer.compare(rest.rawPayload, whole.rawPayload.subarray(100))).toBe(0);
    const beyond = await t.call({ method: 'GET', url: links[0].url, headers: { range: 'bytes=99999999-' } });
    expect(beyond.statusCode).toBe(416);
    // A client that accepts compressed answers gets the package's own bytes all the same, and its ranges.
    for (const range of [undefined, 'bytes=100-']) {
      const asked = await t.call({
        method: 'GET',
        url: links[0].url,
        headers: { 'accept-encoding': 'br, gzip', ...(range ? { range } : {}) },
      });
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(asked.rawPayload, (range ? rest : whole).rawPayload)).toBe(0);
    }
    // Altered: the scene swapped in the claim (the signature no longer matches); expired: issued two hours ago.
    const [body, sig] = links[0].url.split('/').pop()!.split('.');
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claim, s: 'E' })).toString('base64url');
    expect(
      (await t.call({ method: 'GET', url: `/api/commodity/orders/file/${swapped}.${sig}` })).statusCode,
    ).toBe(403);
    const old = fileLink(await linkSecret(t.db), order.id, 'A', customer.userId, Date.now() - 7_200_000);
    expect((await t.call({ method: 'GET', url: old.url })).statusCode).toBe(403);
    const after = (await call('GET', `/api/commodity/orders/${order.id}/`, customer.token)).json().data[0];
    expect(after).toMatchObject({ status: 'downloaded', status_code: 1092, cancellable: false });
    expect(
      (await call('POST', '/api/commodity/orders/cancel/', customer.token, { id: order.id })).statusCode,
    ).toBe(422);
    // The manifest: one entry per scene, as Metalink 4 and as a list of URLs that download the same bytes.
    const meta = await t.call({ method: 'GET', url: manifest_url });
    expect(meta.headers['content-type']).toBe('application/metalink4+xml');
    expect(meta.body.match(/<file name="[AB]_SAMPLE\.zip">/g)).toHaveLength(2);
    const txt = (await t.call({ method: 'GET', url: `${manifest_url}?format=txt` })).body.trim().split('\n');
    expect(txt).toHaveLength(2);
    const first = await t.call({ method: 'GET', url: txt[0].replace(t.config.publicUrl, '') });
    expect(Buffer.compare(first.rawPayload, whole.rawPayload)).toBe(0);
  });
});

describe('concurrency', () => {
  it('200 concurrent orders against a balance for exactly 50: 50 orders, balance 0, every balance = its ledger', async () => {
    const carol = await newCustomer('carol', 2);
    const each = price(3, 'SLC');
    await insertScenes(
      t.db,
      Array.from({ length: 200 }, (_, i) =>
        scene({
          id: `Z${String(i).padStart(3, '0')}`,
          satellite: 'TY-39',
          at: '2025-05-01T00:00:00Z',
          footprint: [box(10, 10, 11, 11)],
        }),
      ),
    );
    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET balance_fen = $2 WHERE id = $1', [carol.userId, 50 * each]);
      await tx.query(
        `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note) VALUES ($1, $2, $2, 'quota_topup', 'test')`,
        [carol.userId, 50 * each],
      );
    });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('POST', '/api/commodity/orders/', carol.token, {
          scene_ids: [`Z${String(i).padStart(3, '0')}`],
          quoted_cost_fen: each,
        }),
      ),
    );
    const counts = { ok: 0, short: 0 };
    for (const r of results) {
      if (r.statusCode === 200) counts.ok++;
      else if (r.statusCode === 422) counts.short++;
    }
    console.info(`concurrency: 200 orders sent, ${counts.ok} placed, ${counts.short} refused for balance`);
    expect(counts).toEqual({ ok: 50, short: 150 });
    expect(await balanceOf(carol.userId)).toBe(0);
    const mismatched = await t.db.query(
      `SELECT u.id FROM users u LEFT JOIN (SELECT user_id, sum(amount_fen) AS s FROM ledger GROUP BY user_id) l
         ON l.user_id = u.id WHERE u.balance_fen <> coalesce(l.s, 0)`,
    );
    expect(mismatched.rows).toEqual([]);
  });
});
