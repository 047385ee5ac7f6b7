/**
 * States that agree (issue 32, items 5, 9 and 13), on both drivers: a task's results are refused before its imaging
 * time; a task's orbit number is the absolute orbit the archive catalog gives that satellite; the coarse
 * `mission_state` reports the finer state truthfully; a doubtful quality check is a product status, not state 106
 * ("image stored in data centre"); a shipping failure turns the delivery step red; and the order's `image_status`,
 * `product_status` and `delivery_status` follow its tasks (detail, list, export).
 */
import { generateScenes } from '../src/catalog/generate';
import { taskingSuite, WGS, type Who } from './support/tasking-calls';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

const { t, admin, call, ok, mission, task, review, planOne, receive, passCame } = taskingSuite();
let erin: Who;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  erin = await customerWithMoney(t, 'erinstate', '13766660001', 40 * ONE_SHOT_FEN);
});

const submit = () => submitOrder(t, erin.token, { headers: WGS });
const colours = (m: { steps: { color: string }[] }) => m.steps.map((s) => s.color);
const act = async (taskId: number, body: object, lang: 'en' | 'zh' = 'en') =>
  call(
    'PUT',
    `/api/commodity/tasks/${taskId}/`,
    admin,
    { version: (await task(taskId)).version, ...body },
    lang,
  );
/** An order with one task received by the control team (its pass still to come). */
async function receivedOrder() {
  const id = await submit();
  await review(id);
  const tk = await planOne(id);
  await receive(tk);
  return { id, tk };
}
/** An order whose one task is imaged and transferred. */
async function transferredOrder() {
  const o = await receivedOrder();
  await passCame(o.tk);
  expect((await act(o.tk, { action: 'imaging', zgcxcgpd: 1 })).statusCode).toBe(200);
  expect((await act(o.tk, { action: 'transfer', transfer: 1 })).statusCode).toBe(200);
  return o;
}

describe('results before the imaging time', () => {
  it('imaging results of a pass still to come are refused with a message naming the time; nothing changes', async () => {
    const { id, tk } = await receivedOrder();
    const before = await task(tk);
    expect(Date.parse(before.imaging_time)).toBeGreaterThan(Date.now());
    // The time in the reader's zone: UTC in English, Beijing time (UTC+8, no daylight saving) in Chinese.
    const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const imaging = Date.parse(before.imaging_time);
    const at = `${wall(imaging)} UTC`;
    const atBeijing = `${wall(imaging + 8 * HOUR)} 北京时间`;

    const early = await act(tk, { action: 'imaging', zgcxcgpd: 1 });
    expect(early.statusCode).toBe(422);
    expect(early.json().msg).toBe(
      `The task is imaged at ${at}; its imaging, transfer, quality or delivery results cannot be recorded before then`,
    );
    const zh = await act(tk, { action: 'imaging', zgcxcgpd: 0, fail_reason: '云层' }, 'zh');
    expect(zh.statusCode).toBe(422);
    expect(zh.json().msg).toBe(`任务的成像时间（${atBeijing}）尚未到达，不能记录成像、传输、质检或交付结果`);

    const after = await task(tk);
    expect(after).toMatchObject({ task_state: 1024, zgcxcgpd: null, version: before.version });
    expect(await mission(id)).toMatchObject({ order_state: 1024, image_status: 'pending' });

    // Once the pass has come, the result is recorded.
    await passCame(tk);
    expect((await act(tk, { action: 'imaging', zgcxcgpd: 1 })).statusCode).toBe(200);
    expect(await mission(id)).toMatchObject({ order_state: 104, image_status: 'success' });
  });
});

