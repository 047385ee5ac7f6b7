/**
 * The commercial offer of a tasking order (docs/tasking-offer.md), on both drivers: the quote in line items equals
 * the charge; a price changed by staff refuses a quoted order with 409 and the new quote; a pass taken by a planned
 * task is "taken" to another customer and named to its owner, "competing" to a more urgent order; cancellation
 * fees on each side of each deadline; ten cancels at once leave one refund and one fee; staff waive a fee once.
 */
import { postForm, type Session } from './helpers';
import { taskingSuite, WGS } from './support/tasking-calls';
import { customerWithMoney, orderFields } from './tasking-fixtures';

const { t, admin, call, ok, mission, review: accept, balanceOf, ledgerOf } = taskingSuite();
const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let ann: Session;
let bob: Session;
beforeAll(async () => {
  ann = await customerWithMoney(t, 'annoffer', '13777771001', 10_000_000);
  bob = await customerWithMoney(t, 'boboffer', '13777771002', 10_000_000);
});

const quote = async (who: Session, fields: Record<string, string> = {}) =>
  (await ok('POST', '/api/commodity/missions/quote/', who, orderFields(fields))).data[0];
const submit = (who: Session, fields: Record<string, string>) =>
  postForm(t, '/api/commodity/missions/new_order/', {
    fields: orderFields(fields),
    file: { name: 'application.pdf', data: PDF, field: 'application_form' },
    token: who.token,
    lang: 'en',
    headers: WGS,
  });
/** An accepted order of `who` whose first collect lies `hours` ahead (set as if it had been quoted so). */
async function acceptedOrderCollectingIn(who: Session, hours: number) {
  const res = await submit(who, { p_number: '2' });
  expect(res.statusCode).toBe(200);
  const id = res.json().data[0].id as number;
  await accept(id);
  await t.db.query('UPDATE missions SET first_collect_at = $2 WHERE id = $1', [
    id,
    new Date(Date.now() + hours * HOUR).toISOString(),
  ]);
  return { id, cost: res.json().data[0].cost_fen as number };
}

