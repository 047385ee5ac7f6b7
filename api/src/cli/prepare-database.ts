/**
 * Prepares the configured database as the server does before it serves (migrations, geodata, the price table and,
 * on a demo deployment, the demo data; seed/prepare.ts) and exits. `npm start` runs it beside the portal's build, so
 * the server that starts afterwards finds the work done. Usage: tsx src/cli/prepare-database.ts
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { prepareDatabase } from '../seed/prepare';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await prepareDatabase(
      db,
      config,
      { info: (facts, msg) => console.log(`database: ${msg} ${JSON.stringify(facts)}`) },
      // As a server that opens its own database (app.ts): with the demo archive.
      { demoCatalog: true },
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(String(err));
  process.exit(1);
});
