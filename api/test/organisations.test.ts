/**
 * Organisations (docs/organisations.md): a customer creates one and their balance moves in; members join through an
 * invitation; the four roles are allowed or refused each operation by the server; budgets cap spending; an order
 * above the threshold waits with its money held until a manager decides (one decision of ten at once); ten members
 * ordering at once against one balance and one cap never overspend; and another organisation sees nothing of it.
 */
import { DEFAULT_PRICE_TABLE, scenePrice } from '@portal/shared/domain';
import { insertScenes } from '../src/catalog/insert';
import { box, scene } from './catalog-fixtures';
import { expireApprovals } from '../src/org-approvals/decide';
import { appOfFile, postForm } from './helpers';
import { orderFields } from './tasking-fixtures';

const t = appOfFile({ catalog: true });
const owner = t.session('customer');

let seq = 0;
/** A new customer account with `fen` of their own, signed in. */
async function newCustomer(username: string, fen = 0) {
  seq += 1;
  await t.db.query(
    `INSERT INTO users (username, password_hash, type, mobile, email, balance_fen)
     SELECT $1, password_hash, 'customer', $2, $3, $4 FROM users WHERE username = 'customer'`,
    [username, `1370000${String(seq).padStart(4, '0')}`, `${username}@example.com`, fen],
  );
  return t.tokenOf(username);
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, lang: 'en', headers: { satellite: 'WGS84' }, payload });
const orgBalance = async (id: number) =>
  Number(
    (await t.db.query<{ b: string }>('SELECT balance_fen AS b FROM organisations WHERE id = $1', [id]))
      .rows[0].b,
  );
/** Every balance equals the sum of its ledger rows. */
async function ledgerBalances(orgId: number) {
  const { rows } = await t.db.query<{ sum: string; held: string }>(
    `SELECT coalesce(sum(amount_fen), 0) AS sum,
            coalesce(-sum(amount_fen) FILTER (WHERE scene IN ('approval_hold', 'approval_release')), 0) AS held
       FROM ledger WHERE org_id = $1`,
    [orgId],
  );
  const o = (
    await t.db.query<{ balance_fen: string; held_fen: string }>(
      'SELECT balance_fen, held_fen FROM organisations WHERE id = $1',
      [orgId],
    )
  ).rows[0];
  expect(Number(rows[0].sum)).toBe(Number(o.balance_fen));
  expect(Number(rows[0].held)).toBe(Number(o.held_fen));
}

/** Joins `username` to the caller's organisation with `role` through a real invitation and its e-mailed link. */
async function join(managerToken: string, username: string, role: string) {
  const invited = await call('POST', '/api/org/invitations/', managerToken, {
    email: `${username}@example.com`,
    role,
  });
  expect(invited.statusCode).toBe(200);
  const mail = await t.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [`${username}@example.com`],
  );
  const token = /token=([\w-]+)/.exec(mail.rows[0].body)![1];
  const me = await t.tokenOf(username);
  const accepted = await call('POST', '/api/org/invitations/accept/', me.token, { token });
  expect(accepted.statusCode).toBe(200);
  return { ...me, invitationToken: token };
}

const A = 'A'; // scenes of the hand-made catalog (catalog-fixtures.ts)
const priceOf = (mode: number, type: string) =>
  scenePrice(DEFAULT_PRICE_TABLE, { id: '', img_mode: mode, product_type: type, classification: 'public' })!;

let orgId: number;
const people: Record<string, { token: string; userId: number; invitationToken: string }> = {};

beforeAll(async () => {
  // Scenes of one price to order: Z00…Z19 (as scene A of the hand-made catalog).
  await insertScenes(
    t.db,
    Array.from({ length: 20 }, (_, i) =>
      scene({
        id: `Z${String(i).padStart(2, '0')}`,
        satellite: 'TY-39',
        at: '2025-05-01T00:00:00Z',
        footprint: [box(116, 39, 117, 40)],
      }),
    ),
  );
  await t.db.query(`UPDATE users SET balance_fen = 5000000 WHERE username = 'customer'`);
  const made = await call('POST', '/api/org/', owner.token, { name: 'Port authority', contact: 'Ms Li' });
  expect(made.statusCode).toBe(200);
  orgId = made.json().data[0].id;
  for (const role of ['viewer', 'buyer', 'tasker', 'manager']) {
    await newCustomer(`org${role}`, role === 'buyer' ? 700 : 0);
    people[role] = await join(owner.token, `org${role}`, role);
  }
});

