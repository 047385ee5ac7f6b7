/**
 * BENCH planning (issue 16). First, the access engine as planning uses it: the passes of 100 pending orders
 * (points spread over the inhabited latitudes, stripmap, any satellite of the four, look angles 13–39°, a 7-day
 * window; the soonest 20 each, as the opportunities call returns them), and the same 100 orders as weekly series of
 * 6 (docs/tasking-offer.md): every collect's passes, as the series' horizon writes them. Then, on PostgreSQL (DATABASE_URL), the
 * staff list of tasking orders (missionforty) with 100,000 orders: its p95 under 8 connections, newest first,
 * filtered by state and sorted by priority, sorted by the delivery deadline and filtered to those at risk. Database `portal_bench_planning`, made afresh each run.
 */
import { syntheticConstellation } from '@portal/shared/orbit';
import type { Db } from '../src/db';
import { prng } from '../src/catalog/generate';
import { collectWindows } from '@portal/shared/domain/tasking-series';
import { passesOf, type PlanningInput } from '../src/tasks/planning';
import { runLoad } from './load';
import { benchConfig, benchDatabase, listening, postgresUrl, runSession } from './serve';

const ORDERS = 100;
const MISSIONS = Number(process.env.MISSIONS ?? 100_000);
const LIST_SECONDS = Number(process.env.LIST_SECONDS ?? 15);
const DAY_MS = 86_400_000;