describe('the quote', () => {
  it('prices the fields in line items that add up, says the balance after and the terms, and is what is charged', async () => {
    const q = await quote(ann, {
      p_number: '3',
      priority: '2',
      effective_time: '3',
      product_type: 'SLC+ORG',
    });
    expect(q.lines.map((l: { item: string }) => l.item)).toEqual([
      'mode',
      'size',
      'priority',
      'timeliness',
      'product',
    ]);
    expect(q.lines.reduce((s: number, l: { amount_fen: number }) => s + l.amount_fen, 0)).toBe(q.collect_fen);
    // Stripmap ¥1,500 a shot × 3, A+ ×2, S(4h) ×1.5, both products ×1.25.
    expect(q.collect_fen).toBe(1_500_00 * 3 * 2 * 1.5 * 1.25);
    expect(q.total_fen).toBe(q.collect_fen);
    expect(q.balance_after_fen).toBe(q.balance_fen - q.total_fen);
    expect(q.opportunities.length).toBeGreaterThan(0);
    expect(q.first_collect).toBe(
      q.opportunities.find((o: { availability: string }) => o.availability !== 'taken').imaging_start,
    );
    const first = Date.parse(q.first_collect);
    expect(Date.parse(q.terms.free_until)).toBe(first - 72 * HOUR);
    expect(Date.parse(q.terms.refused_from)).toBe(first - 12 * HOUR);
    expect(q.terms.fee_fen).toBe(Math.round(q.total_fen / 4));

    const before = await balanceOf(ann.userId);
    const res = await submit(ann, {
      p_number: '3',
      priority: '2',
      effective_time: '3',
      product_type: 'SLC+ORG',
      quote_id: q.quote_id,
      quoted_cost_fen: String(q.total_fen),
    });
    expect(res.statusCode).toBe(200);
    const m = res.json().data[0];
    expect(m.cost_fen).toBe(q.total_fen);
    expect(m.first_collect_at).toBe(q.first_collect);
    expect(await ledgerOf(m.id)).toEqual([['tasking_spend', -q.total_fen]]);
    expect(await balanceOf(ann.userId)).toBe(before - q.total_fen);
  });

  it('refuses a quoted order with 409 and the new quote when staff changed the price since, charging nothing', async () => {
    const q = await quote(bob, { img_mode: '1' });
    const prices = (await ok('GET', '/api/commodity/tasking_prices/', admin)).data;
    const spot = prices.find((r: { item: string; code: string }) => r.item === 'mode' && r.code === '1');
    await ok('PUT', '/api/commodity/tasking_prices/', admin, {
      rows: [{ ...spot, value: spot.value + 10_000 }],
    });
    try {
      const before = await balanceOf(bob.userId);
      const res = await submit(bob, {
        img_mode: '1',
        quote_id: q.quote_id,
        quoted_cost_fen: String(q.total_fen),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('The quote has changed; read the new quote and submit again');
      const fresh = res.json().data[0];
      expect(fresh.total_fen).toBe(q.total_fen + Math.round((10_000 * 1.2 * 1 * 1) / 1));
      expect(fresh.quote_id).not.toBe(q.quote_id);
      expect(await balanceOf(bob.userId)).toBe(before);
      const again = await submit(bob, {
        img_mode: '1',
        quote_id: fresh.quote_id,
        quoted_cost_fen: String(fresh.total_fen),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data[0].cost_fen).toBe(fresh.total_fen);
      const audit = await t.db.query('SELECT 1 FROM audit_log WHERE action = $1', ['price.tasking_update']);
      expect(audit.rows.length).toBeGreaterThan(0);
    } finally {
      await ok('PUT', '/api/commodity/tasking_prices/', admin, { rows: [spot] });
    }
  });

  it('says the balance is short before submit, and the server refuses in its own words', async () => {
    const poor = await customerWithMoney(t, 'pooroffer', '13777771003', 3_400_00);
    const q = await quote(poor, { p_number: '4', priority: '5' });
    expect(q.total_fen).toBe(1_500_00 * 4 * 1.5);
    expect(q.balance_after_fen).toBe(3_400_00 - q.total_fen);
    const res = await submit(poor, {
      p_number: '4',
      priority: '5',
      quote_id: q.quote_id,
      quoted_cost_fen: String(q.total_fen),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('Insufficient balance');
    expect(res.json().errors).toEqual([{ field: 'quoted_cost_fen', message: 'Insufficient balance' }]);
  });

  it('shows a pass taken by a planned task as taken to another customer, named to its owner, competing to a more urgent order', async () => {
    const fields = { target_name: 'Offer pass', Latitude: '31.2', Longitude: '121.5', priority: '8' };
    const res = await submit(ann, fields);
    const id = res.json().data[0].id as number;
    await accept(id);
    const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin)).data;
    const free = opps.find((o: { conflicts: unknown[] }) => !o.conflicts.length);
    const m = await mission(id);
    await ok('POST', '/api/commodity/tasks/', admin, {
      mission_id: id,
      version: m.version,
      keys: [free.key],
    });

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const sameStart = (q: { opportunities: any[] }) =>
      q.opportunities.find(
        (o) => o.satellite_id === free.satellite_id && o.imaging_start === free.imaging_start,
      )!;
    const toBob = sameStart(await quote(bob, fields));
    expect(toBob.availability).toBe('taken');
    expect(toBob.conflicts[0]).toMatchObject({ kind: 'time', priority: 'equal', order_no: null });
    const toAnn = sameStart(await quote(ann, fields));
    expect(toAnn.conflicts[0].order_no).toBe(m.order_no);
    // A prediction says the same without a priority: booked to another customer, the order named to its owner.
    const simulated = async (who: Session) =>
      (
        await ok('POST', '/api/commodity/simulation/', who, {
          target: { lat: 31.2, lon: 121.5 },
          img_mode: 3,
          lower_angle: 13,
          upper_angle: 39,
          start_time: new Date(Date.now() + HOUR).toISOString(),
          end_time: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
        })
      ).data[0];
    const predicted = sameStart(await simulated(bob));
    expect(predicted.schedule).toEqual({ free: false, own_orders: [] });
    expect(sameStart(await simulated(ann)).schedule).toEqual({ free: false, own_orders: [m.order_no] });
    const urgent = sameStart(await quote(bob, { ...fields, priority: '2' }));
    expect(urgent.availability).toBe('competing');
    expect(urgent.conflicts[0].priority).toBe('lower');
  });
});

describe('cancellation terms', () => {
  it('are free while pending review, free before the planning deadline, a quarter after it, refused in the last 12 hours', async () => {
    const pending = await submit(bob, {});
    const pendingId = pending.json().data[0].id;
    const free = await ok('POST', `/api/commodity/missions/${pendingId}/cancel/`, bob, {
      reason: 'changed plans',
    });
    expect(free.data[0]).toMatchObject({ refund_fen: pending.json().data[0].cost_fen, fee_fen: 0 });
    expect(free.data[0].mission.order_state).toBe(1031);

    for (const [hours, fee] of [
      [72.1, false],
      [71.9, true],
      [12.1, true],
    ] as const) {
      const o = await acceptedOrderCollectingIn(bob, hours);
      const seen = await mission(o.id, bob);
      expect(seen.cancellation).toMatchObject({ allowed: true, fee_fen: fee ? o.cost / 4 : 0 });
      const before = await balanceOf(bob.userId);
      const res = await ok('POST', `/api/commodity/missions/${o.id}/cancel/`, bob, {});
      expect(res.data[0]).toEqual(
        expect.objectContaining({ refund_fen: o.cost, fee_fen: fee ? o.cost / 4 : 0 }),
      );
      expect(await ledgerOf(o.id)).toEqual([
        ['tasking_spend', -o.cost],
        ['tasking_refund', o.cost],
        ...(fee ? [['tasking_cancel_fee', -o.cost / 4]] : []),
      ]);
      expect(await balanceOf(bob.userId)).toBe(before + o.cost - (fee ? o.cost / 4 : 0));
    }

    const late = await acceptedOrderCollectingIn(bob, 11.9);
    expect((await mission(late.id, bob)).cancellation.allowed).toBe(false);
    const refused = await call('POST', `/api/commodity/missions/${late.id}/cancel/`, bob, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toMatch(
      /^It cannot be cancelled within 12 hours of its first collect \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/,
    );
    expect(await ledgerOf(late.id)).toEqual([['tasking_spend', -late.cost]]);
  });

  it('ten cancels at once: one succeeds, one refund and one fee, the balance exact', async () => {
    const o = await acceptedOrderCollectingIn(ann, 48);
    const before = await balanceOf(ann.userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/commodity/missions/${o.id}/cancel/`, ann, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect(await ledgerOf(o.id)).toEqual([
      ['tasking_spend', -o.cost],
      ['tasking_refund', o.cost],
      ['tasking_cancel_fee', -o.cost / 4],
    ]);
    expect(await balanceOf(ann.userId)).toBe(before + o.cost - o.cost / 4);
  });

  it("cannot be made on another customer's order; staff waive a fee once, with a reason, audited", async () => {
    const o = await acceptedOrderCollectingIn(ann, 24);
    expect((await call('POST', `/api/commodity/missions/${o.id}/cancel/`, bob, {})).statusCode).toBe(404);
    await ok('POST', `/api/commodity/missions/${o.id}/cancel/`, ann, {});
    expect(
      (await call('POST', `/api/commodity/missions/${o.id}/waive_fee/`, ann, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/commodity/missions/${o.id}/waive_fee/`, admin, {})).statusCode).toBe(
      400,
    );
    const before = await balanceOf(ann.userId);
    // Ten waivers at once: one gives the fee back, the others find none left.
    const waivers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/commodity/missions/${o.id}/waive_fee/`, admin, { reason: 'satellite anomaly' }),
      ),
    );
    expect(waivers.map((w) => w.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const waived = waivers.find((w) => w.statusCode === 200)!.json();
    expect(waived.data[0].refund_fen).toBe(o.cost / 4);
    expect(await balanceOf(ann.userId)).toBe(before + o.cost / 4);
    expect((await ledgerOf(o.id)).filter(([scene]) => scene === 'tasking_fee_waiver')).toHaveLength(1);
    expect(
      (await call('POST', `/api/commodity/missions/${o.id}/waive_fee/`, admin, { reason: 'again' }))
        .statusCode,
    ).toBe(422);
    const audit = await t.db.query<{ after: { reason: string } }>(
      "SELECT after FROM audit_log WHERE action = 'mission.waive_fee' AND subject_id = $1",
      [o.id],
    );
    expect(audit.rows.map((r) => r.after.reason)).toEqual(['satellite anomaly']);
  });
});

describe('a series of repeat collects', () => {
  const DAY = 24 * HOUR;
  const weekly = (extra: object = {}) =>
    JSON.stringify({ cadence: 'weekly', count: 6, same_geometry: true, ...extra });

  it('a weekly series of 6 writes its collects as the horizon moves, each charged once; cancelling the rest refunds what the terms allow', async () => {
    const carl = await customerWithMoney(t, 'carloffer', '13777771004', 10_000_000);
    await t.db.query(
      `INSERT INTO webhook_endpoints (user_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.com/series', '{tasking_series.updated}', 'whsec_dGVzdA==')`,
      [carl.userId],
    );
    // One window for the quote and the order: the quote names the collects' windows.
    const fields: Record<string, string> = orderFields({
      target_name: 'Weekly port',
      Latitude: '22.3',
      Longitude: '114.2',
      repeat: weekly(),
    });
    const q = (
      await ok('POST', '/api/commodity/missions/quote/', carl, {
        ...orderFields(fields),
        repeat: JSON.parse(fields.repeat),
      })
    ).data[0];
    expect(q.collects).toBe(6);
    expect(q.total_fen).toBe(6 * q.collect_fen);
    expect(q.series.windows).toHaveLength(6);
    expect(Date.parse(q.series.windows[1].start) - Date.parse(q.series.windows[0].start)).toBe(7 * DAY);
    expect(q.series.geometry).toMatchObject({
      orbit_direction: expect.any(String),
      look_side: expect.any(String),
    });

    const res = await submit(carl, { ...fields, quote_id: q.quote_id, quoted_cost_fen: String(q.total_fen) });
    expect(res.statusCode).toBe(200);
    const first = res.json().data[0];
    // Held to the first pass's geometry: its orbit direction and side, its look angle ±2°.
    expect(first).toMatchObject({
      anchoring_satellite: q.series.geometry.satellite_id,
      orbit_mode: q.series.geometry.orbit_direction,
      left_right_mode: q.series.geometry.look_side,
    });
    expect(first.upper_angle - first.lower_angle).toBeLessThanOrEqual(6);

    const list = (await ok('GET', '/api/commodity/series/', carl)).data;
    expect(list).toHaveLength(1);
    const id = list[0].id as number;
    const written = async () => (await ok('GET', `/api/commodity/series/${id}/`, carl)).data[0];
    // Windows start 1 h, 7 d, 14 d … ahead; the horizon is 21 days: three collects now.
    let s = await written();
    expect(s.collects.map((c: { mission_id: number | null }) => c.mission_id !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(s.spent_fen).toBe(3 * q.collect_fen);
    expect(s.next_collect).toBe(q.series.windows[0].start);

    // The clock moves a week at a time; ten runs at once write each collect once.
    const { extendSeries } = await import('../src/offer/series');
    const now = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => extendSeries(t.db, now + 7 * DAY)));
    s = await written();
    expect(s.collects.filter((c: { mission_id: number | null }) => c.mission_id !== null)).toHaveLength(4);
    await extendSeries(t.db, now + 14 * DAY);
    await extendSeries(t.db, now + 21 * DAY);
    await extendSeries(t.db, now + 35 * DAY);
    s = await written();
    expect(s.collects.every((c: { mission_id: number | null }) => c.mission_id !== null)).toBe(true);
    const spends = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger l JOIN missions m ON l.reference = 'mission:' || m.id
        WHERE m.series_id = $1 AND l.scene = 'tasking_spend'`,
      [id],
    );
    expect(spends.rows[0].n).toBe(6);
    expect(s.spent_fen).toBe(6 * q.collect_fen);

    // The first collect is accepted and its collect 48 h away (a quarter's fee); the second within 12 h (kept).
    const [c0, c1] = s.collects;
    await accept(c0.mission_id);
    await t.db.query('UPDATE missions SET first_collect_at = $2 WHERE id = $1', [
      c0.mission_id,
      new Date(now + 48 * HOUR).toISOString(),
    ]);
    await accept(c1.mission_id);
    await t.db.query('UPDATE missions SET first_collect_at = $2 WHERE id = $1', [
      c1.mission_id,
      new Date(now + 6 * HOUR).toISOString(),
    ]);
    const before = await balanceOf(carl.userId);
    const cancelled = (
      await ok('POST', `/api/commodity/series/${id}/cancel/`, carl, { reason: 'project ended' })
    ).data[0];
    expect(cancelled).toMatchObject({
      cancelled: 5,
      kept: 1,
      refund_fen: 5 * q.collect_fen,
      fee_fen: q.collect_fen / 4,
    });
    expect(await balanceOf(carl.userId)).toBe(before + 5 * q.collect_fen - q.collect_fen / 4);
    expect(cancelled.series.state).toBe('cancelled');
    expect(await ledgerOf(c1.mission_id)).toEqual([['tasking_spend', -q.collect_fen]]);
    expect((await call('POST', `/api/commodity/series/${id}/cancel/`, carl, {})).statusCode).toBe(422);
    // A cancelled series writes no more, and another customer cannot read it.
    expect((await extendSeries(t.db, now + 60 * DAY)).collects).toBe(0);
    expect((await call('GET', `/api/commodity/series/${id}/`, bob)).statusCode).toBe(404);
    // Its endpoint heard the series made, each collect written once, and the cancellation.
    const events = await t.db.query<{ body: string }>(
      "SELECT body FROM webhook_deliveries WHERE event_type = 'tasking_series.updated' ORDER BY id",
    );
    expect(events.rows.map((r) => JSON.parse(r.body).data.change)).toEqual([
      'created',
      ...Array(6).fill('collect_written'),
      'cancelled',
    ]);
    expect(
      (await ok('GET', '/api/commodity/series/?scope=all', admin)).data.some(
        (x: { id: number }) => x.id === id,
      ),
    ).toBe(true);
  });

  it('refuses a repeat on an edit, and a bad repeat in words', async () => {
    const bad = await submit(bob, { repeat: JSON.stringify({ cadence: 'weekly' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^repeat/);
    const tooMany = await submit(bob, { repeat: weekly({ count: 61 }) });
    expect(tooMany.statusCode).toBe(400);
    // A first collect the balance cannot pay leaves no series behind.
    const broke = await customerWithMoney(t, 'brokeoffer', '13777771005', 100);
    const unpaid = await submit(broke, { repeat: weekly({ same_geometry: false }) });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().msg).toBe('Insufficient balance');
    const left = await t.db.query('SELECT 1 FROM tasking_series WHERE user_id = $1', [broke.userId]);
    expect(left.rows).toHaveLength(0);
    // A series whose first window lies beyond the horizon still has its first collect: the order submitted.
    const later = await submit(bob, {
      repeat: weekly({ same_geometry: false }),
      id_date_1: new Date(Date.now() + 30 * DAY).toISOString(),
      id_date_2: new Date(Date.now() + 37 * DAY).toISOString(),
    });
    expect(later.statusCode).toBe(200);
    const s = (await ok('GET', `/api/commodity/series/${later.json().data[0].series_id}/`, bob)).data[0];
    expect(s.collects.map((c: { mission_id: number | null }) => c.mission_id !== null)).toEqual([
      true,
      ...Array(5).fill(false),
    ]);
  });
});

describe('delivery deadlines', () => {
  it("are due the class's hours after imaging: at risk near the end, missed after, and staff find them", async () => {
    const res = await submit(ann, {
      target_name: 'Deadline',
      Latitude: '30.5',
      Longitude: '114.3',
      effective_time: '3',
    });
    const id = res.json().data[0].id as number;
    expect(res.json().data[0].delivery_deadline).toEqual({ due_at: null, state: 'pending' });
    await accept(id);
    const opps = (await ok('GET', `/api/commodity/missions/${id}/opportunities/`, admin)).data;
    const free = opps.find((o: { conflicts: unknown[] }) => !o.conflicts.length);
    const planned = await ok('POST', '/api/commodity/tasks/', admin, {
      mission_id: id,
      version: (await mission(id)).version,
      keys: [free.key],
    });
    const taskId = planned.data[0].id as number;
    const version = async () => (await ok('GET', `/api/commodity/tasks/${taskId}/`, admin)).data[0].version;
    await ok('POST', '/api/commodity/tasks/receive/', admin, {
      tasks: [{ id: taskId, version: await version() }],
    });
    const imagedHoursAgo = async (h: number) =>
      t.db.query(
        `UPDATE tasks SET imaging_start = now() - make_interval(hours => $2::int) - interval '10 seconds',
                imaging_end = now() - make_interval(hours => $2::int) WHERE id = $1`,
        [taskId, h],
      );
    await imagedHoursAgo(3);
    await ok('PUT', `/api/commodity/tasks/${taskId}/`, admin, {
      version: await version(),
      action: 'imaging',
      zgcxcgpd: 1,
    });
    // S(4h): due 4 h after imaging, at risk from 2 h before.
    const seen = (await mission(id, ann)).delivery_deadline;
    expect(seen.state).toBe('at_risk');
    const imaged = (
      await t.db.query<{ s: Date }>('SELECT imaging_start AS s FROM tasks WHERE id = $1', [taskId])
    ).rows[0].s;
    expect(Date.parse(seen.due_at)).toBe(+new Date(imaged) + 4 * HOUR);
    const ids = async (deadline: string) =>
      (
        await ok(
          'GET',
          `/api/commodity/missions/?scope=all&size=200&deadline=${deadline}&sort=delivery_due&order=asc`,
          admin,
        )
      ).data.map((m: { id: number }) => m.id);
    expect(await ids('at_risk')).toContain(id);
    expect(await ids('missed')).not.toContain(id);
    const missedThisWeek = async () =>
      (
        (await ok('GET', '/api/commodity/tasks/overview/', admin)).data[0].deadlines as { missed: number }[]
      ).reduce((n, w) => n + w.missed, 0);
    const before = await missedThisWeek();
    await imagedHoursAgo(5);
    expect((await mission(id, ann)).delivery_deadline.state).toBe('missed');
    expect(await missedThisWeek()).toBe(before + 1);
    expect(await ids('missed')).toContain(id);
    expect(await ids('at_risk')).not.toContain(id);
  });
});