describe("the overview's days are the reader's (docs/requirements.md §1)", () => {
  type Overview = { today: { id: number }[]; week: { satellite: string; day: string; count: number }[] };
  const overviewIn = async (lang: 'en' | 'zh') =>
    (await call('GET', '/api/commodity/tasks/overview/', admin, undefined, lang)).json().data[0] as Overview;
  const imagedAt = (tk: number, at: number) =>
    t.db.query(
      `UPDATE tasks SET imaging_start = $2::timestamptz, imaging_end = $2::timestamptz + (imaging_end - imaging_start)
        WHERE id = $1`,
      [tk, new Date(at).toISOString()],
    );

  it('today and this week are Beijing days in Chinese and UTC days in English', async () => {
    const a = await receivedOrder();
    const b = await receivedOrder();
    // Beijing's today, and a task an hour after its start and one an hour before its end: Beijing's day runs
    // 16:00 to 16:00 UTC, so exactly one of the two is on the UTC day of now.
    const BEIJING = 8 * HOUR;
    const dayStart = Math.floor((Date.now() + BEIJING) / DAY) * DAY - BEIJING;
    const beijingDate = new Date(dayStart + BEIJING).toISOString().slice(0, 10);
    const early = dayStart + HOUR;
    const late = dayStart + 23 * HOUR;
    await imagedAt(a.tk, early);
    await imagedAt(b.tk, late);
    const utcToday = new Date().toISOString().slice(0, 10);
    const onUtcToday = [
      ...(new Date(early).toISOString().startsWith(utcToday) ? [a.tk] : []),
      ...(new Date(late).toISOString().startsWith(utcToday) ? [b.tk] : []),
    ];
    expect(onUtcToday).toHaveLength(1);

    const ours = (o: Overview) => o.today.map((x) => x.id).filter((id) => id === a.tk || id === b.tk);
    const zh = await overviewIn('zh');
    const en = await overviewIn('en');
    expect(ours(zh).sort()).toEqual([a.tk, b.tk].sort());
    expect(ours(en)).toEqual(onUtcToday);

    // This week in Chinese counts the early task on its Beijing day.
    const satellite = (await task(a.tk)).anchoring_satellite as string;
    const count = (o: Overview) =>
      o.week.find((w) => w.satellite === satellite && w.day === beijingDate)?.count ?? 0;
    await imagedAt(a.tk, early + 30 * DAY);
    expect(count(zh) - count(await overviewIn('zh'))).toBe(1);
  });
});

describe('orbit numbers', () => {
  it("a task's orbit is the absolute orbit the catalog gives its satellite", async () => {
    const id = await submit();
    await review(id);
    const tk = await task(await planOne(id));
    // The catalog's scenes of the same satellite over the last months: orbit numbers grow with time at one rate.
    const scenes = [...generateScenes({ count: 400, years: 0.5, end: new Date() })].filter(
      (s) => s.satellite === tk.anchoring_satellite,
    );
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    scenes.sort((a, b) => +a.acquired_at - +b.acquired_at);
    const first = scenes[0];
    const last = scenes[scenes.length - 1];
    const msPerOrbit =
      (+last.acquired_at - +first.acquired_at) / (last.absolute_orbit - first.absolute_orbit);
    const centre = Date.parse(tk.imaging_time) + (tk.imaging_duration * 1000) / 2;
    const expected = last.absolute_orbit + (centre - +last.acquired_at) / msPerOrbit;
    expect(last.absolute_orbit).toBeGreaterThan(1000);
    expect(Math.abs(tk.anchoring_orbit - expected)).toBeLessThanOrEqual(2);
  });
});

describe('the coarse mission_state follows the finer state (docs/requirements.md §4)', () => {
  it('reviewed and created are not pending review; planning cancelled is not planning failure', async () => {
    const id = await submit();
    expect(await mission(id)).toMatchObject({ order_state: 100, mission_state: 1 });
    const m = await mission(id);
    await ok('POST', `/api/commodity/missions/${id}/transition/`, admin, {
      to_state: 101,
      version: m.version,
    });
    expect(await mission(id)).toMatchObject({ order_state: 101, mission_state: 0 });
    const m2 = await mission(id);
    await ok('POST', `/api/commodity/missions/${id}/transition/`, admin, {
      to_state: 102,
      version: m2.version,
    });
    expect(await mission(id)).toMatchObject({ order_state: 102, mission_state: 0 });
    const m3 = await mission(id);
    await ok('POST', `/api/commodity/missions/${id}/transition/`, admin, {
      to_state: 1031,
      version: m3.version,
    });
    const cancelled = await mission(id, erin);
    expect(cancelled).toMatchObject({ order_state: 1031, mission_state: 100 });
    expect(colours(cancelled)).toEqual(['yellow', 'grey', 'grey', 'grey', 'grey']);
  });

  it('an order past its transfer does not report "transfer success": shipped is not 5', async () => {
    const { id, tk } = await transferredOrder();
    expect(await mission(id)).toMatchObject({ order_state: 105, mission_state: 5 });
    expect((await act(tk, { action: 'quality', product_status: 'qualified' })).statusCode).toBe(200);
    const shipped = await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
      version: (await mission(id)).version,
      delivery_status: 'shipped',
    });
    expect(shipped.data[0]).toMatchObject({ order_state: 108, mission_state: 0, delivery_status: 'shipped' });
    expect(colours(shipped.data[0])).toEqual(['green', 'green', 'green', 'green', 'green']);
    expect((await task(tk)).task_state).toBe(108);
  });
});