function engine() {
  const now = Date.now();
  const propagators = new Map(syntheticConstellation(now).map((p) => [p.satelliteId, p]));
  const rnd = prng(16);
  const orders: PlanningInput[] = Array.from({ length: ORDERS }, (_, i) => ({
    id: i + 1,
    latitude: -60 + rnd() * 120,
    longitude: -180 + rnd() * 360,
    target: null,
    img_mode: 3,
    anchoring_satellite: 'any',
    orbit_mode: 'any',
    left_right_mode: 'any',
    upper_angle: 39,
    lower_angle: 13,
    id_date_1: new Date(now).toISOString(),
    id_date_2: new Date(now + 7 * DAY_MS).toISOString(),
  }));
  const times: number[] = [];
  let found = 0;
  const t0 = performance.now();
  for (const o of orders) {
    const t = performance.now();
    found += passesOf(o, propagators, now).length;
    times.push(performance.now() - t);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  console.log(`BENCH planning orders ${ORDERS} count`);
  console.log(`BENCH planning satellites ${propagators.size} count`);
  console.log(`BENCH planning opportunities ${found} count`);
  console.log(`BENCH planning engine_total ${(total / 1000).toFixed(2)} s`);
  console.log(`BENCH planning engine_per_order_median ${times[Math.floor(times.length / 2)].toFixed(1)} ms`);
  console.log(
    `BENCH planning engine_per_order_p95 ${times[Math.floor(0.95 * (times.length - 1))].toFixed(1)} ms`,
  );
  // The same orders as weekly series of 6: each collect's window a week on, its passes found as it is written.
  const repeat = { cadence: 'weekly' as const, count: 6, same_geometry: true };
  const collectTimes: number[] = [];
  let collectPasses = 0;
  const s0 = performance.now();
  for (const o of orders)
    for (const w of collectWindows(repeat, o.id_date_1, o.id_date_2)) {
      const t = performance.now();
      collectPasses += passesOf({ ...o, id_date_1: w.start, id_date_2: w.end }, propagators, now).length;
      collectTimes.push(performance.now() - t);
    }
  collectTimes.sort((a, b) => a - b);
  console.log(`BENCH planning series ${ORDERS} count`);
  console.log(`BENCH planning series_collects ${collectTimes.length} count`);
  console.log(`BENCH planning series_opportunities ${collectPasses} count`);
  console.log(`BENCH planning series_engine_total ${((performance.now() - s0) / 1000).toFixed(2)} s`);
  console.log(
    `BENCH planning series_per_collect_median ${collectTimes[Math.floor(collectTimes.length / 2)].toFixed(1)} ms`,
  );
}

/** 1,000 customers and MISSIONS orders over two years, each with its history of states. */
async function seedMissions(db: Db) {
  await db.query(
    `INSERT INTO users (username, password_hash, mobile, email)
     SELECT 'plan' || i, 'x', '139' || lpad(i::text, 8, '0'), 'plan' || i || '@example.com' FROM generate_series(1, 1000) i`,
  );
  await db.query(
    `INSERT INTO missions (user_id, target_name, latitude, longitude, elevation, img_mode, shooting_market, orbit_mode,
       left_right_mode, upper_angle, lower_angle, product_type, effective_time, priority, p_number, unit_demand,
       requestor, end_user, demand_contact, deliverymethod, task_nature, img_usage, id_date_1, id_date_2,
       compress_config, calibration_config, anchoring_satellite, order_state, cost_fen, created_at)
     SELECT u.id, 'Target ' || i, -60 + random() * 120, -180 + random() * 360, 0, 3, 2, 'any', 'any', 39, 13, 'SLC', 7,
       (ARRAY[2, 5, 8, 11, 15])[1 + (i % 5)], 1, 'Org', 'org_a', 'User', 'Contact', 'online', 'contract_customer',
       'maritime', now() + (i % 30) * interval '1 day', now() + (i % 30 + 7) * interval '1 day', 0, 0, 'any',
       (ARRAY[100, 102, 1022, 1024, 104, 105, 107, 109, 1092, 1041, 1031])[1 + (i % 11)], 180000,
       now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute'
       FROM generate_series(1, $1::int) i JOIN users u ON u.username = 'plan' || (1 + i % 1000)`,
    [MISSIONS],
  );
  await db.query(
    `INSERT INTO mission_state_changes (mission_id, from_state, to_state, changed_at)
     SELECT id, NULL, 100, created_at FROM missions
     UNION ALL SELECT id, 100, order_state, created_at + interval '1 day' FROM missions WHERE order_state <> 100`,
  );
  await db.exec('ANALYZE');
}

export async function run(): Promise<void> {
  engine();
  const url = postgresUrl('planning', 'list_skipped');
  if (!url) return;
  const db = await benchDatabase(url, 'portal_bench_planning', { fresh: true, pool: 8 });
  const config = benchConfig({ SEED_DEMO: 'false' });
  const t0 = performance.now();
  await seedMissions(db);
  console.log(`BENCH planning missions ${MISSIONS} count`);
  console.log(`BENCH planning seed ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { app, base } = await listening(config, db);
  try {
    const staff = await db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, type, mobile, email) VALUES ('planstaff', 'x', 'admin', '13700000000', 'ps@example.com') RETURNING id`,
    );
    const token = await runSession(db, staff.rows[0].id, config);
    const headers = { authorization: `Bearer ${token}`, satellite: 'WGS84' };
    for (const [name, query] of [
      ['list_newest', 'size=20'],
      ['list_state_priority', 'size=20&order_state=1024&sort=priority&order=asc'],
      ['list_page_100', 'size=20&page=100'],
      ['list_delivery_due', 'size=20&sort=delivery_due&order=asc'],
      ['list_at_risk', 'size=20&deadline=at_risk'],
    ]) {
      const load = await runLoad({
        url: base,
        path: `/api/commodity/missions/?${query}`,
        method: 'GET',
        headers,
        connections: 8,
        duration: LIST_SECONDS,
        warmup: 2,
      });
      console.log(`BENCH planning ${name}_rps ${load.rps.toFixed(0)} req/s`);
      console.log(`BENCH planning ${name}_p95 ${load.p95} ms`);
      console.log(`BENCH planning ${name}_errors ${load.errors} count`);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

if (require.main === module) run().catch((err) => (console.error(err), process.exit(1)));
