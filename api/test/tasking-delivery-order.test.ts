/**
 * The archive order a tasking order's delivery makes (price 0: the tasking order paid for it), on both drivers: it
 * says what it is in the reader's language, names the tasking order it delivers (customer and staff lists, detail),
 * and cannot be cancelled as an archive order — the cancel is refused in the reader's language and changes nothing.
 * The delivered tasking order tells its customer when its pass was planned to image.
 */
import { taskingSuite, WGS, type Who } from './support/tasking-calls';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

const { t, admin, call, ok, mission, review, planOne, receive, passCame, qualify } = taskingSuite({
  catalog: true,
});
let fay: Who;

beforeAll(async () => {
  fay = await customerWithMoney(t, 'faydelivery', '13766660101', 10 * ONE_SHOT_FEN);
});

/** A tasking order of fay's taken through review, planning, imaging, transfer and quality to its delivery. */
async function deliveredOrder() {
  const id = await submitOrder(t, fay.token, { headers: WGS });
  await review(id);
  const tk = await planOne(id);
  await receive(tk);
  await passCame(tk);
  await qualify(tk);
  await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
    version: (await mission(id)).version,
    delivery_status: 'no_shipping_needed',
  });
  const m = await mission(id, fay);
  return { id, tk, orderNo: m.order_no, archiveOrderId: m.products[0].archive_order_id };
}

const listed = async (who: Who, lang: 'en' | 'zh', id: number, scope = '') =>
  (await ok('GET', `/api/commodity/orders/?size=50${scope}`, who, undefined, lang)).data.find(
    (o: { id: number }) => o.id === id,
  );

describe("a tasking order's delivery order", () => {
  let d: Awaited<ReturnType<typeof deliveredOrder>>;
  beforeAll(async () => {
    d = await deliveredOrder();
  });

  it('the customer reads the planned imaging time of the pass its task was anchored on', async () => {
    const task = (await ok('GET', `/api/commodity/tasks/${d.tk}/`, admin)).data[0];
    expect((await mission(d.id, fay)).planned_imaging).toEqual([
      { imaging_time: task.imaging_time, satellite: task.anchoring_satellite },
    ]);
  });

  it('says its note in the reader’s language and names the tasking order it delivers', async () => {
    const delivery = { mission_id: d.id, order_no: d.orderNo };
    expect(await listed(fay, 'zh', d.archiveOrderId)).toMatchObject({
      money_fen: 0,
      status: 'awaiting_download',
      note: `编程订单 ${d.orderNo} 的交付`,
      delivery_of: delivery,
      cancellable: false,
    });
    expect(await listed(fay, 'en', d.archiveOrderId)).toMatchObject({
      note: `Delivery of tasking order ${d.orderNo}`,
      delivery_of: delivery,
    });
    const detail = (await ok('GET', `/api/commodity/orders/${d.archiveOrderId}/`, fay, undefined, 'zh'))
      .data[0];
    expect(detail).toMatchObject({ note: `编程订单 ${d.orderNo} 的交付`, delivery_of: delivery });
    // Staff's mall orders mark it the same way.
    expect(await listed(admin, 'zh', d.archiveOrderId, '&scope=all')).toMatchObject({
      username: 'faydelivery',
      note: `编程订单 ${d.orderNo} 的交付`,
      delivery_of: delivery,
      cancellable: false,
    });
  });

  it('a delivery order stored with the English note the portal wrote before is said in the reader’s language', async () => {
    await t.db.query('UPDATE archive_orders SET note = $2 WHERE id = $1', [
      d.archiveOrderId,
      `Tasking order ${d.orderNo}`,
    ]);
    expect((await listed(fay, 'zh', d.archiveOrderId)).note).toBe(`编程订单 ${d.orderNo} 的交付`);
    expect((await listed(fay, 'en', d.archiveOrderId)).note).toBe(`Delivery of tasking order ${d.orderNo}`);
  });

  it('cannot be cancelled as an archive order, by its customer or by staff; nothing changes', async () => {
    const balance = async () =>
      Number(
        (await t.db.query('SELECT balance_fen FROM users WHERE id = $1', [fay.userId])).rows[0].balance_fen,
      );
    const before = await balance();
    const zh = await call('POST', '/api/commodity/orders/cancel/', fay, { id: d.archiveOrderId }, 'zh');
    expect(zh.statusCode).toBe(422);
    expect(zh.json().msg).toBe(`该订单是编程订单 ${d.orderNo} 的交付，不能作为存档订单取消`);
    const en = await call('POST', '/api/commodity/orders/cancel/', admin, {
      id: d.archiveOrderId,
      reason: 'x',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().msg).toBe(
      `This order is the delivery of tasking order ${d.orderNo} and cannot be cancelled as an archive order`,
    );
    expect(await listed(fay, 'en', d.archiveOrderId)).toMatchObject({
      status: 'awaiting_download',
      cancelled_at: null,
    });
    expect(await balance()).toBe(before);
    expect((await mission(d.id, fay)).order_state).toBe(109);
  });

  it('an order the customer placed themselves is no delivery: its note is theirs and it can be cancelled', async () => {
    const scene = 'A';
    const cost = (await ok('GET', `/api/commodity/order_cost/?scene_ids=${scene}`, fay)).data[0].cost_fen;
    const placed = (
      await ok('POST', '/api/commodity/orders/', fay, {
        scene_ids: [scene],
        quoted_cost_fen: cost,
        note: 'Tasking order TO20260101000001',
      })
    ).data[0];
    expect(placed).toMatchObject({
      note: 'Tasking order TO20260101000001',
      delivery_of: null,
      cancellable: true,
    });
    expect((await listed(fay, 'zh', placed.id)).note).toBe('Tasking order TO20260101000001');
    expect((await call('POST', '/api/commodity/orders/cancel/', fay, { id: placed.id })).statusCode).toBe(
      200,
    );
  });
});
