/**
 * What a database holds before the API serves: the geodata (regions and places), and on a demo deployment the demo
 * accounts, the satellites' synthetic TLEs and, for a server that owns its database, the demo archive.
 */
import { seedCatalog } from '../catalog/insert';
import type { Config } from '../config';
import type { Db } from '../db';
import { loadGeodata } from '../geodata/load';
import { seedTaskingPrices } from '../offer/prices';
import { seedPriceTable } from '../orders/prices';
import { seedDemo } from './demo';
import { seedOrbit } from './orbit';

/** Where it says what it did: the server's log, or the console (cli/prepare-database.ts). */
export interface PrepareLog {
  info(facts: object, msg: string): void;
}

export async function prepareDatabase(
  db: Db,
  config: Config,
  log: PrepareLog,
  { demoCatalog }: { demoCatalog: boolean },
): Promise<void> {
  const geodata = await loadGeodata(db);
  if (geodata.loaded) log.info(geodata, 'geodata loaded (api/README.md, Geodata sources)');
  const prices = await seedPriceTable(db);
  if (prices) log.info({ prices }, 'seeded the price table');
  const taskingPrices = await seedTaskingPrices(db);
  if (taskingPrices) log.info({ taskingPrices }, 'seeded the tasking price table');
  if (!config.seedDemo) return;
  const created = await seedDemo(db, config);
  if (created.length) log.info({ accounts: created }, 'seeded demo accounts (see api/README.md)');
  await seedOrbit(db);
  // The demo archive: ~20 000 synthetic scenes on the first start (CATALOG_SEED_SCENES, 0 = none). Tests bring
  // their own database and seed small catalogs themselves.
  if (demoCatalog) {
    const scenes = await seedCatalog(db, Number(process.env.CATALOG_SEED_SCENES ?? 20_000));
    if (scenes) log.info({ scenes }, 'seeded the demo archive catalog');
  }
}
