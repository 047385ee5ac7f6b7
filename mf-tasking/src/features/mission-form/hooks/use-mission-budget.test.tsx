/**
 * A tasking order of an organisation's member (docs/organisations.md), through the portal's HTTP client (only the
 * network is stood in for): the form offers the organisation's active budgets; the quote is asked again with the
 * one chosen and says the budget and monthly limit left and that the order will wait for a manager's approval; the
 * submit names the budget and, when the order waits, says so instead of "submitted"; the server's refusal of the
 * budget shows under the select; a role that may not task is told so beside the submit button.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { UserInfo } from '@portal/shared/domain';
import { MISSION_EXAMPLE } from '@portal/shared/domain/missions';
import type { OrgBudget, OrgRole, OrgSpending } from '@portal/shared/domain/organisations';
import { i18n } from '@portal/shared/i18n';
import { orgBudgetAtom, portalStore, userInfoAtom } from '@portal/shared/session';
import { collectNotices, inPortal, MISSION, standInNetwork, type Answer } from '@portal/shared/testing';
import { useOrgBudgets } from '@portal/shared/ui';
import '../../../i18n';
import { MissionFormPanel } from '../components/MissionFormPanel';
import { QUOTE } from '../components/quote-fixture';
import { INITIAL_VALUES } from '../state/form-state';
import { useMissionDraft, type MissionDraft } from './use-mission-draft';
import { useMissionQuote } from './use-mission-quote';
import { useMissionSubmit } from './use-mission-submit';

const FILLED = {
  ...INITIAL_VALUES,
  ...MISSION_EXAMPLE,
  id_date_1: '2026-12-01T08:00',
  id_date_2: '2026-12-08T08:00',
};
const budget = (id: number, code: string, name: string, cap: number | null): OrgBudget => ({
  id,
  code,
  name,
  active: true,
  cap_fen: cap,
  spent_fen: 0,
  held_fen: 0,
  left_fen: cap,
  created_at: '2026-10-01T00:00:00.000Z',
});
const BUDGETS = [budget(1, 'P-1', '港口监测', 2_000_000), budget(2, 'P-2', '海岸巡查', null)];
const USER: UserInfo = {
  id: 3,
  type: 'customer',
  username: 'alice',
  name: 'Alice',
  mobile: '13800000000',
  email: 'alice@example.com',
  organization: '宁波港',
  balance: 1_000_000,
  coordinate_system: 'GCJ02',
};
const AWAITING = '订单已提交，金额已冻结，等待团队管理员审批';
const ok = (data: unknown[], msg = 'ok'): Answer => ({ status: 200, body: { code: 0, msg, data } });
/** The quote of budget 1: its left and the limit left, above the approval threshold. */
const P1: OrgSpending = {
  budget: { id: 1, code: 'P-1', left_fen: 2_000_000 },
  limit_left_fen: 800_000,
  needs_approval: true,
  reason: 'threshold',
};
const NONE: OrgSpending = { budget: null, limit_left_fen: 800_000, needs_approval: false, reason: null };

let orderAnswer: Answer;
let budgetsAnswer: Answer;
/** What the quote of a budget answers instead of the usual one, by its id. */
let quoteRefusals: Record<string, Answer>;
const quotes: Record<string, unknown>[] = [];
const orders: FormData[] = [];
const budgetCalls: string[] = [];
standInNetwork((config: InternalAxiosRequestConfig) => {
  if (config.url === '/org/budgets/') {
    budgetCalls.push(config.url);
    return budgetsAnswer;
  }
  if (config.url === '/commodity/missions/quote/') {
    const body = JSON.parse(config.data as string) as Record<string, unknown>;
    quotes.push(body);
    const refusal = quoteRefusals[String(body.budget_id)];
    if (refusal) return refusal;
    return ok([{ ...QUOTE, org: body.budget_id === '1' ? P1 : NONE }]);
  }
  orders.push(config.data as FormData);
  return orderAnswer;
});
const notices = collectNotices();

const asMember = (role: OrgRole | null) =>
  portalStore.set(userInfoAtom, role ? { ...USER, org: { id: 5, name: '宁波港', role } } : USER);
beforeEach(() => {
  quotes.length = 0;
  orders.length = 0;
  budgetCalls.length = 0;
  sessionStorage.clear();
  portalStore.set(orgBudgetAtom, null);
  budgetsAnswer = ok(BUDGETS);
  quoteRefusals = {};
  orderAnswer = ok([{ ...MISSION, awaiting_approval: true }], '编程订单已提交，等待审核');
});
afterEach(() => portalStore.set(userInfoAtom, null));

let draft: MissionDraft;
function Order() {
  draft = useMissionDraft(null, 'zh', null);
  const org = useOrgBudgets('tasking', true);
  const offer = useMissionQuote(draft, 'zh', org);
  const { busy, submit, note } = useMissionSubmit(draft, null, 'zh', offer, org);
  return (
    <MissionFormPanel
      draft={draft}
      heading="编程订单"
      lang="zh"
      editing={false}
      busy={busy}
      offer={offer}
      note={note}
      budget={org}
      onSubmit={() => void submit()}
    />
  );
}