describe('quality and delivery outcomes', () => {
  it('a doubtful check keeps the task where it is (not 106) and says so on the order', async () => {
    const { id, tk } = await transferredOrder();
    expect(
      (await act(tk, { action: 'quality', product_status: 'doubtful', fail_reason: 'speckle' })).statusCode,
    ).toBe(200);
    expect(await task(tk)).toMatchObject({ task_state: 105, product_status: 'doubtful' });
    const doubtful = await mission(id, erin);
    expect(doubtful).toMatchObject({ order_state: 105, product_status: 'doubtful', delivery_status: null });
    expect(doubtful.history.map((h: { to_state: number }) => h.to_state)).not.toContain(106);

    expect((await act(tk, { action: 'quality', product_status: 'qualified' })).statusCode).toBe(200);
    const qualified = await mission(id, erin);
    expect(qualified).toMatchObject({
      order_state: 107,
      product_status: 'qualified',
      image_status: 'success',
    });
    // The order passes through "stored in the data centre" on its way to "qualified", as its history shows.
    expect(qualified.history.map((h: { to_state: number }) => h.to_state).slice(-3)).toEqual([105, 106, 107]);
  });

  it('a shipping failure turns the delivery step red until a later shipping succeeds', async () => {
    const { id, tk } = await transferredOrder();
    expect((await act(tk, { action: 'quality', product_status: 'qualified' })).statusCode).toBe(200);
    const failed = await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
      version: (await mission(id)).version,
      delivery_status: 'shipping_abnormal',
      reason: 'courier lost the disk',
    });
    expect(failed.data[0]).toMatchObject({ order_state: 107, delivery_status: 'shipping_abnormal' });
    const seen = await mission(id, erin);
    expect(colours(seen)).toEqual(['green', 'green', 'green', 'green', 'red']);
    expect(seen.delivery_status).toBe('shipping_abnormal');
    // The operations overview colours the steps the same way: its delivery step counts the order red.
    const redDeliveries = async () =>
      (await ok('GET', '/api/commodity/tasks/overview/', admin)).data[0].missions_by_step[4].red as number;
    const red = await redDeliveries();
    expect(red).toBeGreaterThan(0);

    const list = (await ok('GET', '/api/commodity/missions/?size=100', erin)).data.find(
      (m: { id: number }) => m.id === id,
    );
    expect(list).toMatchObject({
      image_status: 'success',
      product_status: 'qualified',
      delivery_status: 'shipping_abnormal',
    });
    const csv = await call('GET', '/api/commodity/missions/mission_export/?format=csv', erin);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\n');
    expect(header).toContain('image_status,product_status,delivery_status');
    const row = rows.find((r) => r.includes(seen.order_no))!;
    expect(row).toContain('Shipping abnormal');

    const shipped = await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
      version: (await mission(id)).version,
      delivery_status: 'no_shipping_needed',
    });
    expect(await redDeliveries()).toBe(red - 1);
    expect(shipped.data[0]).toMatchObject({ order_state: 109, delivery_status: 'no_shipping_needed' });
    expect(colours(shipped.data[0])).toEqual(['green', 'green', 'green', 'green', 'green']);
  });
});
