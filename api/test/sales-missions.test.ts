/**
 * The sales role group (sales and pre-sales) sees every tasking order (docs/requirements.md §6: "all tasking
 * orders", as it sees all archived orders): the list with scope=all, its export, any one order with its tasks, and
 * the comment box beside it. What they may change stays as it was: no customer's order, no staff action.
 */
import { appOfFile, type Session } from './helpers';
import { customerWithMoney, ONE_SHOT_FEN, orderFields, submitOrder } from './tasking-fixtures';

const t = appOfFile();
type Who = Session;
const admin = t.session('admin');
const sales = t.session('sales');
const presales = t.session('presales');
/** An order of the sales person's customer, and one of a customer no one of sales looks after. */
let theirs: number;
let nobodys: number;

beforeAll(async () => {
  const looked = await customerWithMoney(t, 'salescust', '13766661001', 5 * ONE_SHOT_FEN);
  const alone = await customerWithMoney(t, 'alonecust', '13766661002', 5 * ONE_SHOT_FEN);
  await t.db.query('UPDATE users SET sales_id = $1 WHERE id = $2', [sales.userId, looked.userId]);
  theirs = await submitOrder(t, looked.token);
  nobodys = await submitOrder(t, alone.token);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: Who, payload?: object) =>
  t.call({ method, url, token: who.token, lang: 'en', payload });
const idsOf = async (who: Who, query = 'scope=all') => {
  const res = await call('GET', `/api/commodity/missions/?size=100&${query}`, who);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
};

describe('sales and pre-sales read every tasking order', () => {
  it('scope=all lists what staff list, for sales and pre-sales alike; their own list stays their own', async () => {
    const all = await idsOf(admin);
    expect(all).toEqual([theirs, nobodys].sort((a, b) => a - b));
    expect(await idsOf(sales)).toEqual(all);
    expect(await idsOf(presales)).toEqual(all);
    expect(await idsOf(presales, 'scope=all&username=alonecust')).toEqual([nobodys]);
    expect(await idsOf(presales, 'scope=mine')).toEqual([]);
    const csv = await call('GET', '/api/commodity/missions/mission_export/?format=csv&scope=all', presales);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('alonecust');
    expect(csv.body).toContain('salescust');
  });

  it('any one order opens with its staff-side fields, tasks and comments', async () => {
    for (const who of [sales, presales])
      for (const id of [theirs, nobodys]) {
        const res = await call('GET', `/api/commodity/missions/${id}/`, who);
        expect([who.userId, id, res.statusCode]).toEqual([who.userId, id, 200]);
        expect(res.json().data[0]).toMatchObject({ id, staff_comments: [], history: expect.any(Array) });
        const tasks = await call('GET', `/api/commodity/tasks/taskmission/?mission_id=${id}`, who);
        expect(tasks.statusCode).toBe(200);
      }
    const comment = await call('POST', `/api/commodity/missions/${nobodys}/comments/`, presales, {
      text: 'Prospect asks about morning passes',
    });
    expect(comment.statusCode).toBe(200);
    const seen = (await call('GET', `/api/commodity/missions/${nobodys}/`, presales)).json().data[0];
    expect(seen.staff_comments).toEqual([
      expect.objectContaining({ by: 'presales', text: 'Prospect asks about morning passes' }),
    ]);
  });

  it('what they may change is unchanged: no customer order is edited or deleted, no staff action runs', async () => {
    const before = (await call('GET', `/api/commodity/missions/${nobodys}/`, admin)).json().data[0];
    for (const who of [sales, presales]) {
      const edit = await t.call({
        method: 'PUT',
        url: `/api/commodity/missions/${nobodys}/`,
        token: who.token,
        payload: { ...orderFields(), target_name: 'Changed by sales' },
      });
      expect(edit.statusCode).toBe(404);
      const destroy = await call('POST', '/api/commodity/missions/destroy_many/', who, { ids: [nobodys] });
      expect(destroy.statusCode).toBe(404);
      for (const [method, url, body] of [
        ['POST', `/api/commodity/missions/${nobodys}/review/`, { version: before.version, accept: true }],
        ['PATCH', `/api/commodity/missions/${nobodys}/`, { version: before.version, contract: 'C-9' }],
        ['POST', `/api/commodity/missions/${nobodys}/transition/`, { to_state: 101 }],
      ] as const) {
        const res = await call(method, url, who, body);
        expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      }
    }
    const after = (await call('GET', `/api/commodity/missions/${nobodys}/`, admin)).json().data[0];
    expect(after).toMatchObject({
      version: before.version,
      order_state: before.order_state,
      target_name: before.target_name,
    });
  });
});
