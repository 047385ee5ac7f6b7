/**
 * One road to the orbit engine, on both drivers: a prediction and the planning of a tasking order find the same
 * passes for the same target and window; and a tasking delivery's scene enters the archive as other scenes do, a
 * second order anchored on the same pass receiving that same scene.
 */
import { taskingSuite, WGS, type Who } from './support/tasking-calls';
import { customerWithMoney, ONE_SHOT_FEN, submitOrder } from './tasking-fixtures';

const { t, admin, ok, mission, review, receive, qualify } = taskingSuite();
let gil: Who;
let hal: Who;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  gil = await customerWithMoney(t, 'gilorbit', '13766660201', 10 * ONE_SHOT_FEN);
  hal = await customerWithMoney(t, 'halorbit', '13766660202', 10 * ONE_SHOT_FEN);
});

interface Opportunity {
  key: string;
  satellite_id: string;
  imaging_start: string;
  imaging_end: string;
  look_angle: number;
  incidence_angle: number;
  look_side: string;
  orbit_direction: string;
  coverage: string;
  footprint: unknown;
  conflicts: unknown[];
  planned: boolean;
}

// Whole minutes an hour ahead: planning starts at the window's start when it lies ahead. Five days: how many passes a
// window holds depends on when the test runs (three days held only two at some hours).
const start = new Date(Math.ceil((Date.now() + HOUR) / 60_000) * 60_000);
const window = {
  id_date_1: start.toISOString(),
  id_date_2: new Date(start.getTime() + 5 * DAY).toISOString(),
};

it('a prediction and the planning of a tasking order give the same passes for the same target and window', async () => {
  const id = await submitOrder(t, gil.token, {
    fields: { Latitude: '29.87', Longitude: '121.55', lower_angle: '15', upper_angle: '35', ...window },
    headers: WGS,
  });
  const planning = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin))
    .data as Opportunity[];
  const simulation = (
    await ok('POST', '/api/commodity/simulation/', gil, {
      target: { lat: 29.87, lon: 121.55 },
      start_time: window.id_date_1,
      end_time: window.id_date_2,
      lower_angle: 15,
      upper_angle: 35,
      img_mode: 3,
      limit: planning.length,
    })
  ).data[0].opportunities as Opportunity[];

  expect(planning.length).toBeGreaterThanOrEqual(3);
  expect(simulation).toHaveLength(planning.length);
  simulation.forEach((s, i) => {
    const p = planning[i];
    expect(`${s.satellite_id}@${s.imaging_start}`).toBe(p.key);
    expect([s.imaging_end, s.look_side, s.orbit_direction, s.coverage, s.footprint]).toEqual([
      p.imaging_end,
      p.look_side,
      p.orbit_direction,
      p.coverage,
      p.footprint,
    ]);
    // Each call keeps the figures it always answered: 4 decimals in a prediction, 3 in planning.
    expect(s.look_angle).toBeCloseTo(p.look_angle, 2);
    expect(s.incidence_angle).toBeCloseTo(p.incidence_angle, 2);
  });
});

/** An order of `who`'s accepted and anchored on `key` (conflicts accepted), received: its task id. */
async function plannedOn(who: Who, key?: string): Promise<{ id: number; tk: number; key: string }> {
  const id = await submitOrder(t, who.token, { fields: window, headers: WGS });
  await review(id);
  const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin)).data as Opportunity[];
  const chosen = key ?? opps.find((o) => !o.planned && !o.conflicts.length)!.key;
  const tk = (
    await ok('POST', '/api/commodity/tasks/', admin, {
      mission_id: id,
      version: (await mission(id)).version,
      keys: [chosen],
      accept_conflicts: true,
    })
  ).data[0].id as number;
  await receive(tk);
  return { id, tk, key: chosen };
}

async function deliver(id: number, tk: number) {
  await qualify(tk);
  await ok('POST', `/api/commodity/missions/${id}/sendgoods/`, admin, {
    version: (await mission(id)).version,
    delivery_status: 'no_shipping_needed',
  });
}

it("two orders anchored on one pass both deliver its one scene, which STAC and each customer's order show", async () => {
  const first = await plannedOn(gil);
  const second = await plannedOn(hal, first.key);
  // The pass comes for both tasks at once (one statement: one instant), two hours ago.
  await t.db.query(
    `UPDATE tasks SET imaging_start = now() - interval '2 hours' + (imaging_start - imaging_end),
            imaging_end = now() - interval '2 hours' WHERE id = ANY ($1::bigint[])`,
    [[first.tk, second.tk]],
  );
  await deliver(first.id, first.tk);
  await deliver(second.id, second.tk);

  const [a, b] = [(await mission(first.id, gil)).products[0], (await mission(second.id, hal)).products[0]];
  expect(b.scene_id).toBe(a.scene_id);
  expect(b.archive_order_id).not.toBe(a.archive_order_id);
  for (const [who, p] of [
    [gil, a],
    [hal, b],
  ] as const) {
    const order = (await ok('GET', `/api/commodity/orders/${p.archive_order_id}/`, who)).data[0];
    expect(order.scene_ids).toEqual([a.scene_id]);
  }
  const item = (
    await t.call({
      method: 'GET',
      url: `/api/stac/collections/sar-archive/items/${a.scene_id}`,
      token: admin.token,
    })
  ).json();
  expect(item.id).toBe(a.scene_id);
  expect(item.properties.platform).toBe(first.key.split('@')[0]);
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scenes WHERE id = $1', [
    a.scene_id,
  ]);
  expect(rows[0].n).toBe(1);
});
