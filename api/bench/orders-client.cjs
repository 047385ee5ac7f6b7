// The client of BENCH orders, in its own process: one worker per customer, each ordering its own 5-scene
// selections one after another (quote, then order), until it has none left. Input: a JSON file named by argv[2]
// with { url, customers: [{ token, selections: [[id, ...], ...], budgetId? }] }. Output on stdout: { orders, refused, seconds,
// times } (times: order request latencies, ms).
const { readFileSync } = require('node:fs');

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));

async function customer({ token, selections, budgetId }, out) {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    satellite: 'WGS84',
  };
  for (const [i, ids] of selections.entries()) {
    const cost = await (
      await fetch(`${cfg.url}/api/commodity/order_cost/?scene_ids=${ids.join(',')}`, { headers })
    ).json();
    const t0 = performance.now();
    const res = await fetch(`${cfg.url}/api/commodity/orders/`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-${token.slice(0, 8)}-${i}` },
      body: JSON.stringify({ scene_ids: ids, quoted_cost_fen: cost.data[0].cost_fen, budget_id: budgetId }),
    });
    await res.arrayBuffer();
    out.times.push(performance.now() - t0);
    if (res.status === 200) out.orders++;
    else out.refused++;
  }
}

(async () => {
  const out = { orders: 0, refused: 0, times: [] };
  const t0 = performance.now();
  await Promise.all(cfg.customers.map((c) => customer(c, out)));
  out.seconds = (performance.now() - t0) / 1000;
  process.stdout.write(JSON.stringify(out));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
