/**
 * Benchmark dispatcher: `tsx run.ts` runs every bench, `tsx run.ts access` only the named one.
 * Each bench module exports `run(): Promise<void>` and prints lines `BENCH <name> <metric> <value> <unit>`.
 * To add a bench, add one entry to BENCHES.
 */
const BENCHES: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  access: () => import('./access'),
  userinfo: () => import('../api/bench/userinfo'),
  search: () => import('../api/bench/search'),
  soak: () => import('../api/bench/soak'),
  orders: () => import('../api/bench/orders'),
  planning: () => import('../api/bench/planning'),
  imagery: () => import('./imagery'),
  // Product COGs rendered, and a scene's map tiles cold, warm and over 10,000 requests.
  tiles: () => import('../api/bench/tiles'),
  // Several API copies behind nginx (deploy/cluster/start.mjs): one copy against two, and streaming downloads' memory.
  scale: () => import('./scale'),
  // The built portal in a browser, then a fresh clone's `npm start` (cold-start.ts; COLD_START=0 skips it).
  'cold-start': () => import('./cold-start'),
  web: async () => {
    const [web, coldStart] = await Promise.all([import('./web'), import('./cold-start')]);
    return {
      run: async () => {
        await web.run();
        await coldStart.run();
      },
    };
  },
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = wanted.filter((n) => !BENCHES[n]);
  if (unknown.length) {
    console.error(`Unknown bench: ${unknown.join(', ')}. Available: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
    const mod = await BENCHES[name]();
    await mod.run();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
