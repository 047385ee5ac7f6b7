/**
 * Fulfilment of tasking orders (issue 16), on both drivers: the whole lifecycle a customer's order goes through —
 * submitted, reviewed, two tasks planned on real passes of the access engine, received, imaged, transferred,
 * checked, delivered, the product downloaded to its last byte — with its history, alerts and ledger; the failure
 * branches (imaging failure: red and refunded once; cancellation: yellow and refunded once), illegal changes
 * (422 naming the state), two staff members changing one task at once (one wins, the other 409), suspension, the
 * conflict check, and the role matrix of every new route.
 */
import { progressOf, quoteTasking } from '@portal/shared/domain';
import JSZip from 'jszip';
import { appOfFile, type Session } from './helpers';
import { taskingCalls } from './support/tasking-calls';
import { customerWithMoney, orderFields, submitOrder } from './tasking-fixtures';

const t = appOfFile();
type Who = Session;
const admin = t.session('admin');
const control = t.session('control');
const sales = t.session('sales');

const HOUR = 3_600_000;
const WGS = { satellite: 'WGS84' };

const costOf = (shots: number) =>
  quoteTasking({ img_mode: 3, priority: 8, p_number: shots, product_type: 'SLC', effective_time: 7 })!;

/** Two customers with money for twenty two-shot orders; carol is the sales person's. */
let carol: Who;
let dave: Who;
beforeAll(async () => {
  carol = await customerWithMoney(t, 'carolful', '13777770001', 20 * costOf(2));
  dave = await customerWithMoney(t, 'daveful', '13777770002', 20 * costOf(2));
  await t.db.query('UPDATE users SET sales_id = $1 WHERE id = $2', [sales.userId, carol.userId]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, who: Who, payload?: object) =>
  t.call({ method, url, token: who.token, lang: 'en', headers: WGS, payload });
const ok = async (method: Method, url: string, who: Who, payload?: object) => {
  const res = await call(method, url, who, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const { balanceOf, ledgerOf } = taskingCalls(
  () => t,
  () => admin,
);

/** Submits an order of `shots` shots over the next week; its id. */
const submit = (who: Who, shots: number) =>
  submitOrder(t, who.token, { fields: { p_number: String(shots) }, headers: WGS });
const mission = async (id: number, who: Who = admin) =>
  (await ok('GET', `/api/commodity/missions/${id}/`, who)).data[0];
const task = async (id: number) => (await ok('GET', `/api/commodity/tasks/${id}/`, admin)).data[0];
const colours = (m: { steps: { color: string }[] }) => m.steps.map((s) => s.color);

async function accept(id: number) {
  const m = await mission(id);
  return ok('POST', `/api/commodity/missions/${id}/review/`, admin, { version: m.version, accept: true });
}
/** Plans one task on each of the first `n` passes without a conflict; returns the task ids. */
async function plan(id: number, n: number): Promise<number[]> {
  const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin)).data as {
    key: string;
    conflicts: unknown[];
    planned: boolean;
  }[];
  const keys = opps
    .filter((o) => !o.planned && !o.conflicts.length)
    .slice(0, n)
    .map((o) => o.key);
  expect(keys).toHaveLength(n);
  const m = await mission(id);
  const res = await ok('POST', '/api/commodity/tasks/', admin, { mission_id: id, version: m.version, keys });
  return res.data.map((x: { id: number }) => x.id);
}
async function act(taskId: number, body: object, who: Who = admin) {
  const cur = await task(taskId);
  return call('PUT', `/api/commodity/tasks/${taskId}/`, who, { version: cur.version, ...body });
}
/** The control team receives the tasks, and their passes come: results are refused before the imaging time. */
async function receive(ids: number[]) {
  const refs = await Promise.all(ids.map(async (id) => ({ id, version: (await task(id)).version })));
  const res = await ok('POST', '/api/commodity/tasks/receive/', control, { tasks: refs });
  await t.db.query(
    `UPDATE tasks SET imaging_start = now() - interval '2 hours' + (imaging_start - imaging_end),
            imaging_end = now() - interval '2 hours' WHERE id = ANY ($1::bigint[])`,
    [ids],
  );
  return res;
}

describe('the whole lifecycle of a tasking order', () => {
  it('submit → review → two tasks on real passes → received → imaged → transferred → qualified → delivered → downloaded', async () => {
    const before = await balanceOf(carol.userId);
    const id = await submit(carol, 2);
    expect(await balanceOf(carol.userId)).toBe(before - costOf(2));

    // Review: a change on an older version loses (409); on the current one it creates the order.
    const m0 = await mission(id);
    const stale = await call('POST', `/api/commodity/missions/${id}/review/`, admin, {
      version: m0.version + 1,
      accept: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(
      /^Someone else changed it first \(carolful, .+ UTC\); reload and try again$/,
    );
    const reviewed = await accept(id);
    expect(reviewed.data[0]).toMatchObject({ order_state: 102, editable: false });
    const notices = (await ok('GET', '/api/commodity/requirement_notices/?unacknowledged=true', control))
      .data;
    expect(notices[0]).toMatchObject({ mission_id: id, kind: 'new', by: 'admin', acknowledged_at: null });

    // The passes come from the access engine: within the window, the look angles, the order's imaging mode.
    const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin)).data;
    expect(opps.length).toBeGreaterThanOrEqual(2);
    for (const o of opps) {
      expect(Date.parse(o.imaging_start)).toBeGreaterThan(Date.now());
      expect(Date.parse(o.imaging_end)).toBeLessThan(
        Date.parse(orderFields({ p_number: '2' }).id_date_2) + HOUR,
      );
      expect(o.look_angle).toBeGreaterThanOrEqual(13);
      expect(o.look_angle).toBeLessThanOrEqual(39);
      expect(['TY-38', 'TY-39', 'TY-40', 'TY-41']).toContain(o.satellite_id);
      expect(o.footprint.type).toMatch(/Polygon/);
      expect(o.absolute_orbit).toBeGreaterThan(0);
    }
    const [t1, t2] = await plan(id, 2);
    const planned = await task(t1);
    const chosen = opps.find(
      (o: { key: string }) => o.key === `${planned.anchoring_satellite}@${planned.imaging_time}`,
    );
    expect(planned).toMatchObject({
      task_state: 1022,
      anchoring_orbit: chosen.absolute_orbit,
      anchoring_left_right: chosen.look_side,
      anchoring_center_look_angle: chosen.look_angle,
      imaging_duration: chosen.imaging_duration,
      mission_id: id,
      username: 'carolful',
      sales: 'sales',
    });
    expect((await mission(id)).order_state).toBe(1022);
    // The same pass twice, or a pass the engine does not know, is refused.
    const again = await call('POST', '/api/commodity/tasks/', admin, {
      mission_id: id,
      version: (await mission(id)).version,
      keys: [chosen.key],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe('A task of this order is already anchored on this pass');
    const unknown = await call('POST', '/api/commodity/tasks/', admin, {
      mission_id: id,
      version: (await mission(id)).version,
      keys: ['TY-38@2020-01-01T00:00:00.000Z'],
    });
    expect(unknown.statusCode).toBe(422);

    // An illegal step is refused, naming the task's state.
    const early = await act(t1, { action: 'quality', product_status: 'qualified' });
    expect(early.statusCode).toBe(422);
    expect(early.json().msg).toBe('The task is in state "Anchoring success" and this action is not allowed');

    await receive([t1, t2]);
    expect((await mission(id)).order_state).toBe(1024);
    for (const x of [t1, t2]) expect((await act(x, { action: 'imaging', zgcxcgpd: 1 })).statusCode).toBe(200);
    expect((await mission(id)).order_state).toBe(104);
    // A transfer dated in the future, or before its imaging, is refused in words.
    const future = await act(t1, {
      action: 'transfer',
      transfer: 1,
      transfer_time: new Date(Date.now() + 3 * HOUR).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().msg).toMatch(
      /^The transfer time \(.+ UTC\) lies in the future and cannot be recorded$/,
    );
    const beforeImaging = await act(t1, {
      action: 'transfer',
      transfer: 1,
      transfer_time: '2020-01-01T00:00:00Z',
    });
    expect(beforeImaging.json().errors).toEqual([
      {
        field: 'transfer_time',
        message: expect.stringMatching(/^The transfer time lies before the task was imaged/),
      },
    ]);
    for (const x of [t1, t2])
      expect(
        (await act(x, { action: 'transfer', transfer: 1, transfer_time: new Date().toISOString() }))
          .statusCode,
      ).toBe(200);
    // One product doubtful (checked again), one qualified: the order stands where the slower one stands.
    expect(
      (await act(t1, { action: 'quality', product_status: 'doubtful', fail_reason: 'speckle' })).statusCode,
    ).toBe(200);
    expect((await act(t2, { action: 'quality', product_status: 'qualified' })).statusCode).toBe(200);
    expect(await mission(id)).toMatchObject({ order_state: 105, product_status: 'doubtful' });
    expect((await act(t1, { action: 'quality', product_status: 'qualified' })).statusCode).toBe(200);
    const qualified = await mission(id);
    expect(qualified.order_state).toBe(107);

    const delivered = await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
      version: qualified.version,
      delivery_status: 'no_shipping_needed',
    });
    expect(delivered.data[0].order_state).toBe(109);

    // What the customer sees: five green steps with their times, every change in the history, an alert each.
    const seen = await mission(id, carol);
    expect(colours(seen)).toEqual(['green', 'green', 'green', 'green', 'green']);
    expect(seen.steps.every((s: { reached_at: string | null }) => s.reached_at !== null)).toBe(true);
    expect(seen.history.map((h: { to_state: number }) => h.to_state)).toEqual([
      100, 101, 102, 103, 1022, 1024, 104, 105, 106, 107, 109,
    ]);
    expect(seen.contract).toBeNull(); // staff fields stay with staff
    expect(seen.staff_comments).toEqual([]);
    expect(seen.products).toHaveLength(2);
    const alerts = (await ok('GET', '/api/commodity/notifications/?size=100', carol)).data.filter(
      (n: { mission_id: number }) => n.mission_id === id,
    );
    expect(alerts).toHaveLength(11);
    expect(alerts[0]).toMatchObject({ type_status_text: 'Order awaiting download', rank: 1 });

    // The products are archive scenes the archive search finds, in an archive order of the customer's (price 0).
    const sceneIds = seen.products.map((p: { scene_id: string }) => p.scene_id);
    const found = await ok('POST', '/api/catalog/search/', carol, { ids: sceneIds });
    expect(found.data.map((s: { id: string }) => s.id).sort()).toEqual([...sceneIds].sort());
    const orderId = seen.products[0].archive_order_id;
    expect(seen.products[1].archive_order_id).toBe(orderId);
    const archive = (await ok('GET', '/api/commodity/orders/?size=50', carol)).data.find(
      (o: { id: number }) => o.id === orderId,
    );
    expect(archive).toMatchObject({ money_fen: 0, status: 'awaiting_download' });
    expect([...archive.scene_ids].sort()).toEqual([...sceneIds].sort());

    // The customer downloads a product, to its last byte: a zip holding that scene's package.
    const links = await ok('POST', '/api/commodity/orders/download/', carol, {
      id: orderId,
      scene_id: sceneIds[0],
    });
    const file = await t.call({
      method: 'GET',
      url: new URL(links.data[0].links[0].url, 'http://x').pathname,
    });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    expect(Object.keys(zip.files).some((name) => name.includes(sceneIds[0]))).toBe(true);
    const done = await mission(id, carol);
    expect(done.order_state).toBe(1092);
    expect(colours(done)).toEqual(['green', 'green', 'green', 'green', 'green']);

    // Money: charged once, never refunded.
    expect(await ledgerOf(id)).toEqual([['tasking_spend', -costOf(2)]]);
    expect(await balanceOf(carol.userId)).toBe(before - costOf(2));
  });
});

describe('failure branches', () => {
  it('an imaging failure turns the imaging step red and refunds the order once', async () => {
    const before = await balanceOf(carol.userId);
    const id = await submit(carol, 1);
    await accept(id);
    const [tk] = await plan(id, 1);
    await receive([tk]);
    const noReason = await act(tk, { action: 'imaging', zgcxcgpd: 0 });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await act(tk, { action: 'imaging', zgcxcgpd: 0, fail_reason: 'rain cell over target' })).statusCode,
    ).toBe(200);
    const m = await mission(id, carol);
    expect(m.order_state).toBe(1041);
    expect(colours(m)).toEqual(['green', 'green', 'red', 'grey', 'grey']);
    expect(await balanceOf(carol.userId)).toBe(before);
    expect(await ledgerOf(id)).toEqual([
      ['tasking_spend', -costOf(1)],
      ['tasking_refund', costOf(1)],
    ]);
    // Over: nothing more happens to it, and no second refund.
    const after = await call('POST', `/api/commodity/missions/${id}/transition/`, admin, { to_state: 1031 });
    expect(after.statusCode).toBe(422);
    expect(await ledgerOf(id)).toHaveLength(2);
  });

  it('a cancellation turns the step yellow and refunds the order once; a refused task fails it', async () => {
    const before = await balanceOf(carol.userId);
    const id = await submit(carol, 1);
    await accept(id);
    const [tk] = await plan(id, 1);
    const cur = await task(tk);
    const noReason = await call('POST', `/api/commodity/tasks/${tk}/cancal/`, admin, {
      version: cur.version,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await ok('POST', `/api/commodity/tasks/${tk}/cancal/`, admin, {
      version: cur.version,
      reason: 'customer withdrew',
    });
    expect(cancelled.data[0].task_state).toBe(1021);
    const m = await mission(id, carol);
    expect(m.order_state).toBe(1021);
    expect(colours(m)).toEqual(['green', 'yellow', 'grey', 'grey', 'grey']);
    expect(colours(m)).toEqual(progressOf(1021).map((s) => s.color));
    expect(await balanceOf(carol.userId)).toBe(before);
    expect(await ledgerOf(id)).toEqual([
      ['tasking_spend', -costOf(1)],
      ['tasking_refund', costOf(1)],
    ]);

    const id2 = await submit(carol, 1);
    await accept(id2);
    const [tk2] = await plan(id2, 1);
    const refused = await call('POST', '/api/commodity/tasks/receive/', control, {
      tasks: [{ id: tk2, version: (await task(tk2)).version }],
      accepted: false,
      reason: 'ground station unavailable',
    });
    expect(refused.statusCode).toBe(200);
    expect((await mission(id2)).order_state).toBe(1025);
    expect(await ledgerOf(id2)).toHaveLength(2);
  });

  it('a rejected review refunds; a suspended order takes no task action until resumed', async () => {
    const before = await balanceOf(dave.userId);
    const rejectedId = await submit(dave, 1);
    const m = await mission(rejectedId);
    const noReason = await call('POST', `/api/commodity/missions/${rejectedId}/review/`, admin, {
      version: m.version,
      accept: false,
    });
    expect(noReason.statusCode).toBe(400);
    await ok('POST', `/api/commodity/missions/${rejectedId}/review/`, admin, {
      version: m.version,
      accept: false,
      reason: 'outside our licence',
    });
    expect((await mission(rejectedId, dave)).order_state).toBe(1031);
    expect(await balanceOf(dave.userId)).toBe(before);

    const id = await submit(dave, 1);
    await accept(id);
    const [tk] = await plan(id, 1);
    await ok('POST', '/api/commodity/missions/suspend/', admin, {
      ids: [id],
      suspended: true,
      reason: 'weather',
    });
    expect(
      (await ok('GET', '/api/commodity/missions/suspend/', admin)).data.map((x: { id: number }) => x.id),
    ).toContain(id);
    const blocked = await call('POST', '/api/commodity/tasks/receive/', control, {
      tasks: [{ id: tk, version: (await task(tk)).version }],
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().msg).toBe('The tasking order is suspended; resume it first');
    await ok('POST', '/api/commodity/missions/suspend/', admin, { ids: [id], suspended: false });
    await receive([tk]);
    expect((await mission(id)).order_state).toBe(1024);
    const kinds = (await ok('GET', '/api/commodity/requirement_notices/?size=100', control)).data
      .filter((n: { mission_id: number }) => n.mission_id === id)
      .map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['resumed', 'suspended', 'new']);
  });
});

describe('concurrency and conflicts', () => {
  it('two staff members recording one task at once: one wins, the other gets a 409', async () => {
    const id = await submit(dave, 1);
    await accept(id);
    const [tk] = await plan(id, 1);
    await receive([tk]);
    const v = (await task(tk)).version;
    const [a, b] = await Promise.all([
      call('PUT', `/api/commodity/tasks/${tk}/`, admin, { version: v, action: 'imaging', zgcxcgpd: 1 }),
      call('PUT', `/api/commodity/tasks/${tk}/`, control, {
        version: v,
        action: 'imaging',
        zgcxcgpd: 0,
        fail_reason: 'no echo',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().msg).toMatch(
      /^Someone else changed it first \((admin|control), .+\); reload and try again$/,
    );
    const history = (await task(tk)).history;
    expect(history.filter((h: { from_state: number }) => h.from_state === 1024)).toHaveLength(1);
  });

  it('acting on an old version of a task whose failure closed the order: 409 first, then 422 at the current one', async () => {
    const id = await submit(dave, 1);
    await accept(id);
    const [tk] = await plan(id, 1);
    await receive([tk]);
    const v = (await task(tk)).version;
    const failed = await call('PUT', `/api/commodity/tasks/${tk}/`, control, {
      version: v,
      action: 'imaging',
      zgcxcgpd: 0,
      fail_reason: 'no echo',
    });
    expect(failed.statusCode).toBe(200);
    const late = await call('PUT', `/api/commodity/tasks/${tk}/`, admin, {
      version: v,
      action: 'imaging',
      zgcxcgpd: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/^Someone else changed it first \(control, .+\); reload and try again$/);
    const current = (await task(tk)).version;
    const over = await call('PUT', `/api/commodity/tasks/${tk}/`, admin, {
      version: current,
      action: 'imaging',
      zgcxcgpd: 1,
    });
    expect(over.statusCode).toBe(422);
  });

  it('the conflict check warns of another order on the same pass, and plans it only when accepted', async () => {
    const first = await submit(dave, 1);
    await accept(first);
    const [tk] = await plan(first, 1);
    const taken = await task(tk);
    const second = await submit(dave, 1);
    await accept(second);
    const opps = (await ok('GET', `/api/commodity/missions/${second}/opportunities/`, admin)).data;
    const same = opps.find(
      (o: { key: string }) => o.key === `${taken.anchoring_satellite}@${taken.imaging_time}`,
    );
    // The task in the way, with its footprint for the planning globe.
    expect(same.conflicts).toContainEqual({
      task_id: tk,
      task: taken.task,
      kind: 'time',
      footprint: { type: 'MultiPolygon', coordinates: expect.any(Array) },
    });
    const body = { mission_id: second, version: (await mission(second)).version, keys: [same.key] };
    const refused = await call('POST', '/api/commodity/tasks/', admin, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe(
      'Conflicts with planned tasks (overlapping in time or incompatible look angles in one pass)',
    );
    expect(
      (await ok('POST', '/api/commodity/tasks/', admin, { ...body, accept_conflicts: true })).data,
    ).toHaveLength(1);
  });
});

describe('who reaches fulfilment (docs/requirements.md §6)', () => {
  it('customers reach no staff route; sales read and comment on any order, and change nothing of staff', async () => {
    const id = await submit(carol, 1); // carol is the sales person's customer
    const other = await submit(dave, 1);
    const m = await mission(id);
    const staffOnly: [Method, string, object?][] = [
      ['GET', '/api/commodity/missions/get_orders/'],
      ['POST', `/api/commodity/missions/${id}/review/`, { version: m.version, accept: true }],
      ['PATCH', `/api/commodity/missions/${id}/`, { version: m.version, contract: 'C-1' }],
      ['GET', '/api/commodity/missions/suspend/'],
      ['POST', '/api/commodity/missions/suspend/', { ids: [id], suspended: true }],
      [
        'POST',
        `/api/commodity/missions/${id}/sendgoods/`,
        { version: m.version, delivery_status: 'shipped' },
      ],
      ['POST', `/api/commodity/missions/${id}/synctoc/`],
      ['GET', `/api/commodity/missions/${id}/opportunities/`],
      ['POST', `/api/commodity/missions/${id}/transition/`, { to_state: 101 }],
      ['POST', '/api/commodity/tasks/', { mission_id: id, version: m.version, keys: ['x'] }],
      ['GET', '/api/commodity/tasks/'],
      ['GET', '/api/commodity/tasks/get_tasks/?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z'],
      ['GET', '/api/commodity/tasks/overview/'],
      ['GET', '/api/commodity/tasks/task_export/'],
      ['GET', '/api/commodity/tasks/task_export_by_cekong/'],
      ['POST', '/api/commodity/tasks/receive/', { tasks: [{ id: 1, version: 0 }] }],
      [
        'POST',
        '/api/commodity/tasks/sendgoods/',
        { tasks: [{ id: 1, version: 0 }], delivery_status: 'shipped' },
      ],
      ['GET', '/api/commodity/tasks/1/'],
      ['PUT', '/api/commodity/tasks/1/', { version: 0, action: 'imaging', zgcxcgpd: 1 }],
      ['POST', '/api/commodity/tasks/1/cancal/', { version: 0, reason: 'x' }],
      ['POST', '/api/commodity/tasks/1/synctoc/'],
      ['GET', '/api/commodity/requirement_notices/'],
      ['POST', '/api/commodity/requirement_notices/ack/', { ids: [1] }],
    ];
    for (const who of [carol, sales])
      for (const [method, url, body] of staffOnly) {
        const res = await call(method, url, who, body);
        expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      }
    // Nothing changed by the refused calls.
    expect((await mission(id)).version).toBe(m.version);

    const comment = (who: Who, missionId: number) =>
      call('POST', `/api/commodity/missions/${missionId}/comments/`, who, {
        text: 'Customer asks for morning passes',
      });
    expect((await comment(carol, id)).statusCode).toBe(403);
    expect((await comment(sales, id)).statusCode).toBe(200);
    const bySales = await mission(id, sales);
    expect(bySales.staff_comments).toEqual([
      expect.objectContaining({ by: 'sales', text: 'Customer asks for morning passes' }),
    ]);
    expect((await mission(id, carol)).staff_comments).toEqual([]);
    // Sales read the tasks of any order (docs/requirements.md §6: all tasking orders); customers none.
    const tasksOf = (who: Who, missionId: number) =>
      call('GET', `/api/commodity/tasks/taskmission/?mission_id=${missionId}`, who);
    expect((await tasksOf(sales, id)).statusCode).toBe(200);
    expect((await tasksOf(sales, other)).statusCode).toBe(200);
    expect((await tasksOf(sales, 999_999)).statusCode).toBe(404);
    expect((await tasksOf(carol, id)).statusCode).toBe(403);
  });

  it('staff edit their fields; a change the plan depends on becomes a notice the control team acknowledges', async () => {
    const id = await submit(dave, 1);
    await accept(id);
    const m = await mission(id);
    const edited = await ok('PATCH', `/api/commodity/missions/${id}/`, admin, {
      version: m.version,
      priority: 2,
      contract: 'HT-2026-117',
      admin: 'admin',
      classified: 'sensitive',
    });
    expect(edited.data[0]).toMatchObject({ priority: 2, contract: 'HT-2026-117', classified: 'sensitive' });
    const notice = (await ok('GET', '/api/commodity/requirement_notices/?kind=changed', control)).data.find(
      (n: { mission_id: number }) => n.mission_id === id,
    );
    expect(notice.changes).toEqual([
      { field: 'priority', before: 8, after: 2 },
      { field: 'classified', before: 'public', after: 'sensitive' },
    ]);
    const ack = await ok('POST', '/api/commodity/requirement_notices/ack/', control, { ids: [notice.id] });
    expect(ack.data[0].acknowledged).toBe(1);
    const sync = await ok('POST', `/api/commodity/missions/${id}/synctoc/`, admin);
    expect(sync.data[0].message).toMatchObject({ priority: 2, state: 102 });
    expect((await mission(id)).synced_at).toBe(sync.data[0].synced_at);

    const overview = (await ok('GET', '/api/commodity/tasks/overview/', admin)).data[0];
    expect(overview.missions_by_state.length).toBeGreaterThan(3);
    expect(
      overview.tasks_by_column.find((c: { column: string }) => c.column === 'delivered').count,
    ).toBeGreaterThanOrEqual(2);
    const xlsx = await call('GET', '/api/commodity/tasks/task_export/', admin);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', '/api/commodity/tasks/task_export_by_cekong/?format=csv', admin);
    expect(csv.body.split('\n')[0]).toContain('absolute_orbit');
  });
});
