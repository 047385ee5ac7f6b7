/**
 * The organisation page against a stand-in network: outside an organisation it says what one is and creates one
 * (the server's word under its field); a viewer reads the members without the manager's controls and no approvals;
 * a manager opens the approvals from an alert's link and approves a pending order, its row then saying so; a
 * refusal's message is shown.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { Organisation, OrgApproval, OrgMember } from '@portal/shared/domain/organisations';
import { httpHooks } from '@portal/shared/http';
import { setLang } from '@portal/shared/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { collectNotices, inPortal, standInNetwork, type Answer } from '@portal/shared/testing';
import { OrganisationPage } from './OrganisationPage';

const ok = (data: unknown[], extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { code: 0, msg: 'ok', data, ...extra },
});
const refused = (status: number, msg: string, errors?: { field: string; message: string }[]): Answer => ({
  status,
  body: { code: status, msg, ...(errors && { errors }) },
});

const ORG: Organisation = {
  id: 3,
  name: 'Ningbo Survey Co.',
  contact: 'Li Wei 13800000000',
  invoicing: '',
  approval_threshold_fen: 500000,
  require_2fa: false,
  balance_fen: 1234567,
  held_fen: 25000,
  members: 2,
  my_role: 'manager',
  created_at: '2026-11-20T08:00:00.000Z',
};
const MEMBER: OrgMember = {
  id: 11,
  username: 'liwei',
  name: 'Li Wei',
  email: 'li@example.com',
  role: 'buyer',
  enabled: true,
  monthly_limit_fen: 100000,
  spent_this_month_fen: 2550,
  joined_at: '2026-11-21T08:00:00.000Z',
};
const APPROVAL: OrgApproval = {
  id: 5,
  kind: 'archive',
  order_id: 81,
  order_no: 'AO202611270001',
  requester: { id: 11, username: 'liwei' },
  amount_fen: 680000,
  budget: { id: 2, code: 'PRJ-7' },
  reason: 'threshold',
  state: 'pending',
  note: '',
  decided_by: null,
  created_at: '2026-11-27T08:00:00.000Z',
  expires_at: '2026-12-04T08:00:00.000Z',
  decided_at: null,
};

/** What the stand-in server holds and what it was asked. */
let org: Organisation | null;
let routes: Record<string, (data: Record<string, unknown>, config: InternalAxiosRequestConfig) => Answer>;
const asked: { key: string; data: Record<string, unknown>; params?: Record<string, unknown> }[] = [];

standInNetwork((config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  const data = typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {});
  asked.push({ key, data, params: config.params });
  const route = routes[key];
  if (route) return route(data, config);
  if (key === 'GET /org/') return ok(org ? [org] : []);
  return ok([]);
});
const notices = collectNotices();

beforeEach(() => {
  httpHooks.navigate = () => undefined;
  asked.length = 0;
  routes = {};
  org = { ...ORG };
  setLang('en');
});

async function open(url = '/personalCenter/organisation') {
  await act(async () => {
    render(
      inPortal(
        <MemoryRouter initialEntries={[url]}>
          <OrganisationPage />
        </MemoryRouter>,
      ),
    );
  });
}