async function fill() {
  await act(async () => {
    await i18n.changeLanguage('zh');
  });
  render(inPortal(<Order />));
  act(() => {
    draft.setValues(FILLED);
    draft.setApplicationForm(new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
  });
}
const submitButton = () => screen.getByTestId('order-submit') as HTMLButtonElement;
const reasons = () => screen.queryAllByTestId('order-submit-reason').map((e) => e.textContent);
const select = () => screen.getByTestId('budget-select');
const quoted = async () =>
  waitFor(() => expect(screen.getByTestId('order-cost-value').textContent).toBe('¥4,500.00'), {
    timeout: 3000,
  });
async function choose(label: string) {
  fireEvent.mouseDown(within(select()).getByRole('combobox'));
  const option = (await screen.findAllByRole('option')).find((o) => o.textContent === label)!;
  await act(async () => void fireEvent.click(option));
}

test('a member chooses a budget: the quote is asked again with it, says what is left and that the order will wait; the submit names it and says it waits', async () => {
  asMember('tasker');
  await fill();
  await quoted();
  expect(quotes.map((q) => q.budget_id)).toEqual([undefined]);
  expect(within(select()).getByText('请选择本单使用的预算')).toBeTruthy();
  expect(reasons()).toEqual(['请选择本单使用的预算']);
  expect(submitButton().disabled).toBe(true);

  await choose('P-1 — 港口监测（剩余 ¥20,000.00）');
  await waitFor(() => expect(quotes).toHaveLength(2), { timeout: 3000 });
  expect(quotes[1]).toMatchObject({ budget_id: '1', target_name: 'Port of Ningbo' });
  await waitFor(() =>
    expect(screen.getByTestId('org-spending').textContent).toBe(
      '预算剩余 ¥20,000.00 · 您的月度限额剩余 ¥8,000.00',
    ),
  );
  expect(screen.getByTestId('org-approval').textContent).toBe(
    '本单金额超过团队的审批门槛，需等待团队管理员审批；审批期间金额将被冻结。',
  );
  expect(reasons()).toEqual([]);
  expect(submitButton().disabled).toBe(false);

  fireEvent.click(submitButton());
  await waitFor(() => expect(orders).toHaveLength(1));
  expect(orders[0].get('budget_id')).toBe('1');
  expect(orders[0].get('quote_id')).toBe('q-1');
  await waitFor(() => expect(notices.map((n) => [n.severity, n.message])).toEqual([['info', AWAITING]]));
});

test("the server's refusal of the budget (422 on budget_id) shows under the select", async () => {
  asMember('manager');
  budgetsAnswer = ok([BUDGETS[0]]);
  orderAnswer = {
    status: 422,
    body: { code: 422, msg: '超出预算上限', errors: [{ field: 'budget_id', message: '超出预算上限' }] },
  };
  await fill();
  await quoted();
  // The only open budget is the one offered.
  expect(quotes.at(-1)).toMatchObject({ budget_id: '1' });
  fireEvent.click(submitButton());
  await waitFor(() => expect(within(select()).getByText('超出预算上限')).toBeTruthy());
  expect(within(select()).getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
  expect(orders[0].get('budget_id')).toBe('1');
});

test('a budget remembered from an earlier order is quoted with; its refusal shows under the select, and another is quoted', async () => {
  asMember('tasker');
  portalStore.set(orgBudgetAtom, 2);
  quoteRefusals = {
    '2': {
      status: 422,
      body: {
        code: 422,
        msg: '该预算已关闭，请选择其他预算',
        errors: [{ field: 'budget_id', message: '该预算已关闭，请选择其他预算' }],
      },
    },
  };
  await fill();
  await waitFor(() => expect(within(select()).getByText('该预算已关闭，请选择其他预算')).toBeTruthy(), {
    timeout: 3000,
  });
  expect(quotes.map((q) => q.budget_id)).toEqual(['2']);
  // Said once, under the select: the quote only says there is none.
  expect(screen.getByTestId('quote-error').textContent).toContain('没有报价，暂不能提交');
  expect(submitButton().disabled).toBe(true);
  await choose('P-1 — 港口监测（剩余 ¥20,000.00）');
  await quoted();
  expect(quotes.map((q) => q.budget_id)).toEqual(['2', '1']);
  expect(within(select()).queryByText('该预算已关闭，请选择其他预算')).toBeNull();
});

test('a budget with less left than the price: the submit waits and says so', async () => {
  asMember('tasker');
  budgetsAnswer = ok([{ ...BUDGETS[0], left_fen: 100_000 }]);
  quoteRefusals = {
    '1': ok([{ ...QUOTE, org: { ...P1, budget: { id: 1, code: 'P-1', left_fen: 100_000 } } }]),
  };
  await fill();
  await quoted();
  expect(reasons()).toEqual(['本单金额超出该预算的剩余额度（剩余 ¥1,000.00），请选择其他预算']);
  expect(submitButton().disabled).toBe(true);
  // Said once: beside the button, not again in the quote; the order cannot wait for an approval either.
  expect(screen.queryByTestId('org-over-cap')).toBeNull();
  expect(screen.queryByTestId('org-approval')).toBeNull();
});

test('a buyer is told beside the submit button that their role cannot place tasking orders', async () => {
  asMember('buyer');
  await fill();
  await quoted();
  expect(reasons()).toEqual(['您的角色不能下编程订单，请联系团队管理员']);
  expect(submitButton().disabled).toBe(true);
  expect(screen.queryByTestId('budget-select')).toBeNull();
  expect(budgetCalls).toEqual([]);
});

test('outside an organisation: no budget is offered nor sent', async () => {
  asMember(null);
  orderAnswer = ok([{ ...MISSION, awaiting_approval: false }], '编程订单已提交，等待审核');
  await fill();
  await quoted();
  expect(screen.queryByTestId('budget-select')).toBeNull();
  expect(budgetCalls).toEqual([]);
  fireEvent.click(submitButton());
  await waitFor(() => expect(orders).toHaveLength(1));
  expect(orders[0].has('budget_id')).toBe(false);
  expect(notices.map((n) => [n.severity, n.message])).toEqual([['success', '编程订单已提交，等待审核']]);
});
