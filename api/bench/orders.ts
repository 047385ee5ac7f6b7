/**
 * BENCH orders (issue 14) on PostgreSQL (DATABASE_URL): 32 customers order 5-scene selections at once, each its
 * own scenes, from a separate client process (quote, then order, one after another); prints orders per second and
 * the p95 of the order request. Then a cart of 100 items read by 32 connections (autocannon) for CART_SECONDS:
 * p95 of the cart page. Then one organisation (docs/organisations.md): 32 buyers of it order at once against its one
 * balance and one budget whose cap covers half of what they ask: orders per second, the p95, and whether the cap
 * and the ledger held. Database `portal_bench_orders`, made afresh each run.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCatalog } from '../src/catalog/insert';
import type { Config } from '../src/config';
import type { Db } from '../src/db';
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
    await organisation(db, config, base, scenes.slice(CUSTOMERS * ORDERS_EACH * SCENES_PER_ORDER));
  } finally {
    await app.close();
    await db.close();
  }
}

/** 32 members of one organisation order at once against one budget capped at half of their selections' cost. */
async function organisation(db: Db, config: Config, base: string, scenes: string[]) {
  const org = await db.query<{ id: number }>(
    `INSERT INTO organisations (name, balance_fen) VALUES ('bench org', 10000000000) RETURNING id`,
  );
  const orgId = org.rows[0].id;
  await db.query(
    `INSERT INTO ledger (org_id, amount_fen, balance_after, scene, note) VALUES ($1, 10000000000, 10000000000, 'quota_topup', 'bench')`,
    [orgId],
  );
  const perMember = 4;
  const members = [];
  for (let c = 0; c < CUSTOMERS; c++) {
    const u = await db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, mobile, email) VALUES ($1, 'x', $2, $3) RETURNING id`,
      [`benchorg${c}`, `1370000${String(c).padStart(4, '0')}`, `benchorg${c}@example.com`],
    );
    await db.query(`INSERT INTO org_members (user_id, org_id, role) VALUES ($1, $2, 'buyer')`, [
      u.rows[0].id,
      orgId,
    ]);
    const own = scenes.slice(c * perMember * SCENES_PER_ORDER, (c + 1) * perMember * SCENES_PER_ORDER);
    members.push({
      token: await runSession(db, u.rows[0].id, config),
      selections: Array.from({ length: perMember }, (_, i) =>
        own.slice(i * SCENES_PER_ORDER, (i + 1) * SCENES_PER_ORDER),
      ),
    });
  }
  // The cap: half of the orders, each priced as the first member's first selection (prices vary: what the cap held
  // is what the run prints, spent against cap).
  const first = await fetch(
    `${base}/api/commodity/order_cost/?scene_ids=${members[0].selections[0].join(',')}`,
    {
      headers: { authorization: `Bearer ${members[0].token}`, satellite: 'WGS84' },
    },
  );
  const orderFen = ((await first.json()) as { data: { cost_fen: number }[] }).data[0].cost_fen;
  const cap = Math.floor((CUSTOMERS * perMember) / 2) * orderFen;
  const budget = await db.query<{ id: number }>(
    `INSERT INTO org_budgets (org_id, code, cap_fen) VALUES ($1, 'BENCH', $2) RETURNING id`,
    [orgId, cap],
  );
  const r = await runClient({
    url: base,
    customers: members.map((m) => ({ ...m, budgetId: budget.rows[0].id })),
  });
  const held = await db.query<{ spent: string; ledger: string; balance: string }>(
    `SELECT b.spent_fen AS spent, (SELECT sum(amount_fen) FROM ledger WHERE org_id = $1) AS ledger,
            (SELECT balance_fen FROM organisations WHERE id = $1) AS balance
       FROM org_budgets b WHERE b.id = $2`,
    [orgId, budget.rows[0].id],
  );
  const h = held.rows[0];
  console.log(`BENCH orders org_members ${CUSTOMERS} count`);
  console.log(`BENCH orders org_placed ${r.orders} count`);
  console.log(`BENCH orders org_refused ${r.refused} count`);
  console.log(`BENCH orders org_rate ${(r.orders / r.seconds).toFixed(1)} orders/s`);
  console.log(`BENCH orders org_p95 ${p95(r.times).toFixed(1)} ms`);
  console.log(`BENCH orders org_cap_fen ${cap} fen`);
  console.log(`BENCH orders org_spent_fen ${Number(h.spent)} fen`);
  console.log(`BENCH orders org_ledger_matches ${Number(h.ledger) === Number(h.balance) ? 1 : 0} bool`);
}

if (require.main === module) run().catch((err) => (console.error(err), process.exit(1)));
