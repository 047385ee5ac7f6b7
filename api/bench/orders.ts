/**
 * BENCH orders (issue 14) on PostgreSQL (DATABASE_URL): 32 customers order 5-scene selections at once, each its
 * own scenes, from a separate client process (quote, then order, one after another); prints orders per second and
 * the p95 of the order request. Then a cart of 100 items read by 32 connections (autocannon) for CART_SECONDS:
 * p95 of the cart page. Database `portal_bench_orders`, made afresh each run.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCatalog } from '../src/catalog/insert';
import { runLoad } from './load';
import { benchConfig, benchDatabase, listening, postgresUrl, runSession } from './serve';

const CUSTOMERS = 32;
const ORDERS_EACH = Number(process.env.ORDERS_EACH ?? 20);
const SCENES_PER_ORDER = 5;
const CART_SECONDS = Number(process.env.CART_SECONDS ?? 20);

function runClient(
  input: object,
): Promise<{ orders: number; refused: number; seconds: number; times: number[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const file = path.join(dir, 'orders.json');
  writeFileSync(file, JSON.stringify(input));
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'orders-client.cjs'), [file], {
      execArgv: [],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(out));
      else reject(new Error(`orders client exited with ${code}`));
    });
  });
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(0.95 * (times.length - 1))];

export async function run(): Promise<void> {
  const url = postgresUrl('orders');
  if (!url) return;
  const db = await benchDatabase(url, 'portal_bench_orders', { fresh: true });
  const config = benchConfig({ SEED_DEMO: 'false' });
  await seedCatalog(db, 20_000);
  const { app, base } = await listening(config, db);
  try {
    const scenes = (
      await db.query<{ id: string }>("SELECT id FROM scenes WHERE classification = 'public' ORDER BY id")
    ).rows.map((r) => r.id);
    const customers = [];
    for (let c = 0; c < CUSTOMERS; c++) {
      const u = await db.query<{ id: number }>(
        `INSERT INTO users (username, password_hash, mobile, email, balance_fen) VALUES ($1, 'x', $2, $3, $4) RETURNING id`,
        [`bench${c}`, `1380000${String(c).padStart(4, '0')}`, `bench${c}@example.com`, 10_000_000_000],
      );
      await db.query(
        `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note) VALUES ($1, $2, $2, 'quota_topup', 'bench')`,
        [u.rows[0].id, 10_000_000_000],
      );
      const own = scenes.slice(c * ORDERS_EACH * SCENES_PER_ORDER, (c + 1) * ORDERS_EACH * SCENES_PER_ORDER);
      const selections = Array.from({ length: ORDERS_EACH }, (_, i) =>
        own.slice(i * SCENES_PER_ORDER, (i + 1) * SCENES_PER_ORDER),
      );
      customers.push({
        token: await runSession(db, u.rows[0].id, config),
        selections,
        userId: u.rows[0].id,
      });
    }
    const r = await runClient({ url: base, customers });
    console.log(`BENCH orders customers ${CUSTOMERS} count`);
    console.log(`BENCH orders placed ${r.orders} count`);
    console.log(`BENCH orders refused ${r.refused} count`);
    console.log(`BENCH orders rate ${(r.orders / r.seconds).toFixed(1)} orders/s`);
    console.log(`BENCH orders p95 ${p95(r.times).toFixed(1)} ms`);

    // A cart of 100 items, read as its page.
    const reader = customers[0];
    const cartScenes = scenes.slice(-100);
    await db.query('INSERT INTO cart_items (user_id, scene_id) SELECT $1, unnest($2::text[])', [
      reader.userId,
      cartScenes,
    ]);
    const load = await runLoad({
      url: base,
      path: '/api/commodity/manage_carts/?size=100',
      method: 'GET',
      headers: { authorization: `Bearer ${reader.token}`, satellite: 'WGS84' },
      connections: 32,
      duration: CART_SECONDS,
      warmup: 3,
    });
    console.log(`BENCH orders cart100_rps ${load.rps.toFixed(0)} req/s`);
    console.log(`BENCH orders cart100_p95 ${load.p95} ms`);
    console.log(`BENCH orders cart100_errors ${load.errors} count`);
  } finally {
    await app.close();
    await db.close();
  }
}

if (require.main === module) run().catch((err) => (console.error(err), process.exit(1)));
