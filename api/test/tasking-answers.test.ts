/**
 * What the tasking calls answer, on both drivers: an enumeration value outside its list is an invalid value, not a
 * missing one (docs/requirements.md §5); a delivery says which delivery status was recorded (§3: shipped, shipping
 * abnormal, no shipping needed), in the reader's language; and each of the five steps a customer sees carries the
 * time of its own event (§4): in-orbit imaging the imaging time, not when the image was stored.
 */
import { postForm } from './helpers';
import { taskingSuite, WGS, type Who } from './support/tasking-calls';
import { customerWithMoney, ONE_SHOT_FEN, orderFields, submitOrder } from './tasking-fixtures';

const { t, admin, ok, mission, task, review, planOne, receive, passCame, qualify } = taskingSuite();
let gus: Who;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  gus = await customerWithMoney(t, 'gusanswers', '13766662001', 20 * ONE_SHOT_FEN);
});

/** An order whose one task passed its quality check: submitted, reviewed, planned, received, imaged two hours ago. */
async function qualifiedOrder() {
  const id = await submitOrder(t, gus.token, { headers: WGS });
  await review(id);
  const tk = await planOne(id, (o) => !o.conflicts.length);
  await receive(tk);
  await passCame(tk);
  await qualify(tk);
  expect((await mission(id)).order_state).toBe(107);
  return { id, tk };
}

describe('an enumeration value outside its list is invalid, not missing', () => {
  const submit = (fields: Record<string, string>, lang: 'en' | 'zh') =>
    postForm(t, '/api/commodity/missions/new_order/', {
      fields: orderFields(fields),
      file: { name: 'application.pdf', data: PDF, field: 'application_form' },
      token: gus.token,
      lang,
      headers: WGS,
    });
  const errorsOf = async (fields: Record<string, string>, lang: 'en' | 'zh' = 'en') => {
    const res = await submit(fields, lang);
    expect(res.statusCode).toBe(400);
    return res.json().errors as { field: string; message: string }[];
  };

  it.each([
    ['effective_time', '11'],
    ['priority', '3'],
    ['compress_config', '5'],
    ['orbit_mode', 'sideways'],
    ['product_type', 'GRD'],
  ])('%s = %s: "This value is invalid" (zh 取值无效)', async (field, value) => {
    expect(await errorsOf({ [field]: value })).toEqual([{ field, message: 'This value is invalid' }]);
    expect(await errorsOf({ [field]: value }, 'zh')).toEqual([{ field, message: '取值无效' }]);
  });

  it('a value left out is still required; the form\'s own "select" messages stay for an empty choice', async () => {
    expect(await errorsOf({ effective_time: '', priority: '' })).toEqual([
      { field: 'effective_time', message: 'This field is required' },
      { field: 'priority', message: 'This field is required' },
    ]);
    expect(await errorsOf({ img_mode: '' })).toEqual([
      { field: 'img_mode', message: expect.stringMatching(/shooting mode/i) },
    ]);
    expect(await errorsOf({ img_mode: '2' })).toEqual([
      { field: 'img_mode', message: 'This value is invalid' },
    ]);
  });
});

describe('a delivery says which delivery status was recorded', () => {
  it('shipping abnormal, then no shipping needed, on the task call; shipped on the order call', async () => {
    const a = await qualifiedOrder();
    const send = (status: string, lang: 'en' | 'zh', reason?: string) =>
      task(a.tk).then((x) =>
        ok(
          'POST',
          '/api/commodity/tasks/sendgoods/',
          admin,
          { tasks: [{ id: a.tk, version: x.version }], delivery_status: status, reason },
          lang,
        ),
      );
    const abnormal = await send('shipping_abnormal', 'en', 'Courier lost the disk');
    expect(abnormal.msg).toBe('Shipping abnormal recorded: the products still wait for delivery');
    expect(abnormal.data[0]).toMatchObject({ task_state: 107, task_delivery_status: 'shipping_abnormal' });
    expect((await send('shipping_abnormal', 'zh', '快递丢失')).msg).toBe('已记录发货异常，产品仍待交付');
    const online = await send('no_shipping_needed', 'zh');
    expect(online.msg).toBe('产品已交付：无需发货');
    expect(online.data[0]).toMatchObject({ task_state: 109, task_delivery_status: 'no_shipping_needed' });

    const b = await qualifiedOrder();
    const shipped = await ok('POST', `/api/commodity/missions/${b.id}/sendgoods/`, admin, {
      version: (await mission(b.id)).version,
      delivery_status: 'shipped',
    });
    expect(shipped.msg).toBe('Products delivered: shipped');
    expect(shipped.data[0].order_state).toBe(108);
  });
});

describe('each step shows the time of its own event', () => {
  it('in-orbit imaging is the imaging time; planning, quality check and delivery their own changes', async () => {
    const { id, tk } = await qualifiedOrder();
    const imagedAt = (await task(tk)).imaging_time as string;
    const stepTimes = async () =>
      Object.fromEntries(
        ((await mission(id, gus)).steps as { key: string; reached_at: string | null }[]).map((s) => [
          s.key,
          s.reached_at,
        ]),
      );
    const changedTo = async (state: number) =>
      ((await mission(id)).history as { to_state: number; at: string }[]).find((h) => h.to_state === state)!
        .at;

    expect(await stepTimes()).toEqual({
      order_planning: await changedTo(103),
      task_planning: await changedTo(1022),
      imaging: imagedAt,
      quality_check: await changedTo(107),
      delivery: null,
    });
    // The image was stored after it was imaged: the step does not take that time.
    expect(Date.parse(await changedTo(106))).toBeGreaterThan(Date.parse(imagedAt));

    await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
      version: (await mission(id)).version,
      delivery_status: 'no_shipping_needed',
    });
    expect((await stepTimes()).delivery).toBe(await changedTo(109));
  });
});
