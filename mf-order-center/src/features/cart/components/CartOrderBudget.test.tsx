/**
 * Ordering the cart as an organisation's member (docs/organisations.md): the order dialog offers the organisation's
 * active budgets, asks the cost again with the one chosen and remembers it for the session, says what is left of the
 * budget and of the member's monthly limit and that the order will wait for a manager's approval; an order that
 * waits says so instead of "placed"; the server's refusal of the budget shows under the select; a viewer cannot
 * order; a customer outside an organisation sees no budget at all.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { UserInfo } from '@portal/shared/domain';
import type { OrgBudget, OrgRole, OrgSpending } from '@portal/shared/domain/organisations';
import { httpHooks } from '@portal/shared/http';
import { setLang } from '@portal/shared/i18n';
import { orgBudgetAtom, portalStore, userInfoAtom } from '@portal/shared/session';
import { collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { OrderDialog } from '@portal/shared/ui';
import { CartPage } from './CartPage';

const item = (id: string) => ({
  id,
  satellite: 'TY-39',
  acquired_at: '2025-01-10T03:00:00.000Z',
  acquired_end: '2025-01-10T03:00:05.000Z',
  img_mode: 3,
  product_type: 'SLC',
  polarization: 'VV',
  orbit_direction: 'ascending',
  look_side: 'right',
  look_angle: 27,
  incidence_angle: 30,
  resolution: 3,
  classification: 'public',
  absolute_orbit: 1000,
  quicklook_url: `/api/catalog/quicklook/${id}.png`,
  added_at: '2026-11-01T00:00:00.000Z',
});
const budget = (id: number, code: string, name: string, cap: number | null, active = true): OrgBudget => ({
  id,
  code,
  name,
  active,
  cap_fen: cap,
  spent_fen: 0,
  held_fen: 0,
  left_fen: cap,
  created_at: '2026-10-01T00:00:00.000Z',
});
const BUDGETS = [
  budget(1, 'P-1', 'Harbour survey', 50_000),
  budget(2, 'P-2', 'Coast watch', null),
  budget(3, 'OLD', 'Closed project', 10_000, false),
];
const USER: UserInfo = {
  id: 3,
  type: 'customer',
  username: 'alice',
  name: 'Alice',
  mobile: '13800000000',
  email: 'alice@example.com',
  organization: 'Ningbo Port',
  balance: 500_000,
  coordinate_system: 'GCJ02',
};
const ok = (data: unknown[], msg = 'ok'): Answer => ({ status: 200, body: { code: 0, msg, data } });
const cost = (org?: OrgSpending): Answer =>
  ok([
    {
      items: [{ scene_id: 'A', price_fen: 20_000 }],
      cost_fen: 20_000,
      balance_fen: 500_000,
      balance_after_fen: 480_000,
      ...(org ? { org } : {}),
    },
  ]);
const spending = (budgetId: number | null, needs: OrgSpending['reason'] = null): OrgSpending => ({
  budget:
    budgetId === 1
      ? { id: 1, code: 'P-1', left_fen: 50_000 }
      : budgetId
        ? { id: 2, code: 'P-2', left_fen: null }
        : null,
  limit_left_fen: 30_000,
  needs_approval: needs !== null,
  reason: needs,
});
const ORDER = {
  id: 9,
  order_no: 'AO202611010009',
  user_id: 3,
  username: 'alice',
  created_at: '2026-11-01T00:00:00.000Z',
  money_fen: 20_000,
  scene_ids: ['A'],
  status: 'awaiting_download',
  status_code: 109,
  note: '',
  cancellable: true,
  cancelled_at: null,
  cancel_reason: null,
  staff_note: null,
  delivery_of: null,
};
const AWAITING = 'Order submitted; its amount is held until a manager approves it';

const asked: { key: string; params?: Record<string, unknown>; data?: Record<string, unknown> }[] = [];
let answers: Record<string, Answer | ((c: InternalAxiosRequestConfig) => Answer)>;
standInNetwork((config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  asked.push({
    key,
    params: config.params,
    data: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
  });
  const a = answers[key];
  return typeof a === 'function' ? a(config) : (a ?? ok([]));
});
const notices = collectNotices();

const asMember = (role: OrgRole | null) =>
  portalStore.set(userInfoAtom, role ? { ...USER, org: { id: 5, name: 'Ningbo Port', role } } : USER);
beforeEach(() => {
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  sessionStorage.clear();
  portalStore.set(orgBudgetAtom, null);
  setLang('en');
  // The cost follows the budget asked with: P-1's for budget 1, past the monthly limit.
  answers = {
    'GET /org/budgets/': ok(BUDGETS),
    'GET /commodity/order_cost/': (c) => {
      const id = Number((c.params as { budget_id?: number }).budget_id ?? 0) || null;
      return cost(spending(id, id === 1 ? 'monthly_limit' : null));
    },
  };
});
afterEach(() => portalStore.set(userInfoAtom, null));

const costsAsked = () => asked.filter((a) => a.key === 'GET /commodity/order_cost/').map((a) => a.params);
const confirmButton = () => screen.getByTestId('order-confirm') as HTMLButtonElement;
const select = () => screen.getByTestId('budget-select');
async function choose(label: string) {
  fireEvent.mouseDown(within(select()).getByRole('combobox'));
  const option = (await screen.findAllByRole('option')).find((o) => o.textContent === label)!;
  await act(async () => void fireEvent.click(option));
}
async function openDialog(sceneIds = ['A']) {
  const onOrdered = jest.fn();
  const view = await act(async () =>
    render(inPortal(<OrderDialog sceneIds={sceneIds} onClose={jest.fn()} onOrdered={onOrdered} />)),
  );
  await waitFor(() => expect(screen.queryByTestId('order-cost')).toBeTruthy());
  return { onOrdered, view };
}

test('from the cart: a member chooses a budget, the cost is asked again with it, and an order that waits says so', async () => {
  asMember('buyer');
  answers['GET /commodity/manage_carts/'] = ok([item('A')]);
  answers['POST /commodity/conflict_check/'] = ok([{ scene_id: 'A', conflict: null }]);
  answers['POST /commodity/orders/'] = ok([{ ...ORDER, awaiting_approval: true }], AWAITING);
  await act(async () => void render(inPortal(<CartPage />)));
  const grid = await screen.findByTestId('cart-grid');
  await waitFor(() => expect(within(grid).getAllByRole('checkbox').length).toBeGreaterThan(1));
  await act(async () => void fireEvent.click(within(grid).getAllByRole('checkbox')[0]));
  await act(async () => void fireEvent.click(screen.getByTestId('cart-order')));
  await waitFor(() => expect(screen.getByTestId('order-cost').textContent).toBe('CN¥200.00'));

  // Two budgets are open: none is chosen for the customer, and the order waits for one.
  expect(costsAsked()).toEqual([{ scene_ids: 'A' }]);
  expect(within(select()).getByText('Choose the budget this order is assigned to')).toBeTruthy();
  expect(confirmButton().disabled).toBe(true);
  fireEvent.mouseDown(within(select()).getByRole('combobox'));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  expect(options).toEqual(['P-1 — Harbour survey (left CN¥500.00)', 'P-2 — Coast watch']);
  await act(async () => void fireEvent.click(screen.getByText('P-1 — Harbour survey (left CN¥500.00)')));

  await waitFor(() => expect(costsAsked()).toHaveLength(2));
  expect(costsAsked()[1]).toEqual({ scene_ids: 'A', budget_id: 1 });
  await waitFor(() =>
    expect(screen.getByTestId('org-spending').textContent).toBe(
      'Budget left CN¥500.00 · Your monthly limit left CN¥300.00',
    ),
  );
  expect(screen.getByTestId('org-approval').textContent).toBe(
    'This order passes your monthly limit: it will wait for a manager’s approval; its amount is held meanwhile.',
  );
  expect(confirmButton().disabled).toBe(false);

  await act(async () => void fireEvent.click(confirmButton()));
  const order = asked.find((a) => a.key === 'POST /commodity/orders/')!;
  expect(order.data).toMatchObject({ scene_ids: ['A'], quoted_cost_fen: 20_000, budget_id: 1 });
  await waitFor(() => expect(notices.map((n) => [n.severity, n.message])).toEqual([['info', AWAITING]]));
  expect(notices.some((n) => n.severity === 'success')).toBe(false);
}, 60_000);

test('the budget chosen is remembered for the session: the next order asks its cost with it at once', async () => {
  asMember('tasker');
  const { view } = await openDialog();
  await choose('P-2 — Coast watch');
  await waitFor(() => expect(costsAsked().at(-1)).toEqual({ scene_ids: 'A', budget_id: 2 }));
  view.unmount();
  asked.length = 0;
  await openDialog(['A']);
  expect(costsAsked()).toEqual([{ scene_ids: 'A', budget_id: 2 }]);
  expect(within(select()).getByRole('combobox').textContent).toBe('P-2 — Coast watch');
  // No cap on P-2: only the monthly limit is left to say; this order does not wait.
  expect(screen.getByTestId('org-spending').textContent).toBe('Your monthly limit left CN¥300.00');
  expect(screen.queryByTestId('org-approval')).toBeNull();
});

test('above the approval threshold: the notice says why the order waits', async () => {
  asMember('buyer');
  answers['GET /org/budgets/'] = ok([BUDGETS[1]]);
  answers['GET /commodity/order_cost/'] = cost(spending(2, 'threshold'));
  await openDialog();
  // The only open budget is the one offered.
  expect(costsAsked()).toEqual([{ scene_ids: 'A', budget_id: 2 }]);
  expect(screen.getByTestId('org-approval').textContent).toBe(
    'This order is above your organisation’s approval threshold: it will wait for a manager’s approval; its amount is held meanwhile.',
  );
});

test("the server's refusal of the budget (422 on budget_id) shows under the select, once", async () => {
  asMember('buyer');
  answers['GET /org/budgets/'] = ok([BUDGETS[0]]);
  answers['POST /commodity/orders/'] = {
    status: 422,
    body: {
      code: 422,
      msg: 'This order would pass the budget’s cap',
      errors: [{ field: 'budget_id', message: 'This order would pass the budget’s cap' }],
    },
  };
  const { onOrdered } = await openDialog();
  await act(async () => void fireEvent.click(confirmButton()));
  await waitFor(() =>
    expect(within(select()).getByText('This order would pass the budget’s cap')).toBeTruthy(),
  );
  expect(within(select()).getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  expect(document.body.textContent!.split('This order would pass the budget’s cap')).toHaveLength(2);
  expect(onOrdered).not.toHaveBeenCalled();
  expect(notices).toEqual([]);
});

test('a budget with less left than the cost: the dialog says so before the server would refuse it', async () => {
  asMember('buyer');
  answers['GET /org/budgets/'] = ok([{ ...BUDGETS[0], left_fen: 10_000 }]);
  answers['GET /commodity/order_cost/'] = cost({
    budget: { id: 1, code: 'P-1', left_fen: 10_000 },
    limit_left_fen: null,
    needs_approval: false,
    reason: null,
  });
  await openDialog();
  expect(screen.getByTestId('org-over-cap').textContent).toBe(
    'This order would pass the budget’s cap (CN¥100.00 left): choose another budget',
  );
  expect(screen.queryByTestId('org-spending')!.textContent).toBe('Budget left CN¥100.00');
  expect(confirmButton().disabled).toBe(true);
});

test('a viewer sees why they cannot order, and no budget to choose', async () => {
  asMember('viewer');
  await openDialog();
  expect(screen.getByTestId('order-role-refusal').textContent).toBe(
    'Viewers cannot place orders; ask a manager of your organisation',
  );
  expect(confirmButton().disabled).toBe(true);
  expect(screen.queryByTestId('budget-select')).toBeNull();
  expect(asked.some((a) => a.key === 'GET /org/budgets/')).toBe(false);
});

test('a customer outside an organisation orders as before: no budget, nothing about the organisation', async () => {
  asMember(null);
  answers['GET /commodity/order_cost/'] = cost();
  answers['POST /commodity/orders/'] = ok([ORDER], 'Order placed');
  await openDialog();
  expect(screen.queryByTestId('budget-select')).toBeNull();
  expect(screen.queryByTestId('org-spending')).toBeNull();
  expect(costsAsked()).toEqual([{ scene_ids: 'A' }]);
  await act(async () => void fireEvent.click(confirmButton()));
  expect(asked.find((a) => a.key === 'POST /commodity/orders/')!.data).not.toHaveProperty('budget_id');
  expect(asked.some((a) => a.key === 'GET /org/budgets/')).toBe(false);
  expect(notices.map((n) => [n.severity, n.message])).toEqual([['success', 'Order placed']]);
});