describe('an organisation and its members', () => {
  it('the creator is its manager; their balance moved into it with a ledger row on each side', async () => {
    const org = (await call('GET', '/api/org/', owner.token)).json().data[0];
    expect(org).toMatchObject({ name: 'Port authority', my_role: 'manager', members: 5 });
    // The buyer's own 7 yuan came in when they joined.
    expect(org.balance_fen).toBe(5000000 + 700);
    const moves = await t.db.query<{ scene: string; amount_fen: string; org_id: string | null }>(
      `SELECT scene, amount_fen, org_id FROM ledger WHERE user_id = $1 AND scene = 'org_transfer' ORDER BY id`,
      [owner.userId],
    );
    expect(moves.rows.map((r) => [Number(r.amount_fen), r.org_id === null])).toEqual([
      [-5000000, true],
      [5000000, false],
    ]);
    await ledgerBalances(orgId);
    const info = (await call('GET', '/api/user/userinfo/', people.viewer.token)).json().data[0];
    expect(info.org).toEqual({ id: orgId, name: 'Port authority', role: 'viewer' });
    expect(info.balance).toBe(org.balance_fen);
  });

  it('an invitation is used once, and a second organisation is refused', async () => {
    const again = await call('POST', '/api/org/invitations/accept/', people.viewer.token, {
      token: people.viewer.invitationToken,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe('This invitation link is invalid or has expired');
    const second = await call('POST', '/api/org/', people.viewer.token, { name: 'Another' });
    expect(second.statusCode).toBe(409);
  });

  it('each role is allowed or refused each operation by the server', async () => {
    const cases: [string, 'GET' | 'POST' | 'PUT', string, object | undefined, Record<string, number>][] = [
      [
        'read the organisation',
        'GET',
        '/api/org/',
        undefined,
        { viewer: 200, buyer: 200, tasker: 200, manager: 200 },
      ],
      [
        'list members',
        'GET',
        '/api/org/members/',
        undefined,
        { viewer: 200, buyer: 200, tasker: 200, manager: 200 },
      ],
      [
        'change the organisation',
        'PUT',
        '/api/org/',
        { contact: 'x' },
        { viewer: 403, buyer: 403, tasker: 403, manager: 200 },
      ],
      [
        'invite',
        'POST',
        '/api/org/invitations/',
        { email: 'n@example.com', role: 'viewer' },
        { viewer: 403, buyer: 403, tasker: 403, manager: 200 },
      ],
      [
        'create a budget',
        'POST',
        '/api/org/budgets/',
        { code: 'P-ROLE' },
        { viewer: 403, buyer: 403, tasker: 403, manager: 200 },
      ],
      [
        'list approvals',
        'GET',
        '/api/org/approvals/',
        undefined,
        { viewer: 403, buyer: 403, tasker: 403, manager: 200 },
      ],
      [
        'read the bill',
        'GET',
        '/api/org/bill/',
        undefined,
        { viewer: 200, buyer: 403, tasker: 403, manager: 200 },
      ],
      [
        'read the audit',
        'GET',
        '/api/org/audit/',
        undefined,
        { viewer: 200, buyer: 403, tasker: 403, manager: 200 },
      ],
    ];
    for (const [what, method, url, body, expected] of cases)
      for (const role of Object.keys(expected)) {
        const res = await call(method, url, people[role].token, body);
        expect(`${role} ${what}: ${res.statusCode}`).toBe(`${role} ${what}: ${expected[role]}`);
      }
    await t.db.query(`DELETE FROM org_budgets WHERE code = 'P-ROLE'`);
    // A viewer cannot order, by session or key.
    const cost = priceOf(3, 'SLC');
    const viewerOrder = await call('POST', '/api/commodity/orders/', people.viewer.token, {
      scene_ids: [A],
      quoted_cost_fen: cost,
    });
    expect(viewerOrder.statusCode).toBe(403);
    expect(viewerOrder.json().msg).toBe('Viewers cannot place orders; ask a manager of your organisation');
  });

  it('the last enabled manager cannot be demoted, disabled or removed', async () => {
    // Two managers: the owner and orgmanager. Demote one, then the other is refused.
    expect(
      (await call('PUT', `/api/org/members/${people.manager.userId}/`, owner.token, { role: 'buyer' }))
        .statusCode,
    ).toBe(200);
    const last = await call('PUT', `/api/org/members/${owner.userId}/`, owner.token, { enabled: false });
    expect(last.statusCode).toBe(422);
    expect(last.json().msg).toBe('The organisation needs at least one enabled manager');
    expect((await call('DELETE', `/api/org/members/${owner.userId}/`, owner.token)).statusCode).toBe(422);
    expect(
      (await call('PUT', `/api/org/members/${people.manager.userId}/`, owner.token, { role: 'manager' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('budgets, limits and approvals', () => {
  let budgetId: number;

  it('with a budget, an order must name one; past its cap it is refused and nothing is charged', async () => {
    const made = await call('POST', '/api/org/budgets/', owner.token, {
      code: 'HARBOUR-1',
      name: 'Harbour',
      cap_fen: 1,
    });
    budgetId = made.json().data[0].id;
    const cost = priceOf(3, 'SLC');
    const before = await orgBalance(orgId);
    const none = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: [A],
      quoted_cost_fen: cost,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0]).toMatchObject({
      field: 'budget_id',
      message: 'Choose the budget this order is assigned to',
    });
    const over = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: [A],
      quoted_cost_fen: cost,
      budget_id: budgetId,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      field: 'budget_id',
      message: 'This order would pass the budget’s cap',
    });
    expect(await orgBalance(orgId)).toBe(before);
    const shown = (
      await call('GET', `/api/commodity/order_cost/?scene_ids=${A}&budget_id=${budgetId}`, people.buyer.token)
    ).json().data[0];
    expect(shown.org).toMatchObject({
      budget: { id: budgetId, code: 'HARBOUR-1', left_fen: 1 },
      needs_approval: false,
    });
  });

  it('ten members ordering at once against one cap never overspend it', async () => {
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z19', owner.token)).json().data[0]
      .cost_fen;
    // Room for three orders of this cost in the budget.
    await call('PUT', `/api/org/budgets/${budgetId}/`, owner.token, { cap_fen: cost * 3 });
    const buyers: { token: string }[] = [];
    for (let i = 0; i < 10; i++) {
      await newCustomer(`crowd${i}`);
      buyers.push(await join(owner.token, `crowd${i}`, 'buyer'));
    }
    const scenes = Array.from({ length: 10 }, (_, i) => `Z${String(i).padStart(2, '0')}`);
    const costs = await Promise.all(
      scenes.map(
        async (s, i) =>
          (await call('GET', `/api/commodity/order_cost/?scene_ids=${s}`, buyers[i].token)).json().data[0],
      ),
    );
    const results = await Promise.all(
      buyers.map((b, i) =>
        call('POST', '/api/commodity/orders/', b.token, {
          scene_ids: [scenes[i]],
          quoted_cost_fen: costs[i]?.cost_fen ?? 0,
          budget_id: budgetId,
        }),
      ),
    );
    const budget = (await call('GET', '/api/org/budgets/', owner.token))
      .json()
      .data.find((b: { id: number }) => b.id === budgetId);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().errors[0].message)).toEqual(
      Array(7).fill('This order would pass the budget’s cap'),
    );
    expect(budget.spent_fen).toBe(cost * 3);
    expect(budget.left_fen).toBe(0);
    await ledgerBalances(orgId);
  });

  it('above the threshold an order waits with its money held; ten decisions at once: one wins', async () => {
    await call('PUT', '/api/org/budgets/' + budgetId + '/', owner.token, { cap_fen: null });
    await call('PUT', '/api/org/', owner.token, { approval_threshold_fen: 0 });
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z10', people.buyer.token)).json()
      .data[0];
    expect(cost.org.needs_approval).toBe(cost.cost_fen > 0);
    const before = await orgBalance(orgId);
    const placed = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z10'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().msg).toBe('Order submitted; its amount is held until a manager approves it');
    expect(placed.json().data[0]).toMatchObject({ awaiting_approval: true, cancellable: false });
    expect(await orgBalance(orgId)).toBe(before - cost.cost_fen);
    // Not downloadable while it waits, by any path.
    const orderId = placed.json().data[0].id;
    const links = await call('POST', '/api/commodity/orders/download/', people.buyer.token, { id: orderId });
    expect(links.statusCode).toBe(422);
    expect((await call('POST', '/api/catalog/scenes/Z10/download/', people.buyer.token)).statusCode).toBe(
      403,
    );
    const alerts = (await call('GET', '/api/commodity/notifications/', owner.token)).json().data;
    expect(alerts.some((a: { kind: string }) => a.kind === 'approval')).toBe(true);
    const pending = (await call('GET', '/api/org/approvals/?state=pending', owner.token)).json().data;
    expect(pending).toHaveLength(1);
    const id = pending[0].id;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/org/approvals/${id}/decide/`, owner.token, { approve: true, note: 'ok' }),
      ),
    );
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.statusCode === 409)).toHaveLength(9);
    expect(await orgBalance(orgId)).toBe(before - cost.cost_fen);
    const order = (
      await call('GET', `/api/commodity/orders/${placed.json().data[0].id}/`, people.buyer.token)
    ).json().data[0];
    expect(order.awaiting_approval).toBeUndefined();
    // Approved: every member may take the product, the viewer included; another customer may not.
    expect((await call('POST', '/api/catalog/scenes/Z10/download/', people.buyer.token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/catalog/scenes/Z10/download/', people.viewer.token)).statusCode).toBe(
      200,
    );
    const viewerLinks = await call('POST', '/api/commodity/orders/download/', people.viewer.token, {
      id: orderId,
    });
    expect(viewerLinks.statusCode).toBe(200);
    await ledgerBalances(orgId);
  });

  it('a rejected order releases its hold and is cancelled; the requester is told', async () => {
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z11', people.buyer.token)).json()
      .data[0];
    const before = await orgBalance(orgId);
    const placed = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z11'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    const id = (await call('GET', '/api/org/approvals/?state=pending', owner.token)).json().data[0].id;
    const rejected = await call('POST', `/api/org/approvals/${id}/decide/`, owner.token, {
      approve: false,
      note: 'not this one',
    });
    expect(rejected.json().data[0]).toMatchObject({ state: 'rejected', note: 'not this one' });
    expect(await orgBalance(orgId)).toBe(before);
    const order = (
      await call('GET', `/api/commodity/orders/${placed.json().data[0].id}/`, people.buyer.token)
    ).json().data[0];
    expect(order.status).toBe('cancelled');
    const told = (await call('GET', '/api/commodity/notifications/', people.buyer.token)).json().data;
    expect(
      told.some((a: { type_status_text: string }) =>
        a.type_status_text.startsWith('Your order was rejected'),
      ),
    ).toBe(true);
    await ledgerBalances(orgId);
  });

  it('an approval not decided in seven days expires: its hold is released and the order cancelled', async () => {
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z13', people.buyer.token)).json()
      .data[0];
    const before = await orgBalance(orgId);
    const placed = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z13'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    expect(await orgBalance(orgId)).toBe(before - cost.cost_fen);
    await t.db.query(
      `UPDATE org_approvals SET expires_at = now() - interval '1 second' WHERE archive_order_id = $1`,
      [placed.json().data[0].id],
    );
    const listed = (await call('GET', '/api/org/approvals/?state=expired', owner.token)).json().data;
    expect(listed.map((a: { order_id: number }) => a.order_id)).toContain(placed.json().data[0].id);
    expect(await expireApprovals(t.db)).toBe(1);
    expect(await expireApprovals(t.db)).toBe(0);
    expect(await orgBalance(orgId)).toBe(before);
    const order = (
      await call('GET', `/api/commodity/orders/${placed.json().data[0].id}/`, people.buyer.token)
    ).json().data[0];
    expect(order.status).toBe('cancelled');
    await ledgerBalances(orgId);
  });

  it("a key acts with its member's role as it is now: a viewer's key cannot order", async () => {
    const key = (
      await call('POST', '/api/user/api_keys/', people.viewer.token, {
        name: 'sync',
        scopes: ['orders:write', 'org:read'],
      })
    ).json().data[0].key;
    expect((await call('GET', '/api/org/bill/', key)).statusCode).toBe(200);
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z14', key)).json().data[0];
    const refused = await call('POST', '/api/commodity/orders/', key, {
      scene_ids: ['Z14'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Viewers cannot place orders; ask a manager of your organisation');
  });

  it("the bill by member and by budget adds up to the organisation's spending, and its CSV says so", async () => {
    const byBudget = (await call('GET', '/api/org/bill/?group=budget', people.viewer.token)).json().data;
    const byMember = (await call('GET', '/api/org/bill/?group=member', people.viewer.token)).json().data;
    const sum = (rows: { net_fen: number }[]) => rows.reduce((s, r) => s + r.net_fen, 0);
    expect(sum(byBudget)).toBe(sum(byMember));
    expect(sum(byBudget)).toBeGreaterThan(0);
    const csv = await call('GET', '/api/org/bill/?group=budget&format=csv', people.viewer.token);
    expect(csv.headers['content-type']).toMatch(/csv/);
    expect(csv.body).toContain('HARBOUR-1');
  });
});

describe('tasking orders of an organisation', () => {
  it('a buyer cannot task; a tasker above the threshold waits; the viewer sees it; approved, it goes to review', async () => {
    const budgets = (await call('GET', '/api/org/budgets/', people.tasker.token)).json().data;
    const fields = { budget_id: String(budgets[0].id) };
    const pdf = {
      name: 'application.pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      field: 'application_form',
    };
    const buyer = await postForm(t, '/api/commodity/missions/new_order/', {
      fields: orderFields(fields),
      file: pdf,
      token: people.buyer.token,
      lang: 'en',
    });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().msg).toBe(
      'Your role cannot place tasking orders; ask a manager of your organisation',
    );
    const before = await orgBalance(orgId);
    const submitted = await postForm(t, '/api/commodity/missions/new_order/', {
      fields: orderFields(fields),
      file: pdf,
      token: people.tasker.token,
      lang: 'en',
    });
    expect(submitted.json().msg).toBe('Order submitted; its amount is held until a manager approves it');
    const id: number = submitted.json().data[0].id;
    const mine = (await call('GET', `/api/commodity/missions/${id}/`, people.tasker.token)).json().data[0];
    expect(mine.awaiting_approval).toBe(true);
    expect(await orgBalance(orgId)).toBe(before - mine.cost_fen);
    // The viewer reads it; a buyer (their own orders only) does not.
    expect((await call('GET', `/api/commodity/missions/${id}/`, people.viewer.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/commodity/missions/${id}/`, people.buyer.token)).statusCode).toBe(404);
    // Staff cannot review it while it waits.
    const staff = await t.tokenOf('admin');
    const early = await call('POST', `/api/commodity/missions/${id}/review/`, staff.token, {
      accept: true,
      version: mine.version,
    });
    expect(early.statusCode).toBe(422);
    const approval = (await call('GET', '/api/org/approvals/?state=pending', owner.token)).json().data[0];
    expect(approval).toMatchObject({ kind: 'tasking', order_id: id, reason: 'threshold' });
    await call('POST', `/api/org/approvals/${approval.id}/decide/`, owner.token, { approve: true, note: '' });
    const after = (await call('GET', `/api/commodity/missions/${id}/`, people.tasker.token)).json().data[0];
    expect(after.awaiting_approval).toBe(false);
    const reviewed = await call('POST', `/api/commodity/missions/${id}/review/`, staff.token, {
      accept: true,
      version: after.version,
    });
    expect(reviewed.statusCode).toBe(200);
    expect(await orgBalance(orgId)).toBe(before - mine.cost_fen);
    await ledgerBalances(orgId);
  });
});

describe("the organisation's webhooks", () => {
  it("a manager's organisation endpoint hears members' events and approvals; a buyer cannot make one", async () => {
    // Deliveries are only written here (no job runs): a local address the test allows.
    t.config.webhooks.allowPrivate = true;
    const hook = { url: 'http://127.0.0.1:9/in', events: ['archive_order.updated', 'approval.requested'] };
    const refused = await call('POST', '/api/user/webhooks/', people.buyer.token, {
      ...hook,
      organisation: true,
    });
    expect(refused.statusCode).toBe(403);
    const made = await call('POST', '/api/user/webhooks/', owner.token, { ...hook, organisation: true });
    expect(made.statusCode).toBe(200);
    expect(made.json().data[0].organisation).toBe(true);
    const endpointId = made.json().data[0].id;
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z12', people.buyer.token)).json()
      .data[0];
    const budgets = (await call('GET', '/api/org/budgets/', people.buyer.token)).json().data;
    await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z12'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgets[0].id,
    });
    const heard = await t.db.query<{ event_type: string }>(
      'SELECT event_type FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id',
      [endpointId],
    );
    expect(heard.rows.map((r) => r.event_type)).toEqual(['approval.requested', 'archive_order.updated']);
  });
});