test('without an organisation: what one is, and a create form that shows the server’s word under its field', async () => {
  org = null;
  routes['POST /org/'] = (data) => {
    if (data.name === 'Taken Ltd')
      return refused(400, 'bad', [{ field: 'name', message: 'An organisation with this name exists' }]);
    org = { ...ORG, name: String(data.name), contact: String(data.contact), balance_fen: 0, held_fen: 0 };
    return ok([org]);
  };
  await open();
  const empty = await screen.findByTestId('empty-state');
  expect(empty.textContent).toContain('You are not in an organisation yet');
  expect(empty.textContent).toContain('share one balance and one bill');

  // Nothing typed: the form says so and sends nothing.
  await act(async () => void fireEvent.click(screen.getByTestId('org-create-submit')));
  expect(screen.getByText('Enter the organisation’s name')).toBeTruthy();
  expect(asked.some((a) => a.key === 'POST /org/')).toBe(false);

  fireEvent.change(screen.getByTestId('org-create-name'), { target: { value: 'Taken Ltd' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-create-submit')));
  const field = screen.getByTestId('org-create-name').closest('.MuiFormControl-root') as HTMLElement;
  expect(within(field).getByText('An organisation with this name exists')).toBeTruthy();
  // Typing again takes the server's word about the old name away.
  fireEvent.change(screen.getByTestId('org-create-name'), { target: { value: 'Ningbo Survey Co.' } });
  expect(screen.queryByText('An organisation with this name exists')).toBeNull();

  fireEvent.change(screen.getByTestId('org-create-contact'), { target: { value: 'Li Wei 13800000000' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-create-submit')));
  expect(asked.filter((a) => a.key === 'POST /org/').at(-1)!.data).toEqual({
    name: 'Ningbo Survey Co.',
    contact: 'Li Wei 13800000000',
    invoicing: '',
  });
  expect(await screen.findByTestId('org-balance')).toBeTruthy();
  expect(screen.getByTestId('org-balance').textContent).toBe('CN¥0.00');
  expect(screen.getByTestId('org-my-role').textContent).toBe('Manager');
  expect(screen.getByTestId('org-tab-approvals')).toBeTruthy();
  expect(notices.map((n) => n.message)).toContain('Organisation created; you are its manager');
});

test('a viewer reads the members without an invite button or controls, sees no approvals, reads the bill; a refusal is said', async () => {
  org = { ...ORG, my_role: 'viewer' };
  routes['GET /org/members/'] = () => ok([MEMBER]);
  routes['GET /org/budgets/'] = () =>
    refused(403, 'You are not allowed to see the budgets of this organisation');
  await open('/personalCenter/organisation?tab=members');
  const row = await screen.findByTestId('org-member-11');
  expect(row.textContent).toContain('liwei');
  expect(row.textContent).toContain('Buyer');
  expect(row.textContent).toContain('CN¥1,000.00');
  expect(row.textContent).toContain('CN¥25.50');
  expect(screen.queryByTestId('org-invite')).toBeNull();
  expect(screen.queryByTestId('org-member-remove-11')).toBeNull();
  expect(screen.queryByTestId('org-member-role-input-11')).toBeNull();
  expect(screen.queryByTestId('org-tab-approvals')).toBeNull();
  expect(screen.getByTestId('org-tab-audit')).toBeTruthy();
  expect(screen.queryByTestId('org-tab-invitations')).toBeNull();
  expect(screen.getByTestId('org-tab-bill')).toBeTruthy();

  await act(async () => void fireEvent.click(screen.getByTestId('org-tab-budgets')));
  expect((await screen.findByTestId('error-state')).textContent).toContain(
    'You are not allowed to see the budgets of this organisation',
  );
  expect(screen.queryByTestId('org-budget-create')).toBeNull();

  // The bill by budget over a range, and the same as a CSV file.
  routes['GET /org/bill/'] = (_d, config) =>
    ok([
      {
        key: config.params.group === 'budget' ? '' : 'liwei',
        spent_fen: 700000,
        refunded_fen: 20000,
        held_fen: 0,
        net_fen: 680000,
        orders: 3,
      },
    ]);
  await act(async () => void fireEvent.click(screen.getByTestId('org-tab-bill')));
  expect((await screen.findByTestId('org-bill-row-liwei')).textContent).toBe(
    'liweiCN¥7,000.00CN¥200.00CN¥0.00CN¥6,800.003',
  );
  fireEvent.change(screen.getByTestId('org-bill-from'), { target: { value: '2026-11-01' } });
  fireEvent.mouseDown(within(screen.getByTestId('org-bill-group').parentElement!).getByRole('combobox'));
  await act(async () => void fireEvent.click(screen.getByRole('option', { name: 'Budget' })));
  expect((await screen.findByTestId('org-bill-row-')).textContent).toContain('No budget');
  expect(asked.filter((a) => a.key === 'GET /org/bill/').at(-1)!.params).toEqual({
    group: 'budget',
    from: '2026-11-01',
    to: undefined,
  });
  expect(screen.getByTestId('org-bill-csv').getAttribute('href')).toBe(
    '/api/org/bill/?group=budget&from=2026-11-01&format=csv',
  );
});

test('an alert’s link opens a manager’s approvals; approving a pending order with a note updates its row', async () => {
  routes['GET /org/approvals/'] = () => ok([APPROVAL], { total: 1 });
  routes['POST /org/approvals/5/decide/'] = (data) =>
    ok([
      {
        ...APPROVAL,
        state: data.approve ? 'approved' : 'rejected',
        note: data.note,
        decided_by: 'boss',
        decided_at: '2026-11-27T09:00:00.000Z',
      },
    ]);
  await open('/personalCenter/organisation?tab=approvals');
  expect(await screen.findByTestId('org-approval-state-5')).toBeTruthy();
  expect(screen.getByTestId('org-tab-approvals').getAttribute('aria-selected')).toBe('true');
  // Every state, the pending ones first (the API's order).
  const listed = asked.find((a) => a.key === 'GET /org/approvals/')!.params;
  expect(listed).toMatchObject({ page: 1, size: 20 });
  expect(listed?.state).toBeUndefined();
  const grid = screen.getByTestId('org-approvals');
  expect(grid.textContent).toContain('AO202611270001');
  expect(grid.textContent).toContain('CN¥6,800.00');
  expect(grid.textContent).toContain('Above the approval threshold');
  expect(screen.getByTestId('org-approval-state-5').textContent).toBe('Pending');

  await act(async () => void fireEvent.click(screen.getByTestId('org-approval-approve-5')));
  const dialog = screen.getByRole('dialog');
  expect(dialog.textContent).toContain('Approve order AO202611270001');
  expect(dialog.textContent).toContain(
    'The order of liwei (CN¥6,800.00) is paid from the organisation’s balance.',
  );
  fireEvent.change(screen.getByTestId('org-decide-note'), { target: { value: 'For project 7' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-decide-confirm')));
  expect(asked.find((a) => a.key === 'POST /org/approvals/5/decide/')!.data).toEqual({
    approve: true,
    note: 'For project 7',
  });
  await waitFor(() => expect(screen.getByTestId('org-approval-state-5').textContent).toBe('Approved'));
  expect(screen.getByTestId('org-approval-decision-5').textContent).toBe('by boss · For project 7');
  expect(screen.queryByTestId('org-approval-approve-5')).toBeNull();
  expect(notices.map((n) => n.message)).toContain('Order AO202611270001 approved');
  // The organisation is read again: its held money changed.
  expect(asked.filter((a) => a.key === 'GET /org/').length).toBe(2);
});

test('a manager invites by e-mail with a role; a limit in yuan goes in fen, and a refused one says why under it', async () => {
  routes['GET /org/members/'] = () => ok([MEMBER]);
  routes['POST /org/invitations/'] = (data) =>
    ok([{ id: 1, ...data, state: 'pending', expires_at: '', invited_by: 'boss', created_at: '' }]);
  routes['PUT /org/members/11/'] = (data) =>
    data.monthly_limit_fen === 0
      ? refused(422, 'bad', [{ field: 'monthly_limit_fen', message: 'A limit of nothing stops every order' }])
      : ok([{ ...MEMBER, ...data }]);
  await open('/personalCenter/organisation?tab=members');
  await screen.findByTestId('org-member-11');

  await act(async () => void fireEvent.click(screen.getByTestId('org-invite')));
  fireEvent.change(screen.getByTestId('org-invite-email'), { target: { value: 'wang@example.com' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-invite-submit')));
  expect(asked.find((a) => a.key === 'POST /org/invitations/')!.data).toEqual({
    email: 'wang@example.com',
    role: 'buyer',
  });
  expect(notices.map((n) => n.message)).toContain('Invitation sent to wang@example.com');

  await act(async () => void fireEvent.click(screen.getByTestId('org-member-limit-edit-11')));
  expect((screen.getByTestId('org-limit-input') as HTMLInputElement).value).toBe('1000.00');
  fireEvent.change(screen.getByTestId('org-limit-input'), { target: { value: '12.345' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-limit-save')));
  expect(screen.getByText('Enter an amount with at most two decimals')).toBeTruthy();
  fireEvent.change(screen.getByTestId('org-limit-input'), { target: { value: '0' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-limit-save')));
  expect(screen.getByText('A limit of nothing stops every order')).toBeTruthy();
  fireEvent.change(screen.getByTestId('org-limit-input'), { target: { value: '250.5' } });
  await act(async () => void fireEvent.click(screen.getByTestId('org-limit-save')));
  expect(asked.filter((a) => a.key === 'PUT /org/members/11/').at(-1)!.data).toEqual({
    monthly_limit_fen: 25050,
  });
});
