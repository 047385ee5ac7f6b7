/**
 * Scenes of a stack for the stack, time-series and change suites, inserted beside the hand-made catalog
 * (catalog-fixtures.ts): over the Po plain, 10–11° E, 45–46° N, where the catalog has none. The stack of S1 (TY-39,
 * ascending, right, incidence 30°) is S0, S1, S2 and SMALL by date; each X scene breaks one rule; HIDDEN is a
 * sensitive scene of the stack only staff see. And a customer, bob, who buys scenes.
 */
import type { SceneRow } from '../src/catalog/generate';
import { insertScenes } from '../src/catalog/insert';
import { box, scene } from './catalog-fixtures';
import { appOfFile, type TestApp } from './helpers';

const po = (p: Partial<SceneRow> & { id: string; at: string }) =>
  scene({ satellite: 'TY-39', footprint: [box(10, 45, 11, 46)], incidence_angle: 30, ...p });

export const STACK_SCENES: SceneRow[] = [
  po({ id: 'S1', at: '2025-01-01T05:00:00Z' }),
  // 0.8 × 0.9 of S1's box: overlap 0.72.
  po({ id: 'S2', at: '2025-01-12T05:00:00Z', footprint: [box(10.2, 45.1, 11.2, 46.1)] }),
  po({ id: 'S0', at: '2024-12-21T05:00:00Z', incidence_angle: 32.5 }),
  // Inside S1: all of the smaller footprint overlaps.
  po({ id: 'SMALL', at: '2025-01-23T05:00:00Z', footprint: [box(10.4, 45.4, 10.6, 45.6)] }),
  po({ id: 'X-OVERLAP', at: '2025-01-02T05:00:00Z', footprint: [box(10.6, 45, 11.6, 46)] }),
  po({ id: 'X-INCIDENCE', at: '2025-01-03T05:00:00Z', incidence_angle: 33.5 }),
  po({ id: 'X-DIRECTION', at: '2025-01-04T05:00:00Z', orbit_direction: 'descending' }),
  po({ id: 'X-SIDE', at: '2025-01-05T05:00:00Z', look_side: 'left' }),
  po({ id: 'X-SATELLITE', at: '2025-01-06T05:00:00Z', satellite: 'TY-40' }),
  po({ id: 'X-AWAY', at: '2025-01-07T05:00:00Z', footprint: [box(12, 45, 13, 46)] }),
  po({ id: 'HIDDEN', at: '2025-01-08T05:00:00Z', classification: 'sensitive' }),
];

/** The stack of S1 as a customer sees it, by date. */
export const VISIBLE_STACK = ['S0', 'S1', 'S2', 'SMALL'];

/** Inserts the stack's scenes and a customer `bob` with money; returns bob's session token. */
export async function loadStack(t: Pick<TestApp, 'db' | 'tokenOf'>): Promise<string> {
  await insertScenes(t.db, STACK_SCENES);
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT 'bob', password_hash, 'customer', '13900000002', 'bob@example.com', 100000000 FROM users WHERE username = 'customer'`,
  );
  return (await t.tokenOf('bob')).token;
}

/** `token` orders the scenes (at the price quoted). */
export async function buy(t: Pick<TestApp, 'call'>, token: string, ids: string[]): Promise<void> {
  const quote = await t.call({
    method: 'GET',
    url: `/api/commodity/order_cost/?scene_ids=${ids.join(',')}`,
    token,
  });
  const cost = quote.json().data[0].cost_fen as number;
  const order = await t.call({
    method: 'POST',
    url: '/api/commodity/orders/',
    token,
    payload: { scene_ids: ids, quoted_cost_fen: cost },
  });
  if (order.statusCode !== 200) throw new Error(`order of ${ids}: ${order.body}`);
}

/**
 * A suite on the stack: the test app with the catalog, the customer's and staff's sessions, and bob (his token once
 * the suite's first beforeAll has run), who has bought `bought`.
 */
export function stackSuite(bought: string[]) {
  const t = appOfFile({ catalog: true });
  const suite = { t, customer: t.session('customer'), admin: t.session('admin'), bob: '' };
  beforeAll(async () => {
    suite.bob = await loadStack(t);
    await buy(t, suite.bob, bought);
  });
  return suite;
}