describe('staff and sales', () => {
  it('a sales person given to one member looks after the organisation; staff top it up, sales may not', async () => {
    const staff = await t.tokenOf('admin');
    const sales = await t.tokenOf('sales');
    const assigned = await call('POST', '/api/user/manage_customer/', staff.token, {
      user_id: people.viewer.userId,
      sales_id: sales.userId,
    });
    expect(assigned.statusCode).toBe(200);
    const members = await t.db.query<{ sales_id: string | null }>(
      'SELECT u.sales_id FROM org_members m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1',
      [orgId],
    );
    expect(new Set(members.rows.map((r) => Number(r.sales_id)))).toEqual(new Set([sales.userId]));
    const listed = (await call('GET', '/api/admin/orgs/?keyword=Port', sales.token)).json();
    expect(listed.data.map((o: { name: string; sales: string }) => [o.name, o.sales])).toEqual([
      ['Port authority', 'sales'],
    ]);
    const detail = (await call('GET', `/api/admin/orgs/${orgId}/`, sales.token)).json().data[0];
    expect(detail.members.length).toBeGreaterThan(4);
    expect(detail.budgets[0].code).toBe('HARBOUR-1');
    const bySales = await call('POST', `/api/admin/orgs/${orgId}/balance/`, sales.token, {
      balance_change: 100,
      note: 'x',
    });
    expect(bySales.statusCode).toBe(403);
    const before = await orgBalance(orgId);
    const topUp = await call('POST', `/api/admin/orgs/${orgId}/balance/`, staff.token, {
      balance_change: 12345,
      note: 'Contract 7',
    });
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().data[0].balance_fen).toBe(before + 12345);
    // On staff's bill of every account, the top-up is the organisation's row.
    const bills = (await call('GET', '/api/user/bills/?scope=all&scene=quota_topup', staff.token)).json()
      .data;
    expect(bills[0]).toMatchObject({ username: 'Port authority', amount: 12345, note: 'Contract 7' });
    const tooMuch = await call('POST', `/api/admin/orgs/${orgId}/balance/`, staff.token, {
      balance_change: -(before + 12346),
      note: 'refund',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await orgBalance(orgId)).toBe(before + 12345);
    const audit = (await call('GET', '/api/org/audit/', owner.token)).json().data;
    expect(audit[0]).toMatchObject({ action: 'balance', actor: 'admin' });
    // A member's own balance is not topped up: the organisation's is.
    const personal = await call('POST', '/api/user/manage_customer/', staff.token, {
      user_id: people.viewer.userId,
      balance_change: 100,
      note: 'x',
    });
    expect(personal.statusCode).toBe(422);
    await ledgerBalances(orgId);
  });
});

