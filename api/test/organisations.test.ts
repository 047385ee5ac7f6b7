/**
 * Organisations (docs/organisations.md): a customer creates one and their balance moves in; members join through an
 * invitation; the four roles are allowed or refused each operation by the server; the organisation's webhooks; staff
 * and sales; and another organisation sees nothing of it. Money, budgets and approvals: org-approvals.test.ts.
 */
import { orgOfFile } from './org-fixture';

const { t, owner, people, orgId, call, newCustomer, orgBalance, ledgerBalances, priceOf, A } = orgOfFile();

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
    await ledgerBalances(orgId());
    const info = (await call('GET', '/api/user/userinfo/', people.viewer.token)).json().data[0];
    expect(info.org).toEqual({ id: orgId(), name: 'Port authority', role: 'viewer' });
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
    // Above the threshold, so the order also asks for approval.
    await call('PUT', '/api/org/', owner.token, { approval_threshold_fen: 0 });
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z12', people.buyer.token)).json()
      .data[0];
    const budgets = (await call('GET', '/api/org/budgets/', people.buyer.token)).json().data;
    await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z12'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgets[0]?.id,
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
      [orgId()],
    );
    expect(new Set(members.rows.map((r) => Number(r.sales_id)))).toEqual(new Set([sales.userId]));
    const listed = (await call('GET', '/api/admin/orgs/?keyword=Port', sales.token)).json();
    expect(listed.data.map((o: { name: string; sales: string }) => [o.name, o.sales])).toEqual([
      ['Port authority', 'sales'],
    ]);
    await call('POST', '/api/org/budgets/', owner.token, { code: 'HARBOUR-1', name: 'Harbour' });
    const detail = (await call('GET', `/api/admin/orgs/${orgId()}/`, sales.token)).json().data[0];
    expect(detail.members.length).toBeGreaterThan(4);
    expect(detail.budgets[0].code).toBe('HARBOUR-1');
    const bySales = await call('POST', `/api/admin/orgs/${orgId()}/balance/`, sales.token, {
      balance_change: 100,
      note: 'x',
    });
    expect(bySales.statusCode).toBe(403);
    const before = await orgBalance(orgId());
    const topUp = await call('POST', `/api/admin/orgs/${orgId()}/balance/`, staff.token, {
      balance_change: 12345,
      note: 'Contract 7',
    });
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().data[0].balance_fen).toBe(before + 12345);
    // On staff's bill of every account, the top-up is the organisation's row.
    const bills = (await call('GET', '/api/user/bills/?scope=all&scene=quota_topup', staff.token)).json()
      .data;
    expect(bills[0]).toMatchObject({ username: 'Port authority', amount: 12345, note: 'Contract 7' });
    const tooMuch = await call('POST', `/api/admin/orgs/${orgId()}/balance/`, staff.token, {
      balance_change: -(before + 12346),
      note: 'refund',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await orgBalance(orgId())).toBe(before + 12345);
    const audit = (await call('GET', '/api/org/audit/', owner.token)).json().data;
    expect(audit[0]).toMatchObject({ action: 'balance', actor: 'admin' });
    // A member's own balance is not topped up: the organisation's is.
    const personal = await call('POST', '/api/user/manage_customer/', staff.token, {
      user_id: people.viewer.userId,
      balance_change: 100,
      note: 'x',
    });
    expect(personal.statusCode).toBe(422);
    await ledgerBalances(orgId());
  });
});

describe('another organisation sees nothing of it', () => {
  it('orders, products, bill, members and approvals stay inside', async () => {
    // The organisation's orders: the manager's, paid, and the buyer's, waiting for approval.
    const budgetId = (await call('GET', '/api/org/budgets/', owner.token)).json().data[0].id;
    await call('PUT', '/api/org/', owner.token, { approval_threshold_fen: 0 });
    for (const [who, id] of [
      [owner, 'Z16'],
      [people.buyer, 'Z17'],
    ] as const) {
      const cost = (await call('GET', `/api/commodity/order_cost/?scene_ids=${id}`, who.token)).json()
        .data[0];
      const placed = await call('POST', '/api/commodity/orders/', who.token, {
        scene_ids: [id],
        quoted_cost_fen: cost.cost_fen,
        budget_id: budgetId,
      });
      expect(placed.statusCode).toBe(200);
    }
    const stranger = await newCustomer('stranger', 100000);
    expect((await call('POST', '/api/org/', stranger.token, { name: 'Insurer' })).statusCode).toBe(200);
    const members = (await call('GET', '/api/org/members/', stranger.token)).json().data;
    expect(members.map((m: { username: string }) => m.username)).toEqual(['stranger']);
    const orders = (await call('GET', '/api/commodity/orders/', stranger.token)).json().data;
    expect(orders).toEqual([]);
    const theirs = await t.db.query<{ id: string }>(
      'SELECT id FROM archive_orders WHERE org_id = $1 AND NOT awaiting_approval LIMIT 1',
      [orgId()],
    );
    expect(
      (await call('GET', `/api/commodity/orders/${theirs.rows[0].id}/`, stranger.token)).statusCode,
    ).toBe(404);
    const approval = await t.db.query<{ id: string }>(
      'SELECT id FROM org_approvals WHERE org_id = $1 LIMIT 1',
      [orgId()],
    );
    const decide = await call('POST', `/api/org/approvals/${approval.rows[0].id}/decide/`, stranger.token, {
      approve: true,
    });
    expect(decide.statusCode).toBe(404);
    const budget = await t.db.query<{ id: string }>('SELECT id FROM org_budgets WHERE org_id = $1 LIMIT 1', [
      orgId(),
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
