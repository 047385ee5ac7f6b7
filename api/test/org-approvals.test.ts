/**
 * An organisation's money (docs/organisations.md "Budgets and limits", "Approvals"): budgets cap spending, and ten
 * members ordering at once against one cap never overspend; an order above the threshold waits with its money held
 * until a manager decides (one decision of ten at once), is rejected or expires; a key acts with its member's role;
 * the bill adds up; a tasker's order waits and goes to review once approved.
 */
import { expireApprovals } from '../src/org-approvals/decide';
import { postForm } from './helpers';
import { orgOfFile } from './org-fixture';
import { orderFields } from './tasking-fixtures';

const { t, owner, people, orgId, call, newCustomer, join, orgBalance, ledgerBalances, priceOf, A } =
  orgOfFile();

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
    const before = await orgBalance(orgId());
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
    expect(await orgBalance(orgId())).toBe(before);
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
    await ledgerBalances(orgId());
  });

  it('above the threshold an order waits with its money held; ten decisions at once: one wins', async () => {
    await call('PUT', '/api/org/budgets/' + budgetId + '/', owner.token, { cap_fen: null });
    await call('PUT', '/api/org/', owner.token, { approval_threshold_fen: 0 });
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z10', people.buyer.token)).json()
      .data[0];
    expect(cost.org.needs_approval).toBe(cost.cost_fen > 0);
    const before = await orgBalance(orgId());
    const placed = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z10'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().msg).toBe('Order submitted; its amount is held until a manager approves it');
    expect(placed.json().data[0]).toMatchObject({ awaiting_approval: true, cancellable: false });
    expect(await orgBalance(orgId())).toBe(before - cost.cost_fen);
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
    expect(await orgBalance(orgId())).toBe(before - cost.cost_fen);
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
    await ledgerBalances(orgId());
  });

  it('a rejected order releases its hold and is cancelled; the requester is told', async () => {
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z11', people.buyer.token)).json()
      .data[0];
    const before = await orgBalance(orgId());
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
    expect(await orgBalance(orgId())).toBe(before);
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
    await ledgerBalances(orgId());
  });

  it('an approval not decided in seven days expires: its hold is released and the order cancelled', async () => {
    const cost = (await call('GET', '/api/commodity/order_cost/?scene_ids=Z13', people.buyer.token)).json()
      .data[0];
    const before = await orgBalance(orgId());
    const placed = await call('POST', '/api/commodity/orders/', people.buyer.token, {
      scene_ids: ['Z13'],
      quoted_cost_fen: cost.cost_fen,
      budget_id: budgetId,
    });
    expect(await orgBalance(orgId())).toBe(before - cost.cost_fen);
    await t.db.query(
      `UPDATE org_approvals SET expires_at = now() - interval '1 second' WHERE archive_order_id = $1`,
      [placed.json().data[0].id],
    );
    const listed = (await call('GET', '/api/org/approvals/?state=expired', owner.token)).json().data;
    expect(listed.map((a: { order_id: number }) => a.order_id)).toContain(placed.json().data[0].id);
    expect(await expireApprovals(t.db)).toBe(1);
    expect(await expireApprovals(t.db)).toBe(0);
    expect(await orgBalance(orgId())).toBe(before);
    const order = (
      await call('GET', `/api/commodity/orders/${placed.json().data[0].id}/`, people.buyer.token)
    ).json().data[0];
    expect(order.status).toBe('cancelled');
    await ledgerBalances(orgId());
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
    const before = await orgBalance(orgId());
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
    expect(await orgBalance(orgId())).toBe(before - mine.cost_fen);
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
    expect(await orgBalance(orgId())).toBe(before - mine.cost_fen);
    await ledgerBalances(orgId());
  });
});