describe('another organisation sees nothing of it', () => {
  it('orders, products, bill, members and approvals stay inside', async () => {
    const stranger = await newCustomer('stranger', 100000);
    expect((await call('POST', '/api/org/', stranger.token, { name: 'Insurer' })).statusCode).toBe(200);
    const members = (await call('GET', '/api/org/members/', stranger.token)).json().data;
    expect(members.map((m: { username: string }) => m.username)).toEqual(['stranger']);
    const orders = (await call('GET', '/api/commodity/orders/', stranger.token)).json().data;
    expect(orders).toEqual([]);
    const theirs = await t.db.query<{ id: string }>(
      'SELECT id FROM archive_orders WHERE org_id = $1 LIMIT 1',
      [orgId],
    );
    expect(
      (await call('GET', `/api/commodity/orders/${theirs.rows[0].id}/`, stranger.token)).statusCode,
    ).toBe(404);
    const approval = await t.db.query<{ id: string }>(
      'SELECT id FROM org_approvals WHERE org_id = $1 LIMIT 1',
      [orgId],
    );
    const decide = await call('POST', `/api/org/approvals/${approval.rows[0].id}/decide/`, stranger.token, {
      approve: true,
    });
    expect(decide.statusCode).toBe(404);
    const budget = await t.db.query<{ id: string }>('SELECT id FROM org_budgets WHERE org_id = $1 LIMIT 1', [
      orgId,
    ]);
    expect(
      (await call('PUT', `/api/org/budgets/${budget.rows[0].id}/`, stranger.token, { active: false }))
        .statusCode,
    ).toBe(404);
    const bill = (await call('GET', '/api/org/bill/', stranger.token)).json().data;
    expect(bill).toEqual([]);
    // Keys, webhooks and saved searches stay their owners': the stranger lists none of the organisation's.
    for (const url of ['/api/user/api_keys/', '/api/user/webhooks/', '/api/catalog/subscriptions/'])
      expect(`${url} ${(await call('GET', url, stranger.token)).json().data.length}`).toBe(`${url} 0`);
    // A manager and a viewer see the organisation's orders; a buyer sees their own.
    const viewerSees = (await call('GET', '/api/commodity/orders/', people.viewer.token)).json().total;
    const buyerSees = (await call('GET', '/api/commodity/orders/', people.buyer.token)).json().total;
    expect(viewerSees).toBeGreaterThan(buyerSees);
  });
});
